/**
 * The API reference's navigation: its entry page and its sidebar, built from
 * what scripts/generate-api-pages.ts wrote (the tags of the spec in spec
 * order, with their operations; see api-sidebar-data.ts). Nothing here is
 * written by hand, so the sidebar always matches the spec. Browser-safe: the
 * theme imports config/navigation.ts.
 */
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import type { ApiSidebarData } from '../shared/api/page-model';
import { OVERVIEW_SLUG } from '../shared/api/slug';
import { type Lang, type LocaleText, localizePath } from './locales';

/** The API's entry page (navbar "API" link): create a transaction. */
export const apiEntry = '/docs/api/user-transaction-controller-create-transaction';
export const apiOverview = `/docs/api/${OVERVIEW_SLUG}`;

const overviewLabel: LocaleText = { 'pt-BR': 'Visão geral', en: 'Overview' };

/** The API sidebar of a locale: the overview, then one group per tag. */
export function apiSidebar(data: ApiSidebarData, lang: Lang): (SidebarGroup | SidebarItem)[] {
  const local = data[lang];
  return [
    { text: overviewLabel[lang], link: localizePath(apiOverview, lang) },
    ...local.groups.map((group) => ({
      text: group.label,
      collapsible: false,
      collapsed: false,
      items: group.items.map((item) => ({
        text: item.text,
        link: localizePath(`/docs/api/${item.slug}`, lang),
      })),
    })),
  ];
}
