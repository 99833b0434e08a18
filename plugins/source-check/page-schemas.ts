/**
 * What the frontmatter of each kind of page may hold, as strict zod schemas:
 * an unknown key is an error (a typo like `descripton` would otherwise be
 * silently ignored), and so is a missing title or description. Blog posts
 * are checked by the blog plugin (plugins/blog/schema.ts).
 */
import { z } from 'zod';
import { homeFeatureIconNames } from '../../shared/home/feature-icons';
import { homePictureNames } from '../../shared/home/pictures';
import { headEntries } from './head-entries';

/** Required, non-empty text; "is required" when absent, rather than zod's type jargon. */
function text() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be empty');
}

const flag = z.boolean({ error: 'must be true or false' }).optional();

/** Keys Rspress reads on any page that shows its layout. */
const layoutKeys = {
  title: text(),
  description: text(),
  outline: flag,
  sidebar: flag,
  navbar: flag,
  footer: flag,
  search: flag,
  /** Score factor in the site search (plugins/search-index): a page that restates the guides ranks below them. */
  searchWeight: z.number().gt(0).max(1).optional(),
};

const link = text().regex(/^(\/|https:\/\/)/, 'must be a site path (/…) or an https URL');

const heroAction = z.strictObject({
  text: text(),
  link,
  theme: z.enum(['brand', 'alt'], { error: 'must be brand or alt' }),
});

const feature = z.strictObject({
  title: text(),
  details: text(),
  icon: z.enum(homeFeatureIconNames, {
    error: `must be one of ${homeFeatureIconNames.join(', ')} (shared/home/feature-icons.ts)`,
  }),
  link: link.optional(),
  span: z.number({ error: 'must be a number' }).int().min(1).max(12).optional(),
});

/** A home card with a picture: a task (what the reader came to do) or a product (what it does). */
const pictureCard = z.strictObject({
  title: text(),
  details: text(),
  picture: z.enum(homePictureNames, {
    error: `must be one of ${homePictureNames.join(', ')} (shared/home/pictures.ts)`,
  }),
  link,
});

const homePage = z.strictObject({
  ...layoutKeys,
  head: headEntries({ redirects: false, label: 'the home page' }),
  pageType: z.literal('home'),
  hero: z.strictObject({
    name: text(),
    text: text().optional(),
    tagline: text().optional(),
    actions: z.array(heroAction, { error: 'must be a list of actions' }).optional(),
  }),
  tasks: z.array(pictureCard, { error: 'must be a list of tasks' }).optional(),
  products: z.array(pictureCard, { error: 'must be a list of products' }).optional(),
  features: z.array(feature, { error: 'must be a list of features' }).optional(),
  /** API page slugs listed under "Popular operations" (theme/components/HomeLayout/PopularOperations.tsx). */
  popularOperations: z
    .array(text().regex(/^[a-z0-9-]+$/, 'must be an API page slug'), {
      error: 'must be a list of API page slugs',
    })
    .optional(),
});

const guidePage = z.strictObject({
  ...layoutKeys,
  head: headEntries({ redirects: false, label: 'a guide page' }),
  pageType: z.enum(['doc', 'doc-wide'], { error: 'must be doc or doc-wide' }).optional(),
  overviewHeaders: z.array(z.number().int().min(1).max(6)).optional(),
  /**
   * The questions a section answers, as readers ask them, by the section's
   * anchor (`when: [When do I get paid for a card sale?]`), in the page's
   * language: search finds the section by them (plugins/search-index/page-questions.ts)
   * where its heading and prose use other words.
   */
  questions: z
    .record(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
      z.array(text(), { error: 'must be a list of questions' }).min(1, 'must list a question'),
      { error: 'must map section anchors (such as "retries") to lists of questions' },
    )
    .optional(),
});

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** The pages scripts/generate-api-pages.ts writes. */
const apiPage = z.strictObject({
  ...layoutKeys,
  head: headEntries({ redirects: false, label: 'an API reference page' }),
  pageType: z.literal('doc-wide', { error: 'must be doc-wide' }).optional(),
  api: z
    .strictObject({
      method: z.enum(httpMethods, { error: `must be one of ${httpMethods.join(', ')}` }),
      path: text().regex(/^\//, 'must start with /'),
      operationId: text(),
      summary: text(),
      parameters: z.array(z.string(), { error: 'must be a list of parameter names' }),
    })
    .optional(),
});

/** A page without the site layout (`pageType: custom`): it still has a title and a description. */
const customPage = z.strictObject({
  ...layoutKeys,
  head: headEntries({ redirects: true, label: 'a custom page' }),
  pageType: z.literal('custom'),
});

const notFoundPage = z.strictObject({
  pageType: z.literal('404'),
  title: text().optional(),
  description: text().optional(),
  search: flag,
});

export const pageKinds = {
  home: { schema: homePage, label: 'the home page' },
  guide: { schema: guidePage, label: 'a guide page' },
  api: { schema: apiPage, label: 'an API reference page' },
  custom: { schema: customPage, label: 'a custom page (pageType: custom)' },
  notFound: { schema: notFoundPage, label: 'the not-found page' },
} satisfies Record<string, { schema: z.ZodType; label: string }>;

export type PageKind = keyof typeof pageKinds;

/**
 * Which schema applies: by `pageType` when the page names one, else API pages
 * by their folder or their `api` key, else a guide.
 */
export function pageKindOf(relativePath: string, data: unknown): PageKind {
  const fm = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (fm.pageType === 'home') return 'home';
  if (fm.pageType === 'custom') return 'custom';
  if (fm.pageType === '404') return 'notFound';
  if (/(^|\/)docs\/api\//.test(relativePath) || 'api' in fm) return 'api';
  return 'guide';
}

/** The keys a kind of page may hold, for the "unknown key" message. */
export function allowedKeys(kind: PageKind): string[] {
  return Object.keys(pageKinds[kind].schema.shape);
}
