/**
 * Rspress' useScrollAfterNav (its DocContent imports it through
 * `@rspress/core/theme`, i.e. this theme), with the same behaviour but a hash
 * that may hold a malformed escape: Rspress' own decodeURIComponent threw on
 * `#%` and crashed every page.
 */
import { useFrontmatter, useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { decodeOrKeep } from '../logic/safe-decode';

function scrollPaddingTop(): number {
  const value = window.getComputedStyle(document.documentElement).scrollPaddingTop;
  const px = Number.parseFloat(value);
  return Number.isNaN(px) ? 0 : px;
}

/**
 * After a navigation, scroll to the element the hash names (below the sticky nav).
 * Also once the new page's frontmatter arrives: the first render of a page
 * reached by a link still has the previous page's layout (from an API page, no
 * outline and a wide column), and the outline that then appears narrows the
 * column, so the text above the target grows taller and would push it out of
 * view (thousands of pixels on the error catalogue).
 */
export function useScrollAfterNav(): void {
  const location = useLocation();
  const { frontmatter } = useFrontmatter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation and layout change
  useLayoutEffect(() => {
    const id = decodeOrKeep(window.location.hash).slice(1);
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    const top = window.scrollY + target.getBoundingClientRect().top - scrollPaddingTop();
    window.scrollTo({ left: 0, top: Math.round(top) });
  }, [location, location.pathname, frontmatter]);
}
