import { usePage, useSite } from '@rspress/core/runtime';
import type { LastUpdatedDate } from '../../../shared/last-updated-date';
import { useUiText } from '../../hooks/useUiText';
import './LastUpdated.css';

function isLastUpdatedDate(value: unknown): value is LastUpdatedDate {
  const v = value as Partial<LastUpdatedDate> | null;
  return typeof v?.iso === 'string' && typeof v.text === 'string';
}

/**
 * Replaces Rspress' line ("Last updated on: 11/21/2026, 11:46:57 PM by …"):
 * "Last updated on November 21, 2026 by <author>" / "Atualizado em 21 de
 * novembro de 2026 por <author>", from the date plugins/last-updated formats
 * at build time. Without git the author is unknown and left out.
 */
export function LastUpdated() {
  const t = useUiText();
  const { page } = usePage();
  const { site } = useSite();
  const setting = site.themeConfig.lastUpdated;
  const date = page.lastUpdatedDate;
  if (!setting || !isLastUpdatedDate(date)) return null;
  const showAuthor = Boolean(date.author) && !(typeof setting === 'object' && !setting.author);
  return (
    <div className="rp-last-updated ap-last-updated">
      <p>
        {t('lastUpdatedText')} <time dateTime={date.iso}>{date.text}</time>
        {showAuthor && (
          <>
            {' '}
            {t('lastUpdatedAuthorText')}{' '}
            <span className="ap-last-updated__author">{date.author}</span>
          </>
        )}
      </p>
    </div>
  );
}
