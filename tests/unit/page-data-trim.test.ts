import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { pluginPageDataTrim, trimPageData } from '../../plugins/page-data-trim';

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
});
