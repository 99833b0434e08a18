import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Document } from 'domhandler';
import { textContent } from 'domutils';
import { afterEach, describe, expect, it } from 'vitest';
import { finishBuild } from '../../plugins/built-site/finish-build';
import { readBuiltSite, readPage } from '../../plugins/built-site/read-built-site';
import {
  buildFolders,
  clearLeftovers,
  failedBuildNotice,
  leftoverNotice,
  publishStaging,
} from '../../plugins/built-site/staging';
import { extractLinks } from '../../plugins/link-check/extract-links';
import { extractPage } from '../../plugins/search-index/extract-page';
import { readPage as readHostingFacts } from '../../scripts/hosting/built-pages';
import { builtPostPage } from '../support/page-chrome-markup';
import { siteScripts } from '../support/site-scripts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const filler = `<p>${'Texto de exemplo para comprimir. '.repeat(60)}</p>`;
const page = (lang: string, body: string, script = siteScripts().theme) =>
  `<!doctype html><html lang="${lang}"><head><title>T &amp; U</title><script>${script}</script></head><body><div class="rp-doc rspress-doc"><h1 id="t">Title</h1>${body}${filler}</div></body></html>`;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function tree(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'built-site-'));
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  }
  return dir;
}

describe('one parse of a built page', () => {
  const html = `${builtPostPage.replace('</h1>', '</h1><script>if (a &amp;&amp; b) x("&quot;")</script>')}`;

  it('gives every reader what its own parse of the page gives', () => {
    const read = readPage('en/blog/post.html', html, false);
    expect(read.links).toEqual(extractLinks(html));
    expect(read.hosting).toEqual(readHostingFacts('en/blog/post.html', html));
    expect(read.content).toEqual(extractPage(html));
    // Byte-exact parts for the CSP and as-written title, though the parse decodes entities.
    expect(read.hosting.inlineScripts).toEqual(['if (a &amp;&amp; b) x("&quot;")']);
    expect(read.hosting.title).toBe('3-D Secure 2.2 | Acme Pay Developers');
    expect(read.document).toBeUndefined();
  });

  it('keeps the parsed document of the pages asked for (the posts the feeds carry)', async () => {
    const out = await tree({ 'en/blog/post.html': html, 'en/index.html': page('en', '') });
    const pages = await readBuiltSite(out, new Set(['en/blog/post.html']));
    expect(pages.map((p) => p.file)).toEqual(['en/blog/post.html', 'en/index.html']);
    expect(textContent(pages[0]?.document as Document)).toContain('Card fraud');
    expect(pages[1]?.document).toBeUndefined();
  });
});

const routes = (out: string) =>
  ['/', '/en/', '/docs/guia', '/en/docs/guide'].map((routePath) => ({
    routePath,
    absolutePath: path.join(out, '..', 'src', `${routePath.replace(/\/$/, '/index')}.mdx`),
  }));

async function sources(out: string) {
  for (const route of routes(out)) {
    await mkdir(path.dirname(route.absolutePath), { recursive: true });
    await writeFile(route.absolutePath, '---\ntitle: x\n---\n');
  }
}

const blog = {
  postFiles: () => ['en/blog/post.html'],
  feedFiles: (pageOf: (file: string) => Document | undefined) =>
    new Map([['en/blog/rss.xml', `<rss>${textContent(pageOf('en/blog/post.html') ?? [])}</rss>`]]),
};

describe('the steps after the build (finishBuild)', () => {
  it('writes the feeds, the search index and the host files from one read of the pages', async () => {
    const out = await tree({
      'site/index.html': page('pt-BR', '<p><a href="/docs/guia">Guia</a></p>'),
      'site/en/index.html': page('en', '<p><a href="/en/blog/rss.xml">Feed</a></p>'),
      'site/docs/guia.html': page('pt-BR', '<p>Valores em centavos.</p>'),
      'site/en/docs/guide.html': page('en', '<p>Amounts are in cents.</p>'),
      'site/en/blog/post.html': builtPostPage,
      'site/static/search_index.en.abc.json': '{}',
    });
    const site = path.join(out, 'site');
    await sources(site);
    const summary = await finishBuild(site, routes(site), { docsRoot: 'docs', publicDir, blog });
    expect(summary).toContain('5 pages read once');
    // Each step's time, in the order they run.
    expect(summary).toMatch(
      /; read \d+\.\d s, feeds \d+\.\d s, links \d+\.\d s, search index \d+\.\d s, hosting files and precompression \d+\.\d s$/,
    );
    expect(readFileSync(path.join(site, 'en/blog/rss.xml'), 'utf8')).toContain('Card fraud');
    const manifest = JSON.parse(readFileSync(path.join(site, 'search-manifest.json'), 'utf8'));
    expect(readFileSync(path.join(site, manifest.indexes.en), 'utf8')).toContain('cents');
    expect(readFileSync(path.join(site, manifest.indexes['pt-BR']), 'utf8')).toContain('centavos');
    expect(await readdir(path.join(site, 'static'))).not.toContain('search_index.en.abc.json');
    for (const file of ['_headers', '_redirects', 'sitemap.xml', 'docs/guia.html.br']) {
      expect(existsSync(path.join(site, file)), file).toBe(true);
    }
  });

  it('fails on a broken link, naming the source file, before writing the host files', async () => {
    const out = await tree({
      'site/index.html': page('pt-BR', '<p><a href="/docs/nao-existe">x</a></p>'),
      'site/en/index.html': page('en', ''),
    });
    const site = path.join(out, 'site');
    await sources(site);
    await expect(
      finishBuild(site, routes(site), { docsRoot: 'docs', publicDir, blog }),
    ).rejects.toThrow(/src\/index\.mdx: broken link "\/docs\/nao-existe" \(no such page\)/);
    expect(existsSync(path.join(site, '_headers'))).toBe(false);
  });
});

