/**
 * Headings in order: at most one `#` and only as the first heading (a blog post
 * has none: its layout shows the frontmatter title), and never a level skipped
 * on the way down (`##` then `####`). Not fixable: the writer picks the level.
 */
import type { TxtHeaderNode } from '@textlint/ast-node-types';
import type { TextlintRuleModule } from '@textlint/types';

/** A blog post, not the blog's list page: `docs/<lang>/blog/<slug>.mdx`. */
export function isBlogPost(filePath: string): boolean {
  return /[\\/]blog[\\/](?!index\.mdx?$)[^\\/]+\.mdx?$/.test(filePath);
}

export const headingOrderRule: TextlintRuleModule = (context) => {
  const { Syntax, RuleError, report, locator, getFilePath } = context;
  const post = isBlogPost(getFilePath() ?? '');
  // The page title is the level-1 heading, written or not.
  let previous = 1;
  let seenHeading = false;
  let seenH1 = false;
  return {
    [Syntax.Header](node: TxtHeaderNode) {
      const depth = node.depth;
      const mark = '#'.repeat(depth);
      const where = { padding: locator.range([0, Math.min(depth, node.raw.length)]) };
      if (depth === 1) {
        if (post) {
          report(
            node,
            new RuleError(
              'A blog post has no "# " heading: its title comes from the frontmatter.',
              where,
            ),
          );
        } else if (seenH1) {
          report(node, new RuleError('Only one "# " heading per page (the page title).', where));
        } else if (seenHeading) {
          report(
            node,
            new RuleError(
              'The "# " heading (the page title) comes before any other heading.',
              where,
            ),
          );
        }
        seenH1 = true;
      } else if (depth > previous + 1) {
        report(
          node,
          new RuleError(
            `Heading level skipped: "${mark}" after "${'#'.repeat(previous)}" (use "${'#'.repeat(previous + 1)}").`,
            where,
          ),
        );
      }
      seenHeading = true;
      previous = depth;
    },
  };
};
