/**
 * Blog figures: how long reading and validating the posts takes (it runs on
 * every build and dev start), the feeds' size, and the JavaScript the list
 * and a post make the browser load.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { langs } from '../../config/locales';
import { loadBlog } from '../../plugins/blog/load-blog';
import { feedFormats, feedPath } from '../../shared/blog/blog-paths';
import { siteBlogSource } from '../../tests/support/site-blog';
import { kb, type Row } from './format';
import { measurePageJs } from './page-weight';

const root = path.resolve(import.meta.dirname, '../..');

export async function benchBlog(browser: Browser, baseUrl: string): Promise<Row[]> {
  const started = performance.now();
  const blog = loadBlog(siteBlogSource);
  const loadMs = performance.now() - started;
  const rows: Row[] = [
    ['posts (per locale)', langs.map((lang) => `${lang} ${blog.posts[lang].length}`).join(', ')],
    ['read + validate + reading time, all posts', `${loadMs.toFixed(0)} ms`],
  ];
  for (const lang of langs) {
    const sizes = feedFormats.map(
      (format) =>
        `${format} ${kb(statSync(path.join(root, 'doc_build', feedPath(lang, format))).size)}`,
    );
    rows.push([`feeds ${lang}`, sizes.join(', ')]);
  }
  const newest = blog.posts.en[0];
  for (const page of ['/en/blog', newest?.link ?? '/en/blog']) {
    const weight = await measurePageJs(browser, new URL(page, baseUrl).href);
    rows.push([
      `JS loaded by ${page}`,
      `${kb(weight.jsRaw)} raw, ${kb(weight.jsGzip)} gzip (${weight.requests} files)`,
    ]);
  }
  return rows;
}
