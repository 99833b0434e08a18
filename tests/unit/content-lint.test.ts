/**
 * The content checks (`npm run lint:content`): each rule on a planted defect, the
 * fixer, the glossary's own examples through the real pipeline, and the dev
 * server's warnings. The command itself, on the repository's pages and on a
 * copy with a planted "PIX": tests/build/content-lint-command.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { langs } from '../../config/locales';
import { startContentWatcher } from '../../plugins/content-lint';
import {
  type ContentProblem,
  fixText,
  formatProblem,
  lintText,
} from '../../scripts/content-lint/lint-content';
import { glossary } from '../../shared/glossary';

const repo = path.resolve(import.meta.dirname, '../..');
const guide = (lang: string) => path.join(repo, 'docs', lang, 'docs/intro/example.mdx');
const post = (lang: string) => path.join(repo, 'docs', lang, 'blog/example.mdx');

const page = (body: string) => `---\ntitle: Example\ndescription: An example page.\n---\n\n${body}`;

async function problems(file: string, text: string, rule?: string): Promise<ContentProblem[]> {
  const all = await lintText(repo, file, text);
  return rule ? all.filter((p) => p.rule === rule) : all;
}

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

describe('terminology (glossary -> prh)', () => {
  it('reports "PIX" with file, line, column and the reason, in prose, headings, links and frontmatter', async () => {
    const text = `---\ntitle: Cobranças PIX\n---\n\n# Guia\n\n## O PIX\n\nPague com PIX ou [veja o PIX](/docs/x).\n`;
    const found = await problems(guide('pt-BR'), text, 'terminology');
    expect(found.map((p) => [p.line, p.column])).toEqual([
      [2, 18],
      [7, 6],
      [9, 11],
      [9, 26],
    ]);
    expect(found[0]?.message).toContain('PIX => Pix');
    expect(found[0]?.message).toContain('marca do Banco Central');
    expect(formatProblem(found[0] as ContentProblem)).toBe(
      `docs/pt-BR/docs/intro/example.mdx:2:18  terminology  ${found[0]?.message} (fixable)`,
    );
  });

  it('leaves code, inline code, JSX attributes and other words alone', async () => {
    const text = page(
      '# T\n\n`PIX` and `chave publicável`\n\n```json\n{"method": "PIX"}\n```\n\n<Callout title="PIX">\n  Pix, pixel, PIXEL.\n</Callout>\n',
    );
    expect(await problems(guide('pt-BR'), text)).toEqual([]);
  });

  it('--fix never edits inside inline code of a frontmatter title or description', async () => {
    const text =
      '---\ntitle: Cobranças PIX com `PIX_KEY`\ndescription: \'Envie `{"method": "PIX"}` e receba o PIX.\'\n---\n\n# Guia\n';
    const { output } = await fixText(repo, guide('pt-BR'), text);
    expect(output).toBe(
      '---\ntitle: Cobranças Pix com `PIX_KEY`\ndescription: \'Envie `{"method": "PIX"}` e receba o Pix.\'\n---\n\n# Guia\n',
    );
  });

  it('checks the labels of mermaid diagrams (readers see them) and fixes them in place', async () => {
    const text = page('# T\n\n```mermaid\nsequenceDiagram\n    A->>B: Pagamento PIX\n```\n');
    const found = await problems(guide('pt-BR'), text, 'terminology');
    expect(found.map((p) => [p.line, p.column])).toEqual([[10, 22]]);
    const { output } = await fixText(repo, guide('pt-BR'), text);
    expect(output).toBe(
      page('# T\n\n```mermaid\nsequenceDiagram\n    A->>B: Pagamento Pix\n```\n'),
    );
  });

  it('leaves a word linked to its glossary entry alone (it is quoted, not used)', async () => {
    const text = page(
      '# T\n\nConhecida como [chave publicável](/docs/reference/glossary#public-key); uma chave publicável não.\n',
    );
    const found = await problems(guide('pt-BR'), text, 'terminology');
    expect(found.map((p) => [p.line, p.column])).toEqual([[8, 77]]);
  });

  it('checks prose inside JSX elements, even indented', async () => {
    const text = page('# T\n\n<Tabs>\n  <Tab label="A">\n    Pague com PIX.\n  </Tab>\n</Tabs>\n');
    const found = await problems(guide('en'), text, 'terminology');
    expect(found.map((p) => p.line)).toEqual([10]);
  });

  it('applies the rules of the page locale only', async () => {
    const text = page('# T\n\nA chave publicável e a publishable key.\n');
    const pt = await problems(guide('pt-BR'), text, 'terminology');
    const en = await problems(guide('en'), text, 'terminology');
    expect(pt.map((p) => p.message.split(' — ')[0])).toEqual(['chave publicável => chave pública']);
    expect(en.map((p) => p.message.split(' — ')[0])).toEqual(['publishable key => public key']);
  });

  it('matches whole words with accents and capitalised sentence starts', async () => {
    const text = page(
      '# T\n\nChave publicável e chave publicável. A chave publicáveis, chave publicávelmente.\n',
    );
    const found = await problems(guide('pt-BR'), text, 'terminology');
    expect(found.map((p) => p.message.split(' — ')[0])).toEqual([
      'Chave publicável => Chave pública',
      'chave publicável => chave pública',
    ]);
  });

  it('reports review-only forms without fixing them', async () => {
    const text = page('# T\n\nGaranta o liability shift.\n');
    const found = await problems(guide('pt-BR'), text);
    expect(found.map((p) => [p.rule, p.fixable])).toEqual([['terminology-review', false]]);
    const { output } = await fixText(repo, guide('pt-BR'), text);
    expect(output).toBe(text);
  });

  for (const term of glossary) {
    for (const lang of langs) {
      for (const entry of term.avoid?.[lang] ?? []) {
        it(`${lang} ${term.id}: "${entry.variant}" is caught and ${entry.kind === 'review' ? 'only reported' : `fixed to "${entry.use}"`}`, async () => {
          expect(entry.examples.length).toBeGreaterThan(0);
          for (const example of entry.examples) {
            const text = page(`# T\n\n${example.from}\n`);
            const found = await problems(guide(lang), text);
            expect(found.map((p) => p.rule)).toEqual([
              entry.kind === 'review' ? 'terminology-review' : 'terminology',
            ]);
            if (entry.kind !== 'review') {
              const { output } = await fixText(repo, guide(lang), text);
              expect(output).toBe(page(`# T\n\n${example.to}\n`));
            }
          }
        });
      }
    }
  }
});

describe("the API contract's prose (openapi.yaml and its overlays)", () => {
  const spec = path.join(repo, 'openapi/openapi.yaml');
  const overlay = path.join(repo, 'openapi/overlays/pt-BR.yaml');

  it('checks summaries, descriptions and titles, in block and flow scalars, and nothing else', async () => {
    const text = [
      'x-language: en',
      'info:',
      '  title: PIX API',
      '  description: |',
      '    Create PIX charges.',
      '    Send `PIX` as code.',
      'components:',
      '  schemas:',
      '    Method:',
      '      enum: [PIX, card]',
      '      example: PIX',
      '      properties:',
      "        key: { description: 'The PIX key.' }",
      '',
    ].join('\n');
    const found = await problems(spec, text, 'terminology');
    expect(found.map((p) => [p.file, p.line, p.column])).toEqual([
      ['openapi/openapi.yaml', 3, 10],
      ['openapi/openapi.yaml', 5, 12],
      ['openapi/openapi.yaml', 13, 34],
    ]);
    const { output } = await fixText(repo, spec, text);
    expect(output).toBe(
      text
        .replace('title: PIX API', 'title: Pix API')
        .replace('Create PIX', 'Create Pix')
        .replace("'The PIX key.'", "'The Pix key.'"),
    );
  });

  it("applies the overlay language's rules to the overlay", async () => {
    const text =
      'actions:\n  - target: $.info\n    update:\n      description: Os limites de taxa.\n';
    const found = await problems(overlay, text, 'terminology');
    expect(found.map((p) => p.message.split(' — ')[0])).toEqual([
      'limites de taxa => limites de requisições',
    ]);
  });
});

describe('heading-order', () => {
  it('reports a skipped level, a second h1 and an h1 after other headings', async () => {
    const text = page('## A\n\n#### B\n\n# C\n\n# D\n\n### E\n');
    const found = await problems(guide('en'), text, 'heading-order');
    expect(found.map((p) => [p.line, p.message])).toEqual([
      [8, 'Heading level skipped: "####" after "##" (use "###").'],
      [10, 'The "# " heading (the page title) comes before any other heading.'],
      [12, 'Only one "# " heading per page (the page title).'],
      [14, 'Heading level skipped: "###" after "#" (use "##").'],
    ]);
  });

  it('accepts a guide in order and refuses an h1 in a blog post', async () => {
    expect(await problems(guide('en'), page('# T\n\n## A\n\n### B\n\n## C\n'))).toEqual([]);
    const found = await problems(post('en'), page('# T\n\n## A\n'), 'heading-order');
    expect(found.map((p) => p.line)).toEqual([6]);
    expect(await problems(post('en'), page('## A\n\n### B\n'))).toEqual([]);
  });
});

describe('image-alt', () => {
  it('reports Markdown images and <img> without alt text', async () => {
    const text = page(
      '# T\n\n![](/a.png)\n\n![A diagram](/b.png)\n\n<img src="/c.png" />\n\n<img src="/d.png" alt="" />\n\n<img src="/e.png" alt="" role="presentation" />\n\n<img src="/f.png" alt="Flow" />\n',
    );
    const found = await problems(guide('en'), text, 'image-alt');
    expect(found.map((p) => p.line)).toEqual([8, 12, 14]);
  });
});

describe('table-header', () => {
  it('reports a table column without a header, and accepts headers of code, links or words', async () => {
    const text = page(
      '# T\n\n|  | Card | Pix |\n| --- | --- | --- |\n| Refund | 180 days | 90 days |\n\n| `status` | [Guide](/docs/x) | Meaning |\n| --- | --- | --- |\n| a | b | c |\n\n| Scope | |\n| --- | --- |\n| a | b |\n',
    );
    const found = await problems(guide('en'), text, 'table-header');
    expect(found.map((p) => p.line)).toEqual([8, 16]);
    expect(found[0]?.message).toContain('column 1 has no header');
    expect(found[1]?.message).toContain('column 2 has no header');
  });
});

describe('bare-url', () => {
  it('reports a bare URL and fixes it into a link; links, inline code and code blocks pass', async () => {
    const text = page(
      '# T\n\nSee https://status.example.com/ now.\n\n[Status](https://status.example.com/) and `https://x.example`\n\n```sh\ncurl https://x.example\n```\n',
    );
    const found = await problems(guide('en'), text, 'bare-url');
    expect(found.map((p) => [p.line, p.column, p.fixable])).toEqual([[8, 5, true]]);
    const { output, applied } = await fixText(repo, guide('en'), text);
    expect(output).toContain('See [https://status.example.com/](https://status.example.com/) now.');
    expect(applied).toEqual({ 'bare-url': 1 });
    expect(await problems(guide('en'), output)).toEqual([]);
  });
});

describe('self-absolute-link', () => {
  it('reports absolute links to the docs and fixes them to site paths', async () => {
    const text = page(
      `# T\n\n[Auth](%DOCS_URL%/docs/intro/authentication) and [Auth en](${brand.docsUrl}/en/docs/intro/authentication#keys).\n\n[Blog](%SITE_URL%/blog/x), [main site](%SITE_URL%/pricing), [API](%API_URL%/transactions).\n\n<a href="%DOCS_URL%/docs/webhook/cashout">Cash-out</a>\n`,
    );
    const found = await problems(guide('en'), text, 'self-absolute-link');
    expect(found.map((p) => p.line)).toEqual([8, 8, 10, 12]);
    const { output } = await fixText(repo, guide('en'), text);
    expect(output).toContain(
      '[Auth](/docs/intro/authentication) and [Auth en](/docs/intro/authentication#keys)',
    );
    expect(output).toContain('[Blog](/blog/x), [main site](%SITE_URL%/pricing)');
    expect(output).toContain('<a href="/docs/webhook/cashout">Cash-out</a>');
    expect(await problems(guide('en'), output)).toEqual([]);
  });

  it('fixes a bare absolute URL to the site in two safe steps', async () => {
    const text = page(`# T\n\nRead ${brand.docsUrl}/docs/intro/authentication today.\n`);
    const { output } = await fixText(repo, guide('en'), text);
    expect(output).toContain(
      `Read [${brand.docsUrl}/docs/intro/authentication](/docs/intro/authentication) today.`,
    );
    const again = await fixText(repo, guide('en'), output);
    expect(again.output).toBe(output);
  });
});

describe('invalid MDX', () => {
  it('is reported with its line, not thrown', async () => {
    const found = await problems(guide('en'), page('# T\n\n<Callout>\n\ntext {\n'));
    expect(found).toHaveLength(1);
    expect(found[0]?.rule).toBe('parse');
    expect(found[0]?.message).toMatch(/^Invalid MDX: /);
  });
});

describe('dev server warnings (plugins/content-lint)', () => {
  it('prints the problems with file:line at start and again when a page is saved', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-lint-dev-'));
    tmpDirs.push(root);
    for (const lang of langs) mkdirSync(path.join(root, 'docs', lang, 'docs'), { recursive: true });
    const file = path.join(root, 'docs/en/docs/page.mdx');
    writeFileSync(file, page('# T\n\nPay with PIX.\n'));
    const lines: string[] = [];
    const output = { warn: (l: string) => lines.push(l), log: (l: string) => lines.push(l) };
    const watcher = startContentWatcher(root, output, 0);
    try {
      await expect
        .poll(() => lines.join('\n'), { timeout: 30_000 })
        .toContain('[content] docs/en/docs/page.mdx:8:10  terminology  PIX => Pix');
      writeFileSync(file, page('# T\n\nPay with Pix.\n\n#### Skipped\n'));
      await expect
        .poll(() => lines.join('\n'), { timeout: 30_000 })
        .toContain('[content] docs/en/docs/page.mdx:10:1  heading-order');
    } finally {
      watcher.close();
    }
  }, 60_000);
});
