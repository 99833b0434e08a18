import path from 'node:path';
import { defineConfig } from '@rspress/core';
import pluginMermaid from 'rspress-plugin-mermaid';
import { readApiSidebarData } from './config/api-sidebar-data';
import { brand, brandReplaceRules, siteTitle } from './config/brand';
import { writeBrandStylesheet } from './config/brand-stylesheet';
import { deterministicTokenizing } from './config/code-highlighting';
import { defaultLang, locales } from './config/locales';
import { navFor, sidebarFor } from './config/navigation';
import { toRspressI18nSource } from './i18n';
import { pluginApiReference } from './plugins/api-reference';
import { pluginBlog } from './plugins/blog';
import { pluginBrandStyles } from './plugins/brand-styles';
import { pluginBuiltSite } from './plugins/built-site';
import { pluginContentLint } from './plugins/content-lint';
import { pluginDevStart } from './plugins/dev-start';
import { pluginFontSubset } from './plugins/font-subset';
import { pluginHeadingAnchors } from './plugins/heading-anchors';
import { pluginHeroSample } from './plugins/hero-sample';
import { pluginLastUpdatedDate } from './plugins/last-updated';
import { lazyMermaid } from './plugins/lazy-mermaid';
import { pluginPageDataTrim } from './plugins/page-data-trim';
import { pluginPaintFirst } from './plugins/paint-first';
import { pluginRouteData } from './plugins/route-data';
import { pluginDevSearchIndex } from './plugins/search-index/dev-index-plugin';
import { pluginSourceCheck } from './plugins/source-check';
import { pluginThemeStates } from './plugins/theme-states';
import { pluginWritersHandbook } from './plugins/writers-handbook';
import { pluginWritingErrors } from './plugins/writing-errors';
import { apiPageSources } from './scripts/api/page-sources';
import { renderLlmsTxt } from './scripts/hosting/llms-txt';
import { glossaryAnchorLink } from './shared/glossary';

const root = import.meta.dirname;
/** `rspress build` (also run by `npm run build`), as opposed to the dev server. */
const isBuild = process.argv.includes('build');

const blog = pluginBlog({
  docsRoot: path.join(root, 'docs'),
  authorsFile: path.join(root, 'config/blog-authors.yml'),
  publicDir: path.join(root, 'public'),
  siteUrl: brand.docsUrl,
  siteTitle,
  copyrightHolder: brand.legalName,
  icon: '/brand/favicon.svg',
});

