/**
 * The `# Title` of a guide, read from its source, so tests that wait for a
 * page to render do not break when a writer retitles it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Lang } from '../../config/locales';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export function guideTitle(lang: Lang, slug: string): string {
  const source = readFileSync(path.join(projectRoot, `docs/${lang}/docs/${slug}.mdx`), 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const title = /^# (.+)$/m.exec(body)?.[1];
  if (!title) throw new Error(`docs/${lang}/docs/${slug}.mdx has no "# Title" line`);
  return title.trim();
}

/** Waits until the page's first h1 reads `title` (the new route has rendered). */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (t) => document.querySelector('h1')?.textContent?.replace(/^#/, '').trim() === t,
    title,
    { timeout: 15_000 },
  );
}
