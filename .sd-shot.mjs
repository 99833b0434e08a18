import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:4391';
const [,, out, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const spec of specs) {
  const [path, w, mode, full, action] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: +w, height: 900 }, colorScheme: mode });
  const page = await ctx.newPage();
  if (mode === 'dark') await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  await page.goto(base + path);
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message)); await page.waitForSelector('html[data-hydrated]', { timeout: 30000, state: 'attached' });
  if (action === 'menu') { await page.getByRole('button', { name: /site menu|menu do site/i }).click(); await page.waitForTimeout(400); }
  if (action === 'version') { await page.locator('.ap-docs-version__badge').click(); await page.waitForTimeout(200); }
  await page.waitForTimeout(300);
  const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${w}-${mode}${action ? '-' + action : ''}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name);
  await ctx.close();
}
await browser.close();
