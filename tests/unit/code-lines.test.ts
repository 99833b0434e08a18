/**
 * API pages carry their code samples as tokens (shared/api/code-lines.ts) and rebuild Shiki's
 * markup where they render: it must be Shiki's markup exactly, or samples would look unlike
 * every other code block of the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CodeHighlighter,
  type HIGHLIGHT_LANGUAGES,
  loadHighlighter,
} from '../../scripts/api/highlight-code';
import { codeLinesHtml } from '../../shared/api/code-lines';
import type { ApiOperationPageData } from '../../shared/api/page-model';
import { type ApiProject, createApiProject } from '../support/api-project';

/** The code of a snippet: its tokens' text, line by line. */
function codeOf(lines: (number | string)[][]): string {
  return lines.map((line) => line.filter((part) => typeof part === 'string').join('')).join('\n');
}

describe("code samples as tokens, rebuilt as Shiki's markup", () => {
  let shiki: CodeHighlighter;
  let project: ApiProject;
  beforeAll(async () => {
    shiki = await loadHighlighter();
    project = createApiProject();
    await project.generate();
  }, 60_000);
  afterAll(() => project.dispose());

  it('gives the markup of Shiki for every sample of every operation, in both languages', () => {
    let compared = 0;
    for (const [file, text] of project.outputs()) {
      if (!/^docs\/[^/]+\/docs\/api\/_data\/.+\.json$/.test(file)) continue;
      const page = JSON.parse(text) as Partial<ApiOperationPageData>;
      for (const set of page.samples ?? []) {
        for (const snippet of set.snippets) {
          const code = codeOf(snippet.lines);
          const language = snippet.language as (typeof HIGHLIGHT_LANGUAGES)[number];
          expect(codeLinesHtml(set.styles, snippet.lines), `${file} ${snippet.id}`).toBe(
            shiki.highlight(code, language),
          );
          compared += 1;
        }
      }
    }
    // Eight languages for every request example of every operation.
    expect(compared).toBeGreaterThan(200);
  });

  it('escapes markup in code, keeps empty lines, and shares one style table per sample set', () => {
    const code = 'const a = "<b>&amp;</b>";\n\n  // done';
    const lines = shiki
      .styledLines(code, 'javascript')
      .map((line) => line.flat());
    const styles = [...new Set(lines.flatMap((line) => line.filter((_, i) => i % 2 === 0)))];
    const indexed = lines.map((line) =>
      line.map((part, i) => (i % 2 === 0 ? styles.indexOf(part) : part)),
    );
    expect(codeLinesHtml(styles, indexed)).toBe(shiki.highlight(code, 'javascript'));
    expect(codeLinesHtml(styles, indexed)).toContain('&#x3C;b>&#x26;amp;&#x3C;/b>');
  });
});
