/**
 * The site's visual language as a reader meets it: the faces that load, a
 * type scale whose levels differ, a prose measure near 75 characters, one
 * code panel, the page head, readable diagrams, tables whose values never
 * break, the phone menu opening at its top, the language switch keeping the
 * reader's place, and the API reference's lists and controls.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiEntry } from '../../config/api-navigation';
import { storageKeys } from '../../shared/storage-keys';
import { gotoHydrated, setupBrowser } from '../support/browser';

const { newPage } = setupBrowser();

const GUIDE = '/en/docs/intro/getting-started';

async function pageAt(width: number, height = 900, mode: 'light' | 'dark' = 'light') {
  const page = await newPage({ viewport: { width, height } });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    storageKeys.colorMode,
    mode,
  ] as const);
  return page;
}

/** Characters on a paragraph's longest line: its width over the average width of its own text. */
function charactersPerLine(page: Page): Promise<number[]> {
  return page.locator('.rp-doc > p').evaluateAll((paragraphs) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return [];
    return paragraphs
      .filter((p) => (p.textContent ?? '').length > 200)
      .map((p) => {
        const style = getComputedStyle(p);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = p.textContent ?? '';
        const average = canvas.measureText(text).width / text.length;
        return Math.round(p.getBoundingClientRect().width / average);
      });
  });
}

/** Elements among `selector` whose text wraps onto more than one line. */
function broken(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return tops.size > 1;
      })
      .map((el) => el.textContent ?? ''),
  );
}

describe('type', () => {
  it('self-hosted Inter and JetBrains Mono load; h1, h2 and h3 step apart; prose stays near 75 characters a line', async () => {
    for (const width of [390, 995, 1440]) {
      const page = await pageAt(width);
      await gotoHydrated(page, GUIDE);
      await page.evaluate(() => document.fonts.ready);
      await expect
        .poll(() =>
          page.evaluate(() => [
            document.fonts.check('16px "Inter Variable"'),
            document.fonts.check('16px "JetBrains Mono Variable"'),
            getComputedStyle(document.body).fontFamily.startsWith('"Inter Variable"'),
            getComputedStyle(
              document.querySelector('.rp-doc code') as Element,
            ).fontFamily.startsWith('"JetBrains Mono Variable"'),
          ]),
        )
        .toEqual([true, true, true, true]);
      const [h1, h2, h3, body] = await page.evaluate(() =>
        ['h1', 'h2', 'h3', 'p'].map((tag) =>
          Number.parseFloat(
            getComputedStyle(document.querySelector(`.rp-doc ${tag}`) as Element).fontSize,
          ),
        ),
      );
      expect(h1).toBeGreaterThan((h2 ?? 0) * 1.15);
      expect(h2).toBeGreaterThan((h3 ?? 0) * 1.15);
      expect(h3).toBeGreaterThan(body ?? 0);
      const lines = await charactersPerLine(page);
      expect(lines.length).toBeGreaterThan(0);
      for (const count of lines) expect(count, `${width} px`).toBeLessThanOrEqual(85);
      await page.context().close();
    }
  });
});

