// Rspress' own hook for the small-screen sidebar/outline bar (not exported by the theme).

import { useFrontmatter } from '@rspress/core/runtime';
import { DocContent, DocFooter, Outline, Sidebar, useWatchToc } from '@rspress/core/theme';
import { type ComponentProps, lazy, memo, Suspense } from 'react';
import { useUiText } from '../../hooks/useUiText';
import { type DocLayoutProps, loadOverview, useSidebarMenu } from '../../rspress-internals';
import { MAIN_CONTENT_ID } from '../SkipToContent/SkipToContent';
// The original layout's styles (its module is not bundled once replaced).
import '../../rspress-internals/doc-layout.css';

const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/*
 * Rspress' doc layout re-renders right after hydration: useWatchToc keeps the
 * content element in state through a callback ref, so mounting sets state
 * during the commit and renders the layout again at once, synchronously. Its
 * children were not memoized, so the whole page content rendered twice (a
 * 100-300 ms task on a phone on long API pages, most of the Total Blocking
 * Time). Memoized, the content, sidebar, outline and footer skip that render;
 * they still update from the contexts they read (page, location).
 */
/**
 * Rspress' overview page layout (frontmatter `overview: true`), loaded only
 * by such pages: no page of the site is one today, and it is 5 KB gzip.
 */
const Overview = lazy(loadOverview);

// Wrappers defined here, rendering the theme's parts only when rendered: the theme's
// components are not defined yet when this module loads (import cycle through the theme).
const PageContent = memo(function PageContent(props: ComponentProps<typeof DocContent>) {
  return <DocContent {...props} />;
});
const PageSidebar = memo(function PageSidebar() {
  return <Sidebar />;
});
const PageOutline = memo(function PageOutline() {
  return <Outline />;
});
const PageFooter = memo(function PageFooter() {
  return <DocFooter />;
});

/**
 * Rspress' doc layout (2.0.22) with named landmarks: its two <aside>
 * elements (the page list and the outline) were both unnamed
 * "complementary" landmarks, which screen-reader landmark lists cannot tell
 * apart (axe landmark-unique); its <main> is the skip link's target; empty
 * placeholders are plain <div>s, not landmarks; its parts are memoized (see
 * above); the small-screen bar is rendered only with an outline. Everything
 * else is as in Rspress.
 */
export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const t = useUiText();
  const { frontmatter } = useFrontmatter();
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } =
    useSidebarMenu(beforeOutline, afterOutline);
  const { rspressDocRef } = useWatchToc();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  // Rspress' small-screen bar holds its sidebar button (hidden: SidebarDrawer in the navbar
  // replaces it) and the outline button: without an outline (API pages) it would be an
  // empty 46 px band under the navbar, so it is not rendered.
  const showSidebarMenu = !isOverviewPage && showOutline;

  if (import.meta.env.SSG_MD) {
    return isOverviewPage ? (
      <Suspense fallback={null}>
        <Overview content={<DocContent components={components} isOverviewPage />} />
      </Suspense>
    ) : (
      <DocContent components={components} />
    );
  }

  const isDocWide = pageType === 'doc-wide';
  return (
    <>
      {showSidebarMenu && <div className="rp-doc-layout__menu">{sidebarMenu}</div>}
      {beforeDoc}
      <div
        className={cls(
          'rp-doc-layout__container',
          !showSidebarMenu && 'rp-doc-layout__container--no-menu',
        )}
      >
        {showSidebar ? (
          <aside
            className={cls(
              'rp-doc-layout__sidebar',
              isSidebarOpen && 'rp-doc-layout__sidebar--open',
              'rp-scrollbar',
            )}
            ref={sidebarLayoutRef}
            aria-label={t('sidebarLandmarkLabel')}
          >
            {beforeSidebar}
            <PageSidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <div
            className={cls(
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={isDocWide ? { width: '0' } : {}}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview" id={MAIN_CONTENT_ID} tabIndex={-1}>
            {beforeDocContent}
            <Suspense fallback={null}>
              <Overview content={<DocContent components={components} isOverviewPage />} />
            </Suspense>
            {afterDocContent}
          </main>
        ) : (
          <div className={cls('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main className="rp-doc-layout__doc-container" id={MAIN_CONTENT_ID} tabIndex={-1}>
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <PageContent components={components} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && <PageFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            className={cls(
              'rp-doc-layout__outline',
              isOutlineOpen && 'rp-doc-layout__outline--open',
              'rp-scrollbar',
            )}
            ref={asideLayoutRef}
            aria-label={t('outlineTitle')}
          >
            {beforeOutline}
            <PageOutline />
            {afterOutline}
          </aside>
        ) : (
          <div
            className="rp-doc-layout__outline-placeholder"
            style={isDocWide ? { width: '0' } : {}}
          />
        )}
      </div>
      {afterDoc}
    </>
  );
}
