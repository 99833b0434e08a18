/**
 * Every column of a table has a header: a Markdown table whose first row has
 * an empty cell renders `<th></th>`, which screen readers announce as nothing
 * and axe reports (`empty-table-header`) only on the built page. Not fixable:
 * only the writer knows what the column holds.
 */
import type { TxtNode, TxtParentNode } from '@textlint/ast-node-types';
import type { TextlintRuleModule } from '@textlint/types';

/** The text a cell shows: its words, inline code, link texts and images' alt. */
function shownText(node: TxtNode): string {
  const { value, alt } = node as TxtNode & { value?: unknown; alt?: unknown };
  if (typeof value === 'string') return value;
  if (typeof alt === 'string') return alt;
  const children = (node as TxtParentNode).children;
  return Array.isArray(children) ? children.map(shownText).join('') : '';
}

export const tableHeaderRule: TextlintRuleModule = (context) => {
  const { Syntax, RuleError, report } = context;
  return {
    [Syntax.Table](node: TxtParentNode) {
      const header = node.children[0] as TxtParentNode | undefined;
      header?.children.forEach((cell, i) => {
        if (shownText(cell).trim()) return;
        report(
          cell,
          new RuleError(
            `Table column ${i + 1} has no header: an empty header cell says nothing to a screen reader (name what the column holds).`,
          ),
        );
      });
    },
  };
};
