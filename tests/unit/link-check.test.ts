import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../plugins/link-check';
import { extractLinks } from '../../plugins/link-check/extract-links';
import {
  candidateFiles,
  findBrokenLinks,
  findDuplicateIds,
} from '../../plugins/link-check/find-broken-links';

const page = (file: string, html: string) => ({ file, ...extractLinks(html) });

describe('link check', () => {
  it('maps clean URLs to the files that can answer them', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/en/')).toEqual(['en/index.html']);
    expect(candidateFiles('/en/docs')).toEqual(['en/docs.html', 'en/docs/index.html']);
    expect(candidateFiles('/openapi.json')).toEqual(['openapi.json']);
  });

  it('reports links to missing pages and anchors, and nothing else', () => {
    const pages = [
      page(
        'en/docs/a.html',
        `<h2 id="intro">Intro</h2>
         <a href="/en/docs/b">ok</a> <a href="/en/docs/b#setup">ok anchor</a>
         <a href="#intro">ok same page</a> <a href="https://example.com/x">external</a>
         <a href="mailto:x@example.com">mail</a> <a href="/openapi.json">file</a>
         <a href="/en/docs/missing">bad</a> <a href="/en/docs/b#nope">bad anchor</a>
         <a href="#gone">bad same page</a> <a href="b">relative ok</a>`,
      ),
      page('en/docs/b.html', '<h2 id="setup">Setup</h2>'),
    ];
    const broken = findBrokenLinks(pages, (f) => f === 'openapi.json');
    expect(broken).toEqual([
      { file: 'en/docs/a.html', href: '/en/docs/missing', reason: 'no such page' },
      { file: 'en/docs/a.html', href: '/en/docs/b#nope', reason: 'no such anchor' },
      { file: 'en/docs/a.html', href: '#gone', reason: 'no such anchor' },
    ]);
  });

  it('checks field anchors, those of oneOf alternatives not shown included', () => {
    const pages = [
      page(
        'en/docs/guide.html',
        `<a href="/en/docs/api/create#body.customer.document">shown</a>
         <a href="/en/docs/api/create#body.card.token">other alternative</a>
         <a href="/en/docs/api/create#response-201.pix.qr_code">response</a>
         <a href="/en/docs/api/create#body.card.tokn">typo</a>`,
      ),
      page(
        'en/docs/api/create.html',
        `<li id="body.customer.document"></li>
         <div data-anchors="body.card body.card.token"></div>
         <li id="response-201.pix.qr_code"></li>`,
      ),
    ];
    expect(findBrokenLinks(pages, () => false)).toEqual([
      {
        file: 'en/docs/guide.html',
        href: '/en/docs/api/create#body.card.tokn',
        reason: 'no such anchor',
      },
    ]);
  });

  it('reports ids a page writes twice (two webhook families on one guide), each once', () => {
    const pages = [
      page(
        'en/docs/guides/settlement.html',
        `<li id="receivable.payload.data"></li><li id="anticipation.payload.data"></li>
         <li id="header.webhook-id"></li><li id="header.webhook-id"></li>
         <li id="header.webhook-id"></li><div data-anchors="receivable.payload.data"></div>`,
      ),
      page('en/docs/b.html', '<h2 id="header.webhook-id">Same id on another page</h2>'),
    ];
    expect(findDuplicateIds(pages)).toEqual([
      { file: 'en/docs/guides/settlement.html', id: 'header.webhook-id' },
    ]);
    // The build fails on it, naming the source page.
    const sources = new Map([
      ['en/docs/guides/settlement.html', 'docs/en/docs/guides/settlement.mdx'],
    ]);
    expect(() => checkLinks(pages, () => false, sources, 'docs')).toThrow(
      /docs\/en\/docs\/guides\/settlement\.mdx: id "header\.webhook-id" is written more than once/,
    );
  });
});