describe('page head', () => {
  it('the title comes first; the page actions sit small at its right; no version chip above it', async () => {
    for (const width of [390, 1440]) {
      const page = await pageAt(width);
      await gotoHydrated(page, GUIDE);
      const doc = page.locator('main .rspress-doc');
      await expect
        .poll(() => doc.evaluate((el) => el.firstElementChild?.tagName.toLowerCase()))
        .toBe('h1');
      await expect.poll(() => doc.locator('.ap-docs-version').count()).toBe(0);
      const h1 = await doc.locator('h1').boundingBox();
      const actions = await doc.locator('.rp-llms-container').boundingBox();
      const first = await doc.locator('h1 + .rp-llms-container + *').boundingBox();
      if (!h1 || !actions || !first) throw new Error('missing page head');
      // Beside the title, not a row under it: the first sentence follows the title directly.
      expect(actions.y).toBeLessThan(h1.y + h1.height);
      expect(actions.x).toBeGreaterThan(h1.x + h1.width / 2);
      expect(first.y - (h1.y + h1.height)).toBeLessThan(40);
      await page.context().close();
    }
    // A post: the byline follows the title.
    const post = await pageAt(1440);
    await gotoHydrated(post, '/en/blog/cash-out-api-launch');
    const title = await post.locator('main .rspress-doc h1').boundingBox();
    const actions = await post.locator('main .rspress-doc .rp-llms-container').boundingBox();
    if (!title || !actions) throw new Error('missing post head');
    expect(actions.y).toBeLessThan(title.y + title.height);
  });

  it('the API reference names its version and release day atop its sidebar', async () => {
    const page = await pageAt(1440);
    await gotoHydrated(page, `/en${apiEntry}`);
    await expect
      .poll(() => page.locator('.rp-doc-layout__sidebar').textContent())
      .toMatch(/API \d+\.\d+\.\d+ · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect.poll(() => page.locator('.ap-docs-version').count()).toBe(0);
    await gotoHydrated(page, apiEntry);
    await expect
      .poll(() => page.locator('.rp-doc-layout__sidebar').textContent())
      .toMatch(/API \d+\.\d+\.\d+ · \d{1,2} de [a-z]{3}\. de \d{4}/);
  });
});

describe('code panel', () => {
  it('one dark panel in both modes, its buttons in its header bar, not over the code', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await pageAt(1440, 900, mode);
      await gotoHydrated(page, GUIDE);
      const block = page.locator('.rp-doc .rp-codeblock').first();
      await block.scrollIntoViewIfNeeded();
      const [bar, button, code, background] = await block.evaluate((el) => {
        const rect = (node: Element | null) => node?.getBoundingClientRect().toJSON();
        return [
          rect(el.querySelector('.rp-codeblock__title')),
          rect(el.querySelector('.rp-code-button-group')),
          rect(el.querySelector('code')),
          getComputedStyle(el.querySelector('.rp-codeblock__content') as Element).backgroundColor,
        ];
      });
      expect(button.bottom).toBeLessThanOrEqual(bar.bottom + 1);
      expect(button.bottom).toBeLessThanOrEqual(code.top + 1);
      // The same dark surface whatever the page's mode.
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(120);
      await page.context().close();
    }
  });

  it('inside Tabs too, the file name and language share the header bar with the buttons, never under them', async () => {
    for (const width of [390, 1440]) {
      const page = await pageAt(width);
      await gotoHydrated(page, '/en/docs/intro/ai-tools');
      const tabs = page.locator('.rp-doc .rp-tabs').filter({ hasText: 'Claude Code' });
      const labels = tabs.locator('.rp-tabs__label__item');
      await expect.poll(() => labels.count()).toBe(3);
      for (const label of await labels.all()) {
        await label.click();
        const block = tabs.locator('.rp-tabs__content__item--active .rp-codeblock.ap-codeblock');
        await expect.poll(() => block.count()).toBeGreaterThan(0);
        await block.last().scrollIntoViewIfNeeded();
        const panels = await block.evaluateAll((blocks) =>
          blocks.map((el) => {
            const rect = (selector: string) => {
              const r = el.querySelector(selector)?.getBoundingClientRect();
              return r && { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            };
            return {
              bar: rect('.rp-codeblock__title'),
              texts: [rect('.ap-codeblock__lang'), rect('.ap-codeblock__file')].filter(Boolean),
              copy: rect('.rp-code-copy-button'),
            };
          }),
        );
        for (const { bar, texts, copy } of panels) {
          const where = `${width} px, ${await label.textContent()}`;
          expect(bar && copy && texts.length, where).toBeTruthy();
          if (!bar || !copy) continue;
          // The copy button sits in the bar.
          expect(copy.top, where).toBeGreaterThanOrEqual(bar.top - 1);
          expect(copy.bottom, where).toBeLessThanOrEqual(bar.bottom + 1);
          for (const text of texts) {
            if (!text) continue;
            const overlaps =
              text.left < copy.right &&
              copy.left < text.right &&
              text.top < copy.bottom &&
              copy.top < text.bottom;
            expect(overlaps, `${where}: ${JSON.stringify({ text, copy })}`).toBe(false);
            expect(text.right, where).toBeLessThanOrEqual(copy.left);
          }
        }
      }
      await page.context().close();
    }
  });
});

