/**
 * The link check of a production build: fails the build when any page links
 * to a page, file or anchor that does not exist. Rspress' own checker only
 * sees Markdown links; this one reads the rendered pages, so links in JSX and
 * in theme components are checked too. Errors name the source file. The
 * one-pass reader of the built site (plugins/built-site) runs it with the
 * links it has already read.
 */
import path from 'node:path';
import { type BuiltPage, findBrokenLinks } from './find-broken-links';

/** `en/docs/intro/x` -> `en/docs/intro/x.html`; `en/` -> `en/index.html` */
function routeToFile(routePath: string): string {
  const bare = routePath.replace(/^\//, '');
  return bare === '' || bare.endsWith('/') ? `${bare}index.html` : `${bare}.html`;
}

/** Output file -> source file (relative to the working folder), from Rspress' routes. */
export function sourcesOfRoutes(
  routes: readonly { routePath: string; absolutePath: string }[],
): Map<string, string> {
  return new Map(
    routes.map((route) => [
      routeToFile(route.routePath),
      path.relative(process.cwd(), route.absolutePath),
    ]),
  );
}

/**
 * @param pages every HTML page of the build, with its links
 * @param fileExists whether a non-HTML output file exists (assets, feeds, spec)
 * @param sourceOfFile output file -> source file, for the messages
 * @throws one error listing every broken link
 */
export function checkLinks(
  pages: BuiltPage[],
  fileExists: (file: string) => boolean,
  sourceOfFile: ReadonlyMap<string, string>,
  docsRoot: string,
): void {
  const broken = findBrokenLinks(pages, fileExists);
  if (broken.length === 0) return;
  const lines = broken.map((b) => {
    const source = sourceOfFile.get(b.file) ?? path.join(docsRoot, b.file);
    return `  ${source}: broken link "${b.href}" (${b.reason})`;
  });
  throw new Error(`Broken internal links:\n${lines.join('\n')}`);
}
