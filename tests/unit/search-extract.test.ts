import { describe, expect, it } from 'vitest';
import { readApiOperation } from '../../plugins/search-index/api-operation';
import { extractPage } from '../../plugins/search-index/extract-page';
import { pageDocuments } from '../../plugins/search-index/page-documents';
import { readFrontmatter } from '../../plugins/search-index/read-frontmatter';
import { builtPostPage, chromeTexts } from '../support/page-chrome-markup';

const html = `<!doctype html><html><head><title>Authentication | Acme Pay Developers</title>
<meta name="description" content="How to authenticate."></head><body>
<nav class="rp-nav">Docs Search Navbar</nav>
<aside class="rp-doc-layout__sidebar"><a href="/x">Sidebar link</a></aside>
<div class="rp-doc rspress-doc"><h1 id="authentication"><a class="rp-header-anchor" aria-hidden="true" href="#authentication">#</a>Authentication</h1>
<p>Every call carries an <strong>API</strong> key.</p>
<h2 id="sending"><a class="rp-header-anchor" aria-hidden="true" href="#sending">#</a>Sending the key</h2>
<p>Use the <code>Bearer</code> scheme:</p>
<div class="rp-codeblock"><button class="rp-code-copy-button">Copy code</button><pre class="shiki"><code><span class="line">curl -H "Authorization: Bearer sk_test_1"</span>
<span class="line">  https://api.acmepay.example/v2/transactions</span></code></pre></div>
<h3 id="rotation">Rotation</h3><p>Rotate&nbsp;keys.</p>
<h4 id="detail">A detail</h4><p>Deep text.</p>
<div data-search-ignore><p>Interactive widget labels</p></div>
<script>var secret = 1;</script>
</div>
<aside class="rp-outline">On this page</aside></body></html>`;

describe('page extraction of content only', () => {
  const page = extractPage(builtPostPage);

  it('leaves out the hidden AI menu and the blog post header (bylines, roles, reading time)', () => {
    const all = JSON.stringify(page);
    for (const text of chromeTexts) expect(all).not.toContain(text);
  });

  it('keeps the content around them', () => {
    expect(page?.title).toBe('3-D Secure 2.2');
    expect(page?.sections.map((s) => s.text)).toEqual([
      'Card fraud in Brazilian e-commerce is paid for in chargebacks.',
      'The card is already collected by the library.',
    ]);
  });
});

describe('page extraction', () => {
  const page = extractPage(html);

  it('reads the title, description and the article only', () => {
    expect(page?.title).toBe('Authentication');
    expect(page?.description).toBe('How to authenticate.');
    const all = JSON.stringify(page);
    expect(all).not.toContain('Navbar');
    expect(all).not.toContain('Sidebar link');
    expect(all).not.toContain('On this page');
  });

  it('splits sections at h2 and h3, keeping h4 in its section', () => {
    expect(page?.sections.map((s) => [s.anchor, s.level, s.heading])).toEqual([
      ['', 1, 'Authentication'],
      ['sending', 2, 'Sending the key'],
      ['rotation', 3, 'Rotation'],
    ]);
    expect(page?.sections[0]?.text).toBe('Every call carries an API key.');
    expect(page?.sections[2]?.text).toBe('Rotate keys. A detail Deep text.');
  });

  it('keeps code apart and skips anchors, buttons, scripts and ignored parts', () => {
    const sending = page?.sections[1];
    expect(sending?.text).toBe('Use the Bearer scheme:');
    expect(sending?.code).toContain('Authorization: Bearer sk_test_1');
    expect(sending?.code).toContain('/v2/transactions');
    const all = JSON.stringify(page);
    expect(all).not.toContain('Copy code');
    expect(all).not.toContain('#');
    expect(all).not.toContain('secret');
    expect(all).not.toContain('Interactive widget');
  });

  it('separates words that components lay out apart, not words inside a sentence or code', () => {
    const api = extractPage(`<div class="rspress-doc"><h1 id="t">Refund</h1>
      <p><span class="badge">POST</span><code>/transactions/<span class="param">{id}</span>/refund</code></p>
      <table><tr><td><span>application/json</span><span>RefundRequest</span><span>optional</span></td></tr></table>
      <p>Pay with <strong>PIX</strong>, or <em>card</em>s.</p>
      <pre><code><span class="line"><span>"Authorization</span><span>: Bearer</span><span> sk_test_1"</span></span></code></pre></div>`);
    expect(api?.sections[0]?.text).toBe(
      'POST /transactions/{id}/refund application/json RefundRequest optional Pay with PIX, or cards.',
    );
    expect(api?.sections[0]?.code).toContain('"Authorization: Bearer sk_test_1"');
  });

  it('returns null for a page without article content', () => {
    expect(extractPage('<html><body><main class="home">Hero</main></body></html>')).toBeNull();
  });

  it('turns sections into documents with breadcrumbs and anchors', () => {
    if (!page) throw new Error('no page');
    const docs = pageDocuments({
      url: '/en/docs/intro/authentication',
      section: 'guides',
      page,
      api: null,
    });
    expect(docs.map((d) => [d.id, d.headings])).toEqual([
      ['/en/docs/intro/authentication', []],
      ['/en/docs/intro/authentication#sending', ['Sending the key']],
      ['/en/docs/intro/authentication#rotation', ['Sending the key', 'Rotation']],
    ]);
    expect(docs[0]?.text).toBe('How to authenticate. Every call carries an API key.');
  });
});

