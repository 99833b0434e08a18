import { describe, expect, it } from 'vitest';
import { pathWords, suggestPages } from '../../theme/logic/not-found-suggestions';

const pages = [
  { routePath: '/en/docs/webhook/cashout', title: 'Cash-out webhooks' },
  { routePath: '/en/docs/webhook/transaction', title: 'Transaction webhooks' },
  { routePath: '/en/docs/guides/refunds', title: 'Refunds' },
  { routePath: '/en/docs/intro/getting-started', title: 'Getting started' },
  {
    routePath: '/en/docs/api/user-transaction-controller-refund-transaction',
    title: 'Refund a transaction',
  },
];

describe('pathWords', () => {
  it('keeps the meaningful words of a path: no locale, extension, docs folder or escapes', () => {
    expect(pathWords('/en/docs/webhoks/cash-out.html', '/en')).toBe('webhoks cash out');
    expect(pathWords('/docs/guias/devolu%C3%A7%C3%A3o', '')).toBe('guias devolução');
    // A malformed escape does not throw.
    expect(pathWords('/docs/%E0%A4%A', '')).toBe('E0 A4');
    expect(pathWords('/', '')).toBe('');
  });
});

describe('suggestPages', () => {
  it('finds a page from a typo, a moved path or a truncated slug', () => {
    expect(suggestPages(pages, '/en/docs/webhok/cash-out', '/en')[0]?.routePath).toBe(
      '/en/docs/webhook/cashout',
    );
    expect(suggestPages(pages, '/en/refunds', '/en')[0]?.routePath).toBe('/en/docs/guides/refunds');
    expect(
      suggestPages(pages, '/en/docs/api/user-transaction-controller-refund', '/en')[0]?.routePath,
    ).toBe('/en/docs/api/user-transaction-controller-refund-transaction');
  });

  it('ranks a guide above a blog post with the same words', () => {
    const withPost = [
      { routePath: '/en/blog/cash-out-api-launch', title: 'The cash-out API is live' },
      ...pages,
    ];
    const found = suggestPages(withPost, '/en/docs/webhok/cash-out', '/en').map((p) => p.routePath);
    expect(found[0]).toBe('/en/docs/webhook/cashout');
    expect(found).toContain('/en/blog/cash-out-api-launch');
  });

  it('suggests nothing for a path without words, and at most the limit', () => {
    expect(suggestPages(pages, '/en/', '/en')).toEqual([]);
    expect(suggestPages(pages, '/en/docs/webhook', '/en', 1)).toHaveLength(1);
  });
});
