import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext } from 'react';

let done = false;

/**
 * After hydration Rspress' App loads the page's data again (the data the
 * page was just hydrated with) and sets it as a new object, which renders
 * the whole page a second time: on a long API page that is a 100-300 ms task
 * on a phone, right when the reader starts to scroll (Total Blocking Time).
 * Rspress first looks for the data in its prefetch cache (`warmPageData`) and
 * sets what it finds; putting the very object the page was hydrated with
 * there makes that set a no-op for React. Only the first page of a visit:
 * navigations use the cache as Rspress intends.
 */
export function useFirstPageDataKept(): void {
  const { pathname } = useLocation();
  const page = useContext(PageContext);
  if (done || typeof window === 'undefined' || !page.data) return;
  done = true;
  // During the first render, before App's layout effect reads the cache.
  warmPageData(pathname, page.data);
}
