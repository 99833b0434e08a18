/**
 * Rspress plugin: after a production build, fails the build when any page
 * links to a page, file or anchor that does not exist. Rspress' own checker
 * only sees Markdown links; this one reads the rendered pages, so links in
 * JSX and in theme components are checked too. Errors name the source file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { extractLinks } from './extract-links';
import { type BuiltPage, findBrokenLinks } from './find-broken-links';

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
      const lines = broken.map((b) => {
        const source = sourceOfFile.get(b.file) ?? path.join(options.docsRoot, b.file);
        return `  ${source}: broken link "${b.href}" (${b.reason})`;
      });
      throw new Error(`Broken internal links:\n${lines.join('\n')}`);
    },
  };
}
