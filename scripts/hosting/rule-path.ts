/**
 * The line formats of the hosting files (`_headers`, `_redirects`: one rule per
 * line, fields split by spaces, `*` a splat and `:name` a placeholder) hold
 * paths made from file names, which a pull request chooses. A name with a
 * newline once added rules of its own to `_headers` (`Refresh: 0;url=…` on
 * every page). So every path is written percent-encoded, everything but
 * unreserved characters escaped (space, newline, `*`, `:`, `#`, `%`), as the
 * hosts compare it with the request path; the only pattern syntax is a splat
 * the site's own rules add at the end. The renderers check each field again
 * before writing, so nothing can break out of its line.
 */

/** One path segment, percent-encoded except RFC 3986's unreserved characters. */
export function encodeRuleSegment(segment: string): string {
  return [...new TextEncoder().encode(segment)]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9._~-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * A rule path: `literal` (a decoded URL path, `/a b/c`) encoded segment by segment, with
 * a splat (`*`, anything after) at the end when `splat`.
 */
export function rulePath(literal: string, splat = false): string {
  if (!literal.startsWith('/'))
    throw new Error(`rule path must start with /: ${JSON.stringify(literal)}`);
  return `${literal.split('/').map(encodeRuleSegment).join('/')}${splat ? '*' : ''}`;
}

/** What a written rule path may look like: encoded, one optional trailing splat. */
const RULE_PATH = /^\/(?:[A-Za-z0-9._~/-]|%[0-9A-F]{2})*\*?$/;
/** RFC 9110 header field name. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A header value on one line: no control characters (tab aside). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const HEADER_VALUE = /^[^\u0000-\u0008\u000a-\u001f\u007f]*$/;

function refuse(what: string, value: string): never {
  throw new Error(
    `hosting files: ${what} ${JSON.stringify(value)} cannot be written on one line of a hosting file`,
  );
}

export function checkedRulePath(path: string): string {
  return RULE_PATH.test(path) ? path : refuse('the path', path);
}

export function checkedHeader(name: string, value: string): [string, string] {
  if (!HEADER_NAME.test(name)) refuse('the header name', name);
  if (!HEADER_VALUE.test(value) || value.trim() !== value) refuse(`the value of ${name}`, value);
  return [name, value];
}
