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
  return `:root {
  --rp-c-brand: ${c.brand};
  --rp-c-brand-light: ${c.brandLight};
  --rp-c-brand-lighter: ${c.brandLighter};
  --rp-c-brand-dark: ${c.brandDark};
  --rp-c-brand-darker: ${c.brandDarker};
  --rp-c-brand-tint: ${c.brandTint};
  --rp-home-hero-secondary-color: ${c.heroAccent};
  --ap-announcement-bg: ${a.backgroundColor};
  --ap-announcement-fg: ${a.textColor};
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
