/**
 * How Try it shows an answer's body without freezing the tab. Up to
 * `HIGHLIGHT_MAX_CHARS`, JSON is pretty-printed and highlighted (in slices:
 * theme/hooks/useSlicedHighlight.ts). Above it, nothing is parsed or highlighted: the
 * first `PREVIEW_CHARS` are shown as plain text and the whole body is offered
 * as a download. (A 5.5 MB answer pretty-printed and highlighted at once held
 * the main thread for about a minute.)
 */

/** Above this many characters a body is shown truncated, as plain text, with a download link. */
export const HIGHLIGHT_MAX_CHARS = 40_000;
/** What a truncated body shows. */
export const PREVIEW_CHARS = 20_000;

export type BodyLanguage = 'json' | 'text';

export type BodyView =
  | { kind: 'full'; code: string; language: BodyLanguage }
  | { kind: 'truncated'; preview: string; language: BodyLanguage };

function looksJson(body: string, contentType: string): boolean {
  return /json/i.test(contentType) || /^\s*[[{]/.test(body);
}

/** The first `max` characters, cut after a line end when one is near, never inside a surrogate pair. */
export function previewOf(body: string, max = PREVIEW_CHARS): string {
  if (body.length <= max) return body;
  const lineEnd = body.lastIndexOf('\n', max);
  let cut = lineEnd > max / 2 ? lineEnd : max;
  const code = body.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return body.slice(0, cut);
}

export function bodyView(body: string, contentType: string): BodyView {
  const json = looksJson(body, contentType);
  if (body.length > HIGHLIGHT_MAX_CHARS)
    return { kind: 'truncated', preview: previewOf(body), language: json ? 'json' : 'text' };
  if (json) {
    try {
      return { kind: 'full', code: JSON.stringify(JSON.parse(body), null, 2), language: 'json' };
    } catch {
      // Declared JSON but is not: show it as it came.
    }
  }
  return { kind: 'full', code: body, language: 'text' };
}

/** The file name offered for the download: `response-200.json`. */
export function downloadName(status: number, language: BodyLanguage): string {
  return `response-${status}.${language === 'json' ? 'json' : 'txt'}`;
}

/** The Blob's type: the answer's media type when it is a plain `type/subtype`, else text. */
export function downloadType(contentType: string): string {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(mediaType) ? mediaType : 'text/plain';
}
