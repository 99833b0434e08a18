/**
 * Line-break opportunities (`<wbr>`) after the dots and underscores of
 * identifiers in a heading's inline HTML, so that a narrow outline wraps
 * `transaction.partially_refunded` at `partially_` rather than mid-word. Only
 * text between tags changes: tags and their attributes are kept as written.
 * `<wbr>` adds nothing to the text a reader copies or a screen reader reads.
 */
export function withBreakOpportunities(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/([A-Za-z][._])(?=\w)/g, '$1<wbr>')))
    .join('');
}
