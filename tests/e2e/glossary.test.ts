/**
 * The Glossary page, in both languages: every term of shared/glossary.ts with
 * its anchor, definition, the other language's form and the forms to avoid;
 * reachable from the guides' sidebar; a term's link lands on it.
 */
import { describe, expect, it } from 'vitest';
import { type Lang, localizePath } from '../../config/locales';
import { webhookFamilyGuide } from '../../shared/api/webhook-guides';
import {
  glossary,
  glossaryCategories,
  glossaryPath,
  webhookEventsElsewhere,
} from '../../shared/glossary';
import { gotoHydrated, setupBrowser } from '../support/browser';

const browser = setupBrowser();

const sidebarLabel: Record<Lang, string> = { 'pt-BR': 'Glossário', en: 'Glossary' };
const other: Record<Lang, Lang> = { 'pt-BR': 'en', en: 'pt-BR' };

describe.each(['pt-BR', 'en'] as const)('Glossary (%s)', (lang) => {
  it('shows every term under its category, with an anchor, and lists them in the outline', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, localizePath(glossaryPath, lang));
    const article = page.locator('.rspress-doc');
    for (const category of glossaryCategories) {
      await expect
        .poll(() => article.locator(`h2#category-${category.id}`).textContent())
        .toContain(category.label[lang]);
    }
    for (const term of glossary) {
      const heading = article.locator(`h3[id="${term.id}"]`);
      await expect.poll(() => heading.textContent()).toContain(term.term[lang]);
      const entry = heading.locator('xpath=..');
      const text = (await entry.textContent()) ?? '';
      // Definitions are plain text with `code` spans, rendered as <code>.
      expect(text).toContain(term.definition[lang].replace(/`/g, ''));
      expect(text).toContain(term.term[other[lang]]);
      for (const avoided of term.avoid?.[lang] ?? []) {
        expect(text).toContain(avoided.variant);
        expect(text).toContain(avoided.reason);
      }
    }
    const outline = (await page.locator('.rp-outline__toc').textContent()) ?? '';
    expect(outline).toContain(glossary[0]?.term[lang]);
    // Other providers' webhook events: each row links to this API's event on its webhook guide.
    const events = article.locator('#webhook-events-elsewhere + p + table tbody tr');
    await expect.poll(() => events.count()).toBe(webhookEventsElsewhere.length);
    for (const [i, entry] of webhookEventsElsewhere.entries()) {
      const row = events.nth(i);
      await expect
        .poll(() => row.locator('a').getAttribute('href'))
        .toBe(
          localizePath(
            `${webhookFamilyGuide(entry.event.split('.')[0] ?? '')}#event.${entry.event}`,
            lang,
          ),
        );
      const text = (await row.textContent()) ?? '';
      for (const name of entry.elsewhere) expect(text).toContain(name);
    }
    await page.context().close();
  });

  it("wraps other providers' event names only after a dot or an underscore, phone to desktop", async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, localizePath(glossaryPath, lang));
    const names = page.locator('#webhook-events-elsewhere + p + table code');
    await expect.poll(() => names.count()).toBeGreaterThan(webhookEventsElsewhere.length);
    for (const width of [390, 995, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // Each run of text between two break opportunities (<wbr>) sits on one line.
      await expect
        .poll(() =>
          names.evaluateAll((codes) =>
            codes.flatMap((code) =>
              [...code.childNodes]
                .filter((node) => node.nodeType === Node.TEXT_NODE)
                .filter((node) => {
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                  return lines.size > 1;
                })
                .map((node) => `${code.textContent}: "${node.textContent}" broken`),
            ),
          ),
        )
        .toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  });

  it('is in the guides sidebar, and a term link scrolls to the term', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, localizePath('/docs/intro/getting-started', lang));
    await page.getByRole('link', { name: sidebarLabel[lang], exact: true }).first().click();
    await page.waitForURL(`**${localizePath(glossaryPath, lang)}`);
    await gotoHydrated(page, `${localizePath(glossaryPath, lang)}#public-key`);
    await expect.poll(() => page.locator('h3#public-key').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('h3#public-key').evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(300);
    await page.context().close();
  });
});
