import type { MarkedText as MarkedTextData } from '../../../shared/search/engine/highlight';

/** A text with its matched words wrapped in `<mark>`. */
export function MarkedText({ value }: { value: MarkedTextData }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at) continue;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(
      <mark key={start} className="ap-search-mark">
        {value.text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}
