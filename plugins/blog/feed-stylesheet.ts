/**
 * The XSLT 1.0 stylesheet the feeds name in their `<?xml-stylesheet?>`
 * processing instruction: a browser that opens `/blog/rss.xml` or
 * `/blog/atom.xml` renders it as a readable page (what the feed is, how to
 * subscribe, the posts with their dates and summaries) instead of raw XML.
 * Feed readers ignore the instruction, so the feeds stay what they were.
 * One stylesheet per locale (its texts); it reads RSS 2.0 and Atom 1.0.
 * Written by hand: no package ships an XSL for feeds, and it is one template.
 */
import { brand } from '../../config/brand';
import type { Lang } from '../../config/locales';
import type { AllUiStrings as UiStrings } from '../../i18n';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** @param icon site-absolute path of the site icon (the page's favicon) */
export function renderFeedStylesheet(lang: Lang, strings: UiStrings, icon?: string): string {
  const t = (key: keyof UiStrings) => escapeXml(strings[key]);
  const c = brand.colors;
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:variable name="title" select="/rss/channel/title | /atom:feed/atom:title"/>
  <xsl:variable name="home" select="/rss/channel/link | /atom:feed/atom:link[not(@rel) or @rel='alternate']/@href"/>
  <xsl:template match="/">
    <html lang="${lang}">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="robots" content="noindex"/>${
          icon
            ? `
        <link rel="icon" href="${escapeXml(icon)}"/>`
            : ''
        }
        <title><xsl:value-of select="$title"/> (${t('feedPageBadge')})</title>
        <style>
          :root { color-scheme: light dark; --bg: #fff; --text: #242424; --muted: #5c5c5c; --line: #e3e3e3; --accent: ${c.brandDark}; --tint: ${c.brandTint}; }
          @media (prefers-color-scheme: dark) { :root { --bg: #121212; --text: #f2f2ea; --muted: #b5b5ab; --line: #3a3a3a; --accent: ${c.brandOnDark}; } }
          * { box-sizing: border-box; }
          body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
          main { max-width: 760px; margin: 0 auto; padding: 40px 20px 64px; }
          .badge { display: inline-block; margin: 0; padding: 2px 10px; border-radius: 999px; background: var(--tint); color: var(--accent); font-size: 13px; font-weight: 600; }
          h1 { margin: 12px 0 8px; font-size: 30px; line-height: 1.2; }
          .intro { margin: 0 0 12px; color: var(--muted); }
          .url { display: block; margin: 8px 0 16px; padding: 10px 12px; border: 1px solid var(--line); border-radius: 8px; font: 14px ui-monospace, monospace; overflow-wrap: anywhere; }
          a { color: var(--accent); font-weight: 600; }
          h2 { margin: 32px 0 8px; font-size: 20px; }
          ol { margin: 0; padding: 0; list-style: none; }
          li { padding: 16px 0; border-top: 1px solid var(--line); }
          li a { font-size: 17px; }
          time { display: block; color: var(--muted); font-size: 14px; }
          li p { margin: 4px 0 0; }
        </style>
      </head>
      <body>
        <main>
          <p class="badge">${t('feedPageBadge')}</p>
          <h1><xsl:value-of select="$title"/></h1>
          <p class="intro">${t('feedPageIntro')}</p>
          <code class="url"><xsl:value-of select="/rss/channel/atom:link[@rel='self']/@href | /atom:feed/atom:link[@rel='self']/@href"/></code>
          <p><a href="{$home}">${t('feedPageBlogLink')}</a></p>
          <h2>${t('feedPagePosts')}</h2>
          <ol>
            <xsl:for-each select="/rss/channel/item | /atom:feed/atom:entry">
              <li>
                <a href="{link | atom:link/@href}"><xsl:value-of select="title | atom:title"/></a>
                <time><xsl:value-of select="substring(pubDate, 6, 11)"/><xsl:value-of select="substring(atom:published, 1, 10)"/></time>
                <p><xsl:value-of select="description | atom:summary"/></p>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}
