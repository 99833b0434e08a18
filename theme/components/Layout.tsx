import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect } from 'react';
import { useFirstPageDataKept } from '../hooks/useFirstPageDataKept';
import { AccessibilityBase } from './AccessibilityBase/AccessibilityBase';
import { AnnouncementBar } from './AnnouncementBar/AnnouncementBar';
import { ChunkLoadErrorNotice } from './ChunkLoadError/ChunkLoadErrorNotice';
import { DocsVersionBadge } from './DocsVersionBadge/DocsVersionBadge';
import { LlmsHeadLinks } from './LlmsHeadLinks/LlmsHeadLinks';
import { SiteErrorBoundary } from './PageErrorBoundary/PageErrorBoundary';
import { RouteEffects } from './RouteEffects/RouteEffects';
import { SeoHead } from './SeoHead';
import { SiteFooter } from './SiteFooter/SiteFooter';
import { SkipToContent } from './SkipToContent/SkipToContent';

type LayoutProps = ComponentProps<typeof OriginalLayout>;

/**
 * Marks <html data-hydrated> once the page is live. A parent's effects run
 * after all of its children's, so by then every part of the first page has
 * run its effects (prefilled inputs, state read from the URL): the browser
 * tests wait for it instead of guessing.
 */
function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

/** The site layout: Rspress' layout with our slots filled. */
export function Layout(props: LayoutProps) {
  useFirstPageDataKept();
  useHydratedMark();
  return (
    <>
      <SiteErrorBoundary>
        <OriginalLayout
          top={
            <>
              {/* First: the first focusable element of every page. */}
              <SkipToContent />
              <AccessibilityBase />
              <ChunkLoadErrorNotice />
              <AnnouncementBar />
              <RouteEffects />
            </>
          }
          // The docs version sits atop the page list, not above every title: the title comes first.
          beforeSidebar={<DocsVersionBadge />}
          bottom={<SiteFooter />}
          {...props}
        />
      </SiteErrorBoundary>
      {/* After the layout: its head tags replace Rspress' own. */}
      <SeoHead />
      <LlmsHeadLinks />
    </>
  );
}
