import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadBlog } from '../../plugins/blog/load-blog';
import { groupByYear } from '../../shared/blog/post-order';
import { summarize } from '../../theme/seo/page-head';
import { baseUrl, gotoHydrated, setupBrowser } from '../support/browser';
import { siteBlogSource } from '../support/site-blog';

const { newPage } = setupBrowser();

const _root = path.resolve(import.meta.dirname, '../..');
/** What the site was built from: the expected order, dates and titles. */
const blog = loadBlog(siteBlogSource);
const enPosts = blog.posts.en;
const ptPosts = blog.posts['pt-BR'];

async function sidebarEntries(page: Page) {
  return page.locator('.rp-doc-layout__sidebar .rp-sidebar-item').evaluateAll((items) =>
    items.map((item) => ({
      depth: Number(item.getAttribute('data-depth')),
      group: item.classList.contains('rp-sidebar-group'),
      text: item.textContent?.trim() ?? '',
      href: item.getAttribute('href'),
    })),
  );
}

describe('blog list', () => {
  it('lists every post newest first, with title, date, reading time, authors and summary', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/blog');
    const cards = page.getByTestId('blog-list').locator('article');
    await expect.poll(() => cards.count()).toBe(enPosts.length);

    const dates = await cards
      .locator('time')
      .evaluateAll((t) => t.map((e) => e.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toEqual(enPosts.map((p) => p.date));

    const titles = await cards.locator('h2').allTextContents();
    expect(titles).toEqual(enPosts.map((p) => p.title));

    const first = cards.first();
    const newest = enPosts[0];
    await expect
      .poll(() => first.locator('time').textContent())
      .toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
    await expect.poll(() => first.textContent()).toContain(`${newest?.readingMinutes} min read`);
    await expect.poll(() => first.textContent()).toContain(newest?.summary);
    for (const author of newest?.authors ?? []) {
      await expect.poll(() => first.getByText(author.name, { exact: true }).isVisible()).toBe(true);
    }

    // The title links to the post.
    await first.getByRole('link', { name: newest?.title }).click();
    await page.waitForURL(`**/en/blog/${newest?.slug}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(newest?.title);
  });

  it("the posts come with the list page alone, not with every page's script", async () => {
    const newest = enPosts[0];
    expect(newest).toBeDefined();
    // The served list (no JavaScript) has every post, in both languages.
    for (const [list, posts] of [
      ['/en/blog', enPosts],
      ['/blog', ptPosts],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${list}`)).text();
      const summaries = html.match(/class="ap-blog-card__summary"/g) ?? [];
      expect(summaries, list).toHaveLength(posts.length);
    }

    // A guide's scripts (everything it loads until idle) carry no post summary.
    const page = await newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await gotoHydrated(page, '/en/docs/intro/getting-started');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const post of [...enPosts, ...ptPosts])
      expect(scripts.some((script) => script.includes(post.summary))).toBe(false);

    // Reached by a client-side navigation, the list still shows every post.
    await page.locator('.rp-nav').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/en/blog');
    const cards = page.getByTestId('blog-list').locator('article');
    await expect.poll(() => cards.count()).toBe(enPosts.length);
    await expect.poll(() => cards.first().textContent()).toContain(newest?.summary);
  });

  it('links the RSS and Atom feeds, visibly and in the <head>', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/blog');
    const feeds = page.getByTestId('blog-feeds');
    await expect
      .poll(() => feeds.getByRole('link', { name: 'Feed RSS' }).getAttribute('href'))
      .toBe('/blog/rss.xml');
    await expect
      .poll(() => feeds.getByRole('link', { name: 'Feed Atom' }).getAttribute('href'))
      .toBe('/blog/atom.xml');
    const alternates = await page
      .locator('head link[rel="alternate"][type$="+xml"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('type'), l.getAttribute('href')]));
    expect(alternates).toEqual([
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
    ]);
    const response = await page.request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
  });

  it('groups the sidebar by year, newest year first and newest post first inside a year', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/blog');
    const entries = await sidebarEntries(page);
    expect(entries[0]).toMatchObject({ text: 'Todos os posts', href: '/blog', group: false });

    const expected = groupByYear(ptPosts).flatMap((g) => [
      { depth: 0, group: true, text: g.year, href: null },
      ...g.posts.map((p) => ({ depth: 1, group: false, text: p.title, href: p.link })),
    ]);
    expect(entries.slice(1)).toEqual(expected);
    const years = expected.filter((e) => e.group).map((e) => e.text);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect(years).toEqual([...years].sort().reverse());
  });

  it('is in the navbar in both languages, and on the home page', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/en/');
    const nav = page.locator('.rp-nav');
    await expect
      .poll(() => nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('href'))
      .toBe('/en/blog');
    // Home feature cards are clickable articles, not links.
    await page.locator('.rp-home-feature__card').filter({ hasText: 'Blog' }).click();
    await page.waitForURL('**/en/blog');
    await gotoHydrated(page, '/');
    await expect
      .poll(() =>
        page
          .locator('.rp-nav')
          .getByRole('link', { name: 'Blog', exact: true })
          .getAttribute('href'),
      )
      .toBe('/blog');
  });
});

