/**
 * The "Try it" console prints, for the request a page's sample shows, exactly
 * the samples the generator wrote for that page, in all eight languages.
 */
import { describe, expect, it } from 'vitest';
import { codeLinesHtml } from '../../shared/api/code-lines';
import type { ApiOperationPageData } from '../../shared/api/page-model';
import { printLiveSamples } from '../../theme/components/api/try-it/live-sample-printer';
import { parameterKey } from '../../theme/components/api/try-it/parameter-values';
import { buildRequest } from '../../theme/components/api/try-it/request-building';
import { generatedApi } from '../support/generated-api';
import { htmlText as text } from '../support/html-text';
import { specOperations } from '../support/spec-operations';

describe('the page samples of the console request', () => {
  const project = generatedApi();

  it('are the build’s samples, in all eight languages, for the same request', () => {
    const files = [...project.outputs().keys()].filter(
      (f) => f.startsWith('docs/en/docs/api/_data/user-') && !f.endsWith('.try-it.json'),
    );
    expect(files).toHaveLength(specOperations.length);
    for (const file of files) {
      const page = JSON.parse(project.read(file)) as ApiOperationPageData;
      const data = JSON.parse(project.read(file.replace(/\.json$/, '.try-it.json')));
      // The build's sample: path and required query parameters, headers, first body example.
      const values = Object.fromEntries(
        page.parameters
          .filter((p) => p.example !== undefined && (p.in !== 'query' || p.required))
          .map((p) => {
            const value: unknown = JSON.parse(p.example as string);
            return [parameterKey(p), typeof value === 'string' ? value : JSON.stringify(value)];
          }),
      );
      const sandbox = data.servers.find(
        (s: { environment: string }) => s.environment === 'sandbox',
      );
      const request = buildRequest({
        method: page.method,
        serverUrl: sandbox.url,
        path: page.path,
        parameters: page.parameters,
        values,
        ...(page.security[0] ? { security: page.security[0] } : {}),
        credential: data.sampleCredential,
        ...(data.body
          ? { body: { mediaType: data.body.mediaType, text: data.body.examples[0].json } }
          : {}),
      });
      const live = printLiveSamples(request);
      const built = page.samples[0]?.snippets ?? [];
      expect(
        live.map((s) => s.id),
        file,
      ).toEqual(built.map((s) => s.id));
      live.forEach((snippet, index) => {
        const builtHtml = codeLinesHtml(page.samples[0]?.styles ?? [], built[index]?.lines ?? []);
        expect(text(snippet.html), `${file} ${snippet.id}`).toBe(text(builtHtml));
      });
    }
  });
});
