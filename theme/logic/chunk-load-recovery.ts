/**
 * Recovery when the code of a page (its route chunk) fails to load: a network
 * error, or a chunk deleted by a deploy while the reader had the site open.
 * Rspress has none: a failed navigation throws and the progress bar never
 * ends, and a failed first load leaves the page without JavaScript.
 *
 * Each route's `preload` (how Rspress loads a page, on first load, on link
 * clicks, on Back/Forward; for a page of a section not loaded yet, its
 * section's route data first: theme/route-data) is wrapped: when the page being opened fails, the
 * error is logged and the browser loads that URL afresh, once; a
 * sessionStorage guard stops reload loops (without sessionStorage there is no
 * automatic reload). If it fails again, the error text is shown with a Retry
 * button (ChunkLoadErrorNotice). A failed prefetch on hover is left alone:
 * the click that may follow retries.
 */
import { pathnameToRouteService } from '@rspress/core/runtime';
import nprogress from 'nprogress';
import { storageKeys } from '../../shared/storage-keys';
import { onEachRoute } from '../route-data/registry';
import { safeSessionStorage } from './safe-storage';

export interface ChunkFailure {
  /** The error text, e.g. "Loading chunk 42 failed. (error: https://…/42.js)". */
  message: string;
  /** The page that could not be loaded. */
  url: string;
}

/** A reload this old no longer counts as "already tried" (a later deploy may need one). */
const GUARD_TTL_MS = 5 * 60_000;
/** A click older than this no longer explains a failed load. */
const CLICK_TTL_MS = 60_000;

let failure: ChunkFailure | null = null;
const listeners = new Set<() => void>();
let hydrated = false;
let lastClick: { url: string; route: unknown; at: number } | null = null;

export function isChunkLoadError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}

export function getChunkFailure(): ChunkFailure | null {
  return failure;
}

export function subscribeToChunkFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function pageUrl(url: URL | Location): string {
  return `${url.pathname}${url.search}`;
}

function alreadyReloaded(url: string): boolean {
  try {
    const guard: unknown = JSON.parse(safeSessionStorage.get(storageKeys.chunkReloadGuard) ?? '');
    if (typeof guard !== 'object' || guard === null) return false;
    const { url: guardedUrl, at } = guard as { url?: unknown; at?: unknown };
    return guardedUrl === url && typeof at === 'number' && Date.now() - at < GUARD_TTL_MS;
  } catch {
    return false; // absent or corrupted: no reload happened
  }
}

export function currentPageUrl(): string {
  return pageUrl(window.location);
}

/** Loads the page afresh (new HTML names the chunks of the current deploy). */
export function reloadPage(url: string): void {
  if (url === pageUrl(window.location)) window.location.reload();
  else window.location.assign(url);
}

function showFailure(next: ChunkFailure): void {
  failure = next;
  for (const listener of listeners) listener();
  if (!hydrated) showStaticNotice(next);
}

/**
 * Before hydration React is not running: fill in and reveal the notice that
 * the server rendered hidden (ChunkLoadErrorNotice), with plain DOM.
 */
function showStaticNotice({ message, url }: ChunkFailure): void {
  const notice = document.getElementById('ap-chunk-error');
  if (!notice) return;
  const detail = notice.querySelector('.ap-chunk-error__detail');
  if (detail) detail.textContent = message;
  notice.querySelector('button')?.addEventListener('click', () => reloadPage(url));
  notice.hidden = false;
}

function recover(url: string, error: Error): void {
  nprogress.done();
  const guard = JSON.stringify({ url, at: Date.now() });
  if (!alreadyReloaded(url) && safeSessionStorage.set(storageKeys.chunkReloadGuard, guard)) {
    reloadPage(url);
    return;
  }
  showFailure({ message: error.message, url });
}

function onRouteLoadFailed(route: unknown, error: unknown): void {
  if (!isChunkLoadError(error)) return;
  const click = lastClick;
  let url: string | null = null;
  if (pathnameToRouteService(window.location.pathname) === route) {
    url = pageUrl(window.location); // first load, Back/Forward, or a programmatic navigation
  } else if (click && click.route === route && Date.now() - click.at < CLICK_TTL_MS) {
    url = click.url; // a link click: the URL changes only once the page has loaded
  }
  if (url === null) return; // a prefetch on hover
  console.error(`The page ${url} could not be loaded:`, error);
  recover(url, error);
}

function rememberClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  lastClick = {
    url: pageUrl(new URL(link.href)),
    route: pathnameToRouteService(link.pathname),
    at: Date.now(),
  };
}

let installed = false;

/** Runs before Rspress loads the first page (the theme is a pre-entry of the bundle). */
export function installChunkLoadRecovery(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  // Every route, those a section brings later and the stand-ins of routes whose section is
  // still on its way (their preload loads the section: its failure is caught here too).
  onEachRoute((route) => {
    const preload = route.preload;
    route.preload = () =>
      preload().catch((error: unknown) => {
        onRouteLoadFailed(route, error);
        throw error;
      });
  });
  document.addEventListener('click', rememberClick, true);
}

/** The page is running: a reload guard for it has done its job. */
export function markHydrated(): void {
  hydrated = true;
  if (alreadyReloaded(pageUrl(window.location))) {
    safeSessionStorage.remove(storageKeys.chunkReloadGuard);
  }
}
