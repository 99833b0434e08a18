/**
 * Highlighted code in the compact form API pages carry it: per line, its tokens as
 * `[style index, text, style index, text, …]`, the styles in a table of their own (one per
 * sample set). Shiki's markup repeats a style on every token: a page's eight languages of
 * samples took 119 KB as markup and take 27 KB so (6.5 → 3.4 KB gzip), and the build parses
 * and keeps a quarter of the bytes per page. The markup is rebuilt where the code renders,
 * exactly as Shiki writes it (tests/build/page-code-markup.test.ts compares every sample of the
 * spec).
 */

/** One line of highlighted code: style index and text, alternating. */
export type CodeLine = (number | string)[];

/** Text escaped as Shiki's HTML serializer (hast-util-to-html) escapes it: `&` and `<`. */
export function escapeCodeText(text: string): string {
  return text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}

/** The HTML of the `<code>` element's content, as Shiki gives it. */
export function codeLinesHtml(styles: readonly string[], lines: readonly CodeLine[]): string {
  return lines
    .map((line) => {
      let html = '<span class="line">';
      for (let i = 0; i + 1 < line.length; i += 2) {
        const style = styles[line[i] as number] ?? '';
        html += `<span style="${style}">${escapeCodeText(String(line[i + 1]))}</span>`;
      }
      return `${html}</span>`;
    })
    .join('\n');
}
