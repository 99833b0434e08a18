import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The JSX name @rspress/plugin-preview gives the element wrapping a demo and its code. */
const PREVIEW_ELEMENT = 'Preview';

/**
 * Imports the preview wrapper into the pages that have a demo (and only those), as
 * `import Preview from '<componentPath>'`; the plugin itself would import it into every page.
 */
export function remarkImportPreview({ componentPath }: { componentPath: string }) {
  return (tree: Root) => {
    let found = false;
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === PREVIEW_ELEMENT) found = true;
    });
    if (!found) return;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: `import ${PREVIEW_ELEMENT} from ${JSON.stringify(componentPath)}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [
                {
                  type: 'ImportDefaultSpecifier',
                  local: { type: 'Identifier', name: PREVIEW_ELEMENT },
                },
              ],
              source: { type: 'Literal', value: componentPath, raw: JSON.stringify(componentPath) },
              attributes: [],
            },
          ],
        },
      },
    });
  };
}
