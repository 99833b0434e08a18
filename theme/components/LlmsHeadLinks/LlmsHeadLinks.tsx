import {
  Head,
  routePathToMdPath,
  usePage,
  useSite,
  withBase,
  withSiteOrigin,
} from '@rspress/core/runtime';

/**
 * The <head> links for AI tools that Rspress' LlmsHint adds (this page as
 * Markdown, the site's llms.txt). LlmsHint is turned off (rspress.config.ts
 * `llmsUI.injectLlmsHint`): it also put an English sentence "For AI
 * agents: …" at the top of every page, outside any landmark, the first
 * thing screen readers read.
 */
export function LlmsHeadLinks() {
  const { page } = usePage();
  const { site } = useSite();
  if (!page?.routePath) return null;
  const langPrefix = page.lang === site.lang ? '' : `${page.lang}/`;
  return (
    <Head>
      <link
        rel="alternate"
        type="text/markdown"
        href={withSiteOrigin(routePathToMdPath(page.routePath))}
      />
      <link rel="describedby" href={withSiteOrigin(withBase(`/${langPrefix}llms.txt`))} />
    </Head>
  );
}
