import { useLang, usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { apiOverview } from '../../../config/api-navigation';
import { type Lang, localizePath } from '../../../config/locales';
import { homeText } from '../../../i18n/home';
import {
  type PagePopularOperations,
  POPULAR_OPERATIONS_FIELD,
} from '../../../shared/home/popular-operations';
import { useFeatureText } from '../../hooks/useFeatureText';
import { HomeSection } from '../HomeSection/HomeSection';

/**
 * The operations integrators open first (frontmatter `popularOperations`),
 * titled as the API sidebar titles them in the reader's language: resolved
 * at build time into the page's data (shared/home/popular-operations.ts), so
 * the home page does not load the API's sidebar.
 */
export function PopularOperations() {
  const t = useFeatureText(homeText);
  const lang = useLang() as Lang;
  const { page } = usePage();
  const operations = (page as PagePopularOperations)[POPULAR_OPERATIONS_FIELD] ?? [];
  if (operations.length === 0) return null;
  return (
    <HomeSection id="ap-home-operations-title" title={t('homeOperationsTitle')}>
      <ul className="ap-home-operations">
        {operations.map((operation) => (
          <li key={operation.link}>
            <Link className="ap-home-operations__link" href={operation.link}>
              <span>{operation.text}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="ap-home-operations__more">
        <Link href={localizePath(apiOverview, lang)}>{t('homeOperationsAll')}</Link>
      </p>
    </HomeSection>
  );
}
