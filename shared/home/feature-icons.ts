/**
 * The icons a home-page feature card may name in its frontmatter (`icon:`).
 * The list is shared: the frontmatter schema (plugins/source-check) accepts
 * only these names, and the theme maps each to one icon of a single set
 * (lucide, theme/components/HomeFeature/feature-icons.ts), so a card can
 * never show an emoji or an icon the site does not ship. Names are lucide's.
 */
export const homeFeatureIconNames = [
  'rocket',
  'key-round',
  'credit-card',
  'shield-check',
  'webhook',
  'book-open',
  'book-a',
  'undo-2',
  'triangle-alert',
  'circle-check',
  'history',
  'newspaper',
  'arrow-up-right',
] as const;

export type HomeFeatureIconName = (typeof homeFeatureIconNames)[number];
