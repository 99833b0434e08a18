/**
 * The API pages highlight their JSON examples with shared/api/json-highlight.ts, in the build
 * and in the browser; every other code block of the site is Shiki's. The two must give the
 * same markup, so examples look like every other code block in both colour modes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, loadHighlighter } from '../../scripts/api/highlight-code';
import { highlightJson } from '../../shared/api/json-highlight';
import { type ApiProject, createApiProject } from '../support/api-project';

/** Every example body (`{ json }` under an `example`/`examples` key) of the generated page data. */
function examplesOf(value: unknown, found: string[] = [], underExample = false): string[] {
  if (Array.isArray(value)) for (const item of value) examplesOf(item, found, underExample);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (underExample && typeof record.json === 'string') found.push(record.json);
    for (const [key, child] of Object.entries(record))
      examplesOf(child, found, key === 'example' || key === 'examples');
  }
  return found;
}

describe('JSON examples, highlighted as Shiki does', () => {
  let shiki: CodeHighlighter;
  let project: ApiProject;
  beforeAll(async () => {
    shiki = await loadHighlighter();
    project = createApiProject();
    await project.generate();
  }, 60_000);
  afterAll(() => project.dispose());

  it('gives the markup of Shiki for every example of the spec, in both languages', () => {
    const examples = [...project.outputs()]
      .filter(([file]) => /^docs\/[^/]+\/docs\/api\/_data\/.+\.json$/.test(file))
      .flatMap(([, text]) => examplesOf(JSON.parse(text)));
    // Responses and webhook events of every operation: hundreds, not a handful.
    expect(examples.length).toBeGreaterThan(200);
    for (const json of examples) expect(highlightJson(json)).toBe(shiki.highlight(json, 'json'));
  });

  it('gives the markup of Shiki for every kind of JSON token, markup characters escaped', () => {
    const value = {
      number: -2.5e-7,
      integer: 0,
      text: 'quotes " and \\ backslash, <script> & </b>, é, \u2028, \u0007',
      'a "key"': [true, false, null, [], {}, [{ nested: [1, ['two']] }]],
      empty: '',
    };
    for (const json of [
      JSON.stringify(value, null, 2),
      JSON.stringify(value),
      '"only a string"',
      'null',
      '42',
      '[]',
    ]) {
      expect(highlightJson(json)).toBe(shiki.highlight(json, 'json'));
    }
  });
});
