import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { generateHostingFiles } from '../../scripts/generate-hosting-files';
import { cspHash } from '../../scripts/hosting/security-headers';
import { siteScripts } from '../support/site-scripts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const filler = `<p>${'Texto de exemplo. '.repeat(100)}</p>`;
const page = (lang: string, scripts: string[]) =>
  `<!doctype html><html lang="${lang}"><head><title>x</title>${scripts.map((s) => `<script>${s}</script>`).join('')}</head><body>${filler}</body></html>`;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function fakeBuild(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'hosting-files-'));
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  }
  return dir;
}

// The site's own inline scripts: the only ones the CSP may allow (scripts/hosting/inline-code.ts).
const { theme, loader: banner } = siteScripts(['/static/js/index.0123abcd.js']);

describe('generate-hosting-files (post-build step)', () => {
  it('writes the host files of a build, with the hashes of every inline script of every page', async () => {
    const out = await fakeBuild({
      'index.html': page('pt-BR', [theme]),
      'en/index.html': page('en', [theme]),
      'docs/guia.html': page('pt-BR', [theme, banner]),
      'en/docs/guia.html': page('en', [theme, banner]),
      '404.html': page('pt-BR', [theme]).replace(
        '<title>',
        '<meta name="robots" content="noindex"><title>',
      ),
      'static/js/index.0123abcd.js': 'console.log(1);'.repeat(200),
    });
    await generateHostingFiles({ outDir: out, publicDir });
    const read = (f: string) => readFileSync(path.join(out, f), 'utf8');

    for (const file of ['_headers', '_nginx/security-headers.conf']) {
      expect(read(file)).toContain(cspHash(theme));
      expect(read(file)).toContain(cspHash(banner));
    }
    expect(read('_redirects')).toMatch(/^\/en\/docs\/guia\.html +\/en\/docs\/guia {2}301!$/m);
    expect(read('sitemap.xml')).toContain(
      '<loc>https://developers.acmepay.example/en/docs/guia</loc>',
    );
    expect(read('sitemap.xml')).not.toContain('/404<');
    expect(read('robots.txt')).toContain('Sitemap: https://developers.acmepay.example/sitemap.xml');

    for (const image of ['og-image.png', 'en/og-image.png']) {
      const png = readFileSync(path.join(out, image));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }

    // Precompressed twins decode to the original; host-only files get none.
    const html = readFileSync(path.join(out, 'docs/guia.html'));
    expect(gunzipSync(readFileSync(path.join(out, 'docs/guia.html.gz')))).toEqual(html);
    expect(brotliDecompressSync(readFileSync(path.join(out, 'docs/guia.html.br')))).toEqual(html);
    expect(existsSync(path.join(out, 'static/js/index.0123abcd.js.br'))).toBe(true);
    expect(existsSync(path.join(out, '_headers.gz'))).toBe(false);
    // No temporary file left behind.
    const all = await readdir(out, { recursive: true });
    expect(all.filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('refuses a page that brings a script of its own, at its file and line, and writes no host file', async () => {
    const injected = '<img src=x onerror="alert(1)">';
    const html = page('en', [theme, 'alert("blog title")']).replace('<p>', `\n\n${injected}<p>`);
    const out = await fakeBuild({ 'index.html': page('pt-BR', [theme]), 'en/index.html': html });
    const lines = html.split('\n');
    const scriptLine = lines.findIndex((l) => l.includes('alert("blog title")')) + 1;
    const scriptColumn = (lines[scriptLine - 1] ?? '').indexOf('alert("blog title")') + 1;
    const handlerLine = lines.findIndex((l) => l.startsWith('<img')) + 1;
    const sourceOf = new Map([['en/index.html', 'docs/en/index.mdx']]);
    const failure = generateHostingFiles({ outDir: out, publicDir, sourceOf });
    await expect(failure).rejects.toThrow(
      `en/index.html:${scriptLine}:${scriptColumn} (page docs/en/index.mdx): an inline <script> that is not one of the site’s own: "alert(\\"blog title\\")"`,
    );
    await expect(failure).rejects.toThrow(
      `en/index.html:${handlerLine}:1 (page docs/en/index.mdx): an event handler attribute: "onerror=\\"alert(1)\\""`,
    );
    expect(existsSync(path.join(out, '_headers'))).toBe(false);
    expect(existsSync(path.join(out, '_nginx/security-headers.conf'))).toBe(false);
  });

  it('refuses a folder that is not a build', async () => {
    const out = await fakeBuild({ 'readme.txt': 'x' });
    await expect(generateHostingFiles({ outDir: out, publicDir })).rejects.toThrow(
      /index\.html not found/,
    );
  });

  it('refuses a page whose <html lang> is not its locale, naming it, and writes nothing', async () => {
    const out = await fakeBuild({
      'index.html': page('pt-BR', []),
      'en/docs/guide.html': page('pt-BR', []),
    });
    await expect(generateHostingFiles({ outDir: out, publicDir })).rejects.toThrow(
      /en\/docs\/guide\.html: lang="pt-BR", expected "en"/,
    );
    expect(await readdir(out)).toEqual(['en', 'index.html']);
  });
});
