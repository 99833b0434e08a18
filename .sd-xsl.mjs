import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.text()));
await p.goto('http://127.0.0.1:4518/f.xml');
console.log(await p.evaluate(() => document.documentElement.outerHTML.slice(0, 300)));
await b.close();
