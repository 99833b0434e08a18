/**
 * What plugins/route-data relies on inside Rspress (plugins/route-data/rspress-internals.ts):
 * this fails when an upgrade of @rspress/core moves or changes any of it, naming what to
 * look at again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  generatedModules,
  getRouteChunkName,
  normalizeThemeConfig,
  parseSiteDataModule,
  replacedRuntimeModules,
} from '../../plugins/route-data/rspress-internals';

const root = path.resolve(import.meta.dirname, '../..');
const core = path.join(root, 'node_modules/@rspress/core');
const read = (file: string) => readFileSync(path.join(core, file), 'utf8');

/** Names a module exports (`export { … }` and exported declarations). */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) names.push(element.name.text);
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) names.push(d.name.getText(source));
    else if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text);
  }
  return names.sort();
}

/**
 * The replaced modules as the replacements were written against (sha-256 of Rspress 2.0.22's
 * files). A new hash means Rspress changed the module: compare the change with
 * theme/route-data/ (route.ts, init-page-data.ts), carry it over, then update the hash.
 */
const reviewed: Record<string, string> = {
  'dist/runtime/route.js': 'e74b46cf18de2cc8170619f9604eba9942494da13d3a7ffe7a7023c8fdaa4fd1',
  'dist/runtime/initPageData.js':
    'df9359bbc843c7f0016b923779f25ea01c7e2e486ab40cc0592e58720dbba7cf',
};

describe('Rspress runtime modules replaced by theme/route-data', () => {
  it.each(replacedRuntimeModules.map((m) => [m.file, m] as const))(
    '%s is the version the replacement follows, with the same exports',
    (file, module) => {
      const sha = createHash('sha256').update(read(file)).digest('hex');
      expect(sha, `${file} changed: review theme/route-data against it`).toBe(reviewed[file]);
      expect(exportedNames(path.join(core, file))).toEqual([...module.exports].sort());
      expect(exportedNames(module.replacement)).toEqual([...module.exports].sort());
    },
  );

  it('the build swaps them by their path (transform tests match the installed files)', () => {
    for (const module of replacedRuntimeModules) {
      expect(path.join(core, module.file)).toMatch(module.test);
    }
  });

  it('Rspress reaches them only through names the replacements export', () => {
    const runtime = path.join(core, 'dist/runtime');
    for (const name of readdirSync(runtime).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(path.join(runtime, name), 'utf8');
      for (const module of replacedRuntimeModules) {
        const base = path.basename(module.file);
        for (const match of text.matchAll(
          new RegExp(`(?:import|export) \\{([^}]*)\\} from "\\./${base.replace('.', '\\.')}"`, 'g'),
        )) {
          for (const imported of (match[1] ?? '').split(',').map((s) => s.trim().split(' ')[0])) {
            expect(module.exports, `${name} takes ${imported} from ${base}`).toContain(imported);
          }
        }
      }
    }
  });
});

describe("Rspress' generated modules", () => {
  it('are written where the transforms look for them', () => {
    // rsbuild's virtual-module plugin: <root>/<tempDir>/<name>.js.
    const virtualModulePlugin = readdirSync(path.join(core, 'dist'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => read(`dist/${f}`))
      .find((text) => text.includes("'rsbuild:virtual-module'"));
    expect(virtualModulePlugin).toContain(
      'const TEMP_DIR = join(api.context.rootPath, virtualFolderName)',
    );
    expect(virtualModulePlugin).toContain(['absolutePath = `$', '{absolutePath}.js`'].join(''));
    expect(read('dist/node/initRsbuild.js')).toContain("tempDir: '.rspress/runtime'");
    expect(read('dist/node/runtimeModule/routeList.js')).toContain('["virtual-routes"]');
    expect(read('dist/node/runtimeModule/siteData/rsbuildPlugin.js')).toContain(
      '["virtual-site-data"]',
    );
    const pageData = read('dist/node/runtimeModule/pageData/rsbuildPlugin.js');
    expect(pageData).toContain("tempDir: '.rspress'");
    expect(pageData).toContain('["virtual-page-data"]');
    expect('/site/.rspress/runtime/virtual-routes.js').toMatch(generatedModules.routes);
    expect('/site/.rspress/runtime/virtual-site-data.js').toMatch(generatedModules.siteData);
    expect('/site/.rspress/virtual-page-data.js').toMatch(generatedModules.pageData);
  });

  it('keep the shapes the transforms read', () => {
    expect(read('dist/node/runtimeModule/siteData/rsbuildPlugin.js')).toContain(
      ['code: `export default $', '{JSON.stringify(siteData, null, 2)}`'].join(''),
    );
    expect(read('dist/node/runtimeModule/pageData/rsbuildPlugin.js')).toContain(
      'export const searchIndexHash = ',
    );
    expect(parseSiteDataModule('export default {\n  "a": [1]\n}')).toEqual({ a: [1] });
    expect(() => parseSiteDataModule('const x = 1; export default x')).toThrow(/site data/);
  });
});

describe("Rspress' build functions the route data uses", () => {
  it('names a page chunk as Rspress does (its HTML preloads that chunk)', () => {
    const route = {
      routePath: '/en/docs/x',
      pureRoutePath: '/docs/x',
      absolutePath: '/site/docs/en/docs/x.mdx',
      relativePath: 'en/docs/x.mdx',
      pageName: 'x',
      lang: 'en',
      version: '',
    };
    expect(getRouteChunkName(route)).toMatch(/^route-[0-9a-f]{12}$/);
    expect(read('dist/node/route/RouteService.js')).toContain(
      'const chunkName = getRouteChunkName(route);',
    );
  });

  it('normalizes a locale sidebar as the site data has it', async () => {
    const themeConfig = await normalizeThemeConfig({
      lang: 'pt-BR',
      locales: [
        { lang: 'pt-BR', label: 'Português' },
        { lang: 'en', label: 'English' },
      ],
      themeConfig: {
        locales: [
          {
            lang: 'en',
            label: 'English',
            sidebar: { '/en/docs/': [{ text: 'Group', items: [{ text: 'A', link: '/docs/a' }] }] },
          },
        ],
      },
    });
    const en = themeConfig.locales?.find((l) => l.lang === 'en');
    expect(en?.sidebar).toEqual({
      '/en/docs/': [
        {
          text: 'Group',
          collapsed: false,
          collapsible: true,
          items: [{ text: 'A', link: '/en/docs/a.html' }],
        },
      ],
    });
  });
});
