import { useLocation } from '@rspress/core/runtime';
import { Nav } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useUiText } from '../../hooks/useUiText';
import { currentPageUrl, isChunkLoadError, reloadPage } from '../../logic/chunk-load-recovery';
import '../ChunkLoadError/ChunkLoadError.css';
import './PageErrorBoundary.css';

/** "This page crashed." with the error text and a button that renders the page again. */
export function PageCrashed({ error, resetErrorBoundary }: FallbackProps) {
  const t = useUiText();
  const chunkError = isChunkLoadError(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="ap-page-crashed" role="alert">
      <h1 className="ap-page-crashed__title">
        {chunkError ? t('chunkErrorTitle') : t('pageCrashedTitle')}
      </h1>
      <p className="ap-page-crashed__detail">{message}</p>
      <button
        type="button"
        className="ap-page-crashed__retry"
        // A page whose code did not load needs a fresh load, not a re-render.
        onClick={() => (chunkError ? reloadPage(currentPageUrl()) : resetErrorBoundary())}
      >
        {chunkError ? t('chunkErrorRetry') : t('pageCrashedTryAgain')}
      </button>
    </div>
  );
}

/**
 * Catches a React error in the page content (Rspress has no error boundary:
 * one error blanks the whole site). Leaving the page resets it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageCrashed} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

function CrashedWithNav(props: FallbackProps) {
  return (
    <>
      <Nav />
      <PageCrashed {...props} />
    </>
  );
}

/**
 * Around the whole layout: an error outside the doc content (home page,
 * custom pages, our own slots) still leaves a usable navbar; if the navbar
 * itself is what fails, the outer boundary shows the message alone.
 */
export function SiteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageCrashed} resetKeys={[pathname]}>
      <ErrorBoundary FallbackComponent={CrashedWithNav} resetKeys={[pathname]}>
        {children}
      </ErrorBoundary>
    </ErrorBoundary>
  );
}
