/**
 * theme/rspress-internals/ is the only place that reaches into Rspress'
 * `dist/`: this fails when an upgrade of @rspress/core moves one of the files
 * it uses or drops one of the exports it takes, and when another module starts
 * reaching into `dist/` on its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const INTERNALS = path.join(root, 'theme/rspress-internals');
const DIST = '@rspress/core/dist/';

function distFile(specifier: string): string {
  return path.join(root, 'node_modules', specifier);
}

/** Names a module exports (its `export { … }`, declarations and `export *` are not used by Rspress' dist). */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations) names.add(d.name.getText(source));
      else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        names.add((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

interface Reliance {
  specifier: string;
  names: string[];
  typeOnly: boolean;
}

/** What the internals module takes from Rspress: re-exports and dynamic imports. */
function reliances(): Reliance[] {
  const file = path.join(INTERNALS, 'index.ts');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: Reliance[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
          : [];
      found.push({ specifier: node.moduleSpecifier.text, names, typeOnly: node.isTypeOnly });
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      // `import('…').then((module) => module.Name)`: the names read off the module.
      const names: string[] = [];
      const chain = node.parent;
      if (
        chain &&
        ts.isPropertyAccessExpression(chain) &&
        chain.parent &&
        ts.isCallExpression(chain.parent)
      )
        chain.parent.arguments[0]?.forEachChild(function collect(child): void {
          if (
            ts.isPropertyAccessExpression(child) &&
            ts.isIdentifier(child.expression) &&
            child.expression.text === 'module'
          )
            names.push(child.name.text);
          child.forEachChild(collect);
        });
      found.push({ specifier: node.arguments[0].text, names, typeOnly: false });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function cssImports(): string[] {
  return readdirSync(INTERNALS)
    .filter((name) => name.endsWith('.css'))
    .flatMap((name) =>
      [
        ...readFileSync(path.join(INTERNALS, name), 'utf8').matchAll(/@import\s+["']([^"']+)["']/g),
      ].map((m) => m[1] ?? ''),
    );
}

/** Every theme module (script or stylesheet) outside the internals folder, with its text. */
function themeSources(): { file: string; text: string }[] {
  const sources: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== INTERNALS) walk(full);
      } else if (/\.(tsx?|css)$/.test(entry.name))
        sources.push({ file: path.relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(root, 'theme'));
  return sources;
}

describe('Rspress internals', () => {
  const modules = reliances();

  it('are all taken from Rspress dist by the one module', () => {
    // 6: the language menu stopped using Rspress' useLangsMenu (it decoded the query string
    // twice), and the outline its TocItem (no break opportunities in long event names).
    // 5: the home page's own hero and cards no longer use Rspress' card animation.
    expect(modules.length).toBeGreaterThanOrEqual(5);
    for (const { specifier } of modules) expect(specifier.startsWith(DIST)).toBe(true);
  });

  it.each(modules.filter((m) => !m.typeOnly).map((m) => [m.specifier, m] as const))(
    '%s still exists and exports what we take',
    (_, { specifier, names }) => {
      const exported = exportedNames(distFile(specifier));
      for (const name of names) expect(exported, `${name} from ${specifier}`).toContain(name);
    },
  );

  it.each(modules.filter((m) => m.typeOnly).map((m) => [m.specifier, m] as const))(
    '%s still declares the types we take',
    (_, { specifier, names }) => {
      const declarations = distFile(specifier).replace(/\.js$/, '.d.ts');
      const exported = exportedNames(declarations);
      for (const name of names) expect(exported, `${name} from ${specifier}`).toContain(name);
    },
  );

  it('take the stylesheets of the components we replace', () => {
    // 6: the home page's own hero and cards replaced Rspress' HomeHero and HomeFeature styles.
    expect(cssImports().length).toBeGreaterThanOrEqual(6);
  });

  it('each stylesheet here is imported by a component of the theme', () => {
    const theme = themeSources();
    const unused = readdirSync(INTERNALS)
      .filter((name) => name.endsWith('.css'))
      .filter((name) => !theme.some(({ text }) => text.includes(`rspress-internals/${name}`)));
    expect(unused).toEqual([]);
  });

  it('each export of the internals module is used by the theme', () => {
    const importers = themeSources().filter(({ text }) =>
      /from ['"][./]+rspress-internals['"]/.test(text),
    );
    const unused = [...exportedNames(path.join(INTERNALS, 'index.ts'))].filter(
      (name) => !importers.some(({ text }) => new RegExp(`\\b${name}\\b`).test(text)),
    );
    expect(unused).toEqual([]);
  });

  it.each(cssImports().map((s) => [s]))('stylesheet %s still exists', (specifier) => {
    expect(() => readFileSync(distFile(specifier))).not.toThrow();
  });

  it('are reached from no other module of the theme', () => {
    const offenders = themeSources()
      .filter(({ text }) => text.includes(DIST))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
