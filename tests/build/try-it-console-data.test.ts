/**
 * The "Try it" console's data file of every operation, as the generator writes
 * it from the real spec: both brand servers, a schema per parameter that
 * accepts its example and default, body examples their schema accepts. The
 * schemas themselves: tests/unit/try-it-request-schema.test.ts.
 */
import { type Schema, Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { langs } from '../../config/locales';
import type { JsonSchema } from '../../shared/api/json-schema';
import type { ApiOperationPageData, ApiTryItData } from '../../shared/api/page-model';
import { generatedApi } from '../support/generated-api';
import { specOperations } from '../support/spec-operations';

const valid = (schema: JsonSchema, value: unknown) =>
  new Validator(schema as Schema, '2020-12', false).validate(value).valid;

describe('the console data of every operation (real spec)', () => {
  const project = generatedApi();

  const pages = () =>
    [...project.outputs()]
      .filter(([file]) => /_data\/user-.*\.json$/.test(file) && !file.endsWith('.try-it.json'))
      .map(([file, text]) => ({
        file,
        page: JSON.parse(text) as ApiOperationPageData,
        data: JSON.parse(project.read(file.replace(/\.json$/, '.try-it.json'))) as ApiTryItData,
      }));

  it('exists for each operation in each locale, with both brand servers', () => {
    const all = pages();
    // Every operation of the spec, in each locale.
    expect(specOperations.length).toBeGreaterThan(0);
    expect(all).toHaveLength(specOperations.length * langs.length);
    for (const { file, data } of all) {
      expect(data.servers.map((s) => s.url).sort(), file).toEqual(
        [brand.apiBaseUrl, brand.sandboxApiBaseUrl].sort(),
      );
      expect(data.sampleCredential, file).toBe('sk_test_YOUR_SECRET_KEY');
    }
  });

  it('has a schema for each parameter, which accepts its example and default', () => {
    for (const { file, page, data } of pages()) {
      expect(
        data.parameters.map((p) => `${p.in}:${p.name}`),
        file,
      ).toEqual(page.parameters.map((p) => `${p.in}:${p.name}`));
      page.parameters.forEach((p, index) => {
        const schema = data.parameters[index]?.schema as JsonSchema;
        for (const json of [p.example, p.schema.default]) {
          if (json !== undefined)
            expect(valid(schema, JSON.parse(json)), `${file} ${p.name}`).toBe(true);
        }
      });
    }
  });

  it('has the body examples as JSON that its body schema accepts', () => {
    const withBody = pages().filter(({ data }) => data.body);
    // The operations that take a body, in two locales.
    expect(withBody.length).toBe(2 * specOperations.filter((o) => o.operation.requestBody).length);
    for (const { file, page, data } of withBody) {
      const body = data.body;
      if (!body) continue;
      expect(body.mediaType, file).toBe(page.requestBody?.content?.mediaType);
      expect(body.examples.length, file).toBeGreaterThan(0);
      for (const example of body.examples) {
        expect(
          valid(body.schema ?? true, JSON.parse(example.json)),
          `${file} ${example.name}`,
        ).toBe(true);
      }
    }
  });
});
