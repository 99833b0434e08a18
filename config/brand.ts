/**
 * Every brand fact of the site lives here, and only here.
 *
 * The brand is a placeholder (the `.example` TLD is reserved for that): a
 * white-label deployment changes this file and nothing else. Markdown pages
 * reach these values through the `%TOKEN%` replace rules in `brandTokens`
 * below, so no page hard-codes a name, host or URL.
 */
import type { LocaleText } from './locales';

/**
 * The palette Rspress' theme derives its accents from (`--rp-c-brand*`).
 * Every text use meets WCAG AA (4.5:1) in both colour modes: the axe sweep
 * (tests/support/axe-sweep.ts) measures them on every page, light and dark.
 */
export interface BrandColors {
  /** Accent text on the light background (navbar, anchors): 4.5:1 on white, and white on it. */
  brand: string;
  brandLight: string;
  brandLighter: string;
  /** Links and accents on the light background (AA contrast on white). */
  brandDark: string;
  brandDarker: string;
  /** Translucent tint for highlighted backgrounds. */
  brandTint: string;
  /** `brand` in dark mode: accent text on the dark background (4.5:1 on #121212). */
  brandOnDark: string;
  /** Second colour of the home page's title and button gradient (white text on it: 4.5:1). */
  accent: string;
  /** `accent` for the title in dark mode (on the dark background). */
  accentOnDark: string;
}

export interface Announcement {
  /**
   * Identity of the announcement. A reader's dismissal is remembered per id:
   * change the id to show a new announcement to everyone again.
   */
  id: string;
  text: LocaleText;
  /** Optional link the text points to. */
  link?: string;
  backgroundColor: string;
  textColor: string;
}

export interface Brand {
  /** Short product name, as in "Acme Pay Developers". */
  name: string;
  /** Legal name used in the copyright line. */
  legalName: string;
  tagline: LocaleText;
  /** The provider's main (marketing) site. */
  siteUrl: string;
  /** Public origin of this documentation site (canonical URLs, sitemap, feeds). */
  docsUrl: string;
  /** Production API base URL. */
  apiBaseUrl: string;
  /** Sandbox API base URL. */
  sandboxApiBaseUrl: string;
  /** Browser library used for card tokenization and 3-D Secure. */
  jsSdkUrl: string;
  /** Support e-mail shown in guides and the footer. */
  supportEmail: string;
  /** Public status page of the API (uptime and incidents), linked from the footer. */
  statusUrl: string;
  logo: { light: string; dark: string };
  /** Intrinsic size of the logo files (both modes), so the navbar reserves its place (no layout shift). */
  logoSize: { width: number; height: number };
  colors: BrandColors;
  announcement: Announcement;
}

export const brand: Brand = {
  name: 'Acme Pay',
  legalName: 'Acme Pay',
  tagline: {
    'pt-BR': 'Soluções de pagamento para o seu negócio',
    en: 'Payment solutions for your business',
  },
  siteUrl: 'https://acmepay.example',
  docsUrl: 'https://developers.acmepay.example',
  apiBaseUrl: 'https://api.acmepay.example/v2',
  sandboxApiBaseUrl: 'https://sandbox.api.acmepay.example/v2',
  jsSdkUrl: 'https://js.acmepay.example/v1/acmepay.js',
  supportEmail: 'developers@acmepay.example',
  statusUrl: 'https://status.acmepay.example',
  logo: { light: '/brand/logo-light.svg', dark: '/brand/logo-dark.svg' },
  logoSize: { width: 32, height: 32 },
  colors: {
    brand: '#0c7d5a',
    brandLight: '#3ddc97',
    brandLighter: '#c9f4e1',
    brandDark: '#0b6b4f',
    brandDarker: '#084d39',
    brandTint: '#0c7d5a29',
    brandOnDark: '#2fb886',
    accent: '#7c4ddb',
    accentOnDark: '#c4a5ff',
  },
  announcement: {
    id: 'med-webhooks-2026-11',
    text: {
      'pt-BR': 'Novo: webhooks de infração (MED) para os Pix que você recebe.',
      en: 'New: infraction (MED) webhooks for the Pix you receive.',
    },
    link: '/docs/webhook/infraction',
    backgroundColor: '#0b3d2e',
    textColor: '#ffffff',
  },
};

/** Site title shown in the navbar and in every `<title>`. */
export const siteTitle = `${brand.name} Developers`;

/**
 * The docs' MCP server (mcp/): the name editors list it under, and the package
 * whose command starts it (`npx <package> mcp`; package.json's `name` and `bin`,
 * which tests/unit/mcp-package.test.ts compares).
 */
export const docsMcp = {
  serverName: `${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-docs`,
  packageName: 'acmepay-developers',
};

/**
 * Tokens that Markdown/MDX pages use instead of brand facts. Applied by
 * Rspress `replaceRules` to page source, frontmatter and search data.
 */
export const brandTokens: Record<string, string> = {
  '%BRAND%': brand.name,
  '%SITE_URL%': brand.siteUrl,
  '%DOCS_URL%': brand.docsUrl,
  '%API_URL%': brand.apiBaseUrl,
  '%SANDBOX_API_URL%': brand.sandboxApiBaseUrl,
  '%JS_SDK_URL%': brand.jsSdkUrl,
  '%SUPPORT_EMAIL%': brand.supportEmail,
  '%MCP_SERVER%': docsMcp.serverName,
  '%MCP_PACKAGE%': docsMcp.packageName,
  // Per-locale texts: a page writes the token of its own locale, e.g. %TAGLINE:en%.
  ...Object.fromEntries(
    Object.entries(brand.tagline).map(([lang, text]) => [`%TAGLINE:${lang}%`, text]),
  ),
};

/** `brandTokens` as Rspress `replaceRules` (also used by the blog loader, which reads posts itself). */
export const brandReplaceRules: { search: RegExp; replace: string }[] = Object.entries(
  brandTokens,
).map(([token, value]) => ({ search: new RegExp(token, 'g'), replace: value }));
