/**
 * Highlighted HTML of pretty-printed JSON (`JSON.stringify(value, null, 2)`), the same markup
 * Shiki's `css-variables` theme gives every other code block: one `<span class="line">` per
 * line, one coloured span per token, whitespace joined to the token after it, neighbouring
 * tokens of one colour joined.
 *
 * Written by hand because the API pages' JSON examples are rendered from their text in the
 * browser too (a page's data carries the text, not Shiki's markup, seven times its size), and
 * Shiki itself is far too heavy to ship. JSON's grammar is small and fixed; the test compares
 * this with Shiki on every example of the spec, so the two cannot drift apart.
 */

import { escapeCodeText } from './code-lines';

const FOREGROUND = 'var(--shiki-foreground)';
const KEY = 'var(--shiki-token-keyword)';
const STRING = 'var(--shiki-token-string-expression)';
const PUNCTUATION = 'var(--shiki-token-punctuation)';
const CONSTANT = 'var(--shiki-token-constant)';

/** The colour of the token starting at `text[at]`, and where it ends. */
function tokenAt(text: string, at: number): { color: string; end: number } {
  const char = text[at] as string;
  if (char === '"') {
    let end = at + 1;
    while (end < text.length && text[end] !== '"' && text[end] !== '\n') {
      end += text[end] === '\\' ? 2 : 1;
    }
    end = Math.min(end + 1, text.length);
    // A string followed by `:` is a key.
    let next = end;
    while (text[next] === ' ') next += 1;
    return { color: text[next] === ':' ? KEY : STRING, end };
  }
  if (char === ':' || char === ',') return { color: PUNCTUATION, end: at + 1 };
  if ('{}[]'.includes(char)) return { color: FOREGROUND, end: at + 1 };
  const word = /^[-+.\w]+/.exec(text.slice(at, at + 64));
  if (word) return { color: CONSTANT, end: at + word[0].length };
  return { color: FOREGROUND, end: at + 1 };
}

function lineHtml(line: string): string {
  const tokens: { color: string; text: string }[] = [];
  let pending = '';
  for (let at = 0; at < line.length; ) {
    if (line[at] === ' ' || line[at] === '\t') {
      pending += line[at];
      at += 1;
      continue;
    }
    const { color, end } = tokenAt(line, at);
    const text = pending + line.slice(at, end);
    pending = '';
    const last = tokens.at(-1);
    if (last?.color === color) last.text += text;
    else tokens.push({ color, text });
    at = end;
  }
  if (pending) tokens.push({ color: FOREGROUND, text: pending });
  const spans = tokens.map(
    (t) => `<span style="color:${t.color}">${escapeCodeText(t.text)}</span>`,
  );
  return `<span class="line">${spans.join('')}</span>`;
}

/** The HTML of the `<code>` element's content for `json` (pretty-printed JSON). */
export function highlightJson(json: string): string {
  return json.split('\n').map(lineHtml).join('\n');
}
