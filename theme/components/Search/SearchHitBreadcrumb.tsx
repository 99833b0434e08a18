import type { SearchHit } from '../../../shared/search/engine/search-index';
import { MarkedText } from './MarkedText';

/** "Page › Section › Subsection", the page title first, matched words marked. */
export function SearchHitBreadcrumb({ hit }: { hit: SearchHit }) {
  return (
    <span className="ap-search-breadcrumb">
      <span className="ap-search-breadcrumb__page">
        <MarkedText value={hit.title} />
      </span>
      {hit.headings.map((heading, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: headings are a fixed path.
        <span key={i} className="ap-search-breadcrumb__heading">
          <span className="ap-search-breadcrumb__separator">{' › '}</span>
          <MarkedText value={heading} />
        </span>
      ))}
      {hit.method && (
        <code className="ap-search-breadcrumb__operation">
          {hit.method} {hit.path}
        </code>
      )}
    </span>
  );
}
