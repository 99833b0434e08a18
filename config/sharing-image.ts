/**
 * The sharing image (Open Graph / Twitter card) of each locale: drawn at
 * build time by scripts/hosting/og-image.ts, named in every page's head.
 */
import { type Lang, localePrefix } from './locales';

export const sharingImageSize = { width: 1200, height: 630 } as const;

/** Site path of a locale's image: `/og-image.png`, `/en/og-image.png`. */
export function sharingImagePath(lang: Lang): string {
  return `${localePrefix(lang)}/og-image.png`;
}