describe('blog post', () => {
  it('shows the date, the authors with their avatars, and the reading time', async () => {
    const page = await newPage();
    const post = ptPosts[1];
    await gotoHydrated(page, `/blog/${post?.slug}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(post?.title);
    const meta = page.getByTestId('blog-post-meta');
    await expect.poll(() => meta.locator('time').getAttribute('datetime')).toBe(post?.date);
    await expect
      .poll(() => meta.locator('time').textContent())
      .toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    await expect.poll(() => meta.textContent()).toContain(`${post?.readingMinutes} min de leitura`);
    for (const author of post?.authors ?? []) {
      const item = meta.locator('li').filter({ hasText: author.name });
      await expect.poll(() => item.textContent()).toContain(author.title);
      const avatar = item.locator('img');
      await avatar.scrollIntoViewIfNeeded();
      await expect.poll(() => avatar.getAttribute('src')).toBe(author.avatar);
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The post's summary is its meta description (cut to the length search engines show).
    await expect
      .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
      .toBe(summarize(post?.summary ?? ''));
  });

  it('links the previous (older) and next (newer) posts', async () => {
    const page = await newPage();
    const [newest, second, third] = enPosts;
    await gotoHydrated(page, `/en/blog/${second?.slug}`);
    const pager = page.getByRole('navigation', { name: 'More posts' });
    const previous = pager.getByRole('link', { name: /Previous post/ });
    const next = pager.getByRole('link', { name: /Next post/ });
    await expect.poll(() => previous.textContent()).toContain(third?.title);
    await expect.poll(() => next.textContent()).toContain(newest?.title);
    // The sidebar's own previous/next page links are not shown on posts.
    await expect.poll(() => page.getByText('Previous page', { exact: true }).count()).toBe(0);

    await next.click();
    await page.waitForURL(`**/en/blog/${newest?.slug}`);
    await expect
      .poll(() => page.getByTestId('blog-post-meta').locator('time').getAttribute('datetime'))
      .toBe(newest?.date);
    // The newest post has no next post; the oldest has no previous one.
    await expect.poll(() => pager.getByRole('link', { name: /Next post/ }).count()).toBe(0);
    const oldest = enPosts.at(-1);
    await gotoHydrated(page, `/en/blog/${oldest?.slug}`);
    await expect.poll(() => pager.getByRole('link', { name: /Previous post/ }).count()).toBe(0);
    await expect.poll(() => pager.getByRole('link', { name: /Next post/ }).count()).toBe(1);
  });

  it('switches language to its twin, and back', async () => {
    const page = await newPage();
    const pt = ptPosts[0];
    const en = enPosts.find((p) => p.slug === pt?.slug);
    await gotoHydrated(page, `/blog/${pt?.slug}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(pt?.title);

    const menu = page.locator('.rp-nav__others');
    await menu.getByRole('button', { name: /Idioma/ }).click();
    await menu.getByRole('menuitemradio', { name: 'English', exact: true }).click();
    await page.waitForURL(`**/en/blog/${pt?.slug}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(en?.title);
    await expect.poll(() => page.getByTestId('blog-post-meta').textContent()).toContain('min read');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

    await menu.getByRole('button', { name: /Language/ }).click();
    await menu.getByRole('menuitemradio', { name: 'Português (Brasil)', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/blog/${pt?.slug}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(pt?.title);
  });
});
