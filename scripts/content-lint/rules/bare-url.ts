/**
 * No bare URLs in prose: `see https://x.example` renders as a link whose text is
 * the address. Write `[what it is](https://x.example)`. The fix wraps the URL in
 * a Markdown link with itself as text (MDX has no `<https://…>` autolinks), so
 * the writer only has to improve the text.
 */
import type { TxtLinkNode } from '@textlint/ast-node-types';
import type { TextlintFixableRuleModule, TextlintRuleReporter } from '@textlint/types';

/** A GFM autolink literal: a link whose source is the address itself, not `[text](url)`. */
export function isBareUrl(node: TxtLinkNode): boolean {
  return !node.raw.startsWith('[') && !node.raw.startsWith('<');
}

const reporter: TextlintRuleReporter = (context) => {
  const { Syntax, RuleError, report, fixer } = context;
  return {
    [Syntax.Link](node: TxtLinkNode) {
      if (!isBareUrl(node)) return;
      report(
        node,
        new RuleError(`Bare URL ${node.raw}: write [descriptive text](${node.url}).`, {
          fix: fixer.replaceText(node, `[${node.raw}](${node.url})`),
        }),
      );
    },
  };
};

/** Fixable: textlint applies fixes only from rules given as `{ linter, fixer }`. */
export const bareUrlRule: TextlintFixableRuleModule = { linter: reporter, fixer: reporter };
