/**
 * Each family of webhook events has one guide that shows it, and that guide
 * is the one links to its events name (shared/api/webhook-guides.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { langs } from '../../config/locales';
import { webhookFamilyGuide, webhookFamilyGuides } from '../../shared/api/webhook-guides';

const root = path.join(import.meta.dirname, '../..');
const spec = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
  webhooks: Record<string, unknown>;
};
const families = [...new Set(Object.keys(spec.webhooks).map((name) => name.split('.')[0] ?? name))];

describe('webhook family guides', () => {
  it('name a guide for every event family of the spec, and no other', () => {
    expect(families.length).toBeGreaterThan(0);
    expect(Object.keys(webhookFamilyGuides).sort()).toEqual([...families].sort());
    expect(() => webhookFamilyGuide('no-such-family')).toThrow(/no guide/);
  });

  it.each(families)('%s: its guide renders the family, in every locale', (family) => {
    for (const lang of langs) {
      const file = path.join(root, 'docs', lang, `${webhookFamilyGuide(family)}.mdx`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(
        new RegExp(`import \\w+ from '\\.\\./api/_data/webhooks-${family}\\.json'`),
      );
    }
  });
});
