import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type Lang, localizePath } from '../../../config/locales';
import { apiReferenceText } from '../../../i18n/api-reference';
import { useFeatureText } from '../../hooks/useFeatureText';

/** The Test data page (generated from the spec's `x-sandbox-scenarios`). */
export const TEST_DATA_PATH = '/docs/intro/test-data';

/**
 * A small link from an operation's samples to the sandbox's test values (test
 * cards, Pix amounts, cash-out keys): what to put in the samples to get each
 * outcome.
 */
export function ApiTestDataLink() {
  const lang = useLang() as Lang;
  const t = useFeatureText(apiReferenceText);
  return (
    <p className="ap-api-test-data-link">
      <Link href={localizePath(TEST_DATA_PATH, lang)}>{t('sandboxTestDataLink')}</Link>
    </p>
  );
}
