/**
 * What an MDX page may not hold, whoever wrote it (pages come from pull
 * requests: a partner's typo fix, a community translation), each problem at
 * its line and column:
 *
 * - elements that run code or take over the page: `<script>`, `<meta>` (a
 *   `refresh` sends every reader elsewhere), `<base>`, `<link>`, frames and
 *   plugins. A page's scripts are the site's components; its `<head>` entries
 *   are its frontmatter `head` (page-schemas.ts allows what pages need).
 * - event handler attributes (`onerror="…"`), `javascript:` URLs and
 *   `dangerouslySetInnerHTML` on HTML elements: markup that runs code;
 * - imports from outside the repository: an absolute path, a URL (`file:`,
 *   `data:`, `http:`), a home folder, or a relative path (symbolic links
 *   followed) that leaves the repository. `import x from '/etc/passwd?raw'`
 *   would publish any file of the build machine. Packages (`node_modules`)
 *   and the site's aliases (`@theme/…`) are fine.
 *
 * The build's CSP check (scripts/hosting/inline-code.ts) and the bundler's
 * import guard (import-guard.ts) stand behind this for anything that gets
 * past it; this check names the source line.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { visit as visitEstree } from 'estree-util-visit';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { FrontmatterProblem } from './read-frontmatter';

/** HTML elements a page may not write. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'meta',
  'base',
  'link',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'formaction', 'xlinkHref']);

/** An ESTree node, as estree-util-visit types it (ESM, expressions). */
type EstreeNode = Parameters<typeof visitEstree>[0];

interface Place {
  line: number;
  column: number;
}

/** Whether `file` (real path, symbolic links followed as far as they exist) is inside `dir`. */
export function isInside(dir: string, file: string): boolean {
  const real = (p: string): string => {
    try {
      return realpathSync(p);
    } catch {
      const parent = path.dirname(p);
      return parent === p ? p : path.join(real(parent), path.basename(p));
    }
  };
  const relative = path.relative(real(dir), real(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Why an import may not be bundled into a page, or undefined when it may.
 * @param pageFile the page's absolute path (relative imports start from its folder)
 * @param repoRoot the repository's root
 */
export function importProblem(
  specifier: string,
  pageFile: string,
  repoRoot: string,
): string | undefined {
  const request = specifier.replace(/[?#].*$/s, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(request) && !/^[a-z]:[\\/]/i.test(request))
    return 'imports a URL; a page imports only files of the repository and packages';
  if (path.isAbsolute(request) || /^[a-z]:[\\/]/i.test(request) || request.startsWith('\\'))
    return 'imports an absolute path; a page imports only files of the repository (by a relative path) and packages';
  if (request === '~' || request.startsWith('~/'))
    return 'imports from a home folder; a page imports only files of the repository and packages';
  if (
    request === '.' ||
    request === '..' ||
    request.startsWith('./') ||
    request.startsWith('../')
  ) {
    const target = path.resolve(path.dirname(pageFile), request);
    if (!isInside(repoRoot, target)) return 'imports a file outside the repository';
  }
  return undefined;
}

/** `require(…)`, `require.context(…)`, `import.meta.webpackContext(…)`: bundler imports by another name. */
function isRequire(node: EstreeNode): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name === 'require';
  if (callee.type !== 'MemberExpression') return false;
  const object = callee.object;
  return (
    (object.type === 'Identifier' && object.name === 'require') ||
    (object.type === 'MetaProperty' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'webpackContext')
  );
}

function attributeName(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string {
  return attribute.type === 'mdxJsxAttribute' ? attribute.name : '';
}

/**
 * Every problem of a parsed MDX page's content.
 * @param pageFile the page's absolute path, for its relative imports
 */
export function mdxContentProblems(
  tree: Root,
  pageFile: string,
  repoRoot: string,
): FrontmatterProblem[] {
  const problems: FrontmatterProblem[] = [];
  const report = (place: Place | undefined, reason: string) =>
    problems.push({ line: place?.line ?? 1, column: place?.column ?? 1, reason });
  const startOf = (node: { position?: { start: Place } }) => node.position?.start;
  // ESTree columns are 0-based (acorn); the file's are 1-based.
  const estreeStart = (node: EstreeNode, fallback: Place | undefined): Place | undefined =>
    node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : fallback;

  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      // Lowercase names are HTML elements; capitalised or dotted ones are components.
      const isHtml = /^[a-z][a-z0-9-]*$/.test(name);
      if (isHtml && FORBIDDEN_ELEMENTS.has(name))
        report(
          startOf(node),
          `<${name}> is not allowed in a page (scripts and <head> entries come from the site; see the writers' handbook)`,
        );
      for (const attribute of node.attributes) {
        const attr = attributeName(attribute);
        const at = startOf(attribute) ?? startOf(node);
        const expression =
          attribute.type === 'mdxJsxExpressionAttribute'
            ? attribute.data?.estree
            : typeof attribute.value === 'object'
              ? attribute.value?.data?.estree
              : undefined;
        checkImports(expression ?? undefined, at);
        if (!isHtml || !attr) continue;
        if (/^on/i.test(attr))
          report(at, `the event handler attribute "${attr}" is not allowed in a page`);
        else if (attr === 'dangerouslySetInnerHTML')
          report(
            at,
            '"dangerouslySetInnerHTML" is not allowed in a page: write the content as MDX',
          );
        else if (
          URL_ATTRIBUTES.has(attr) &&
          typeof attribute.value === 'string' &&
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters browsers strip from URLs
          /^javascript:/i.test(attribute.value.replace(/[\u0000-\u0020\u007f]/g, ''))
        )
          report(at, `a javascript: URL in "${attr}" is not allowed in a page`);
      }
    }
    checkImports((node as { data?: { estree?: EstreeNode } }).data?.estree, startOf(node));
  });

  /** Imports, re-exports and `import()` in a piece of JavaScript (ESM, an expression). */
  function checkImports(estree: EstreeNode | undefined, fallback: Place | undefined) {
    if (!estree) return;
    visitEstree(estree, (child) => {
      const source =
        (child.type === 'ImportDeclaration' ||
          child.type === 'ExportAllDeclaration' ||
          child.type === 'ExportNamedDeclaration' ||
          child.type === 'ImportExpression') &&
        child.source?.type === 'Literal' &&
        typeof child.source.value === 'string'
          ? child.source.value
          : undefined;
      if (source === undefined) {
        if (child.type === 'ImportExpression' || isRequire(child))
          report(
            estreeStart(child, fallback),
            'a page imports by a string literal with `import`: `require` and computed imports can reach any file',
          );
        return;
      }
      const problem = importProblem(source, pageFile, repoRoot);
      if (problem) report(estreeStart(child, fallback), `"${source}" ${problem}`);
    });
  }
  return problems;
}
