/**
 * `npm run bench`: prints the site's speed and size figures. Goals are
 * checked by reading these numbers, not by timed tests.
 *
 * `npm run bench -- lighthouse dev` runs only the named sections (build,
 * scale, dev, lighthouse, weight, api, blog, search, http, mcp, slow); sections other
 * than build, scale and dev use the existing doc_build/ when build is not among them.
 * `scale` builds copies of the site: the real one, then synthetic specs of 100 to
 * 2,000 operations (BENCH_SCALE_SIZES=real,100 for other sizes;
 * BENCH_SCALE_LIGHTHOUSE_RUNS=n adds Lighthouse on the real and 500-operation sites).
 * BENCH_LIGHTHOUSE_RUNS sets the Lighthouse runs per page (default 3).
 * `mcp` starts the docs' MCP server as editors do (BENCH_MCP_RUNS rounds, default 5).
 */
import { launchChromium } from '../tests/support/browser';
import { benchApiReference } from './bench/api-reference';
import { benchBlog } from './bench/blog';
import { budgets } from './bench/budgets';
import { benchBuild } from './bench/build';
import { benchDevServer } from './bench/dev-server';
import { printSection } from './bench/format';
import { benchHttpLoad } from './bench/http-load';
import { benchLighthouse } from './bench/lighthouse-table';
import { benchMcpServer } from './bench/mcp-server';
import { benchPageWeight } from './bench/page-weight';
import { benchScale, type ScaleSize } from './bench/scale';
import { benchSearch } from './bench/search';
import { benchSlowClients } from './bench/slow-clients';
import { benchTryIt } from './bench/try-it';
import { benchTryItLargeAnswers } from './bench/try-it-large-answers';
import { startNginx } from './lib/nginx-server';
import { startSiteServer } from './serve';

const sections = [
  'build',
  'scale',
  'dev',
  'lighthouse',
  'weight',
  'tryit',
  'api',
  'blog',
  'search',
  'http',
  'mcp',
  'slow',
] as const;
type Section = (typeof sections)[number];

function selectedSections(argv: string[]): Set<Section> {
  const unknown = argv.filter((a) => !(sections as readonly string[]).includes(a));
  if (unknown.length > 0) {
    throw new Error(
      `unknown bench section(s) ${unknown.join(', ')}; known: ${sections.join(', ')}`,
    );
  }
  return new Set(argv.length === 0 ? sections : (argv as Section[]));
}

async function main() {
  const wanted = selectedSections(process.argv.slice(2));
  console.log('# Bench');
  if (wanted.has('build')) printSection('Build', await benchBuild());
  if (wanted.has('scale')) {
    await benchScale(
      process.env.BENCH_SCALE_SIZES?.split(',').map(
        (s): ScaleSize => (s === 'real' ? s : Number(s)),
      ),
    );
  }

  const browser = await launchChromium();
  try {
    if (wanted.has('dev')) printSection('Dev server', await benchDevServer(browser));
  } finally {
    await browser.close();
  }

  if (wanted.has('lighthouse')) {
    // nginx with deploy/nginx.conf: compression, cache headers and CSP as in production.
    const nginx = await startNginx({ siteDir: 'doc_build', workers: 1 });
    try {
      await benchLighthouse({
        origin: nginx.url,
        siteDir: 'doc_build',
        runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
      });
    } finally {
      await nginx.close();
    }
  }

  if (['weight', 'tryit', 'api', 'blog', 'search'].some((s) => wanted.has(s as Section))) {
    const server = await startSiteServer({ dir: 'doc_build' });
    const pageBrowser = await launchChromium();
    try {
      if (wanted.has('weight')) {
        printSection(
          'Page weight (Chromium, until network idle)',
          await benchPageWeight(pageBrowser, server.url),
        );
      }
      if (wanted.has('tryit')) {
        printSection('Try it panel (Chromium)', await benchTryIt(pageBrowser, server.url));
        printSection(
          'Try it on large answers (Chromium, main-thread long tasks)',
          await benchTryItLargeAnswers(server.url),
        );
      }
      if (wanted.has('api')) {
        printSection('API reference', await benchApiReference(pageBrowser));
      }
      if (wanted.has('blog')) printSection('Blog', await benchBlog(pageBrowser, server.url));
      if (wanted.has('search')) {
        printSection('Search (Chromium)', await benchSearch(pageBrowser, server.url));
      }
    } finally {
      await pageBrowser.close();
      await server.close();
    }
  }

  if (wanted.has('http')) {
    printSection(
      'HTTP load (autocannon on loopback; goal: 0 errors, 0 responses outside 2xx/3xx)',
      await benchHttpLoad([
        '/',
        '/en/',
        '/docs/intro/getting-started',
        '/en/docs/intro/authentication',
        '/docs/webhook/transaction',
        '/en/docs/webhook/cashout',
        '/en/search',
        '/docs/intro/card-tokenization.html',
      ]),
    );
  }

  if (wanted.has('mcp')) {
    printSection(
      `MCP server (stdio; goals: start ≤ ${budgets.mcpStartMs} ms, first search ≤ ${budgets.mcpFirstSearchMs} ms, ≤ ${budgets.mcpRssBytes / 1024 / 1024} MB after every tool)`,
      await benchMcpServer(Number(process.env.BENCH_MCP_RUNS ?? 5)),
    );
  }

  if (wanted.has('slow')) {
    printSection(
      'Slow clients (slow-header attack on loopback; goal: 0 failed reader requests, every slow connection closed)',
      await benchSlowClients(),
    );
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
