/**
 * Highlighting of the home sample: highlight.js core with the two languages
 * the sample is written in (shell and JavaScript), about 10 KB gzip, loaded
 * as its own chunk after the page is up, so the first paint and the page's
 * main script do not wait for it (the sample shows as plain text until then,
 * the same glyphs in the same places).
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import { escapeCodeText } from '../../../shared/api/code-lines';

hljs.registerLanguage('bash', bash);
hljs.registerLanguage('js', javascript);

/** HTML of the code, text escaped; unknown languages come back plain. */
export function highlightSample(code: string, language: string): string {
  if (!hljs.getLanguage(language)) return escapeCodeText(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
