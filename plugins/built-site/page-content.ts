/**
 * Where a built page's content ends and the site's chrome begins, for the
 * readers that republish the content (feeds, search index). Rspress marks
 * the chrome it puts inside the article with `rp-not-doc` (the "Copy
 * Markdown" row and its AI menu, our blog post header); hidden elements
 * (`hidden`, `aria-hidden`) are nothing a reader sees as text; controls are
 * not prose; `data-search-ignore` lets a component opt out.
 */

/** Elements that are controls or code of the page, never its prose. */
const CONTROL_TAGS = new Set([
  'script',
  'style',
  'button',
  'template',
  'noscript',
  'select',
  'textarea',
]);

function hasClass(attributes: Record<string, string>, name: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(name);
}

/** Whether an element (and all it holds) is chrome, not the page's content. */
export function isOutsideContent(name: string, attributes: Record<string, string>): boolean {
  return (
    CONTROL_TAGS.has(name) ||
    'hidden' in attributes ||
    attributes['aria-hidden'] === 'true' ||
    'data-search-ignore' in attributes ||
    attributes.role === 'menu' ||
    hasClass(attributes, 'rp-not-doc') ||
    hasClass(attributes, 'rp-header-anchor')
  );
}
