/**
 * The production build of one site copy, built twice and broken twice:
 * - Same input, same bytes: `npm run build`, then plain `rspress build` of the
 *   same sources over a planted previous build, give the same doc_build/, every
 *   file (route chunks, their hashes in the main script, the inline scripts and
 *   so the CSP, the precompressed twins). So caches and CDNs keep what did not
 *   change across a deploy. A generated API page is dated by its sources (the
 *   contract), not by the build that wrote it.
 * - Atomic builds (plugins/built-site/staging.ts): only a build whose every
 *   step succeeded replaces doc_build/, and plain `rspress build` gives the
 *   complete site; whatever step fails, the published doc_build/ stays
 *   byte-identical and the build says so.
 * - `npm run new`: a guide, a post and a component page it writes build at
 *   once, in both languages, listed in the sidebars (they are planted before
 *   the first build, which they leave as reproducible as the rest).
 * The tests run in order on the one copy (two whole builds instead of four);
 * each failing case is planted and reverted in turn (site-defects.test.ts
 * covers broken links, a missing translation and bad frontmatter the same way).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { scaffold } from '../../scripts/new-page';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy;
beforeAll(async () => {
  site = await copySite();
});
afterAll(async () => {
  await site?.dispose();
});

/** Every file of the build and the SHA-256 of its bytes. */
function fingerprint(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  return new Map(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );
}

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

describe('two successful builds of the same sources', () => {
  /** The first build's files, for the second to match. */
  let first: Map<string, string> | undefined;

  it('npm run new writes a guide, a post and a component page, and refuses to overwrite one', async () => {
    const guide = await scaffold(site.dir, 'guide', 'webhook/refund-notices', {
      titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
    });
    expect(guide.written).toEqual([
      'docs/pt-BR/docs/webhook/refund-notices.mdx',
      'docs/en/docs/webhook/refund-notices.mdx',
      'config/navigation.ts',
    ]);
    await scaffold(site.dir, 'guide', 'guides/bank-accounts', {
      titles: { en: 'Bank accounts', 'pt-BR': 'Contas bancárias' },
    });
    await scaffold(site.dir, 'post', 'refund-notices-launch', {
      author: 'juliana-rocha',
      date: '2026-01-15',
    });
    await scaffold(site.dir, 'component', 'theme/components/DelayedSpinner/DelayedSpinner.tsx');
    // A second run refuses to overwrite.
    await expect(
      scaffold(site.dir, 'guide', 'webhook/refund-notices', {
        titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
      }),
    ).rejects.toThrow('docs/pt-BR/docs/webhook/refund-notices.mdx already exists');
  });

  it('npm run build builds the site; API pages carry the contract’s date', async () => {
    // Outside a checkout (the copy has no .git), a generated page is dated by its sources' files.
    const contractDate = new Date('2026-10-01T08:00:00Z');
    for (const file of [
      'openapi/openapi.yaml',
      'openapi/overlays/pt-BR.yaml',
      'openapi/changelog.yaml',
    ])
      utimesSync(site.file(file), contractDate, contractDate);

    const { code, output } = await site.build();
    expect(code, output.slice(-3000)).toBe(0);
    first = fingerprint(site.file('doc_build'));

    const page = readFileSync(
      site.file('doc_build/en/docs/api/user-transaction-controller-create-transaction.html'),
      'utf8',
    );
    expect(page).toContain('dateTime="2026-10-01T08:00:00.000Z"');
  });

  it('the pages npm run new wrote build at once, in both languages, listed in the sidebars', async () => {
    if (!first) throw new Error('the first build did not run');
    for (const page of [
      'docs/webhook/refund-notices.html',
      'en/docs/webhook/refund-notices.html',
      'docs/guides/bank-accounts.html',
      'en/docs/guides/bank-accounts.html',
      'blog/refund-notices-launch.html',
      'en/blog/refund-notices-launch.html',
      'docs/handbook/components/delayed-spinner.html',
      'en/docs/handbook/components/delayed-spinner.html',
    ]) {
      const html = readFileSync(site.file(`doc_build/${page}`), 'utf8');
      expect(html, page).toContain('<h1');
    }
    // The sidebar of another guide links the new ones.
    const neighbour = readFileSync(site.file('doc_build/en/docs/webhook/cashout.html'), 'utf8');
    expect(neighbour).toContain('href="/en/docs/webhook/refund-notices"');
    expect(neighbour).toContain('href="/en/docs/guides/bank-accounts"');
    // Each language's sidebar in its own words.
    const vizinho = readFileSync(site.file('doc_build/docs/webhook/cashout.html'), 'utf8');
    expect(vizinho).toContain('Avisos de estorno');
    expect(vizinho).not.toContain('Refund notices');
  });

  it('plain `rspress build` replaces doc_build/ with the complete site, byte-identical to the first', async () => {
    if (!first) throw new Error('the first build did not run');
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

    // Same input, same bytes.
    const second = fingerprint(site.file('doc_build'));
    expect([...second.keys()]).toEqual([...first.keys()]);
    const changed = [...second].filter(([file, hash]) => first?.get(file) !== hash).map(([f]) => f);
    expect(changed).toEqual([]);
  });
});

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
