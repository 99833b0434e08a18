import { lazy, Suspense } from 'react';
import type { WebhookSignatureCheckerProps } from './WebhookSignatureChecker';

/*
 * Why two entry points. Rspress bundles `theme/index.tsx` into the entry chunk of
 * every page, so whatever it exports eagerly is downloaded everywhere. The theme
 * therefore exports this lazy wrapper, and the webhook guides import the eager
 * component by path (`@theme/components/WebhookSignatureChecker/WebhookSignatureChecker`),
 * which puts it in their own page chunks: static HTML and hydration stay complete,
 * and no other page loads its code.
 *
 * Prefer the by-path import in MDX: a lazy boundary still suspended when the page
 * hydrates gets client-rendered, so the form briefly shows the fallback.
 */
const LazyChecker = lazy(async () => {
  const module = await import('./WebhookSignatureChecker');
  return { default: module.WebhookSignatureChecker };
});

/** Lazy-loaded `WebhookSignatureChecker`, for pages other than the webhook guides. */
export function WebhookSignatureChecker(props: WebhookSignatureCheckerProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: '40rem' }} aria-busy="true" />}>
      <LazyChecker {...props} />
    </Suspense>
  );
}
