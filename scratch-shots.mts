import { startSiteServer } from './scripts/serve';
import { launchChromium } from './tests/support/browser';
const server = await startSiteServer({ dir: 'doc_build' });
const browser = await launchChromium();
for (const [lang, prefix] of [['en', '/en'], ['pt-BR', '']] as const) {
  for (const width of [390, 1440]) {
    for (const scheme of ['light', 'dark'] as const) {
      if (width === 390 && scheme === 'dark' && lang === 'pt-BR') continue;
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.addInitScript((s) => localStorage.setItem('rspress-theme-appearance', s), scheme);
      await page.goto(`${server.url}${prefix}/docs/api/documentacao-de-api#postman-insomnia`);
      await page.waitForSelector('html[data-hydrated]');
      await page.locator('#postman-insomnia').scrollIntoViewIfNeeded();
      await page.evaluate(() => document.getElementById('download')?.scrollIntoView());
      await page.screenshot({ path: `/tmp/cl/shot-${lang}-${width}-${scheme}.png` });
      await page.close();
    }
  }
}
await browser.close();
await server.close();
