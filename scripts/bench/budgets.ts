/**
 * The performance budgets and the pages they are measured on.
 * The bench prints every figure and marks the ones over budget; it does not
 * fail (figures on a shared machine vary), the reader judges.
 */

/**
 * What kind of page: API operation pages may carry the code-sample and schema machinery,
 * a guide with diagrams its diagram renderer (when a diagram is in the first screen).
 */
export type PageKind = 'guide' | 'diagrams' | 'api' | 'search';

export interface BenchPage {
  name: string;
  /** Locale-free path (the English twin is under /en). */
  path: string;
  kind: PageKind;
}

export const benchPages: BenchPage[] = [
  { name: 'home', path: '/', kind: 'guide' },
  { name: 'getting started', path: '/docs/intro/getting-started', kind: 'guide' },
  {
    name: 'API operation',
    path: '/docs/api/user-transaction-controller-create-transaction',
    kind: 'api',
  },
  // Its diagrams are further down: the renderer must not load with the page.
  { name: 'webhook guide (diagrams)', path: '/docs/webhook/transaction', kind: 'diagrams' },
  // Its diagram is in the first screen: the renderer loads with the page.
  { name: '3DS guide (diagram on top)', path: '/docs/intro/3ds-authentication', kind: 'diagrams' },
  { name: 'search', path: '/search', kind: 'search' },
  { name: 'blog list', path: '/blog', kind: 'guide' },
];

export const budgets = {
  /** Lighthouse category scores, 0-100. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Mobile run, ms: below. */
  lcpMs: 1500,
  tbtMs: 100,
  /** Below. */
  cls: 0.02,
  /** JS gzip fetched until network idle, bytes: at most. */
  jsGzipBytes: {
    guide: 120 * 1024,
    diagrams: 180 * 1024,
    api: 150 * 1024,
    search: 140 * 1024,
  } satisfies Record<PageKind, number>,
  /** Clean production build. */
  buildMs: 15_000,
  buildRssBytes: 1024 * 1024 * 1024,
  /** Dev server: first page hydrated in the browser. */
  devReadyMs: 5_000,
  /** The docs' MCP server: spawn to `initialize` answered, as an editor waits for it. */
  mcpStartMs: 1_500,
  /** Its first search_docs call (the locale's index loaded). */
  mcpFirstSearchMs: 500,
  /** Its resident memory after a call of every tool (both locales' data loaded). */
  mcpRssBytes: 200 * 1024 * 1024,
} as const;

/** A figure followed by a cross when it misses its budget. */
export function marked(text: string, withinBudget: boolean): string {
  return withinBudget ? text : `${text} ✗`;
}
