/**
 * The API reference's navigation: its entry page and its sidebar, built from
 * what scripts/generate-api-pages.ts wrote (the tags of the spec in spec
 * order, with their operations; see api-sidebar-data.ts). Nothing here is
 * written by hand, so the sidebar always matches the spec. Browser-safe: the
 * theme imports config/navigation.ts.
 */
import type { SidebarGroup, SidebarItem, SidebarSectionHeader } from '@rspress/core';
import type { ApiRelease, ApiSidebarData } from '../shared/api/page-model';
import { ERRORS_SLUG, OVERVIEW_SLUG } from '../shared/api/slug';
import { type Lang, type LocaleText, localizePath } from './locales';

/** The API's entry page (navbar "API" link): create a transaction. */
export const apiEntry = '/docs/api/user-transaction-controller-create-transaction';
export const apiOverview = `/docs/api/${OVERVIEW_SLUG}`;
/** The error catalogue, generated from the spec's `x-error-codes`. */
export const apiErrors = `/docs/api/${ERRORS_SLUG}`;

const overviewLabel: LocaleText = { 'pt-BR': 'Visão geral', en: 'Overview' };

/**
 * The head of the API sidebar: the API version the reference describes and
 * the day it shipped ("API 2.0.0 · 24 Nov 2026"), where a version means
 * something (the guides' docs version is in their own sidebar).
 */
export function releaseLabel(release: ApiRelease, lang: Lang): string {
  if (!release.date) return `API ${release.version}`;
  const date = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${release.date}T00:00:00Z`));
  return `API ${release.version} · ${date}`;
}

/** The API sidebar of a locale: the overview, the error catalogue, then one group per tag. */
export function apiSidebar(
  data: ApiSidebarData,
  lang: Lang,
): (SidebarGroup | SidebarItem | SidebarSectionHeader)[] {
  const local = data[lang];
  return [
    ...(local.release ? [{ sectionHeaderText: releaseLabel(local.release, lang) }] : []),
    { text: overviewLabel[lang], link: localizePath(apiOverview, lang) },
    { text: local.errorsTitle, link: localizePath(apiErrors, lang) },
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
