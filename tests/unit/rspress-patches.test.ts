/**
 * patches/ carries a build-time fix to Rspress (upstream/rspress/llms-txt-sidebar-order.md) and
 * to the mermaid plugin's devkit (upstream/rspress-plugins/), applied by patch-package after
 * `npm install`: this fails when they are not in node_modules (an install with
 * --ignore-scripts, or a patch left behind by an upgrade). The page data lookup
 * (upstream/rspress/page-data-lookup.md) is no longer a patch: Rspress' module is replaced by
 * theme/route-data/init-page-data.ts (plugins/route-data).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacedRuntimeModules } from '../../plugins/route-data/rspress-internals';

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
    const source = readFileSync(path.join(root, 'theme/route-data/init-page-data.ts'), 'utf8');
    expect(source).toContain('findPageInfo(pageData.pages, matchedRoute.path)');
    expect(source).not.toContain('pageData.pages.find(');
    // Rspress' own, which searches the list, is the module the build swaps for it.
    expect(dist('runtime/initPageData.js')).toContain('pageData.pages.find(');
    expect(replacedRuntimeModules.map((m) => m.file)).toContain('dist/runtime/initPageData.js');
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
