/**
 * Navbar and sidebars per locale. Links are written once, locale-free, and
 * prefixed per locale; labels come from the tables below.
 */
import type { NavItem, Sidebar } from '@rspress/core';
import type { ApiSidebarData } from '../shared/api/page-model';
import { apiEntry, apiSidebar } from './api-navigation';
import { brand } from './brand';
import { handbookCategories, handbookPrefix } from './handbook';
import { type Lang, type LocaleText, localizePath } from './locales';

/**
 * The guides and reference pages, in sidebar order, grouped by category. `api/errors` is the
 * error catalogue generated from the spec, listed here too because readers look for it next to
 * the refunds and going-live guides.
 */
export const guideCategories = [
  {
    label: { 'pt-BR': 'Primeiros passos', en: 'Introduction' },
    items: [
      { slug: 'intro/getting-started', label: { 'pt-BR': 'Início rápido', en: 'Getting started' } },
      { slug: 'intro/authentication', label: { 'pt-BR': 'Autenticação', en: 'Authentication' } },
      {
        slug: 'intro/card-tokenization',
        label: { 'pt-BR': 'Tokenização de cartões', en: 'Card tokenization' },
      },
      {
        slug: 'intro/3ds-authentication',
        label: { 'pt-BR': 'Autenticação 3DS', en: '3DS authentication' },
      },
      { slug: 'intro/test-data', label: { 'pt-BR': 'Dados de teste', en: 'Test data' } },
      {
        slug: 'intro/ai-tools',
        label: { 'pt-BR': 'Documentação em ferramentas de IA', en: 'Use these docs with AI tools' },
      },
    ],
  },
  {
    label: { 'pt-BR': 'Webhooks', en: 'Webhooks' },
    items: [
      {
        slug: 'webhook/transaction',
        label: { 'pt-BR': 'Webhooks de transação', en: 'Transaction webhooks' },
      },
      {
        slug: 'webhook/cashout',
        label: { 'pt-BR': 'Webhooks de cash-out', en: 'Cash-out webhooks' },
      },
      {
        slug: 'webhook/infraction',
        label: { 'pt-BR': 'Webhooks de infração (MED)', en: 'Infraction webhooks (MED)' },
      },
    ],
  },
  {
    label: { 'pt-BR': 'Operação', en: 'Operations' },
    items: [
      { slug: 'guides/refunds', label: { 'pt-BR': 'Estornos e devoluções', en: 'Refunds' } },
      { slug: 'guides/disputes', label: { 'pt-BR': 'Disputas', en: 'Disputes' } },
      {
        slug: 'guides/settlement',
        label: { 'pt-BR': 'Liquidação e conciliação', en: 'Settlement and reconciliation' },
      },
      {
        slug: 'guides/recurring-pix',
        label: { 'pt-BR': 'Pix recorrente (Pix Automático)', en: 'Recurring Pix (Pix Automático)' },
      },
      { slug: 'api/errors', label: { 'pt-BR': 'Códigos de erro', en: 'Error codes' } },
      {
        slug: 'guides/going-live',
        label: { 'pt-BR': 'Checklist de entrada em produção', en: 'Going live checklist' },
      },
      {
        slug: 'guides/changelog',
        label: { 'pt-BR': 'Changelog e versões', en: 'Changelog and versioning' },
      },
    ],
  },
  {
    label: { 'pt-BR': 'Referência', en: 'Reference' },
    items: [{ slug: 'reference/glossary', label: { 'pt-BR': 'Glossário', en: 'Glossary' } }],
  },
] as const satisfies readonly {
  label: LocaleText;
  items: readonly { slug: string; label: LocaleText }[];
}[];

/** The page on using these docs with AI tools (llms.txt, Markdown twins, the MCP server). */
export const aiToolsPath = '/docs/intro/ai-tools';

/** How to set the docs' MCP server up in an editor (the page menu's "Connect to your editor"). */
export const editorSetupPath = `${aiToolsPath}#mcp-editors`;

/** The docs entry page: `/docs` opens it. */
export const docsEntry = '/docs/intro/getting-started';

const navLabels = {
  docs: { 'pt-BR': 'Documentação', en: 'Docs' },
  api: { 'pt-BR': 'API', en: 'API' },
  blog: { 'pt-BR': 'Blog', en: 'Blog' },
  mainSite: { 'pt-BR': `Site ${brand.name}`, en: `${brand.name} website` },
} as const satisfies Record<string, LocaleText>;

export function navFor(lang: Lang): NavItem[] {
  return [
    {
      text: navLabels.docs[lang],
      link: localizePath(docsEntry, lang),
      activeMatch: `^${localizePath('/docs/', lang)}(?!api/|handbook/)`,
      position: 'left',
    },
    {
      text: navLabels.api[lang],
      link: localizePath(apiEntry, lang),
      activeMatch: `^${localizePath('/docs/api/', lang)}`,
      position: 'left',
    },
    {
      text: navLabels.blog[lang],
      link: localizePath('/blog', lang),
      activeMatch: `^${localizePath('/blog', lang)}(/|$)`,
      position: 'left',
    },
    {
      text: navLabels.mainSite[lang],
      link: brand.siteUrl,
      rel: 'noopener',
      position: 'right',
    },
  ];
}

/** The guides' sidebar, the writers' handbook's, and the API sidebar generated from the spec (`api`, see api-sidebar-data.ts). */
export function sidebarFor(lang: Lang, api: ApiSidebarData): Sidebar {
  return {
    [localizePath('/docs/', lang)]: guideCategories.map((category) => ({
      text: category.label[lang],
      collapsible: false,
      collapsed: false,
      items: category.items.map((item) => ({
        text: item.label[lang],
        link: localizePath(`/docs/${item.slug}`, lang),
      })),
    })),
    [localizePath('/docs/api/', lang)]: apiSidebar(api, lang),
    // The writers' handbook: its own sidebar, no navbar entry (the footer links it).
    [localizePath(handbookPrefix, lang)]: handbookCategories().map((category) => ({
      text: category.label[lang],
      collapsible: false,
      collapsed: false,
      items: category.items.map((item) => ({
        text: item.label[lang],
        link: localizePath(`/docs/${item.slug}`, lang),
      })),
    })),
  };
}
