/**
 * The documentation MCP server: six tools over the built site (search, pages,
 * operations, error codes, sandbox test values, the Try it simulator) and
 * each locale's llms.txt and llms-full.txt as resources. Transport-free: the
 * command line connects it to stdio, the tests to theirs.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { brand, docsMcp } from '../config/brand';
import { langs, localizePath } from '../config/locales';
import packageJson from '../package.json';
import { SiteData } from './site-data';
import type { SiteSource } from './site-source';
import { siteUrl } from './tool-kit';
import { registerGetError } from './tools/get-error';
import { registerGetOperation } from './tools/get-operation';
import { registerGetPage } from './tools/get-page';
import { registerListTestScenarios } from './tools/list-test-scenarios';
import { registerSearchDocs } from './tools/search-docs';
import { registerSimulate } from './tools/simulate';

/** Most values in one tool call's arguments (a body's fields included): far above any request. */
const MAX_ARGUMENT_ELEMENTS = 20_000;

export const serverName = docsMcp.serverName;

const instructions = `Tools over the ${brand.name} developer documentation (payments API: Pix, cards, 3-D Secure, cash-outs, refunds, webhooks), in Brazilian Portuguese (locale pt-BR, the default) and English (en). Start with search_docs, then read what it finds with get_page; get_operation and get_error give the exact contract; list_test_scenarios and simulate let you test a request with no account and no network. Answers are in the locale you pass.`;

export function createDocsServer(source: SiteSource): McpServer {
  const data = new SiteData(source);
  const server = new McpServer(
    { name: serverName, title: `${brand.name} Docs`, version: packageJson.version },
    { instructions, maxToolInputElements: MAX_ARGUMENT_ELEMENTS },
  );
  registerSearchDocs(server, data);
  registerGetPage(server, data);
  registerGetOperation(server, data);
  registerGetError(server, data);
  registerListTestScenarios(server, data);
  registerSimulate(server, data);

  for (const lang of langs) {
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const sitePath = localizePath(`/${file}`, lang);
      const uri = siteUrl(data, sitePath);
      server.registerResource(
        `${file.replace('.txt', '')}-${lang}`,
        uri,
        {
          title: `${file} (${lang})`,
          description:
            file === 'llms.txt'
              ? `Index of every ${lang} page of the docs, with a line each (llmstxt.org), linking their Markdown.`
              : `Every ${lang} page of the docs in one Markdown file.`,
          mimeType: 'text/markdown',
        },
        async () => {
          const text = await data.text(sitePath);
          if (text === null) throw new Error(`${source.label} has no ${sitePath}`);
          return { contents: [{ uri, mimeType: 'text/markdown', text }] };
        },
      );
    }
  }
  return server;
}
