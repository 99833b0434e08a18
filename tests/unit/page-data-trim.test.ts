import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { hideOwnPageFields, pluginPageDataTrim, trimPageData } from '../../plugins/page-data-trim';

const page = () =>
  ({
    title: 'Create a transaction',
    routePath: '/en/docs/api/create',
    lang: 'en',
    toc: [{ id: 'request', text: 'Request', depth: 2, charIndex: 0 }],
    _relativePath: 'en/docs/api/create.mdx',
    _filepath: '/site/docs/en/docs/api/create.mdx',
    description: 'Charges a customer.',
    frontmatter: {
      title: 'Create a transaction',
      pageType: 'doc-wide',
      api: { method: 'POST', path: '/transactions' },
      hero: { name: 'x' },
      description: 'Charges a customer.',
    },
    lastUpdatedDate: { iso: '2026-01-01', text: 'January 1, 2026' },
  }) as unknown as PageIndexInfo;

describe('page data bundled into the main script', () => {
  it('drops the outline, the source path and frontmatter only the page itself reads', () => {
    const data = page();
    trimPageData(data);
    expect(data).toEqual({
      title: 'Create a transaction',
      routePath: '/en/docs/api/create',
      lang: 'en',
      _filepath: '/site/docs/en/docs/api/create.mdx',
      description: 'Charges a customer.',
      frontmatter: { title: 'Create a transaction', pageType: 'doc-wide' },
      lastUpdatedDate: { iso: '2026-01-01', text: 'January 1, 2026' },
    });
  });

  it('trims in production builds only', async () => {
    const plugin = pluginPageDataTrim();
    const dev = page();
    await plugin.extendPageData?.(dev, false);
    expect(dev.toc).toHaveLength(1);
    const prod = page();
    await plugin.extendPageData?.(prod, true);
    expect('toc' in prod).toBe(false);
  });

  it('moves the description and last-updated date out of the bundled list, readable by build code', () => {
    const data = page();
    Reflect.deleteProperty(data, 'lastUpdatedDate');
    trimPageData(data);
    hideOwnPageFields(data);
    // The last-updated plugin sets its date later (its hook awaits git).
    Reflect.set(data, 'lastUpdatedDate', { iso: '2026-02-02', text: 'February 2, 2026' });
    // Rspress copies the list with `{ content, _filepath, ...rest } = page`.
    const { _filepath, ...bundled } = data as unknown as Record<string, unknown>;
    expect(bundled).not.toHaveProperty('description');
    expect(bundled).not.toHaveProperty('lastUpdatedDate');
    expect(JSON.stringify(data)).not.toContain('Charges a customer.');
    expect(data.description).toBe('Charges a customer.');
  });

  it("puts them in the page's own route chunk: its MDX page meta", async () => {
    const plugin = pluginPageDataTrim();
    const prod = page();
    await plugin.extendPageData?.(prod, true);
    const remark = plugin.markdown?.remarkPlugins?.[0] as unknown as (this: {
      data(): { pageMeta: Record<string, unknown> };
    }) => (tree: unknown, file: { path?: string }) => void;
    /** Rspress' MDX processor: one `pageMeta` per compiled file. */
    const compile = (file: string) => {
      const data = { pageMeta: { toc: [] } as Record<string, unknown> };
      remark.call({ data: () => data })({ type: 'root', children: [] }, { path: file });
      return data.pageMeta;
    };
    expect(compile('/site/docs/en/docs/api/create.mdx')).toEqual({
      toc: [],
      description: 'Charges a customer.',
      lastUpdatedDate: { iso: '2026-01-01', text: 'January 1, 2026' },
    });
    // Other files' meta is left alone.
    expect(compile('/site/docs/en/other.mdx')).toEqual({ toc: [] });
  });

  it("keeps a blog post's data and the blog list's posts out of the bundled list", () => {
    const post = {
      ...page(),
      blogPost: { slug: 'launch', summary: 'The cash-out API is live.' },
      blogPosts: [{ slug: 'launch', summary: 'The cash-out API is live.' }],
    } as unknown as PageIndexInfo;
    trimPageData(post);
    hideOwnPageFields(post);
    const { _filepath, ...bundled } = post as unknown as Record<string, unknown>;
    expect(bundled).not.toHaveProperty('blogPost');
    expect(bundled).not.toHaveProperty('blogPosts');
    expect(JSON.stringify(post)).not.toContain('The cash-out API is live.');
    expect(Reflect.get(post, 'blogPost')).toEqual({
      slug: 'launch',
      summary: 'The cash-out API is live.',
    });
  });
});
