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
  { id: 'node', label: 'Node.js', highlight: 'javascript', print: (r) => nodeFetch.generate(r) },
  { id: 'python', label: 'Python', highlight: 'python', print: (r) => pythonRequests.generate(r) },
  { id: 'php', label: 'PHP', highlight: 'php', print: (r) => phpGuzzle.generate(r) },
  { id: 'java', label: 'Java', highlight: 'java', print: (r) => javaNethttp.generate(r) },
  { id: 'go', label: 'Go', highlight: 'go', print: (r) => goNative.generate(r) },
  { id: 'csharp', label: 'C#', highlight: 'csharp', print: (r) => csharpHttpclient.generate(r) },
  { id: 'ruby', label: 'Ruby', highlight: 'ruby', print: (r) => rubyNative.generate(r) },
];

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
