/**
 * Finds assertions on a one-shot read of the page: `await expect(locator
 * .textContent()).resolves…` reads once, and fails when the page has not got
 * there yet on a loaded machine; `expect.poll(() => locator.textContent())…`
 * retries until it has (or times out). Reads are the locator and page methods
 * below, and `evaluate` with an expression that assigns and calls nothing that acts.
 */
import ts from 'typescript';

const READS = new Set([
  'textContent',
  'innerText',
  'innerHTML',
  'isVisible',
  'isHidden',
  'isChecked',
  'isEnabled',
  'isDisabled',
  'isEditable',
  'getAttribute',
  'count',
  'inputValue',
  'allTextContents',
  'allInnerTexts',
]);

const acts =
  /[^=!<>]=[^=>]|\.(click|focus|blur|scroll\w*|dispatchEvent|setItem|removeItem|remove|append\w*|set\w*)\(/;

function isRead(node: ts.Expression | undefined, source: ts.SourceFile): boolean {
  if (!node || !ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression))
    return false;
  const name = node.expression.name.text;
  if (READS.has(name)) return true;
  if (name !== 'evaluate' && name !== 'evaluateAll') return false;
  const fn = node.arguments[0];
  return (
    !!fn && ts.isArrowFunction(fn) && !ts.isBlock(fn.body) && !acts.test(fn.body.getText(source))
  );
}

/** `file:line` of each one-shot read asserted with `.resolves` in `text`. */
export function oneShotReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'resolves' &&
      ts.isCallExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'expect' &&
      isRead(node.expression.arguments[0], source)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
