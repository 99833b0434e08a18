/**
 * Last step of the production build (run inside `rspress build` by the
 * one-pass reader of the built site, plugins/built-site, with the pages it has
 * already read): writes what a production host needs into the build folder,
 * all derived from the built pages:
 *
 * - `_headers`, `_redirects` (Netlify / Cloudflare Pages) and
 *   `_nginx/security-headers.conf` (included by deploy/nginx.conf), with a
 *   CSP that lists the hashes of the pages' inline scripts;
 * - `_nginx/locale-urls.conf` and `_nginx/locale-not-found.conf`, deploy/nginx.conf's
 *   locale rules, from config/locales.ts, and `_nginx/accept-markdown.conf`, its
 *   Markdown-twin negotiation;
 * - `sitemap.xml` (both locales, hreflang alternates) and `robots.txt`;
 * - the sharing image of each locale (`og-image.png`);
 * - `.gz` / `.br` twins of the text files (last, so they cover all of the above).
 *
 * Run it again after changing the built HTML by hand: `npx tsx scripts/generate-hosting-files.ts`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiOrigins } from '../config/api-origins';
import { brand } from '../config/brand';
import { langs } from '../config/locales';
import { sharingImagePath } from '../config/sharing-image';
import { type BuiltPage, readBuiltPages } from './hosting/built-pages';
import { headerRules, renderHeadersFile } from './hosting/headers-file';
import { foreignCodeProblems } from './hosting/inline-code';
import {
  nginxAcceptMarkdownFile,
  renderNginxAcceptMarkdown,
} from './hosting/nginx-accept-markdown';
import { nginxHeadersFile, renderNginxHeaders } from './hosting/nginx-headers';
import {
  nginxLocaleNotFoundFile,
  nginxLocaleUrlsFile,
  renderNginxLocaleNotFound,
  renderNginxLocaleUrls,
} from './hosting/nginx-locales';
import { renderOgImage } from './hosting/og-image';
import { Precompression } from './hosting/precompress';
import { redirectRules, renderRedirectsFile } from './hosting/redirects-file';
import { contentSecurityPolicy, securityHeaders } from './hosting/security-headers';
import { renderRobotsTxt, renderSitemap } from './hosting/sitemap';
import { InputError } from './lib/input-error';

/** Writes through a temporary file, so a failed run leaves no half-written file. */
async function writeAtomic(file: string, body: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * @param options.pages the build's pages, sorted by route, when already read
 *   (otherwise read from `outDir`)
 * @param options.precompression the precompression begun on `outDir` during the build, if any
 * @param options.sourceOf output file -> source file of its page, for the messages
 * @throws InputError when a page holds code the site did not write (inline-code.ts)
 */
export async function generateHostingFiles(options: {
  outDir: string;
  publicDir: string;
  pages?: BuiltPage[];
  precompression?: Precompression;
  sourceOf?: ReadonlyMap<string, string>;
}) {
  const { outDir, publicDir } = options;
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${outDir}/index.html not found: run \`npm run build\` first.`);
  }
  const pages = options.pages ?? readBuiltPages(outDir);
  const wrongLang = pages.filter((p) => p.htmlLang !== p.lang);
  if (wrongLang.length > 0) {
    throw new Error(
      `Pages with a wrong <html lang>:\n${wrongLang.map((p) => `  ${p.file}: lang="${p.htmlLang}", expected "${p.lang}"`).join('\n')}`,
    );
  }

  // Only the site's own inline scripts get a hash: anything else a page brings stops the build.
  const foreign = foreignCodeProblems(pages, options.sourceOf);
  if (foreign.length > 0)
    throw new InputError('Code in pages that the site did not write', foreign);
  const csp = contentSecurityPolicy({
    inlineScripts: pages.flatMap((p) => p.inlineScripts),
    connectOrigins: apiOrigins(),
  });
  const security = securityHeaders(csp);

  for (const lang of langs) {
    await writeAtomic(path.join(outDir, sharingImagePath(lang)), renderOgImage(lang, publicDir));
  }
  await writeAtomic(path.join(outDir, 'sitemap.xml'), renderSitemap(pages, brand.docsUrl));
  await writeAtomic(path.join(outDir, 'robots.txt'), renderRobotsTxt(brand.docsUrl));
  await writeAtomic(path.join(outDir, '_redirects'), renderRedirectsFile(redirectRules(pages)));
  await writeAtomic(path.join(outDir, nginxHeadersFile), renderNginxHeaders(security));
  await writeAtomic(path.join(outDir, nginxLocaleUrlsFile), renderNginxLocaleUrls());
  await writeAtomic(path.join(outDir, nginxLocaleNotFoundFile), renderNginxLocaleNotFound());
  await writeAtomic(path.join(outDir, nginxAcceptMarkdownFile), renderNginxAcceptMarkdown());
  // Last of the listed files: its rules name every top-level file and folder.
  const topLevel = readdirSync(outDir, { withFileTypes: true }).map((e) => ({
    name: e.name,
    isDirectory: e.isDirectory(),
  }));
  await writeAtomic(
    path.join(outDir, '_headers'),
    renderHeadersFile(headerRules(security, topLevel)),
  );

  const compressed = await (options.precompression ?? new Precompression(outDir)).finish();
  return {
    pages: pages.length,
    scriptHashes: new Set(pages.flatMap((p) => p.inlineScripts)).size,
    compressed,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  generateHostingFiles({
    outDir: path.join(root, 'doc_build'),
    publicDir: path.join(root, 'public'),
  })
    .then(({ pages, scriptHashes, compressed }) => {
      console.log(
        `hosting files: ${pages} pages, ${scriptHashes} inline script hash(es) in the CSP, ${compressed.files} files precompressed (gzip + brotli)`,
      );
    })
    .catch((error: Error) => {
      console.error(`error   ${error.message}`);
      process.exit(1);
    });
}
