/**
 * The search index of each locale, built from the rendered pages and written
 * as static files (see index-files.ts). The one-pass reader of
 * the built site (plugins/built-site) runs it after the production build,
 * with the pages it has already parsed. Pages with `search: false` or
 * without article content (home, 404, custom pages) are left out.
 *
 * A page's API operation comes from its `api` frontmatter key (see
 * api-operation.ts); an invalid one fails the build.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { defaultLang, type Lang, langOfPath, langs } from '../../config/locales';
import type {
  ApiOperationPageData,
  ApiOverviewPageData,
  ApiWebhookFamilyData,
} from '../../shared/api/page-model';
import { OVERVIEW_SLUG } from '../../shared/api/slug';
import { glossaryPath } from '../../shared/glossary';
import { sectionOfPath } from '../../shared/search/docs-sections';
import type { SearchDocument } from '../../shared/search/engine/search-document';
import { SearchIndex } from '../../shared/search/engine/search-index';
import { readApiOperation } from './api-operation';
import { errorAnswersOf, withErrorAnswers } from './error-answers';
import { type ExtractedPage, extractPage } from './extract-page';
import { FieldDocuments, type FieldPage, operationOrder } from './field-documents';
import { glossaryDocuments } from './glossary-documents';
import { writeIndexFiles } from './index-files';
import { withinBudget } from './page-budget';
import { pageDocuments } from './page-documents';
import { questionKeywords } from './page-questions';
import { glossaryKeywords, sidebarOrder } from './page-signals';
import { readFrontmatter } from './read-frontmatter';

export interface RouteInfo {
  routePath: string;
  absolutePath: string;
}

/** `/en/docs/x` -> `en/docs/x.html`, `/en/` -> `en/index.html`. */
export function htmlFileOf(routePath: string): string {
  const bare = routePath.replace(/^\//, '');
  return bare === '' || bare.endsWith('/') ? `${bare}index.html` : `${bare}.html`;
}

function localeFree(routePath: string, lang: Lang): string {
  return lang === defaultLang ? routePath : routePath.slice(lang.length + 1) || '/';
}

/** Reads and parses each route's built page in `outDir` (outside the one-pass reader). */
export async function buildSearchDocuments(
  outDir: string,
  routes: RouteInfo[],
): Promise<Map<Lang, SearchDocument[]>> {
  const pages = new Map<string, ExtractedPage | null>();
  for (const route of routes) {
    const file = htmlFileOf(route.routePath);
    const html = await readFile(path.join(outDir, file), 'utf8').catch(() => null);
    if (html !== null) pages.set(file, extractPage(html));
  }
  return searchDocumentsOf(routes, (file) => pages.get(file));
}

/**
 * @param pageOf a built page's extracted content, by output file (undefined:
 *   no such file; null: no article)
 */
export async function searchDocumentsOf(
  routes: RouteInfo[],
  pageOf: (file: string) => ExtractedPage | null | undefined,
): Promise<Map<Lang, SearchDocument[]>> {
  const byLang = new Map<Lang, SearchDocument[]>(langs.map((l) => [l, []]));
  const fieldSources: FieldSource[] = [];
  for (const route of routes) {
    const source = path.relative(process.cwd(), route.absolutePath);
    const text = await readFile(route.absolutePath, 'utf8');
    const { data: frontmatter, error } = readFrontmatter(text);
    if (error) {
      // Rspress ignores such a block too (the page renders without it), but an
      // API page's operation would silently drop out of the index.
      if (/^api:/m.test(text)) throw new Error(`${source}: invalid frontmatter (${error})`);
      console.warn(`search index: ${source}: frontmatter ignored (${error})`);
    }
    if (frontmatter.search === false) continue;
    if (['home', '404', 'custom', 'blank'].includes(String(frontmatter.pageType))) continue;
    const extracted = pageOf(htmlFileOf(route.routePath));
    if (!extracted) continue;
    // A huge page is indexed up to its budget, with a warning (page-budget.ts).
    const { page, warning } = withinBudget(extracted);
    if (warning) console.warn(`warn    search index: ${source}: ${warning}`);
    const lang = langOfPath(route.routePath);
    const url = route.routePath;
    const weight = frontmatter.searchWeight;
    if (weight !== undefined && (typeof weight !== 'number' || !(weight > 0 && weight <= 1)))
      throw new Error(`${source}: frontmatter "searchWeight" must be a number above 0, at most 1`);
    const pagePath = localeFree(url, lang);
    const section = sectionOfPath(pagePath)?.id ?? '';
    const keywords = glossaryKeywords(pagePath, lang, page.title, page.sections);
    const questions = questionKeywords(
      frontmatter,
      source,
      page.sections.map((s) => s.anchor),
    );
    const order = sidebarOrder(pagePath);
    const api = readApiOperation(frontmatter, source);
    const date = publicationDate(frontmatter.date);
    const documents = pageDocuments({
      url,
      section,
      page,
      api,
      ...(weight !== undefined ? { weight } : {}),
      ...(date !== undefined ? { date } : {}),
      ...(keywords.size ? { keywords } : {}),
      ...(questions.size ? { questions } : {}),
      ...(order !== undefined ? { order } : {}),
    });
    const answers = api === null ? await errorAnswersOf(route.absolutePath) : new Map();
    byLang.get(lang)?.push(...withErrorAnswers(documents, answers));
    if (pagePath === glossaryPath) {
      byLang
        .get(lang)
        ?.push(...glossaryDocuments({ url, lang, title: page.title, section, order }));
    }
    const fieldPage: FieldPage = { url, title: page.title, section };
    fieldSources.push(
      ...(await fieldSourcesOf(route.absolutePath, text, api !== null, fieldPage, lang)),
    );
  }
  // Per locale, in a stable order: fields shared by operations go to the first.
  fieldSources.sort((a, b) => a.order - b.order || a.page.url.localeCompare(b.page.url));
  // Entries are listed in the API reference's order (the spec's tags), which breaks exact
  // ties between entries of different operations (`document.number`: the charge's customer
  // before a recurrence's debtor).
  const tagOrder = new Map(fieldSources.map((s) => [s.page.url, s.tagOrder]));
  const inReferenceOrder = (a: SearchDocument, b: SearchDocument) =>
    (tagOrder.get(a.pageUrl) ?? 0) - (tagOrder.get(b.pageUrl) ?? 0);
  for (const lang of langs) {
    const fields = new FieldDocuments();
    for (const source of fieldSources.filter((s) => s.lang === lang)) source.add(fields);
    byLang.get(lang)?.push(...[...fields.documents].sort(inReferenceOrder));
  }
  return byLang;
}

/** A blog post's `date` (YAML reads `2025-08-26` as a Date), as `YYYY-MM-DD`. */
function publicationDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}

