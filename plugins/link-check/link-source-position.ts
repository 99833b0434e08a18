/**
 * Where a broken link is written in its page's source. The check reads the
 * rendered HTML, where a Markdown link `/docs/x` became `/en/docs/x`: the
 * source is searched for the href as rendered, then without its locale
 * prefix, as a Markdown link target or an attribute value. Links made by
 * components from data have no place in the page's source: none is given.
 */
export interface SourcePosition {
  line: number;
  column: number;
}

function positionAt(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Every place the link is written, first to last. */
export function linkPositions(
  source: string,
  href: string,
  localePrefixes: readonly string[],
): SourcePosition[] {
  const forms = new Set([href]);
  for (const prefix of localePrefixes) {
    if (href.startsWith(`${prefix}/`)) forms.add(href.slice(prefix.length));
  }
  for (const form of forms) {
    const found: SourcePosition[] = [];
    // As a Markdown link target `](href` / `]: href`, or an attribute value `="href"` / `='href'`.
    const written = new RegExp(
      `(?:\\]\\(|\\]:\\s*|=\\s*["'{]\\s*["']?)(${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=[)"'\\s])`,
      'g',
    );
    for (const match of source.matchAll(written)) {
      const offset = (match.index ?? 0) + match[0].length - (match[1]?.length ?? 0);
      found.push(positionAt(source, offset));
    }
    if (found.length > 0) return found;
  }
  return [];
}
