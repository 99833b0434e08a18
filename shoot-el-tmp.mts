import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4291';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const spec of process.argv.slice(2)) {
  const [path, width, mode, selector] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  await ctx.addInitScript((m) => { localStorage.setItem('rspress-theme-appearance', m); localStorage.setItem('ap-go-live-checklist', '["platform:live-key","platform:idempotency"]'); }, mode);
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForSelector('html[data-hydrated]');
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const name = `el_${path.replace(/[^a-z0-9]+/gi, '_')}_${width}_${mode}.png`;
  await page.screenshot({ path: `/tmp/ip-shots/${name}` });
  console.log(name);
  await ctx.close();
}
await browser.close();
