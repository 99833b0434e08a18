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
/**
 * `customer[document][type]`, `metadata["order_id"]` (form encoding, PHP and
 * Ruby params, JavaScript's bracket access): a bracketed key is a `.` step.
 */
const BRACKET_KEY = /(?<=[\p{L}\p{N}_\]])\[\s*["']?([\p{L}_][\p{L}\p{N}_-]*)["']?\s*\]/gu;
/** `pix->expires_in`, `card::three_ds` (PHP, Rust, C++ member access): a path step. */
const MEMBER_ACCESS = /(?<=[\p{L}\p{N}_])\s*(?:->|::|→)\s*(?=[\p{L}_])/gu;
/** A trailing array step (`refunds[]`, `items[0]`) says nothing about the field. */
const TRAILING_ARRAY_STEP = /(?<=[\p{L}\p{N}_])\[\d*\](?![.[])/gu;

/**
 * The API's fields are snake_case; clients write them in camelCase
 * (`pix.expiresIn`, `refundedAmount`): the snake_case spelling, or null when
 * the token has no hump.
 */
export function snakeCaseSpelling(token: string): string | null {
  if (!/\p{Ll}\p{Lu}|\p{N}\p{Lu}/u.test(token)) return null;
  return token.replace(/(?<=[\p{Ll}\p{N}])(\p{Lu})/gu, '_$1').toLowerCase();
}
const STATUS_CODE = /^[1-5]\d\d$/;
/**
 * A key: followed by `:` or `=` (after its closing quote, if quoted), not a
 * URL scheme (`https://`).
 */
const KEY_SEPARATOR = /^(["'`]?)\s*([:=])(?!\/\/)/;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/**
 * How HTTP clients word a failed request around its status (axios' "Request
 * failed with status code 429", "HTTP Error 403", "response returned status
 * 401"), in English whatever the reader's language: beside a status they say
 * only that a request failed, so they are dropped and the status and any other
 * words are what to look up (on the Portuguese site these English words are
 * rare, and would rank whatever page happens to hold them).
 */
const STATUS_LINE_WORDS = new Set([
  'request',
  'failed',
  'with',
  'status',
  'code',
  'error',
  'http',
  'response',
  'returned',
]);

/** Whether a token is an identifier as code writes it: `refusal_reason`, `Retry-After`, `transactionId`. */
function isIdentifier(text: string): boolean {
  return /[_-]/.test(text) || /\p{Ll}\p{Lu}/u.test(text);
}

/** A value made of digits, or of letters and digits mixed (`15000`, `co_8Yt3`, `10000ms`, a UUID). */
function hasDigits(text: string): boolean {
  return /\d/.test(text);
}

/**
 * A field path written another way than the index's (`pix.expires_in`): in
 * camelCase (every step of a dotted path, the envelope's too; a single word
 * when the index knows its snake_case form), or with slashes (a JSON Pointer,
 * `/pix/expires_in`) when it is no endpoint the index knows.
 */
function fieldSpelling(token: ScannedToken, isKnown: (token: string) => boolean): ScannedToken {
  if (isKnown(token.text)) return token;
  if (token.kind === 'path') {
    if (/[{}:]/.test(token.text)) return token;
    const dotted = token.text
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .join('.');
    const spelled = snakeCaseSpelling(dotted) ?? dotted;
    return dotted.includes('.') && isKnown(spelled)
      ? { ...token, kind: 'compound', text: spelled }
      : token;
  }
  const snake = snakeCaseSpelling(token.text);
  return snake !== null && (token.kind === 'compound' || isKnown(snake))
    ? { ...token, kind: 'compound', text: snake }
    : token;
}

/**
 * @param isKnown whether the index holds a token (its analyzed form): an
 *   unknown token with digits is an instance value (`tr_8Kp2mQ7xL4vN9a`), not
 *   something the docs explain; known ones (`3ds`, `401`, `v2`) stay.
 */
export function readQuery(input: string, isKnown: (token: string) => boolean): ReadQuery {
  const text = input
    .replace(HTTP_VERSION, (m) => ' '.repeat(m.length))
    .replace(BRACKET_KEY, '.$1')
    .replace(MEMBER_ACCESS, '.')
    .replace(ARRAY_STEP, '')
    .replace(TRAILING_ARRAY_STEP, '');
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
    tokens.push({ ...fieldSpelling(token, isKnown), role });
  });
  const wording = (t: QueryToken) =>
    t.kind === 'word' && STATUS_LINE_WORDS.has(t.text.toLowerCase());
  if (status !== null) tokens.splice(0, tokens.length, ...tokens.filter((t) => !wording(t)));
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