describe('publishing the staging folder', () => {
  it('replaces the build folder with the staging folder and leaves no trace', async () => {
    const out = await tree({
      'doc_build/old.html': 'old',
      '.doc_build-staging/new.html': 'new',
    });
    const folders = buildFolders(path.join(out, 'doc_build'));
    expect(folders.staging).toBe(path.join(out, '.doc_build-staging'));
    await publishStaging(folders);
    expect(await readdir(out)).toEqual(['doc_build']);
    expect(await readdir(path.join(out, 'doc_build'))).toEqual(['new.html']);
  });

  it('publishes a first build (no previous folder)', async () => {
    const out = await tree({ '.doc_build-staging/new.html': 'new' });
    await publishStaging(buildFolders(path.join(out, 'doc_build')));
    expect(await readdir(out)).toEqual(['doc_build']);
  });

  it('says what a failed build left, as it is', async () => {
    const out = await tree({ 'doc_build/old.html': 'old', '.doc_build-staging/new.html': 'new' });
    const kept = buildFolders(path.join(out, 'doc_build'));
    const plenty = () => 10 * 1024 ** 3;
    expect(failedBuildNotice(kept, plenty)).toMatch(
      /^Build failed: .*doc_build\/ still holds the previous build, unchanged\. The failed output is in .*\.doc_build-staging\/ \(not published\)\.$/,
    );
    const none = buildFolders(path.join(out, 'other'));
    expect(failedBuildNotice(none, plenty)).toMatch(/other\/ was not created\.$/);
    // Failed before Rspress wrote anything (a source check): no staging folder to point at.
    await rm(path.join(out, '.doc_build-staging'), { recursive: true });
    expect(failedBuildNotice(kept, plenty)).toMatch(/unchanged\.$/);
  });

  it('on a full disk, deletes the failed output to free its space, and says so', async () => {
    const out = await tree({ 'doc_build/old.html': 'old', '.doc_build-staging/new.html': 'new' });
    const folders = buildFolders(path.join(out, 'doc_build'));
    const notice = failedBuildNotice(folders, () => 3 * 1024 * 1024);
    expect(notice).toMatch(
      /doc_build\/ still holds the previous build, unchanged\. The disk is nearly full \(3 MB free\): the failed output was deleted to free its space\.$/,
    );
    expect(await readdir(out)).toEqual(['doc_build']);
  });

  it('publishes the new build when the previous one cannot be deleted, says so, and the next build clears it', async () => {
    const out = await tree({
      'doc_build/old.html': 'old',
      '.doc_build-staging/new.html': 'new',
    });
    const folders = buildFolders(path.join(out, 'doc_build'));
    let removals = 0;
    const published = await publishStaging(folders, {
      rename: (from, to) => rename(from, to),
      rm: async (dir) => {
        removals++;
        if (existsSync(dir)) throw new Error(`EACCES: permission denied, unlink '${dir}/locked'`);
      },
    });
    expect(removals).toBeGreaterThan(0);
    expect(await readdir(path.join(out, 'doc_build'))).toEqual(['new.html']);
    expect(leftoverNotice(published)).toMatch(
      /^The previous build could not be deleted \(EACCES: permission denied, .*\): it is left in .*\.doc_build-previous-\d+\/ and the next build deletes it/,
    );
    // The next build (holding the lock) clears what was left.
    expect(clearLeftovers(folders)).toEqual([]);
    expect((await readdir(out)).sort()).toEqual(['doc_build']);
  });

  it('puts the previous build back when the new one cannot be moved in, and says nothing was published', async () => {
    const out = await tree({ 'doc_build/old.html': 'old', '.doc_build-staging/new.html': 'new' });
    const folders = buildFolders(path.join(out, 'doc_build'));
    await expect(
      publishStaging(folders, {
        rename: async (from, to) => {
          if (from === folders.staging) throw new Error('ENOSPC: no space left on device, rename');
          await rename(from, to);
        },
        rm: (dir) => rm(dir, { recursive: true, force: true }),
      }),
    ).rejects.toThrow(
      'nothing was published: the previous build was put back (ENOSPC: no space left on device, rename)',
    );
    expect(await readdir(path.join(out, 'doc_build'))).toEqual(['old.html']);
    expect(failedBuildNotice(folders, () => 10 * 1024 ** 3)).toMatch(
      /still holds the previous build, unchanged\. The failed output is in/,
    );
  });
});
