/**
 * Chrome that the theme renders inside a page's article, as the built pages
 * have it (icons shortened): the "Copy Markdown" row with its hidden AI menu,
 * and a blog post's header (date, reading time, authors with their roles, tags).
 * Neither is page content: feeds and the search index must leave both out.
 */
export const llmsMenuMarkup = `<div class="rp-not-doc rp-llms-container"><button class="rp-not-doc rp-llms-button rp-llms-copy-button"><div class="rp-llms-copy-button__icon-wrapper"><svg viewBox="0 0 24 24"><path d="m9.55 18z"></path></svg></div><span>Copy Markdown</span></button><div class="ap-menu ap-llms-options"><button id="_R_a0baem_-button" type="button" class="ap-menu__button rp-llms-button" aria-haspopup="menu" aria-expanded="false" aria-controls="_R_a0baem_-menu" aria-label="More ways to use this page with AI tools"><svg class="ap-menu__chevron" aria-hidden="true"><path d="M16 22z"></path></svg></button><div id="_R_a0baem_-menu" role="menu" aria-labelledby="_R_a0baem_-button" class="ap-menu__list ap-menu__list--start" hidden=""><button role="menuitem" tabindex="-1" class="ap-menu__item" type="button"><span class="ap-menu__label">Copy Markdown link</span></button><a href="https://chatgpt.com/?hints=search&amp;q=Read+%2Fen%2Fblog%2Fpost.md" target="_blank" class="ap-menu__item rp-link" role="menuitem" tabindex="-1"><span class="ap-menu__icon" aria-hidden="true"><svg><path d="M22z"></path></svg></span><span class="ap-menu__label">Open in ChatGPT</span><span class="ap-visually-hidden"> <!-- -->(opens in a new tab)</span></a><a href="https://claude.ai/new?q=Read+%2Fen%2Fblog%2Fpost.md" target="_blank" class="ap-menu__item rp-link" role="menuitem" tabindex="-1"><span class="ap-menu__label">Open in Claude</span><span class="ap-visually-hidden"> <!-- -->(opens in a new tab)</span></a></div></div></div>`;

export const blogPostMetaMarkup = `<!--$--><div class="ap-blog-post-meta rp-not-doc" data-testid="blog-post-meta"><p class="ap-blog-byline"><time class="ap-blog-byline__date" dateTime="2025-08-26">August 26, 2025</time><span class="ap-blog-byline__separator" aria-hidden="true">·</span><span class="ap-blog-byline__reading-time">4 min read</span></p><ul class="ap-blog-authors" aria-label="Authors"><li class="ap-blog-authors__author"><img class="ap-blog-authors__avatar" src="/blog/authors/rafael-lima.svg" alt="" width="40" height="40" loading="lazy"/><span class="ap-blog-authors__text"><span class="ap-blog-authors__name">Rafael Lima</span><span class="ap-blog-authors__title">Staff Software Engineer, Card Payments</span></span></li></ul><ul class="ap-blog-tags" aria-label="Tags"><li class="ap-blog-tags__tag">cards</li></ul></div>`;

/** Text of the chrome above: none of it may reach a feed or the search index. */
export const chromeTexts = [
  'Copy Markdown',
  'Open in ChatGPT',
  'Open in Claude',
  'opens in a new tab',
  'chatgpt.com',
  'claude.ai',
  'August 26, 2025',
  '4 min read',
  'Rafael Lima',
  'Staff Software Engineer',
];

/** A built post page: title, the chrome above, then its content. */
export const builtPostPage = `<!doctype html><html lang="en"><head><title>3-D Secure 2.2 | Acme Pay Developers</title></head><body>
<div class="rp-doc rspress-doc"><h1 class="rp-toc-include" id="three-ds"><span>3-D Secure 2.2</span><a href="#three-ds" class="rp-header-anchor rp-link" aria-label="Link to the section">#</a> </h1>${llmsMenuMarkup}${blogPostMetaMarkup}
<p>Card fraud in Brazilian e-commerce is paid for in chargebacks.</p>
<h2 class="rp-toc-include" id="how"><a href="#how" class="rp-header-anchor rp-link">#</a>How it fits</h2>
<p>The card is already collected by the library.</p>
</div></body></html>`;
