/**
 * The link check of a production build: fails the build when any page links
 * to a page, file or anchor that does not exist, or writes one id twice (a
 * link to it could open only the first). Rspress' own checker only
 * sees Markdown links (and is off in builds: it names no line and its error
 * comes with the bundler's stack traces); this one reads the rendered pages,
 * so links in JSX and in theme components are checked too. Errors name the
 * source file and, when the link is written there, its line and column. The
 * one-pass reader of the built site (plugins/built-site) runs it with the
 * links it has already read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { langs } from '../../config/locales';
import { InputError } from '../../scripts/lib/input-error';
import { type BuiltPage, findBrokenLinks, findDuplicateIds } from './find-broken-links';
import { linkPositions } from './link-source-position';

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
 * @throws one error listing every broken link, at its place in the source when written there,
 *   and every id a page writes twice
 */
export function checkLinks(
  pages: BuiltPage[],
  fileExists: (file: string) => boolean,
  sourceOfFile: ReadonlyMap<string, string>,
  docsRoot: string,
): void {
  const broken = findBrokenLinks(pages, fileExists);
  const duplicates = findDuplicateIds(pages);
  if (broken.length === 0 && duplicates.length === 0) return;
  const sources = new Map<string, string>();
  const sourceText = (file: string) => {
    if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '');
    return sources.get(file) ?? '';
  };
  const localePrefixes = langs.map((lang) => `/${lang}`);
  const problems = broken.flatMap((b) => {
    const source = sourceOfFile.get(b.file) ?? path.join(docsRoot, b.file);
    const what = `broken link "${b.href}" (${b.reason})`;
    const places = linkPositions(sourceText(source), b.href, localePrefixes);
    return places.length > 0
      ? places.map((p) => `${source}:${p.line}:${p.column}: ${what}`)
      : [`${source}: ${what}`];
  });
  for (const d of duplicates) {
    const source = sourceOfFile.get(d.file) ?? path.join(docsRoot, d.file);
    problems.push(
      `${source}: id "${d.id}" is written more than once (a link to it opens only the first)`,
    );
  }
  throw new InputError('Broken internal links and anchors', [...new Set(problems)]);
}
