/**
 * The icons a home-page feature card may name in its frontmatter (`icon:`).
 * The list is shared: the frontmatter schema (plugins/source-check) accepts
 * only these names, and the theme maps each to one icon of a single set
 * (lucide, theme/components/HomeFeature/feature-icons.ts), so a card can
 * never show an emoji or an icon the site does not ship. Names are lucide's.
 * Products have pictures instead (shared/home/pictures.ts); an icon no page
 * names is left out, so the home page does not ship it.
 */
export const homeFeatureIconNames = [
  'rocket',
  'key-round',
  'book-open',
  'book-a',
  'triangle-alert',
  'circle-check',
  'history',
  'newspaper',
] as const;

export type HomeFeatureIconName = (typeof homeFeatureIconNames)[number];
