/**
 * Spec examples are untrusted text, and the Postman and Insomnia downloads put
 * them where those tools render templates before sending: Postman replaces
 * `{{name}}` with a variable (`{{apiKey}}` is the reader's secret key);
 * Insomnia renders Nunjucks (`{{ _.apiKey }}`, `{% … %}`, `{# … #}`), where an
 * expression such as `{{ range.constructor('return 1')() }}` runs. An example
 * holding them must reach the API as written, never rendered:
 *
 * - JSON bodies (both tools): the `{` that opens a template is written as the
 *   JSON escape `\u007b`. The body is the same JSON value byte for byte once
 *   parsed, and no template delimiter is left in its text.
 * - URL parameters (Postman): the `{` is percent-encoded (`%7B`), which the
 *   server decodes back.
 * - Parameters and headers (Insomnia): the value is wrapped in Nunjucks'
 *   `{% raw %}…{% endraw %}`, which Insomnia sends as written.
 * - Postman headers have no escape: an example there that holds `{{` stops
 *   the build, naming the operation and the header.
 */

/** Template openers of Postman (`{{`) and Nunjucks (`{{`, `{%`, `{#`). */
const TEMPLATE_OPENER = /\{(?=[{%#])/g;
/** A Nunjucks comment's end: alone, Nunjucks refuses to render the text at all. */
const COMMENT_END = /#\}/g;

export function hasTemplateSyntax(text: string): boolean {
  return /\{[{%#]|#\}/.test(text);
}

/**
 * A JSON text with every template opener written as `\u007b` (inside strings, the only
 * place `{{`, `{%` or `{#` can be in valid JSON). Throws on text that is not JSON.
 */
export function jsonWithoutTemplates(json: string): string {
  JSON.parse(json);
  // In valid JSON, `{` followed by `{`, `%` or `#` (and `#}`) can only be inside a string,
  // where `\u007b` is `{` and `\u007d` is `}`.
  return json.replace(TEMPLATE_OPENER, '\\u007b').replace(COMMENT_END, '#\\u007d');
}

/** A URL parameter value with every template opener percent-encoded. */
export function urlValueWithoutTemplates(value: string): string {
  return value.replace(TEMPLATE_OPENER, '%7B');
}

/** A value Insomnia sends as written: wrapped in `{% raw %}` when it holds template syntax. */
export function insomniaLiteral(value: string): string {
  if (!hasTemplateSyntax(value)) return value;
  // A `{% raw %}` or `{% endraw %}` inside the value would nest or end the block: each is
  // split across two blocks, between its `{%` and its name.
  const parts = value.split(/(?<=\{%)(?=\s*(?:end)?raw)/);
  return parts.map((part) => `{% raw %}${part}{% endraw %}`).join('');
}
