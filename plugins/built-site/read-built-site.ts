/**
 * Reads a production build once: every HTML page is read from disk and parsed
 * once, and that one parse feeds each reader of the built site through its SAX
 * handler (links for the link check, hosting facts for the host files, content
 * for the search index, and the whole document of the pages the feeds
 * republish). Before, each of them walked the folder and parsed every page again.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Document, DomHandler } from 'domhandler';
import { type Handler, Parser } from 'htmlparser2';
import {
  type BuiltPage as HostingFacts,
  hostingFactsReader,
} from '../../scripts/hosting/built-pages';
import { linksReader, type PageLinks } from '../link-check/extract-links';
import { type ExtractedPage, pageExtractor } from '../search-index/extract-page';

export interface ReadPage {
  /** Output file relative to the build folder, `/`-separated: `en/docs/intro/x.html`. */
  file: string;
  links: PageLinks;
  hosting: HostingFacts;
  /** The article content (search index); null when the page has none. */
  content: ExtractedPage | null;
  /** The parsed page, for the files asked for (`documentsFor`). */
  document?: Document;
}

const handlerEvents = [
  'onparserinit',
  'onreset',
  'onend',
  'onerror',
  'onclosetag',
  'onopentagname',
  'onattribute',
  'onopentag',
  'ontext',
  'oncomment',
  'oncdatastart',
  'oncdataend',
  'oncommentend',
  'onprocessinginstruction',
] as const satisfies readonly (keyof Handler)[];

/** One handler that passes every parser event to each of `handlers`, in order. */
export function fanOut(handlers: readonly Partial<Handler>[]): Partial<Handler> {
  const combined: Record<string, (...args: unknown[]) => void> = {};
  for (const event of handlerEvents) {
    const listeners = handlers.flatMap((handler) => {
      const listener = handler[event] as ((...args: unknown[]) => void) | undefined;
      return listener ? [listener.bind(handler)] : [];
    });
    if (listeners.length === 0) continue;
    combined[event] = (...args) => {
      for (const listener of listeners) listener(...args);
    };
  }
  return combined as Partial<Handler>;
}

/** Parses one built page once for every reader. */
export function readPage(file: string, html: string, withDocument: boolean): ReadPage {
  const links = linksReader();
  const hosting = hostingFactsReader(file, html);
  const content = pageExtractor();
  const dom = withDocument ? new DomHandler() : undefined;
  const parser = new Parser(
    fanOut([links.handler, hosting.handler, content.handler, ...(dom ? [dom] : [])]),
    // Decoded text for the search index and the feeds; the hosting reader
    // slices its byte-exact parts from the source.
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return {
    file,
    links: links.result(),
    hosting: hosting.result(),
    content: content.result(),
    ...(dom ? { document: dom.root } : {}),
  };
}

/**
 * Every HTML page of the build in `outDir`, sorted by output file.
 * @param documentsFor output files whose parsed document is kept (the blog posts)
 */
export async function readBuiltSite(
  outDir: string,
  documentsFor: ReadonlySet<string> = new Set(),
): Promise<ReadPage[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const pages: ReadPage[] = [];
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    pages.push(readPage(file, html, documentsFor.has(file)));
  }
  return pages;
}
