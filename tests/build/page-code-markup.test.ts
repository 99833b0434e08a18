/**
 * API pages carry their code as data and rebuild Shiki's markup where it renders: JSON examples
 * as their text (shared/api/json-highlight.ts), code samples as tokens (shared/api/code-lines.ts).
 * Every other code block of the site is Shiki's, so the rebuilt markup must be Shiki's exactly,
 * or examples and samples would look unlike the rest in either colour mode.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeHighlighter,
  type HighlightLanguage,
  loadHighlighter,
} from '../../scripts/api/highlight-code';
import { type CodeLine, codeLinesHtml } from '../../shared/api/code-lines';
import { highlightJson } from '../../shared/api/json-highlight';
import type { ApiOperationPageData } from '../../shared/api/page-model';
import { generatedApi } from '../support/generated-api';

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

/** The code of a snippet: its tokens' text, line by line. */
function codeOf(lines: CodeLine[]): string {
  return lines.map((line) => line.filter((part) => typeof part === 'string').join('')).join('\n');
}

describe("API pages' code, rebuilt as Shiki's markup", () => {
  let shiki: CodeHighlighter;
  const project = generatedApi();
  /** The generated page data of both languages. */
  let pages: unknown[];
  beforeAll(async () => {
    shiki = await loadHighlighter();
    pages = [...project.outputs()]
      .filter(([file]) => /^docs\/[^/]+\/docs\/api\/_data\/.+\.json$/.test(file))
      .map(([, text]) => JSON.parse(text));
  });

  it('JSON examples: the markup of Shiki for every example of the spec, in both languages', () => {
    const examples = pages.flatMap((page) => examplesOf(page));
    // Responses and webhook events of every operation: hundreds, not a handful.
    expect(examples.length).toBeGreaterThan(200);
    for (const json of examples) expect(highlightJson(json)).toBe(shiki.highlight(json, 'json'));
  });

  it('JSON examples: the markup of Shiki for every kind of JSON token, markup characters escaped', () => {
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

  it('code samples: the markup of Shiki for every sample of every operation, in both languages', () => {
    let compared = 0;
    for (const page of pages as Partial<ApiOperationPageData>[]) {
      for (const set of page.samples ?? []) {
        for (const snippet of set.snippets) {
          const code = codeOf(snippet.lines);
          expect(codeLinesHtml(set.styles, snippet.lines), `${page.slug} ${snippet.id}`).toBe(
            shiki.highlight(code, snippet.language as HighlightLanguage),
          );
          compared += 1;
        }
      }
    }
    // Eight languages for every request example of every operation, in both languages.
    expect(compared).toBeGreaterThan(200);
  });

  it('code samples: markup escaped, empty lines kept, one style table for the set', () => {
    const code = 'const a = "<b>&amp;</b>";\n\n  // done';
    const lines = shiki.styledLines(code, 'javascript');
    const styles = [...new Set(lines.flatMap((line) => line.map(([style]) => style)))];
    const indexed = lines.map((line) =>
      line.flatMap(([style, text]) => [styles.indexOf(style), text]),
    );
    expect(codeLinesHtml(styles, indexed)).toBe(shiki.highlight(code, 'javascript'));
    expect(codeLinesHtml(styles, indexed)).toContain('&#x3C;b>&#x26;amp;&#x3C;/b>');
  });
});
