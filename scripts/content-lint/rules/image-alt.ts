/**
 * Every image has a text alternative: `![alt](src)` with a non-empty alt, and
 * `<img>` with an `alt` attribute (`alt=""` only with `role="presentation"`,
 * for a purely decorative image). Not fixable: only the writer knows the image.
 */
import type { TxtImageNode, TxtNode } from '@textlint/ast-node-types';
import type { TextlintRuleModule } from '@textlint/types';
import { type JsxElementNode, jsxAttribute } from './jsx-attributes';

export const imageAltRule: TextlintRuleModule = (context) => {
  const { Syntax, RuleError, report } = context;
  return {
    [Syntax.Image](node: TxtImageNode) {
      if (!node.alt?.trim()) {
        report(
          node,
          new RuleError(
            `Image without alt text: ${node.url} (write ![what it shows](${node.url})).`,
          ),
        );
      }
    },
    MdxJsxElement(node: TxtNode & JsxElementNode) {
      if (node.name !== 'img') return;
      const alt = jsxAttribute(node, 'alt');
      const decorative = jsxAttribute(node, 'role') === 'presentation';
      if (alt === undefined || (alt !== true && !alt.trim() && !decorative)) {
        report(node, new RuleError('<img> without alt text (add alt="what it shows").'));
      }
    },
  };
};
