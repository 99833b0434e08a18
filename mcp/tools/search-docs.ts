/**
 * search_docs: the site's own search (shared/search, the engine and the index
 * the search box uses), with the box's options (SUGGESTIONS: how many, and how
 * many from one page), the writers' handbook left out. Nothing found: "did you mean" and the
 * other language's results, as the search box shows them.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { type Lang, langs } from '../../config/locales';
import { writersOnlySection } from '../../shared/search/docs-sections';
import type { SearchHit, SearchRequest } from '../../shared/search/engine/search-index';
import { SUGGESTIONS } from '../../shared/search/suggestions';
import type { SiteData } from '../site-data';
import { languageName, type Translate } from '../text';
import { answer, localeArgument, siteUrl, ToolError } from '../tool-kit';

const MAX_LIMIT = 20;
/** Longer than any query a reader types or pastes (a path, an error body's message). */
const MAX_QUERY_LENGTH = 500;
const OTHER_LANGUAGE_LIMIT = 5;

const resultSchema = z.object({
  title: z.string(),
  section: z.string(),
  url: z.string(),
  snippet: z.string(),
});

interface Result {
  title: string;
  section: string;
  url: string;
  snippet: string;
}

function toResult(data: SiteData, hit: SearchHit, t: Translate): Result {
  const headings = hit.headings.map((h) => h.text).join(' › ');
  const section = hit.field
    ? `${hit.field.kind} \`${headings}\` (${hit.field.type}) ${t('searchFieldIn', { operation: hit.title.text })}`
    : headings;
  return {
    title: hit.title.text,
    section,
    url: siteUrl(data, hit.url),
    snippet: hit.snippet.text.replace(/\s+/g, ' ').trim(),
  };
}

function listText(results: Result[]): string {
  return results
    .map((r, i) => {
      const where = r.section ? `${r.title} › ${r.section}` : r.title;
      return `${i + 1}. ${where}\n   ${r.url}${r.snippet ? `\n   ${r.snippet}` : ''}`;
    })
    .join('\n');
}

export function registerSearchDocs(server: McpServer, data: SiteData): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Acme Pay docs',
      description:
        "Searches the Acme Pay developer docs (guides, API reference, error catalogue, webhooks) with the site's own search engine: the same ranking as the search box. Understands what integrators paste: error codes (insufficient_balance), headers (Idempotency-Key), fields (pix.qr_code), paths (/transactions/{id}/refund), events (transaction.paid), either language's words. Returns up to 8 results, best first, each with the page title, the section, the URL (with its #anchor) and a snippet; read one with get_page.",
      inputSchema: {
        query: z
          .string()
          .max(MAX_QUERY_LENGTH)
          .describe('Words, an error code, a header, a field, an API path or an event type.'),
        locale: localeArgument,
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_LIMIT)
          .optional()
          .describe(`How many results (default ${SUGGESTIONS.limit}, as the search box).`),
      },
      outputSchema: {
        query: z.string(),
        locale: z.string(),
        results: z.array(resultSchema),
        total: z.number(),
        didYouMean: z.array(z.string()).optional(),
        otherLanguage: z.object({ locale: z.string(), results: z.array(resultSchema) }).optional(),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ query, locale, limit }) =>
      answer(locale, async (t, lang) => {
        if (query.trim() === '') throw new ToolError(t('mcpSearchEmpty'));
        const request: SearchRequest = {
          query,
          limit: limit ?? SUGGESTIONS.limit,
          perPage: SUGGESTIONS.perPage,
          scope: { mode: 'outside', section: writersOnlySection },
        };
        const index = await data.searchIndex(lang);
        const found = index.search(request);
        const results = found.hits.map((hit) => toResult(data, hit, t));
        const language = languageName(lang, t);
        const structured: {
          query: string;
          locale: Lang;
          results: Result[];
          total: number;
          didYouMean?: string[];
          otherLanguage?: { locale: Lang; results: Result[] };
        } = { query, locale: lang, results, total: found.total };
        const lines: string[] = [];
        if (results.length > 0) {
          lines.push(t('mcpSearchResults', { query, language }), '', listText(results));
          if (found.total > results.length)
            lines.push('', t('mcpSearchMore', { count: String(found.total - results.length) }));
        } else {
          lines.push(t('mcpSearchNone', { query, language }));
          if (found.didYouMean?.length) {
            structured.didYouMean = found.didYouMean;
            lines.push(t('mcpSearchDidYouMean', { queries: found.didYouMean.join(', ') }));
          }
          // As the search box does: what the other language's pages say, if anything.
          for (const other of langs.filter((l) => l !== lang)) {
            const otherIndex = await data.searchIndex(other).catch(() => null);
            const otherFound = otherIndex?.search({ ...request, limit: OTHER_LANGUAGE_LIMIT });
            if (!otherFound || otherFound.total === 0) continue;
            const otherResults = otherFound.hits.map((hit) => toResult(data, hit, t));
            structured.otherLanguage = { locale: other, results: otherResults };
            lines.push(
              '',
              t('mcpSearchOtherLanguage', { language: languageName(other, t) }),
              '',
              listText(otherResults),
            );
            break;
          }
        }
        return {
          content: [{ type: 'text', text: lines.join('\n') }],
          structuredContent: structured,
        };
      }),
  );
}
