import { Link } from '@rspress/core/theme-original';
import { MarkedText } from '../Search/MarkedText';
import type { PageGroup } from './group-hits-by-page';

/** One page of the search results: its title, then each matching section. */
export function SearchResultGroup({ group }: { group: PageGroup }) {
  const first = group.hits[0];
  if (!first) return null;
  return (
    <li className="ap-search-page__group">
      <h2 className="ap-search-page__page-title">
        <Link href={group.pageUrl}>
          <MarkedText value={first.title} />
        </Link>
        {first.method && (
          <code className="ap-search-page__operation">
            {first.method} {first.path}
          </code>
        )}
      </h2>
      <ul className="ap-search-page__results">
        {group.hits.map((hit) => (
          <li key={hit.id} className="ap-search-page__result">
            <Link href={hit.url} className="ap-search-page__result-title">
              {hit.headings.length ? (
                hit.headings.map((heading, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: headings are a fixed path.
                  <span key={i}>
                    {i > 0 && ' › '}
                    <MarkedText value={heading} />
                  </span>
                ))
              ) : (
                <MarkedText value={hit.title} />
              )}
            </Link>
            {hit.snippet.text && (
              <p className="ap-search-page__snippet">
                <MarkedText value={hit.snippet} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
