/**
 * Splits text into the tokens the index knows, with their offsets (the
 * offsets let the snippet builder highlight the words that matched).
 *
 * Written by hand because no tokenizer package knows what developers paste
 * into a docs search: endpoint paths (`/transactions/{id}/refund`, with or
 * without the API host), compounds (`cash-out`, `sk_test_`, `transaction.paid`)
 * and camelCase identifiers (`transactionId`) must each stay findable whole
 * and by their parts.
 */

export type TokenKind = 'word' | 'compound' | 'path';

export interface ScannedToken {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

// A URL (host kept apart from its path), a path of 2+ segments or starting with
// "/", or a word made of letters/digits joined by - _ . or '.
const URL_PATTERN = String.raw`https?:\/\/[\w.-]+(?::\d+)?(?<urlPath>(?:\/[^\s"'\x60<>()\[\]]*)?)`;
const PATH_PATTERN = String.raw`(?<![\p{L}\p{N}_}])(?:\/[\p{L}\p{N}_{}:.~%-]+)+\/?|[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_{}:.~%-]+)*\/\{[\p{L}\p{N}_-]+\}(?:\/[\p{L}\p{N}_{}:.~%-]+)*`;
const WORD_PATTERN = String.raw`[\p{L}\p{N}]+(?:[-_.'’][\p{L}\p{N}]+)*_?`;
const TOKEN_RE = new RegExp(
  `(?<url>${URL_PATTERN})|(?<path>${PATH_PATTERN})|(?<word>${WORD_PATTERN})`,
  'gu',
);
const WORD_RE = new RegExp(WORD_PATTERN, 'gu');

/** Words of a URL's host ("api", "sandbox", "acmepay"...), then its path. */
function scanUrl(match: RegExpExecArray, out: ScannedToken[]): void {
  const urlPath = match.groups?.urlPath ?? '';
  const hostEnd = match.index + match[0].length - urlPath.length;
  const host = match[0].slice(0, hostEnd - match.index);
  for (const word of host.matchAll(WORD_RE)) {
    const start = match.index + (word.index ?? 0);
    pushWord(word[0], start, out);
  }
  const path = urlPath.replace(/[?#].*$/, '').replace(/[.,;:]+$/, '');
  if (path.length > 1) {
    out.push({ kind: 'path', text: path, start: hostEnd, end: hostEnd + path.length });
  }
}

function pushWord(text: string, start: number, out: ScannedToken[]): void {
  // A trailing "_" belongs to prefixes such as `sk_test_` but not to words.
  const kind: TokenKind = /[-_.'’]/.test(text) ? 'compound' : 'word';
  out.push({ kind, text, start, end: start + text.length });
}

export function scanTokens(text: string): ScannedToken[] {
  const out: ScannedToken[] = [];
  for (const match of text.matchAll(TOKEN_RE)) {
    const groups = match.groups ?? {};
    if (groups.url) scanUrl(match as RegExpExecArray, out);
    else if (groups.path) {
      const trimmed = match[0].replace(/[.,;:]+$/, '');
      if (trimmed.length > 1)
        out.push({
          kind: 'path',
          text: trimmed,
          start: match.index,
          end: match.index + trimmed.length,
        });
    } else pushWord(match[0], match.index, out);
  }
  return out;
}

/** `transactionId` -> [`transaction`, `Id`]; a word without humps -> []. */
export function camelCaseParts(word: string): string[] {
  const parts = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u);
  return parts.length > 1 ? parts : [];
}

/** The words inside a compound or a path: `cash-out` -> [`cash`, `out`]. */
export function innerWords(token: string): string[] {
  return [...token.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
}
