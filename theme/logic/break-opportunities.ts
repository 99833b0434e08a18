/**
 * Line-break opportunities (`<wbr>`) after the dots and underscores of
 * identifiers, so that a narrow column wraps `transaction.partially_refunded`
 * at `partially_` rather than mid-word. `<wbr>` adds nothing to the text a
 * reader copies or a screen reader reads.
 */
const AFTER_DOT_OR_UNDERSCORE = /(?<=[A-Za-z][._])(?=\w)/;

/** An identifier cut where a line may break: join the parts with `<wbr>`. */
export function breakableParts(text: string): string[] {
  return text.split(AFTER_DOT_OR_UNDERSCORE);
}

/**
 * The same in a heading's inline HTML: only text between tags changes, tags
 * and their attributes are kept as written.
 */
export function withBreakOpportunities(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : breakableParts(part).join('<wbr>')))
    .join('');
}
