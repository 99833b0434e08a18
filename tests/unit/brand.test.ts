import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, brandTokens } from '../../config/brand';
import { brandStylesheet } from '../../config/brand-stylesheet';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe('brand', () => {
  it('uses reserved .example hosts for every URL', () => {
    for (const url of [
      brand.siteUrl,
      brand.docsUrl,
      brand.apiBaseUrl,
      brand.sandboxApiBaseUrl,
      brand.jsSdkUrl,
    ]) {
      expect(new URL(url).hostname).toMatch(/\.example$/);
    }
  });

  it('pages never hard-code a brand fact: they use the %TOKENS%', () => {
    const hostOf = (u: string) => new URL(u).host;
    const facts = [
      brand.name,
      ...Object.values(brand.tagline),
      hostOf(brand.siteUrl),
      hostOf(brand.apiBaseUrl),
      hostOf(brand.sandboxApiBaseUrl),
    ];
    const offenders = files('docs')
      .filter((f) => /\.mdx?$/.test(f) && !f.includes(`${path.sep}api${path.sep}`))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return facts.filter((fact) => text.includes(fact)).map((fact) => `${f}: ${fact}`);
      });
    expect(offenders).toEqual([]);
  });

  it('offers a token for each brand fact pages need', () => {
    expect(brandTokens['%BRAND%']).toBe(brand.name);
    expect(brandTokens['%SANDBOX_API_URL%']).toBe(brand.sandboxApiBaseUrl);
  });

  it('turns the palette into the theme variables', () => {
    const css = brandStylesheet(brand);
    expect(css).toContain(`--rp-c-brand: ${brand.colors.brand};`);
    expect(css).toContain(`--rp-c-brand-dark: ${brand.colors.brandDark};`);
  });
});