interface FieldSource {
  lang: Lang;
  page: FieldPage;
  order: number;
  /** The operation's tag's position in the spec (the API reference's order); 0 for webhook guides. */
  tagOrder: number;
  add: (fields: FieldDocuments) => void;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

const tagsByDataDir = new Map<string, Promise<string[]>>();

/** The spec's tag names in its order, from the API overview's page data in `dataDir` (read once). */
function specTags(dataDir: string): Promise<string[]> {
  let tags = tagsByDataDir.get(dataDir);
  if (!tags) {
    tags = readJson<ApiOverviewPageData>(path.join(dataDir, `${OVERVIEW_SLUG}.json`))
      .then((overview) => overview.tags.map((t) => t.name))
      .catch(() => []);
    tagsByDataDir.set(dataDir, tags);
  }
  return tags;
}

/**
 * The page data behind a page's fields: an API page's own data file
 * (`_data/<page>.json`, written by the generator), or the webhook event
 * families a guide imports (`../api/_data/webhooks-<family>.json`).
 */
async function fieldSourcesOf(
  sourceFile: string,
  source: string,
  isApiPage: boolean,
  page: FieldPage,
  lang: Lang,
): Promise<FieldSource[]> {
  const dir = path.dirname(sourceFile);
  if (isApiPage) {
    const dataFile = path.join(dir, '_data', `${path.parse(sourceFile).name}.json`);
    const data = await readJson<ApiOperationPageData>(dataFile).catch(() => null);
    if (data?.kind !== 'operation') return [];
    const tags = await specTags(path.join(dir, '_data'));
    return [
      {
        lang,
        page,
        order: operationOrder(data),
        tagOrder: Math.max(0, tags.indexOf(data.tag.name)),
        add: (f) => f.addOperation(page, data),
      },
    ];
  }
  const imports = [
    ...source.matchAll(/^import\s+\w+\s+from\s+['"](\.[^'"]*webhooks-[\w-]+\.json)['"]/gm),
  ];
  const sources: FieldSource[] = [];
  for (const [, file] of imports) {
    const data = await readJson<ApiWebhookFamilyData>(path.resolve(dir, file ?? ''));
    // Fields and headers shared by several families belong to the webhook guides,
    // not to a guide that also shows some events (settlement's receivables).
    const order = /\/docs\/webhook\//.test(page.url) ? 3 : 4;
    sources.push({ lang, page, order, tagOrder: 0, add: (f) => f.addWebhookFamily(page, data) });
  }
  return sources;
}

/**
 * Rspress 2.0 emits its own index (`static/search_index.*.json`) even with
 * `search: false`; nothing fetches it then, so it only weighs on the deploy.
 */
async function removeBuiltInIndexes(outDir: string): Promise<void> {
  const dir = path.join(outDir, 'static');
  for (const name of await readdir(dir)) {
    if (/^search_index\..*\.json$/.test(name)) await rm(path.join(dir, name));
  }
}

/** Writes the index files of every locale into `outDir`, replacing Rspress' own. */
export async function writeSearchIndex(
  outDir: string,
  documents: Map<Lang, SearchDocument[]>,
): Promise<void> {
  await removeBuiltInIndexes(outDir);
  await writeIndexFiles(
    outDir,
    [...documents].map(([lang, docs]) => ({
      lang,
      json: JSON.stringify(SearchIndex.build(lang, docs).toFile()),
    })),
  );
}
