/**
 * Atomic builds (plugins/built-site/staging.ts): whatever step fails, the
 * published doc_build/ stays byte-identical and the build says so; only a
 * build whose every step succeeded replaces it, and plain `rspress build`
 * gives the complete site. One site copy serves every case, planted and
 * reverted in turn (site-defects.test.ts covers broken links, a missing
 * translation and a bad search frontmatter the same way).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy;
beforeAll(async () => {
  site = await copySite();
});
afterAll(async () => {
  await site?.dispose();
});

async function expectPreviousBuildKept(plant: () => Promise<() => Promise<void>>) {
  const previous = await plantPreviousBuild(site.file('doc_build'));
  const revert = await plant();
  const { code, output } = await site.build();
  await revert();
  expect(code).not.toBe(0);
  expect(await hashTree(site.file('doc_build'))).toBe(previous);
  expect(output).toContain(previousBuildKept);
  return output;
}

describe('a failed build leaves the previous doc_build/ byte-identical', () => {
  it('on an MDX syntax error', async () => {
    const page = 'docs/en/docs/intro/authentication.mdx';
    const original = readFileSync(site.file(page), 'utf8');
    const output = await expectPreviousBuildKept(async () => {
      await site.write(page, `${original}\n\n<div>\n\nNever closed.\n`);
      return () => site.write(page, original);
    });
    expect(output).toContain('authentication.mdx');
  });

  it('when the last step (the host files) fails, after the search index and feeds were written', async () => {
    const logo = `public${brand.logo.light}`;
    const original = readFileSync(site.file(logo));
    const output = await expectPreviousBuildKept(async () => {
      await site.remove(logo);
      return () => site.write(logo, original.toString('utf8'));
    });
    expect(output).toContain(brand.logo.light);
    // The failed build got that far: its output waits in the staging folder, unpublished.
    expect(existsSync(site.file('.doc_build-staging/search-manifest.json'))).toBe(true);
    expect(existsSync(site.file('.doc_build-staging/en/blog/rss.xml'))).toBe(true);
  });
});

describe('a successful build', () => {
  it('replaces doc_build/ with the complete site, also when run as plain `rspress build`', async () => {
    await plantPreviousBuild(site.file('doc_build'));
    const { code, output } = await site.build(['npx', 'rspress', 'build']);
    expect(code, output).toBe(0);
    const out = (file: string) => site.file(`doc_build/${file}`);
    for (const file of [
      'index.html',
      'en/index.html',
      '_headers',
      '_redirects',
      '_nginx/security-headers.conf',
      'sitemap.xml',
      'search-manifest.json',
      'en/blog/rss.xml',
      'blog/atom.xml',
      'index.html.br',
      'index.html.gz',
    ]) {
      expect(existsSync(out(file)), file).toBe(true);
    }
    expect(readFileSync(out('_headers'), 'utf8')).not.toContain('X-Previous-Build');
    expect(existsSync(out('static/js/index.previous.js'))).toBe(false);
    const siblings = await readdir(site.dir);
    expect(siblings).not.toContain('.doc_build-staging');
    expect(siblings).not.toContain('.doc_build-previous');
  });
});
