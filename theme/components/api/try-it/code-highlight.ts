/**
 * Highlighting in the browser, for the console's response body and the code
 * samples it reprints: highlight.js core with the nine languages of the page
 * (about 18 KB gzip, in the console's chunk only). The build highlights with
 * Shiki, whose grammars for these languages weigh hundreds of KB; the CSS of
 * the console maps highlight.js classes to the same `--shiki-token-*` colours,
 * so both look alike.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';

const LANGUAGES = { bash, csharp, go, java, javascript, json, php, python, ruby };
export type CodeLanguage = keyof typeof LANGUAGES;

for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/** Text this long is shown plain: highlighting it would freeze the page. */
const MAX_HIGHLIGHTED = 300_000;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Wraps each line in `<span class="line">`, as Shiki does (the site's code
 * block styles pad lines, not the block). highlight.js spans may cross line
 * ends (a multi-line string), so each line reopens the spans still open and
 * closes them at its end. highlight.js has no option for this.
 */
export function splitLines(html: string): string {
  const open: string[] = [];
  return html
    .split('\n')
    .map((line) => {
      const reopened = open.join('');
      for (const [tag] of line.matchAll(/<span[^>]*>|<\/span>/g)) {
        if (tag === '</span>') open.pop();
        else open.push(tag);
      }
      return `<span class="line">${reopened}${line}${'</span>'.repeat(open.length)}</span>`;
    })
    .join('\n');
}

/** HTML of the code (text escaped), one `<span class="line">` per line, for a `<code>` element. */
export function highlightCode(code: string, language: CodeLanguage): string {
  if (code.length > MAX_HIGHLIGHTED) return splitLines(escapeHtml(code));
  return splitLines(hljs.highlight(code, { language, ignoreIllegals: true }).value);
}
