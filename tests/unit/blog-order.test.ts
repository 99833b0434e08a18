import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { blogSidebar } from '../../plugins/blog/sidebar';
import { groupByYear, neighboursOf, sortNewestFirst } from '../../shared/blog/post-order';
import type { BlogPostSummary } from '../../shared/blog/types';

function post(slug: string, date: string, lang: 'en' | 'pt-BR' = 'en'): BlogPostSummary {
  const prefix = lang === 'en' ? '/en' : '';
  return {
    slug,
    lang,
    link: `${prefix}/blog/${slug}`,
    title: `Title of ${slug}`,
    date,
    summary: 'A summary.',
    tags: ['api'],
    authors: [],
    readingMinutes: 3,
  };
}

// Deliberately out of order, with two posts on one day and a year gap.
const posts = [
  post('spring-2025', '2025-04-02'),
  post('launch-b', '2026-03-10'),
  post('autumn-2024', '2024-10-30'),
  post('launch-a', '2026-03-10'),
  post('winter-2026', '2026-01-15'),
  post('summer-2025', '2025-07-21'),
];

describe('blog order', () => {
  it('lists posts newest first; posts of the same day by slug', () => {
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual([
      'launch-a',
      'launch-b',
      'winter-2026',
      'summer-2025',
      'spring-2025',
      'autumn-2024',
    ]);
  });

  it('groups by year, newest year first and newest post first inside a year', () => {
    const groups = groupByYear(posts);
    expect(groups.map((g) => g.year)).toEqual(['2026', '2025', '2024']);
    expect(groups[0]?.posts.map((p) => p.slug)).toEqual(['launch-a', 'launch-b', 'winter-2026']);
    expect(groups[1]?.posts.map((p) => p.slug)).toEqual(['summer-2025', 'spring-2025']);
    expect(groups[2]?.posts.map((p) => p.slug)).toEqual(['autumn-2024']);
  });

  it('previous is the older neighbour, next the newer one', () => {
    expect(neighboursOf(posts, 'summer-2025')).toMatchObject({
      previous: { slug: 'spring-2025' },
      next: { slug: 'winter-2026' },
    });
    const newest = neighboursOf(posts, 'launch-a');
    expect(newest.next).toBeUndefined();
    expect(newest.previous?.slug).toBe('launch-b');
    const oldest = neighboursOf(posts, 'autumn-2024');
    expect(oldest.previous).toBeUndefined();
    expect(oldest.next?.slug).toBe('spring-2025');
  });
});

describe('blog sidebar', () => {
  const mixed = [...posts, post('only-portuguese-list', '2027-01-01', 'pt-BR')];

  it('starts with the list page, then one group per year, newest first', () => {
    const sidebar = blogSidebar(mixed, 'en', 'All posts');
    expect(sidebar[0]).toEqual({ text: 'All posts', link: '/en/blog' });
    const groups = sidebar.slice(1) as SidebarGroup[];
    expect(groups.map((g) => g.text)).toEqual(['2026', '2025', '2024']);
    expect(groups[0]?.collapsed).toBe(false);
    const items = (groups[0]?.items ?? []) as SidebarItem[];
    expect(items.map((i) => i.link)).toEqual([
      '/en/blog/launch-a',
      '/en/blog/launch-b',
      '/en/blog/winter-2026',
    ]);
    expect(items[0]?.text).toBe('Title of launch-a');
  });

  it('holds only the posts of its locale, with its links', () => {
    const sidebar = blogSidebar(mixed, 'pt-BR', 'Todos os posts');
    expect(sidebar[0]).toEqual({ text: 'Todos os posts', link: '/blog' });
    const groups = sidebar.slice(1) as SidebarGroup[];
    expect(groups.map((g) => g.text)).toEqual(['2027']);
    expect(groups[0]?.items).toEqual([
      { text: 'Title of only-portuguese-list', link: '/blog/only-portuguese-list' },
    ]);
  });
});
