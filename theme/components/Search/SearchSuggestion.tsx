import { IconFile, IconHeader, IconTitle, Link, SvgWrapper } from '@rspress/core/theme-original';
import type { SearchHit } from '../../../shared/search/engine/search-index';
import { MarkedText } from './MarkedText';
import { SearchFieldSummary } from './SearchFieldSummary';
import { SearchHitBreadcrumb } from './SearchHitBreadcrumb';

interface SearchSuggestionProps {
  hit: SearchHit;
  id: string;
  selected: boolean;
  onHover: () => void;
  onOpen: () => void;
}

/** One option of the search dropdown: breadcrumb, snippet; a link to the heading. */
export function SearchSuggestion({ hit, id, selected, onHover, onOpen }: SearchSuggestionProps) {
  const icon =
    hit.headings.length === 0 ? IconTitle : hit.snippet.marks.length ? IconFile : IconHeader;
  return (
    <Link
      href={hit.url}
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={`ap-search-suggestion${selected ? ' ap-search-suggestion--selected' : ''}`}
      onMouseMove={onHover}
      onClick={onOpen}
    >
      <SvgWrapper icon={icon} className="ap-search-suggestion__icon" aria-hidden="true" />
      <span className="ap-search-suggestion__body">
        {hit.field ? <SearchFieldSummary hit={hit} /> : <SearchHitBreadcrumb hit={hit} />}
        {hit.snippet.text && (
          <span className="ap-search-suggestion__snippet">
            <MarkedText value={hit.snippet} />
          </span>
        )}
      </span>
    </Link>
  );
}
