/**
 * The security headers every response of the site carries, on every host
 * (nginx, `_headers` for static hosts, `npm run serve`), and the cache policy.
 *
 * The Content-Security-Policy allows scripts from the site itself only, plus
 * the inline scripts of the built pages by their SHA-256 hash (Rspress writes
 * a theme script in every `<head>`; other features may add more): the hashes
 * are computed from the built HTML at build time, so the policy follows the
 * pages. No `unsafe-eval`.
 *
 * `connect-src` adds the brand's API origins (config/api-origins.ts) and no
 * other host: the "Try it" console of the API reference sends requests there.
 *
 * Styles keep `'unsafe-inline'`: the server-rendered pages carry `style="…"`
 * attributes (Rspress' sidebar, collapsibles) and diagrams are SVG with
 * `<style>` elements built in the browser (mermaid), neither of which a hash
 * can allow. Inline styles cannot run code.
 */
import { createHash } from 'node:crypto';

/** `'sha256-…'` source expression of an inline script or style body. */
export function cspHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export interface CspInput {
  /** Bodies of the inline scripts of all pages (duplicates welcome). */
  inlineScripts: Iterable<string>;
  /** Origins outside the site that pages may fetch from (the API hosts). */
  connectOrigins?: readonly string[];
}

export function contentSecurityPolicy({ inlineScripts, connectOrigins = [] }: CspInput): string {
  const scriptHashes = [...new Set([...inlineScripts].map(cspHash))].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the SVG icons Rspress' CSS embeds.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Header name and value pairs, in a stable order. */
export type HeaderList = [name: string, value: string][];

/** Two years (the HSTS preload list's minimum is one), subdomains included. */
export const hstsValue = 'max-age=63072000; includeSubDomains';

export function securityHeaders(csp: string): HeaderList {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    // Old browsers that ignore CSP frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Features a documentation site never uses; only names every browser knows
    // (an unknown one is a console error in Chromium).
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // HTTPS only, for two years, subdomains included (browsers ignore it on
    // plain HTTP, so local servers may send it too). No `preload`: that is a
    // commitment the domain's owner makes at hstspreload.org.
    ['Strict-Transport-Security', hstsValue],
  ];
}

/** Rspress puts every content-hashed file under /static/ (js, css, search index). */
export const hashedAssetsPrefix = '/static/';

export const cacheControl = {
  /** Hashed assets never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and every unhashed file: revalidate on each use (ETag / Last-Modified). */
  revalidate: 'no-cache',
} as const;
