/**
 * Request samples in eight languages (shared/api/sample-printers.ts) of a
 * HAR request built out of the spec: the sandbox URL with path parameters
 * filled in from their examples, the required query parameters, the auth
 * header, the Idempotency-Key (or any other declared header) and the example
 * body. Highlighted at build time, so the browser receives tokens, not a highlighter
 * (shared/api/code-lines.ts).
 */

import type { ApiCodeSampleSet, ApiCodeSnippet, ApiParameter } from '../../shared/api/page-model';
import {
  fillPath,
  SAMPLE_LANGUAGES,
  type SampleHar,
  sampleUrl,
} from '../../shared/api/sample-printers';
import type { CodeHighlighter } from './highlight-code';

export interface SampleRequest {
  method: string;
  serverUrl: string;
  path: string;
  parameters: ApiParameter[];
  /** Header that carries the credential, with an example value (`Bearer sk_test_...`). */
  auth?: { name: string; value: string };
  body?: { mediaType: string; examples: { name: string; summary?: string; json: string }[] };
}

function exampleText(parameter: ApiParameter): string | undefined {
  if (parameter.example === undefined) return undefined;
  const value: unknown = JSON.parse(parameter.example);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function harUrl(request: SampleRequest): string {
  const path = fillPath(request.path, (name) => {
    const parameter = request.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? exampleText(parameter) : undefined;
  });
  const query = request.parameters
    .filter((p) => p.in === 'query' && p.required)
    .flatMap((p) => {
      const value = exampleText(p);
      return value === undefined ? [] : [{ name: p.name, value }];
    });
  return sampleUrl(request.serverUrl, path, query);
}

export function buildCodeSamples(
  request: SampleRequest,
  highlighter: CodeHighlighter,
): ApiCodeSampleSet[] {
  const headers: { name: string; value: string }[] = [];
  if (request.auth) headers.push(request.auth);
  if (request.body) headers.push({ name: 'Content-Type', value: request.body.mediaType });
  for (const p of request.parameters) {
    if (p.in !== 'header') continue;
    const value = exampleText(p);
    if (value !== undefined) headers.push({ name: p.name, value });
  }
  const url = harUrl(request);
  const bodies = request.body?.examples.length ? request.body.examples : [undefined];
  return bodies.map((example) => {
    const har: SampleHar = {
      method: request.method.toUpperCase(),
      url,
      headers,
      ...(example && request.body
        ? { postData: { mimeType: request.body.mediaType, text: example.json } }
        : {}),
    };
    // One style table for the set's eight languages (shared/api/code-lines.ts).
    const styles: string[] = [];
    const styleIndex = new Map<string, number>();
    const indexOf = (style: string) => {
      let index = styleIndex.get(style);
      if (index === undefined) {
        index = styles.push(style) - 1;
        styleIndex.set(style, index);
      }
      return index;
    };
    const snippets: ApiCodeSnippet[] = SAMPLE_LANGUAGES.map((lang) => ({
      id: lang.id,
      label: lang.label,
      language: lang.highlight,
      lines: highlighter
        .styledLines(lang.print(har), lang.highlight)
        .map((line) => line.flatMap(([style, text]) => [indexOf(style), text])),
    }));
    return {
      exampleName: example?.name ?? '',
      ...(example?.summary ? { exampleSummary: example.summary } : {}),
      styles,
      snippets,
    };
  });
}
