import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4291';
const targets = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const spec of targets) {
  const [path, width, mode] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  await ctx.addInitScript((m) => localStorage.setItem('rspress-theme-appearance', m), mode);
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForSelector('html[data-hydrated]');
  const name = `${path.replace(/[^a-z0-9]+/gi, '_')}_${width}_${mode}.png`;
  await page.screenshot({ path: `/tmp/ip-shots/${name}`, fullPage: spec.endsWith('full') });
  console.log(name);
  await ctx.close();
}
await browser.close();