describe('diagrams', () => {
  it('never draw text below 12 px: a wide one scrolls sideways, in the brand palette', async () => {
    for (const width of [390, 1440]) {
      const page = await pageAt(width);
      await gotoHydrated(page, '/en/docs/webhook/transaction');
      await page.locator('.ap-mermaid-slot').first().scrollIntoViewIfNeeded();
      const svg = page.locator('.ap-mermaid-slot svg').first();
      await svg.waitFor({ timeout: 60_000 });
      await expect
        .poll(() =>
          svg.evaluate((el) => {
            const scale =
              el.getBoundingClientRect().width / (el as SVGSVGElement).viewBox.baseVal.width;
            const sizes = [...el.querySelectorAll('text')]
              .filter((t) => t.textContent?.trim())
              .map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * scale);
            return Math.min(...sizes);
          }),
        )
        .toBeGreaterThanOrEqual(11.95);
      // The region scrolls and is reachable by keyboard.
      const region = page.locator('.ap-mermaid-scroll').first();
      await expect.poll(() => region.getAttribute('tabindex')).toBe('0');
      // Actors in the brand's green, not mermaid's lavender.
      await expect
        .poll(() =>
          svg
            .locator('rect.actor')
            .first()
            .evaluate((el) => getComputedStyle(el).stroke),
        )
        .toBe('rgb(12, 125, 90)');
      await page.context().close();
    }
  });

  it('are focusable from the moment they scroll: no task sees a scrolling diagram without a Tab stop', async () => {
    const page = await pageAt(390);
    // Registered before the page's own code: after every change to the page, the next task
    // (where a test tool or assistive technology could read the page) checks every diagram region.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { scrollGaps: string[] }).scrollGaps = seen;
      new MutationObserver(() =>
        setTimeout(() => {
          for (const region of document.querySelectorAll('.ap-mermaid-scroll')) {
            if (region.scrollWidth > region.clientWidth + 1 && !region.hasAttribute('tabindex'))
              seen.push(`${region.scrollWidth} > ${region.clientWidth}, no tabindex`);
          }
        }),
      ).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await gotoHydrated(page, '/en/docs/intro/3ds-authentication');
    const slots = page.locator('.ap-mermaid-slot');
    await expect.poll(() => slots.count()).toBeGreaterThan(0);
    for (const slot of await slots.all()) {
      await slot.scrollIntoViewIfNeeded();
      await slot.locator('svg').first().waitFor({ timeout: 60_000 });
      await expect
        .poll(() => slot.locator('.ap-mermaid-scroll').getAttribute('tabindex'))
        .toBe('0');
    }
    expect(
      await page.evaluate(() => (window as unknown as { scrollGaps: string[] }).scrollGaps),
    ).toEqual([]);
    await page.context().close();
  });

  it('draw every label whole: a label that wraps fits the box mermaid measured for it', async () => {
    for (const [width, url] of [
      [995, '/docs/guides/settlement'],
      [1440, '/en/docs/guides/settlement'],
    ] as const) {
      const page = await pageAt(width);
      await gotoHydrated(page, url);
      await page.locator('.ap-mermaid-slot').first().scrollIntoViewIfNeeded();
      const svg = page.locator('.ap-mermaid-slot svg').first();
      await svg.waitFor({ timeout: 60_000 });
      const labels = () =>
        svg.evaluate((el) =>
          [...el.querySelectorAll('foreignObject')]
            .filter((fo) => fo.textContent?.trim())
            .map((fo) => {
              const box = fo.getBoundingClientRect();
              // The text's own lines: a clipped line still has its rectangle.
              const range = document.createRange();
              range.selectNodeContents(fo);
              const text = range.getBoundingClientRect();
              return {
                label: fo.textContent?.trim() ?? '',
                cut: Math.round(Math.max(text.bottom - box.bottom, box.top - text.top, 0)),
              };
            }),
        );
      // The state diagram's edge labels wrap to two lines ("card paid (one per installment)").
      await expect.poll(async () => (await labels()).length).toBeGreaterThanOrEqual(4);
      const cut = (await labels()).filter((l) => l.cut > 1);
      expect(cut, `${width} px ${url}`).toEqual([]);
      await page.context().close();
    }
  });
});

describe('tables', () => {
  it('test values never break and the table reflows at 390 px; at 1440 px tokens stay whole', async () => {
    for (const width of [390, 995, 1440]) {
      const page = await pageAt(width);
      await gotoHydrated(page, '/en/docs/intro/test-data');
      // A field with its value may wrap at its space; values, statuses and events never.
      await expect(
        broken(page, '.ap-test-data__table code:not(.ap-test-data__field)'),
      ).resolves.toEqual([]);
      const scrolls = await page
        .locator('.ap-test-data__scroll')
        .evaluateAll((regions) => regions.filter((r) => r.scrollWidth > r.clientWidth + 1).length);
      expect(scrolls, `${width} px`).toBe(0);
      await page.context().close();
    }
  });

  it('the error catalogue is a compact list whose codes stay whole', async () => {
    const page = await pageAt(390);
    await gotoHydrated(page, '/en/docs/api/errors');
    await expect(broken(page, '.rp-doc h3 code')).resolves.toEqual([]);
    const entry = page.locator('.ap-api-error').first();
    // Entries under rules, not boxed cards.
    await expect
      .poll(() => entry.evaluate((el) => getComputedStyle(el).borderTopWidth))
      .toBe('0px');
  });
});

