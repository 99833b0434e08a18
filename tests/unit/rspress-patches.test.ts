/**
 * patches/ carries two build-time fixes to Rspress (upstream/rspress/llms-txt-sidebar-order.md,
 * page-data-lookup.md), applied by patch-package after `npm install`: this fails when they are
 * not in node_modules (an install with --ignore-scripts, or a patch left behind by an upgrade).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const core = JSON.parse(
  readFileSync(path.join(root, 'node_modules/@rspress/core/package.json'), 'utf8'),
) as { version: string };
const dist = (file: string) =>
  readFileSync(path.join(root, 'node_modules/@rspress/core/dist', file), 'utf8');

describe('Rspress patches', () => {
  it('are made for the installed @rspress/core', () => {
    expect(readdirSync(path.join(root, 'patches'))).toEqual([
      `@rspress+core+${core.version}.patch`,
    ]);
  });

  it('llms.txt orders by the sidebar with one lookup per page', () => {
    const source = dist('node/ssg-md/llms/emitLlmsTxt.js');
    expect(source).toContain('routes.sort((a, b)=>place.get(a) - place.get(b))');
    expect(source).not.toMatch(/const aIndex = orderList\.findIndex/);
  });

  it('a page finds its data in an index, not by a linear search', () => {
    const source = dist('runtime/initPageData.js');
    expect(source).toContain('findPageInfo(pageData.pages, matchedRoute.path)');
    expect(source).not.toContain('pageData.pages.find(');
    expect(dist('runtime/utils.js')).toMatch(/export \{[^}]*\bpathKey\b/);
  });
});
