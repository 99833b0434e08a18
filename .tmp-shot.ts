import { startSiteServer } from './scripts/serve';
import { launchChromium } from './tests/support/browser';

const server = await startSiteServer({ dir: 'doc_build' });
const browser = await launchChromium();
const shots: [string, string, number, number][] = JSON.parse(process.argv[2]);
for (const [path, file, w, h] of shots) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: file, fullPage: process.argv[3] === 'full' });
  console.log(path, errors);
  await page.close();
}
await browser.close();
await server.close();