describe('phone menu', () => {
  it('opens at its top on a deep page, its close button on screen and pinned', async () => {
    const page = await pageAt(390, 844);
    await gotoHydrated(page, '/en/docs/api/user-wallet-controller-get-balance');
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const close = page.getByRole('button', { name: 'Close the site menu' });
    await expect.poll(async () => (await close.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    // Scrolled to the bottom, the close button stays.
    await page.locator('.ap-site-menu__panel').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(async () => (await close.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  });
});

describe('language switch', () => {
  it('keeps the reader’s place: the other language opens at the same heading', async () => {
    const page = await pageAt(1440);
    await gotoHydrated(page, GUIDE);
    // Reading a little below the heading "3. Create the Pix charge" (scrolled again while parts
    // drawn near the viewport push it down).
    const heading = page.locator('#create-pix-charge');
    await expect
      .poll(() =>
        heading.evaluate(async (el) => {
          window.scrollTo({
            top: el.getBoundingClientRect().top + window.scrollY - 40,
            behavior: 'instant',
          });
          await new Promise((done) => setTimeout(done, 300));
          return Math.round(el.getBoundingClientRect().top);
        }),
      )
      .toBe(40);
    const menu = page.locator('.rp-nav').getByRole('button', { name: /Language/ });
    // Clicked as a reader does: Playwright's own click first scrolls the sticky navbar's button
    // "into view", to where the navbar sits in the page's flow, which moves the reader away.
    await menu.evaluate((button) => (button as HTMLElement).click());
    const link = page.getByRole('menuitemradio', { name: 'Português (Brasil)' });
    await expect.poll(() => link.getAttribute('href')).toMatch(/#create-pix-charge$/);
    await link.evaluate((a) => (a as HTMLElement).click());
    await expect
      .poll(() => page.url())
      .toMatch(/\/docs\/intro\/getting-started#create-pix-charge$/);
    await expect
      .poll(() =>
        page.locator('#create-pix-charge').evaluate((el) => el.getBoundingClientRect().top),
      )
      .toBeLessThan(300);
  });
});

describe('outline', () => {
  it('shows reading progress as a bar, not an empty ring', async () => {
    const page = await pageAt(1440);
    await gotoHydrated(page, GUIDE);
    await expect.poll(() => page.locator('.rp-progress-circle').count()).toBe(0);
    await expect.poll(() => page.locator('.rp-outline .ap-read-percent').count()).toBe(1);
  });
});

describe('API reference', () => {
  it('parameters and headers in one compact list; response headers the API always sends are not "optional"', async () => {
    const page = await pageAt(1440);
    await gotoHydrated(page, `/en${apiEntry}`);
    await expect
      .poll(() => page.locator('#parameters ~ * table, .ap-api-responses table').count())
      .toBe(0);
    const header = page.locator('li[data-parameter="X-Request-Id"]').first();
    await page
      .locator('.ap-api-responses__details')
      .first()
      .evaluate((el) => {
        (el as HTMLDetailsElement).open = true;
      });
    await expect.poll(() => header.textContent()).not.toMatch(/optional/);
    await expect
      .poll(() => page.locator('li[data-parameter="Idempotency-Key"] .ap-schema__head').count())
      .toBe(1);
  });

  it('Try it: the body schema follows the body being sent', async () => {
    const page = await pageAt(1440);
    await gotoHydrated(page, `/en${apiEntry}`);
    const pressed = page
      .locator('#request-body ~ .ap-schema .ap-schema-variants__option[aria-pressed="true"]')
      .first();
    await expect.poll(() => pressed.textContent()).toBe('pix');
    await page.getByTestId('try-it-toggle').click();
    await page.getByTestId('try-it-console').waitFor();
    const examples = page.getByTestId('try-it-body-example');
    const card = await examples
      .locator('option')
      .evaluateAll(
        (options) =>
          (options as HTMLOptionElement[]).find((o) => /card/i.test(o.textContent ?? ''))?.value,
      );
    await examples.selectOption(card ?? '1');
    await expect.poll(() => pressed.textContent()).toBe('credit_card');
  });
});
