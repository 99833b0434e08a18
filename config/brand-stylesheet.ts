/**
 * Turns the brand palette into the CSS variables Rspress' theme reads, so the
 * colours are set in `brand.ts` and nowhere else. The file is written at config
 * load (it is generated, under node_modules/.cache) and added as a global style.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from './brand';

export function brandStylesheet(brand: Brand): string {
  const c = brand.colors;
  const a = brand.announcement;
  // Dark mode: accent text turns light (Rspress keeps one brand colour for both modes, and
  // its green or blue on #121212 falls under 4.5:1); brand-dark stays, it is a background
  // under white text. The home title is gradient text: on the dark background it starts
  // from the light shade; the brand button keeps white text on the dark shades.
  return `:root {
  --rp-c-brand: ${c.brand};
  --rp-c-brand-light: ${c.brandLight};
  --rp-c-brand-lighter: ${c.brandLighter};
  --rp-c-brand-dark: ${c.brandDark};
  --rp-c-brand-darker: ${c.brandDarker};
  --rp-c-brand-tint: ${c.brandTint};
  --rp-home-hero-secondary-color: ${c.accent};
  --ap-accent-text: ${c.brandDark};
  --ap-announcement-bg: ${a.backgroundColor};
  --ap-announcement-fg: ${a.textColor};
}

.dark {
  --rp-c-brand: ${c.brandOnDark};
  --rp-home-hero-secondary-color: ${c.accentOnDark};
  --rp-home-hero-title-bg: linear-gradient(90deg, ${c.brandLight} 0%, ${c.brandLight} 30%, ${c.accentOnDark} 100%);
  --ap-accent-text: ${c.brandLight};
}

.dark .rp-button--brand {
  background: linear-gradient(90deg, ${c.brandDark} 0%, ${c.brandDark} 30%, ${c.accent} 100%);
}
`;
}

export function writeBrandStylesheet(brand: Brand, cwd: string): string {
  const dir = path.join(cwd, 'node_modules', '.cache', 'brand');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'brand.css');
  writeFileSync(file, brandStylesheet(brand));
  return file;
}
