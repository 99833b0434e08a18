import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { AnnouncementBar } from './AnnouncementBar/AnnouncementBar';
import { ChunkLoadErrorNotice } from './ChunkLoadError/ChunkLoadErrorNotice';
import { DocsVersionBadge } from './DocsVersionBadge/DocsVersionBadge';
import { NotFound } from './NotFound';
import { SiteErrorBoundary } from './PageErrorBoundary/PageErrorBoundary';
import { RouteEffects } from './RouteEffects/RouteEffects';
import { SeoHead } from './SeoHead';
import { SidebarDrawer } from './SidebarDrawer/SidebarDrawer';
import { SiteFooter } from './SiteFooter/SiteFooter';

type LayoutProps = ComponentProps<typeof OriginalLayout>;

/** The site layout: Rspress' layout with our slots filled. */
export function Layout(props: LayoutProps) {
  return (
    <>
      <SiteErrorBoundary>
        <OriginalLayout
          NotFoundLayout={NotFound}
          top={
            <>
              <ChunkLoadErrorNotice />
              <AnnouncementBar />
              <RouteEffects />
            </>
          }
          beforeNavTitle={<SidebarDrawer />}
          beforeDocContent={<DocsVersionBadge />}
          bottom={<SiteFooter />}
          {...props}
        />
      </SiteErrorBoundary>
      {/* After the layout: its head tags replace Rspress' own. */}
      <SeoHead />
    </>
  );
}
