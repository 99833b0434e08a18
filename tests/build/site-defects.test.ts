import { afterEach, describe, expect, it } from 'vitest';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy | undefined;
/**
 * Builds the copy over a planted previous build and checks that the failed
 * build left that build byte-identical and said so.
 */
async function failingBuild(copy: SiteCopy): Promise<{ code: number; output: string }> {
  const previous = await plantPreviousBuild(copy.file('doc_build'));
  const result = await copy.build();
  expect(result.code).not.toBe(0);
  expect(await hashTree(copy.file('doc_build'))).toBe(previous);
  expect(result.output).toContain(previousBuildKept);
  return result;
}

afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

describe('the build refuses a broken site', () => {
  it('fails on a broken Markdown link, naming the file and the link', async () => {
    site = await copySite();
    await site.edit(
      'docs/en/docs/intro/authentication.mdx',
      (text) => `${text}\n\nSee [the missing page](/docs/intro/does-not-exist).\n`,
    );
    const { code, output } = await failingBuild(site);
    expect(code).not.toBe(0);
    expect(output).toContain('/docs/intro/does-not-exist');
    expect(output).toMatch(/docs\/en\/docs\/intro\/authentication\.mdx/);
  });

  it('fails on a broken link written in JSX, naming the file and the link', async () => {
    site = await copySite();
    await site.edit(
      'docs/pt-BR/docs/webhook/cashout.mdx',
      (text) => `${text}\n\n<a href="/docs/webhook/nao-existe">link quebrado</a>\n`,
    );
    const { code, output } = await failingBuild(site);
    expect(code).not.toBe(0);
    expect(output).toContain('/docs/webhook/nao-existe');
    expect(output).toMatch(/docs\/pt-BR\/docs\/webhook\/cashout\.mdx/);
  });

  it('fails when a page exists in one locale only, naming the missing file', async () => {
    site = await copySite();
    await site.write(
      'docs/en/docs/intro/only-in-english.mdx',
      '---\ntitle: Only in English\n---\n\n# Only in English\n\nThis page has no Portuguese twin.\n',
    );
    const { code, output } = await failingBuild(site);
    expect(code).not.toBe(0);
    expect(output).toContain('pt-BR/docs/intro/only-in-english.mdx');
  });
});

describe('the search index build', () => {
  it('fails on an API page whose `api` frontmatter is malformed, naming the file and the field', async () => {
    site = await copySite();
    for (const lang of ['en', 'pt-BR']) {
      await site.write(
        `docs/${lang}/docs/intro/api-probe.mdx`,
        '---\ntitle: Probe\napi:\n  method: FETCH\n  path: /probe\n---\n\n# Probe\n\nA probe.\n',
      );
    }
    const { code, output } = await failingBuild(site);
    expect(code).not.toBe(0);
    expect(output).toMatch(
      /docs\/(en|pt-BR)\/docs\/intro\/api-probe\.mdx: frontmatter "api\.method"/,
    );
  });
});
