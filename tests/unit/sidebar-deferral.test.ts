/**
 * A large sidebar is written into each page with only the current page's group
 * filled (theme/components/Sidebar/sidebar-deferral.ts). That the real site's
 * sidebars are small enough to be written whole is checked in api-generator.test.ts,
 * on the generated API sidebar.
 */
import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { apiSidebar } from '../../config/api-navigation';
import type { ApiSidebarData } from '../../shared/api/page-model';
import {
  countLinks,
  holdsActiveLink,
  withoutOtherGroups,
} from '../../theme/components/Sidebar/sidebar-deferral';

/** API sidebar data of `operations` operations in groups of 25. */
function apiData(operations: number): ApiSidebarData {
  const groups = Array.from({ length: Math.ceil(operations / 25) }, (_, g) => ({
    label: `Group ${g}`,
    items: Array.from({ length: Math.min(25, operations - g * 25) }, (_, i) => ({
      text: `Operation ${g * 25 + i}`,
      slug: `op-${g * 25 + i}`,
      method: 'get' as const,
    })),
  }));
  const local = { overviewTitle: 'Overview', errorsTitle: 'Errors', groups };
  return { en: local, 'pt-BR': local };
}

const at = (path: string) => (link: string) => link === path;
const groups = (entries: SidebarData) =>
  entries.filter((entry): entry is NormalizedSidebarGroup => 'items' in entry);

describe('which sidebars are deferred', () => {
  it('counts links at any depth, group links included', () => {
    expect(countLinks(apiSidebar(apiData(500), 'en') as SidebarData)).toBe(502);
    expect(
      countLinks([
        { text: 'A', link: '/a' },
        { dividerType: 'solid' },
        {
          text: 'G',
          link: '/g',
          collapsible: true,
          collapsed: false,
          items: [{ text: 'B', link: '/b' }],
        },
      ]),
    ).toBe(3);
  });
});

describe('the sidebar as the server writes it', () => {
  const entries = apiSidebar(apiData(100), 'en') as SidebarData;

  it("keeps the current page's group whole and leaves the other groups out, headers too", () => {
    const written = withoutOtherGroups(entries, at('/en/docs/api/op-30'));
    expect(groups(written).map((g) => [g.text, g.items.length])).toEqual([['Group 1', 25]]);
    // The plain entries (overview, error catalogue) and the current group are the same objects.
    expect(written[0]).toBe(entries[0]);
    expect(written[1]).toBe(entries[1]);
    expect(groups(written)[0]).toBe(groups(entries)[1]);
    // The input is left as it was.
    expect(groups(entries).every((g) => g.items.length === 25)).toBe(true);
  });

  it('leaves every group out on a page outside them (the overview), its plain links kept', () => {
    const written = withoutOtherGroups(entries, at('/en/docs/api/documentacao-de-api'));
    expect(groups(written)).toEqual([]);
    expect(written).toHaveLength(entries.length - groups(entries).length);
  });

  it("writes a page's sidebar the same size whatever the number of groups", () => {
    // Its own group's links and the plain links: the HTML of all pages grows linearly.
    const written = (operations: number) =>
      withoutOtherGroups(
        apiSidebar(apiData(operations), 'en') as SidebarData,
        at('/en/docs/api/op-30'),
      );
    expect(written(2000)).toEqual(written(100));
    expect(countLinks(written(2000))).toBe(2 + 25);
  });

  it('finds the current page at any depth', () => {
    const nested: NormalizedSidebarGroup = {
      text: 'Outer',
      collapsible: false,
      collapsed: false,
      items: [
        { text: 'Inner', collapsible: false, collapsed: false, items: [{ text: 'D', link: '/d' }] },
      ],
    };
    expect(holdsActiveLink(nested, at('/d'))).toBe(true);
    expect(holdsActiveLink(nested, at('/e'))).toBe(false);
  });
});
