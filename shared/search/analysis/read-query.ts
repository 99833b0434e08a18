/**
 * Reads what a reader typed or pasted into the words the search looks for,
 * each with a role. Integrators paste error bodies, log lines and headers:
 * their syntax says which words matter.
 *
 * - `main`: what the reader asks about (the value of `"code": "infraction_open"`,
 *   `processing` in `status=processing`, the words of a question);
 * - `context`: words that frame it (the key `code`, a log's request line
 *   when it also has a status, an error class before its message): they count,
 *   but a page that lacks them still competes;
 * - dropped: the HTTP version (`HTTP/1.1`) and instance values the site cannot
 *   contain (`tr_8Kp2mQ7xL4vN9a`, `10000ms`).
 *
 * Written by hand: this is about how payment-API developers paste, which no
 * query-parsing package knows.
 */
import { type ScannedToken, scanTokens } from './scan-tokens';

export type QueryRole = 'main' | 'context';

export interface QueryToken extends ScannedToken {
  role: QueryRole;
}

export interface ReadQuery {
  tokens: QueryToken[];
  /** An HTTP status the query names (`401`, `422`): it is about an error, not an operation. */
  status: string | null;
}

/** `HTTP/1.1`, `HTTP/2`, `http/1.0`: the protocol of a pasted status line says nothing. */
const HTTP_VERSION = /\bHTTPS?\/\d(?:\.\d)?\b/gi;
/** `refunds[].end_to_end_id`, `items[0].sku`: an array step in a field path is a plain `.`. */
const ARRAY_STEP = /\[\d*\](?=\.)/g;
const STATUS_CODE = /^[1-5]\d\d$/;
/**
 * A key: followed by `:` or `=` (after its closing quote, if quoted), not a
 * URL scheme (`https://`).
 */
const KEY_SEPARATOR = /^(["'`]?)\s*([:=])(?!\/\/)/;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** Whether a token is an identifier as code writes it: `refusal_reason`, `Retry-After`, `transactionId`. */
function isIdentifier(text: string): boolean {
  return /[_-]/.test(text) || /\p{Ll}\p{Lu}/u.test(text);
}

/** A value made of digits, or of letters and digits mixed (`15000`, `co_8Yt3`, `10000ms`, a UUID). */
function hasDigits(text: string): boolean {
  return /\d/.test(text);
}

/**
 * @param isKnown whether the index holds a token (its analyzed form): an
 *   unknown token with digits is an instance value (`tr_8Kp2mQ7xL4vN9a`), not
 *   something the docs explain; known ones (`3ds`, `401`, `v2`) stay.
 */
export function readQuery(input: string, isKnown: (token: string) => boolean): ReadQuery {
  const text = input.replace(HTTP_VERSION, (m) => ' '.repeat(m.length)).replace(ARRAY_STEP, '');
  const scanned = scanTokens(text);
  const tokens: QueryToken[] = [];
  let status: string | null = null;
  scanned.forEach((token, i) => {
    if (token.kind === 'word' && STATUS_CODE.test(token.text)) status ??= token.text;
    if (hasDigits(token.text) && token.kind !== 'path' && !STATUS_CODE.test(token.text)) {
      if (!isKnown(token.text)) return;
    }
    const after = KEY_SEPARATOR.exec(text.slice(token.end));
    const quoted = text[token.start - 1] === '"' || text[token.start - 1] === "'";
    let role: QueryRole = 'main';
    if (after) {
      const next = scanned[i + 1];
      const valueStart = token.end + after[0].length;
      const hasValue =
        next !== undefined && /^\s*["'`]?\s*$/.test(text.slice(valueStart, next.start));
      // A key frames its value; when the value is a number or an ID, the key is what to look up.
      const valueIsWord = hasValue && next !== undefined && !hasDigits(next.text);
      const isKey = quoted || after[2] === '=' || isIdentifier(token.text) || (i === 0 && hasValue);
      if (isKey && (valueIsWord || !hasValue)) role = 'context';
    }
    tokens.push({ ...token, role });
  });
  if (status) {
    // A log line with a status is about what went wrong: the request line only says where.
    for (const token of tokens) {
      if (token.kind === 'path' || HTTP_METHODS.has(token.text)) token.role = 'context';
    }
  }
  // Keys alone (`"refusal_reason":`) are what the reader asks about.
  if (tokens.length > 0 && tokens.every((t) => t.role === 'context')) {
    for (const token of tokens) token.role = 'main';
  }
  return { tokens, status };
}
