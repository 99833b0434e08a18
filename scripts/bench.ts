/**
 * `npm run bench`: prints the site's speed and size figures. Goals are
 * checked by reading these numbers, not by timed tests.
 */
import { launchChromium } from '../tests/support/browser';
import { benchApiReference } from './bench/api-reference';
import { benchBlog } from './bench/blog';
import { benchBuild } from './bench/build';
import { printSection } from './bench/format';
import { benchHttpLoad } from './bench/http-load';
import { benchPageWeight } from './bench/page-weight';
import { benchSearch } from './bench/search';
import { benchTryIt } from './bench/try-it';
import { startSiteServer } from './serve';

async function main() {
  console.log('# Bench');
  printSection('Build', await benchBuild());

  const server = await startSiteServer({ dir: 'doc_build' });
  const browser = await launchChromium();
  try {
    printSection(
      'Page weight (Chromium, until network idle)',
      await benchPageWeight(browser, server.url, [
        '/en/docs/intro/getting-started',
        '/en/docs/api/user-transaction-controller-create-transaction',
      ]),
    );
    printSection('Try it panel (Chromium)', await benchTryIt(browser, server.url));
    printSection('API reference', await benchApiReference(browser));
    printSection('Blog', await benchBlog(browser, server.url));
    printSection('Search (Chromium)', await benchSearch(browser, server.url));
  } finally {
    await browser.close();
    await server.close();
  }

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

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
