/**
 * Brand facts reach the spec the way they reach Markdown pages: `%TOKENS%`
 * from config/brand.ts are replaced in every string, and the servers marked
 * `x-environment: production | sandbox` get the brand's API URLs. A brand
 * change in brand.ts therefore flows into the pages and the published spec.
 */
import type { Brand } from '../../config/brand';
import { SpecError } from './spec-error';
import type { YamlSource } from './yaml-source';

export interface BrandFacts {
  tokens: Record<string, string>;
  brand: Pick<Brand, 'apiBaseUrl' | 'sandboxApiBaseUrl'>;
}

export function replaceTokens(value: unknown, tokens: Record<string, string>): unknown {
  if (typeof value === 'string') {
    let out = value;
    for (const [token, replacement] of Object.entries(tokens))
      out = out.split(token).join(replacement);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => replaceTokens(v, tokens));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = replaceTokens(v, tokens);
    return out;
  }
  return value;
}

/** A copy of the spec with brand tokens and server URLs filled in. */
export function applyBrandFacts(
  spec: Record<string, unknown>,
  facts: BrandFacts,
  source: YamlSource,
): Record<string, unknown> {
  const out = replaceTokens(spec, facts.tokens) as Record<string, unknown>;
  const servers = Array.isArray(out.servers) ? (out.servers as Record<string, unknown>[]) : [];
  const urls: Record<string, string> = {
    production: facts.brand.apiBaseUrl,
    sandbox: facts.brand.sandboxApiBaseUrl,
  };
  const seen = new Set<string>();
  servers.forEach((server, index) => {
    const environment = server['x-environment'];
    if (typeof environment === 'string' && environment in urls) {
      server.url = urls[environment];
      seen.add(environment);
    } else if (environment !== undefined) {
      throw new SpecError([
        {
          file: source.file,
          location: source.locate(`/servers/${index}/x-environment`),
          reason: `unknown x-environment ${JSON.stringify(environment)} (expected "production" or "sandbox")`,
        },
      ]);
    }
  });
  const missing = Object.keys(urls).filter((env) => !seen.has(env));
  if (missing.length > 0) {
    throw new SpecError([
      {
        file: source.file,
        location: source.locate('/servers'),
        reason: `no server with x-environment: ${missing.join(', ')} (the reference shows production and sandbox URLs)`,
      },
    ]);
  }
  return out;
}
