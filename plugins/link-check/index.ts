/**
 * Rspress plugin: after a production build, fails the build when any page
 * links to a page, file or anchor that does not exist. Rspress' own checker
 * only sees Markdown links; this one reads the rendered pages, so links in
 * JSX and in theme components are checked too. Errors name the source file
 * and, when the link is written there, its line and column. (Rspress' own
 * check is off in builds: it names no line and its error comes with the
 * bundler's stack traces.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { InputError } from '../../scripts/lib/input-error';
import { extractLinks } from './extract-links';
import { type BuiltPage, findBrokenLinks } from './find-broken-links';
import { linkPositions } from './link-source-position';

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** `en/docs/intro/x` -> `en/docs/intro/x.html`; `en/` -> `en/index.html` */
function routeToFile(routePath: string): string {
  const bare = routePath.replace(/^\//, '');
  return bare === '' || bare.endsWith('/') ? `${bare}index.html` : `${bare}.html`;
}

export function pluginLinkCheck(options: { docsRoot: string }): RspressPlugin {
  const sourceOfFile = new Map<string, string>();
  return {
    name: 'link-check',
    routeGenerated(routes) {
      sourceOfFile.clear();
      for (const route of routes) {
        const source = path.relative(process.cwd(), route.absolutePath);
        sourceOfFile.set(routeToFile(route.routePath), source);
      }
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages: BuiltPage[] = htmlFiles(outDir).map((file) => ({
        file,
        ...extractLinks(readFileSync(path.join(outDir, file), 'utf8')),
      }));
      const broken = findBrokenLinks(pages, (file) => existsSync(path.join(outDir, file)));
      if (broken.length === 0) return;
      const sources = new Map<string, string>();
      const sourceText = (file: string) => {
        if (!sources.has(file))
          sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
        return sources.get(file) ?? '';
      };
      const localePrefixes = (config.locales ?? []).map((l) => `/${l.lang}`);
      const problems = broken.flatMap((b) => {
        const source = sourceOfFile.get(b.file) ?? path.join(options.docsRoot, b.file);
        const what = `broken link "${b.href}" (${b.reason})`;
        const places = linkPositions(sourceText(source), b.href, localePrefixes);
        return places.length > 0
          ? places.map((p) => `${source}:${p.line}:${p.column}: ${what}`)
          : [`${source}: ${what}`];
      });
      throw new InputError('Broken internal links', [...new Set(problems)]);
    },
  };
}