describe('dated entries', () => {
  const changelog = `<html><body><div class="rspress-doc"><h1>Changelog</h1>
<p>Updated <time datetime="2026-01-01">January 1</time>.</p>
<h3 id="test-cards">Test card numbers</h3><p class="meta"><time dateTime="2026-11-27">November 27, 2026</time><span>Additive</span></p><p>New test cards.</p>
<h3 id="later-time">Idempotency keys</h3><p>Sent since <time datetime="2025-03-01">March 2025</time>.</p>
</div></body></html>`;

  it('dates a section that opens with a time, not one that names a date in its prose', () => {
    const page = extractPage(changelog);
    if (!page) throw new Error('no page');
    expect(page.sections.map((s) => [s.anchor, s.date])).toEqual([
      ['', undefined],
      ['test-cards', '2026-11-27'],
      ['later-time', undefined],
    ]);
    const docs = pageDocuments({
      url: '/en/docs/guides/changelog',
      section: 'guides',
      page,
      api: null,
    });
    expect(docs.map((d) => d.date)).toEqual([undefined, '2026-11-27', undefined]);
  });
});

describe('API operation frontmatter', () => {
  const source = `---
title: Refund a transaction
api:
  method: post
  path: /transactions/{id}/refund
  operationId: UserTransactionController_refundTransaction
  summary: Refund a transaction
  parameters: [id, { name: amount }]
---
# Refund`;

  it('reads method, path, operationId, summary and parameter names', () => {
    const { data } = readFrontmatter(source);
    expect(readApiOperation(data, 'x.mdx')).toEqual({
      method: 'POST',
      path: '/transactions/{id}/refund',
      operationId: 'UserTransactionController_refundTransaction',
      summary: 'Refund a transaction',
      parameters: ['id', 'amount'],
    });
    expect(readApiOperation({ title: 'Guide' }, 'x.mdx')).toBeNull();
  });

  it('rejects a malformed operation, naming the file and the field', () => {
    expect(() =>
      readApiOperation({ api: { method: 'FETCH', path: '/x' } }, 'docs/en/a.mdx'),
    ).toThrow('docs/en/a.mdx: frontmatter "api.method" must be one of GET, POST');
    expect(() => readApiOperation({ api: { method: 'GET', path: 'x' } }, 'a.mdx')).toThrow(
      '"api.path" must start with "/"',
    );
    expect(() => readApiOperation({ api: { method: 'GET' } }, 'a.mdx')).toThrow(
      '"api.path" is required',
    );
    expect(() =>
      readApiOperation({ api: { method: 'GET', path: '/x', parameters: [3] } }, 'a.mdx'),
    ).toThrow('"api.parameters[0]" must be a name');
  });

  it('reports YAML it cannot read instead of throwing', () => {
    expect(readFrontmatter('---\na: [\n---\nbody').error).toBeTruthy();
    expect(readFrontmatter('# no frontmatter')).toEqual({ data: {} });
  });
});
