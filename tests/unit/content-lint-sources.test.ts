/**
 * The content lint reads every text a reader sees, not only the pages: the
 * per-language texts of config/*.yml (blog bylines) and config/*.ts (the
 * announcement bar), the UI string tables (i18n/**), the glossary, the
 * changelog and the error catalogue's texts of the spec and its overlay. Each
 * source gets a planted defect, reported at its file, line and column.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ContentProblem,
  contentFiles,
  fixText,
  formatProblem,
  lintText,
} from '../../scripts/content-lint/lint-content';
import { sourceOf } from '../../scripts/content-lint/text-sources';

const repo = path.resolve(import.meta.dirname, '../..');
const read = (relative: string) => readFileSync(path.join(repo, relative), 'utf8');

/** Replaces the first `from` of a repository file's text; the 1-based line and column of `to`. */
function planted(relative: string, from: string, to: string) {
  const text = read(relative);
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`"${from}" is not in ${relative}`);
  const changed = text.slice(0, at) + to + text.slice(at + from.length);
  const before = text.slice(0, at).split('\n');
  return {
    file: path.join(repo, relative),
    text: changed,
    line: before.length,
    column: (before[before.length - 1] ?? '').length + 1,
  };
}

async function terminology(file: string, text: string): Promise<ContentProblem[]> {
  return (await lintText(repo, file, text)).filter((p) => p.rule === 'terminology');
}

describe('what the content lint reads', () => {
  it('lists the config, UI string, glossary, changelog and contract files with the pages', () => {
    const files = contentFiles(repo).map((f) => path.relative(repo, f).split(path.sep).join('/'));
    for (const file of [
      'config/blog-authors.yml',
      'config/brand.ts',
      'config/navigation.ts',
      'i18n/pt-BR.ts',
      'i18n/en.ts',
      'i18n/try-it/pt-BR.ts',
      'i18n/api-reference/en.ts',
      'shared/glossary.ts',
      'openapi/changelog.yaml',
      'openapi/openapi.yaml',
      'openapi/overlays/pt-BR.yaml',
      'docs/pt-BR/docs/intro/getting-started.mdx',
    ])
      expect(files, file).toContain(file);
  });

  it('reads a language table as one language and a config file per language', () => {
    expect(sourceOf(repo, path.join(repo, 'i18n/try-it/pt-BR.ts'))).toEqual({
      kind: 'strings',
      langs: ['pt-BR'],
      wholeFile: true,
    });
    expect(sourceOf(repo, path.join(repo, 'config/brand.ts'))).toMatchObject({
      kind: 'strings',
      wholeFile: false,
    });
    expect(sourceOf(repo, path.join(repo, 'config/blog-authors.yml'))).toMatchObject({
      kind: 'localized',
    });
    expect(sourceOf(repo, path.join(repo, 'scripts/serve.ts'))).toBeUndefined();
  });
});

describe('a planted defect in each kind of source', () => {
  it('a blog byline (config/blog-authors.yml), in the language of its key', async () => {
    const p = planted(
      'config/blog-authors.yml',
      'Gerente de Produto, Pix',
      'Gerente de Produto, PIX',
    );
    const found = await terminology(p.file, p.text);
    expect(found.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^config/blog-authors\\.yml:${p.line}:${p.column + 20}  terminology  PIX => Pix — Pix é marca do Banco Central`,
        ),
      ),
    ]);
  });

  it('the announcement bar (config/brand.ts), each language with its own rules, and fixed in place', async () => {
    const p = planted(
      'config/brand.ts',
      'New: infraction (MED) webhooks',
      'New: infraction (MED) webhooks with your publishable key',
    );
    const found = await terminology(p.file, p.text);
    expect(found.map((f) => [f.line, f.message.split(' — ')[0]])).toEqual([
      [p.line, 'publishable key => public key'],
    ]);
    const { output } = await fixText(repo, p.file, p.text);
    expect(output).toContain('webhooks with your public key');
    // Brand data that is not a text (colors, paths) is not read.
    expect(await lintText(repo, p.file, read('config/brand.ts'))).toEqual([]);
  });

  it('a UI string table (i18n), and US spelling in the English one', async () => {
    const pt = planted(
      'i18n/try-it/pt-BR.ts',
      "'Requisição a enviar'",
      "'Requisição PIX a enviar'",
    );
    expect((await terminology(pt.file, pt.text)).map((f) => [f.line, f.column])).toEqual([
      [pt.line, pt.column + 12],
    ]);
    const en = planted(
      'i18n/page-components/en.ts',
      "'Color mode of the result'",
      "'Colour mode of the result'",
    );
    const spelling = (await lintText(repo, en.file, en.text)).filter(
      (f) => f.rule === 'us-spelling',
    );
    expect(spelling.map((f) => [f.line, f.message.split(' — ')[0]])).toEqual([
      [en.line, 'Colour => Color'],
    ]);
  });

  it('the error catalogue texts of the spec and a changelog entry, in each language', async () => {
    const spec = planted(
      'openapi/openapi.yaml',
      'a public key (`pk_`) used on the server',
      'a publishable key (`pk_`) used on the server',
    );
    expect((await terminology(spec.file, spec.text)).map((f) => f.line)).toEqual([spec.line]);
    const changelog = planted(
      'openapi/changelog.yaml',
      'title:\n      en: Cash-out API',
      'title:\n      en: Cash-out API for PIX',
    );
    const found = await terminology(changelog.file, changelog.text);
    expect(found.map((f) => [f.line, f.message.split(' — ')[1]?.slice(0, 12)])).toEqual([
      [changelog.line + 1, 'Pix is the B'],
    ]);
  });

  it('the glossary texts, but not the forms it lists to avoid', async () => {
    expect(
      await lintText(repo, path.join(repo, 'shared/glossary.ts'), read('shared/glossary.ts')),
    ).toEqual([]);
    const p = planted(
      'shared/glossary.ts',
      "'O sistema de pagamentos instantâneos",
      "'O PIX, sistema de pagamentos instantâneos",
    );
    expect((await terminology(p.file, p.text)).map((f) => f.line)).toEqual([p.line]);
  });

  it("a not-offered term's name is a mention; its definition still cannot claim a card on file", async () => {
    // `term: { 'pt-BR': 'cartão salvo', en: 'saved card' }` passes (whole file above); a
    // definition that says the API keeps one does not.
    const p = planted(
      'shared/glossary.ts',
      "en: 'A card other providers keep for later charges (one-click purchases, subscriptions), which this API does not keep:",
      "en: 'Saved cards let you charge later. A card token",
    );
    const problems = (await lintText(repo, p.file, p.text)).filter(
      (f) => f.rule === 'contract-fact',
    );
    expect(problems.map((f) => f.line)).toEqual([p.line]);
  });
});
