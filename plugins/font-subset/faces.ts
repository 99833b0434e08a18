/**
 * What each face keeps. The characters: Latin-1 (every letter of Portuguese
 * and English, their punctuation) and the typographic marks and arrows the
 * pages use; anything else falls back to the system faces, glyph by glyph
 * (fonts.css' unicode-range says which face covers what). The weights: the
 * range the styles use (regular to bold; `<strong>` is 700); a rule asking
 * for more gets the nearest, 700.
 */
export interface SiteFace {
  /** The fontsource file, as a module path. */
  source: string;
  /** The subset's file name in `.generated/fonts/` (theme/styles/fonts.css). */
  file: string;
  characters: string;
  weights: { min: number; max: number };
}

const latin1 = Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => 0x20 + i);
/** Beyond Latin-1: ı Œ œ ʻ ʼ ˆ ˚ ˜, spaces and dashes, quotes, bullets, € ™, arrows, minus, ≤ ≥ ≠ ×. */
const marks = [
  0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x2002, 0x2003, 0x2009, 0x200a, 0x200b,
  0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020,
  0x2021, 0x2022, 0x2026, 0x2030, 0x2032, 0x2033, 0x2039, 0x203a, 0x2044, 0x20ac, 0x2122, 0x2190,
  0x2191, 0x2192, 0x2193, 0x2194, 0x21b5, 0x2212, 0x2215, 0x2248, 0x2260, 0x2264, 0x2265, 0x2715,
];
export const SITE_CHARACTERS = String.fromCodePoint(...latin1, ...marks);

export const siteFaces: readonly SiteFace[] = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-text.woff2',
    characters: SITE_CHARACTERS,
    weights: { min: 400, max: 700 },
  },
  {
    source: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
    file: 'jetbrains-mono-code.woff2',
    characters: SITE_CHARACTERS,
    weights: { min: 400, max: 700 },
  },
];
