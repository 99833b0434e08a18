/**
 * Finds internal links of the built site that lead nowhere: a path with no
 * page or file behind it, or an `#anchor` that is not in the target page.
 * Works on rendered HTML, so links written in Markdown, in JSX or by theme
 * components are all covered.
 */
import type { PageLinks } from './extract-links';

export interface BuiltPage extends PageLinks {
  /** Output file relative to the build folder, e.g. `en/docs/intro/x.html`. */
  file: string;
}

export interface BrokenLink {
  /** Output file of the page that holds the link. */
  file: string;
  href: string;
  reason: 'no such page' | 'no such anchor';
}

export interface DuplicateId {
  /** Output file of the page that writes the id twice or more. */
  file: string;
  id: string;
}

/** Ids written twice on one page: a link to such an anchor can open only the first place. */
export function findDuplicateIds(pages: BuiltPage[]): DuplicateId[] {
  return pages.flatMap((page) => page.duplicateIds.map((id) => ({ file: page.file, id })));
}

/** Output files that could answer a clean URL path, most likely first. */
export function candidateFiles(pathname: string): string[] {
  const bare = decodeURIComponent(pathname).replace(/^\/+/, '');
  if (bare === '' || bare.endsWith('/')) return [`${bare}index.html`];
  if (/\.[a-z0-9]+$/i.test(bare)) return [bare];
  return [`${bare}.html`, `${bare}/index.html`];
}

function isInternal(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
}

/**
 * @param pages every HTML page of the build
 * @param fileExists whether a non-HTML output file exists (assets, feeds, spec)
 */
export function findBrokenLinks(
  pages: BuiltPage[],
  fileExists: (file: string) => boolean,
): BrokenLink[] {
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const pageUrl = new URL(`/${page.file.replace(/(index)?\.html$/, '')}`, 'http://site');
    for (const href of new Set(page.hrefs)) {
      if (!isInternal(href) || href === '') continue;
      const url = new URL(href, pageUrl);
      const anchor = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
      const samePage = href.startsWith('#');
      const targetFile = samePage
        ? page.file
        : candidateFiles(url.pathname).find((f) => byFile.has(f) || fileExists(f));
      if (!targetFile) {
        broken.push({ file: page.file, href, reason: 'no such page' });
        continue;
      }
      const target = byFile.get(targetFile);
      if (anchor && target && !target.ids.has(anchor)) {
        broken.push({ file: page.file, href, reason: 'no such anchor' });
      }
    }
  }
  return broken;
}
