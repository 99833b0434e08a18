/**
 * The request samples of every operation page: eight languages, each printed
 * from a HAR request by its @scalar/snippetz plugin. Shared by the generator
 * (samples of the spec's examples, highlighted at build time) and the "Try it"
 * console in the browser (samples of the request the reader typed), so both
 * print the same code for the same request. Each plugin is imported on its
 * own: the console's chunk carries these eight, not all of snippetz.
 */
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpGuzzle } from '@scalar/snippetz/plugins/php/guzzle';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import type { CodeSampleId } from './page-model';

/** Shiki language ids of the samples (the browser maps them to its own highlighter). */
export type SampleHighlight =
  | 'bash'
  | 'javascript'
  | 'python'
  | 'php'
  | 'java'
  | 'go'
  | 'csharp'
  | 'ruby';

export interface SampleLanguage {
  id: CodeSampleId;
  label: string;
  highlight: SampleHighlight;
  print: (request: SampleHar) => string;
}

/** The part of a HAR request the samples use. */
export interface SampleHar {
  method: string;
  /** Absolute URL, query string included. */
  url: string;
  headers: { name: string; value: string }[];
  postData?: { mimeType: string; text: string };
}

/** The languages of every operation page, in tab order. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { id: 'curl', label: 'cURL', highlight: 'bash', print: (r) => shellCurl.generate(r) },
  { id: 'node', label: 'Node.js', highlight: 'javascript', print: printNodeFetch },
  { id: 'python', label: 'Python', highlight: 'python', print: (r) => pythonRequests.generate(r) },
  { id: 'php', label: 'PHP', highlight: 'php', print: (r) => phpGuzzle.generate(r) },
  {
    id: 'java',
    label: 'Java',
    highlight: 'java',
    print: (r) => javaNethttp.generate(quietBody(r)),
  },
  { id: 'go', label: 'Go', highlight: 'go', print: (r) => goNative.generate(quietBody(r)) },
  { id: 'csharp', label: 'C#', highlight: 'csharp', print: (r) => csharpHttpclient.generate(r) },
  { id: 'ruby', label: 'Ruby', highlight: 'ruby', print: (r) => rubyNative.generate(quietBody(r)) },
];

/**
 * The Node.js sample, with the strings snippetz 0.6 prints as JavaScript
 * literals escaped beforehand: its printer puts them between quotes as they
 * are (`'Maria d'Ávila'` would be a syntax error; fixed in snippetz 0.7+,
 * which needs Node 22). A body whose keys it would print unquoted although
 * they are no identifiers (`a.b`) goes as a plain string literal.
 */
function printNodeFetch(request: SampleHar): string {
  const headers = request.headers.map((h) => ({ ...h, value: escapeJsString(h.value) }));
  const post = request.postData;
  if (!post) return nodeFetch.generate({ ...request, headers });
  let body: unknown;
  try {
    body = post.mimeType === 'application/json' ? JSON.parse(post.text) : undefined;
  } catch {
    body = undefined;
  }
  const postData =
    body !== undefined && keysPrintable(body)
      ? { mimeType: post.mimeType, text: JSON.stringify(escapeStrings(body)) }
      : // Not JSON (or not printable as an object literal): snippetz prints the text as a string.
        { mimeType: 'text/plain', text: escapeJsString(post.text) };
  return nodeFetch.generate({ ...request, headers, postData });
}

/**
 * The request with a body that is not JSON (yet: the reader is typing it)
 * labelled as text. snippetz 0.6's Java, Go and Ruby printers log a console
 * error for JSON they cannot parse, and print the text the same either way.
 */
function quietBody(request: SampleHar): SampleHar {
  const post = request.postData;
  if (post?.mimeType !== 'application/json') return request;
  try {
    JSON.parse(post.text);
    return request;
  } catch {
    return { ...request, postData: { mimeType: 'text/plain', text: post.text } };
  }
}

/** Escapes a value for a single-quoted JavaScript string literal. */
function escapeJsString(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll("'", "\\'")
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
}

function escapeStrings(value: unknown): unknown {
  if (typeof value === 'string') return escapeJsString(value);
  if (Array.isArray(value)) return value.map(escapeStrings);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [escapeJsString(k), escapeStrings(v)]),
    );
  return value;
}

/** Keys snippetz prints unquoted must be identifiers; it quotes those with a space or hyphen. */
function keysPrintable(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(keysPrintable);
  if (!value || typeof value !== 'object') return true;
  return Object.entries(value).every(
    ([k, v]) =>
      (/^[\p{ID_Start}$_][\p{ID_Continue}$]*$/u.test(k) || /[\s-]/.test(k)) && keysPrintable(v),
  );
}

/** Fills in the `{name}` parameters of a path (encoded); unknown ones stay as they are. */
export function fillPath(template: string, valueFor: (name: string) => string | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const value = valueFor(name);
    return value === undefined ? match : encodeURIComponent(value);
  });
}

/** `base` + `path` + `?query`, the way every sample writes the URL. */
export function sampleUrl(
  serverUrl: string,
  path: string,
  query: readonly { name: string; value: string }[],
): string {
  const search = query
    .map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`)
    .join('&');
  return `${serverUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}
