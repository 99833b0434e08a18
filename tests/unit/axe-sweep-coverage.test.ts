import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { langs } from '../../config/locales';
import { AXE_SWEEP_PARTS, axeSweepBatches, axeSweepFile } from '../support/axe-sweep-parts';
import { localeRoutes, siteRoutes } from '../support/site-routes';

const root = path.resolve(import.meta.dirname, '../..');
const parts = Array.from({ length: AXE_SWEEP_PARTS }, (_, i) => i + 1);

describe('the axe sweeps (test files per locale, each a part of its routes)', () => {
  it('cover every route of the site once', () => {
    const swept = langs.flatMap((lang) => localeRoutes(lang));
    expect([...swept].sort()).toEqual([...siteRoutes].sort());
  });

  it.each(langs)('cover every %s route once, between the parts of the locale', (lang) => {
    const swept = parts.flatMap((part) => axeSweepBatches(lang, part).flat());
    expect([...swept].sort()).toEqual([...localeRoutes(lang)].sort());
    for (const part of parts)
      expect(axeSweepBatches(lang, part).length, `part ${part}`).toBeGreaterThan(0);
  });

  it('have a test file for each part of each locale', () => {
    const files = langs.flatMap((lang) => parts.map((part) => axeSweepFile(lang, part)));
    expect(files.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
