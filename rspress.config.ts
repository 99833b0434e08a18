import path from 'node:path';
import { defineConfig } from '@rspress/core';
import pluginMermaid from 'rspress-plugin-mermaid';
import { readApiSidebarData } from './config/api-sidebar-data';
import { brand, brandTokens, siteTitle } from './config/brand';
import { writeBrandStylesheet } from './config/brand-stylesheet';
import { defaultLang, locales } from './config/locales';
import { navFor, sidebarFor } from './config/navigation';
import { toRspressI18nSource } from './i18n';
import { pluginApiReference } from './plugins/api-reference';
import { pluginBrandStyles } from './plugins/brand-styles';
import { pluginLinkCheck } from './plugins/link-check';

const root = import.meta.dirname;

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
  replaceRules: Object.entries(brandTokens).map(([token, value]) => ({
    search: new RegExp(token, 'g'),
    replace: value,
  })),
  markdown: {
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  builderConfig: {
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
    // Light by default, the OS preference ignored; the reader's toggle wins.
    darkMode: 'light',
    lastUpdated: { author: true },
    enableScrollToTop: true,
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
    pluginBrandStyles(writeBrandStylesheet(brand, root)),
    pluginMermaid(),
    pluginLinkCheck({ docsRoot: 'docs' }),
    pluginApiReference({ root }),
  ],
});