export default defineConfig({
  root: path.join(root, 'docs'),
  outDir: 'doc_build',
  lang: defaultLang,
  // The top-level `title` is left unset on purpose: it would override the
  // per-locale titles in `<title>`.
  description: brand.tagline[defaultLang],
  icon: new URL('./public/brand/favicon.svg', import.meta.url),
  logo: brand.logo,
  logoText: siteTitle,
  siteOrigin: brand.docsUrl,
  locales: locales.map((l) => ({
    lang: l.lang,
    label: l.label,
    title: siteTitle,
    description: brand.tagline[l.lang],
  })),
  i18nSource: toRspressI18nSource,
  route: {
    cleanUrls: true,
    // Readers land where the link points; the language menu switches.
    localeRedirect: 'never',
  },
  // A page that exists in one locale only fails the build, naming the file.
  languageParity: { enabled: true },
  // Brand facts reach Markdown through %TOKENS% (see config/brand.ts).
  replaceRules: brandReplaceRules,
  // Our search (plugins/search-index, theme/components/Search) replaces the
  // built-in one: no built-in index is built or downloaded.
  search: false,
  // Image zoom: the pages have no images; 6 KB gzip on every page for nothing. Turn it on
  // when pages get screenshots.
  mediumZoom: false,
  markdown: {
    // Code blocks coloured the same whatever the machine's load.
    shiki: deterministicTokenizing,
    // In the dev server, Rspress' check names dead links as pages compile. A build fails on
    // them through plugins/link-check instead, at their line and without Rspress' stack traces.
    // The Glossary's term anchors are rendered by its component, which Rspress' Markdown check
    // cannot see; plugins/link-check checks them (and every anchor) in the built HTML.
    link: {
      checkDeadLinks: !isBuild,
      checkAnchors: isBuild ? false : { excludes: (url: string) => glossaryAnchorLink.test(url) },
    },
  },
  // llms.txt per locale and a Markdown twin (`page.md`) of every page, for AI tools.
  llms: { llmsTxt: renderLlmsTxt },
  builderConfig: {
    // Rsbuild's size table gzips every output file of three environments again (about 1.4 s of
    // a build); `npm run bench` reports what matters.
    performance: {
      printFileSize: false,
      // The text face is on every first paint: fetched with the HTML, not after the CSS is
      // parsed. Only it: the mono face and everything else load when used (theme/styles/fonts.css).
      preload: { type: 'all-assets', include: [/inter-text\.[\w]+\.woff2$/] },
    },
    // The three compilations' order (one after another) and, on a large site, the Markdown
    // twins in a process of their own: plugins/built-site/markdown-twins-apart.ts.
    // mermaid's prebuilt, minified ESM: much less for Rspack to parse and minify than its sources.
    resolve: { alias: { mermaid$: 'mermaid/dist/mermaid.esm.min.mjs' } },
    // Static files live in the top-level public/ (Rspress' default is docs/public),
    // plus the published API spec (/openapi.json, /openapi.yaml) from the API generator.
    server: {
      publicDir: [
        { name: path.join(root, 'public') },
        { name: path.join(root, '.generated/api-reference/public') },
      ],
    },
  },
  globalStyles: path.join(root, 'theme/styles/index.css'),
  themeConfig: {
    // Keeps Rspress' colour-mode switch; its default and whether the OS counts are set by
    // pluginThemeStates (respectPrefersColorScheme) below.
    darkMode: 'light',
    // `lastUpdated` ("by <author>" shown) is set by pluginLastUpdatedDate below: set here, it
    // would also start Rspress' built-in last-updated plugin, a second walk of git.
    enableScrollToTop: true,
    // Rspress' hidden "For AI agents" sentence sat outside every landmark, first in reading
    // order; its <head> links come from theme/components/LlmsHeadLinks instead.
    llmsUI: { injectLlmsHint: false },
    locales: locales.map((l) => ({
      lang: l.lang,
      label: l.label,
      title: siteTitle,
      description: brand.tagline[l.lang],
      nav: navFor(l.lang),
      sidebar: sidebarFor(l.lang, readApiSidebarData()),
    })),
  },
  plugins: [
    // First: a page with invalid frontmatter or MDX stops everything, at its line and column.
    pluginSourceCheck({ docsRoot: path.join(root, 'docs') }),
    pluginBrandStyles(writeBrandStylesheet(brand, root)),
    // The faces cut to the pages' characters and weights, before the bundler reads fonts.css.
    pluginFontSubset({ root }),
    lazyMermaid(pluginMermaid()),
    // Colour mode: light by default, the OS preference ignored, the toggle flips light <-> dark.
    // true: the default follows the OS and the toggle cycles light -> dark -> system.
    pluginThemeStates({ respectPrefersColorScheme: false }),
    // Generated API pages are dated by the last commit of the contract they come from.
    pluginLastUpdatedDate({
      docsRoot: path.join(root, 'docs'),
      author: true,
      generatedFrom: apiPageSources,
    }),
    blog,
    // Tells the dev-only watchers below when the first page is up.
    pluginDevStart(),
    pluginApiReference({ root }),
    // Dev server only: the content checks' warnings (npm run lint:content), with file:line.
    pluginContentLint({ root }),
    // The writers' handbook: live MDX demos (@rspress/plugin-preview) and props tables
    // generated from the components' types (@rspress/plugin-api-docgen), on its pages only.
    ...pluginWritersHandbook(),
    // Frontmatter, MDX and spec errors on the page being edited (dev overlay).
    pluginWritingErrors({ root }),
    // Dev server only: search over the pages being edited (a build indexes the rendered pages).
    ...(isBuild ? [] : [pluginDevSearchIndex({ docsRoot: path.join(root, 'docs') })]),
    // Pages paint before their scripts run (LCP on slow phones).
    pluginPaintFirst(),
    // Heading anchors named after their heading (screen readers, keyboard).
    pluginHeadingAnchors({ docsRoot: path.join(root, 'docs') }),
    // The home's first-charge sample, highlighted at build time.
    pluginHeroSample(),
    // Route table, page data and sidebars load with the section that needs them, not in the
    // main script (before page-data-trim: the page fields it adds move into the page's chunk).
    pluginRouteData(),
    // Other pages' data that no page reads leaves the main script.
    pluginPageDataTrim(),
    // Last: after the build, one read of the built pages feeds the feeds, the link check, the
    // search index and the host files; the build is published only when all of them succeeded.
    pluginBuiltSite({ docsRoot: 'docs', publicDir: path.join(root, 'public'), blog }),
  ],
});
