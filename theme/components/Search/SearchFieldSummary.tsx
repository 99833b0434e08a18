import type { SearchHit } from '../../../shared/search/engine/search-index';
import { useUiText } from '../../hooks/useUiText';
import { MarkedText } from './MarkedText';

/** A field-level hit: the field path, its type, and the operation (or guide) it belongs to. */
export function SearchFieldSummary({ hit }: { hit: SearchHit }) {
  const t = useUiText();
  const [path] = hit.headings;
  if (!hit.field || !path) return null;
  return (
    <span className="ap-search-field" data-kind={hit.field.kind}>
      <code className="ap-search-field__path">
        <MarkedText value={path} />
      </code>
      <span className="ap-search-field__type">{hit.field.type}</span>
      <span className="ap-search-field__operation">
        {t('searchFieldIn', { operation: hit.title.text })}
      </span>
    </span>
  );
}
