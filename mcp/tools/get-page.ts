/**
 * get_page: a page's Markdown twin (the `.md` file the build writes beside
 * each page, as `Accept: text/markdown` answers it), from a site path or a URL
 * on the site. An unknown page answers with the pages its words find.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { localizePath } from '../../config/locales';
import { writersOnlySection } from '../../shared/search/docs-sections';
import { pageTarget } from '../page-path';
import type { SiteData } from '../site-data';
import { SiteError } from '../site-error';
import { answer, localeArgument, siteUrl, ToolError, textResult } from '../tool-kit';

/** Longer than any URL of the site. */
const MAX_INPUT_LENGTH = 2048;
const SUGGESTIONS = 3;

/** Pages whose words match the last segment of a path that has no page. */
async function nearestPages(
  data: SiteData,
  path: string,
  lang: Parameters<SiteData['searchIndex']>[0],
) {
  const words = (path.split('/').filter(Boolean).at(-1) ?? '').replace(/[-_.]+/g, ' ').trim();
  if (!words) return [];
  const index = await data.searchIndex(lang).catch(() => null);
  const hits =
    index?.search({
      query: words,
      limit: SUGGESTIONS,
      perPage: 1,
      scope: { mode: 'outside', section: writersOnlySection },
    }).hits ?? [];
  return hits.map((hit) => siteUrl(data, hit.pageUrl));
}

export function registerGetPage(server: McpServer, data: SiteData): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a page of the Acme Pay docs as Markdown (its Markdown twin: the text, tables and code blocks, no site chrome). Takes a site path (/docs/intro/getting-started, /en/docs/webhook/transaction; the locale prefix picks the language) or a full URL of the docs site, as search_docs returns it (#anchors and query strings are ignored).',
      inputSchema: {
        url_or_path: z
          .string()
          .max(MAX_INPUT_LENGTH)
          .describe('A page path such as /docs/intro/getting-started, or a URL of the docs site.'),
        locale: localeArgument.describe(
          'Language of error messages (the page itself is in the language of its URL).',
        ),
      },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ url_or_path: input, locale }) =>
      answer(locale, async (t) => {
        const site = data.source.publicOrigin;
        const target = pageTarget(input, data.source.origins);
        const shown = input.length > 120 ? `${input.slice(0, 120)}…` : input;
        if (target.kind === 'outside')
          throw new ToolError(t('mcpPageOutside', { input: shown, site }));
        if (target.kind === 'invalid') throw new ToolError(t('mcpPageInvalid', { input: shown }));
        for (const twin of target.twins) {
          const text = await data.text(twin);
          if (text === null) continue;
          // A site answering every path with an HTML page (an app shell) is not this site.
          if (/^\s*<(?:!doctype|html)/i.test(text))
            throw new SiteError('mcpSiteGarbage', {
              site: data.source.label,
              file: twin,
              what: 'Markdown',
            });
          return textResult(text);
        }
        const nearest = await nearestPages(data, target.path, target.lang);
        const message = t('mcpPageNotFound', {
          path: target.path,
          site,
          llms: siteUrl(data, localizePath('/llms.txt', target.lang)),
        });
        throw new ToolError(
          nearest.length > 0
            ? `${message}\n${nearest.map((url) => `- ${url}`).join('\n')}`
            : message,
        );
      }),
  );
}
