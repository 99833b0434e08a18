/**
 * patches/ carries build-time fixes to Rspress (upstream/rspress/llms-txt-sidebar-order.md,
 * page-data-lookup.md) and to the mermaid plugin's devkit (upstream/rspress-plugins/), applied by
 * patch-package after `npm install`: this fails when they are not in node_modules (an install
 * with --ignore-scripts, or a patch left behind by an upgrade).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const version = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const dist = (file: string) =>
  readFileSync(path.join(root, 'node_modules/@rspress/core/dist', file), 'utf8');

describe('patches of dependencies', () => {
  it('are made for the installed versions', () => {
    expect(readdirSync(path.join(root, 'patches')).sort()).toEqual([
      `@rspress+core+${version('@rspress/core')}.patch`,
      `rspress-plugin-devkit+${version('rspress-plugin-devkit')}.patch`,
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

  it("the mermaid plugin's devkit no longer loads TypeScript with its index", () => {
    const index = readFileSync(
      path.join(root, 'node_modules/rspress-plugin-devkit/dist/index.js'),
      'utf8',
    );
    expect(index).toContain('RemarkCodeBlockToGlobalComponentPluginFactory');
    expect(index).not.toContain('SourceParser');
  });
});
