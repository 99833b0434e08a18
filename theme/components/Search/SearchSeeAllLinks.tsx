import { Link } from '@rspress/core/theme-original';
import type { Lang } from '../../../config/locales';
import type { DocsSection } from '../../../shared/search/docs-sections';
import { useUiText } from '../../hooks/useUiText';
import { searchPageUrl } from './search-page-url';

interface SearchSeeAllLinksProps {
  lang: Lang;
  query: string;
  /** The docs section the reader is in, if any: then "within" and "outside" links. */
  section: DocsSection | null;
  onOpen: () => void;
}

/** The dropdown's footer: links to the search page with the query. */
export function SearchSeeAllLinks({ lang, query, section, onOpen }: SearchSeeAllLinksProps) {
  const t = useUiText();
  const links = section
    ? (['within', 'outside'] as const).map((mode) => ({
        key: mode,
        href: searchPageUrl(lang, query, { mode, section: section.id }),
        text: t(mode === 'within' ? 'searchSeeAllWithinText' : 'searchSeeAllOutsideText', {
          context: t(section.label),
        }),
      }))
    : [{ key: 'all', href: searchPageUrl(lang, query), text: t('searchSeeAllText') }];
  return (
    <div className="ap-search__footer">
      {links.map((link) => (
        <Link key={link.key} href={link.href} className="ap-search__see-all" onClick={onOpen}>
          {link.text}
        </Link>
      ))}
    </div>
  );
}
