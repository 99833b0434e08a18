/**
 * Remark plugin: puts the post header (date, reading time, authors, tags)
 * right under the title of every blog post, so writers write only Markdown.
 * The title itself is Rspress' heading from the frontmatter `title` (or the
 * post's own `# heading`, if it has one: the header goes after it).
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxjsEsm } from 'mdast-util-mdx';

const COMPONENT = 'BlogPostMeta';

/**
 * `import { BlogPostMeta } from "<file>"` as an MDX ESM node. MDX compiles
 * ESM from its estree, which a node built in a plugin must carry itself.
 */
function namedImport(name: string, from: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import { ${name} } from ${JSON.stringify(from)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportSpecifier',
                imported: { type: 'Identifier', name },
                local: { type: 'Identifier', name },
              },
            ],
            source: { type: 'Literal', value: from, raw: JSON.stringify(from) },
            attributes: [],
          },
        ],
      },
    },
  };
}

export interface RemarkPostMetaOptions {
  /** Whether an (absolute) source path is a blog post. */
  isPost: (file: string) => boolean;
  /** Absolute path of the module exporting `BlogPostMeta`. */
  componentModule: string;
}

export function remarkPostMeta(options: RemarkPostMetaOptions) {
  return (tree: Root, file: { path?: string }) => {
    if (!file.path || !options.isPost(file.path)) return;
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [],
      children: [],
    };
    const title = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
    tree.children.splice(title + 1, 0, element);
    tree.children.unshift(namedImport(COMPONENT, options.componentModule));
  };
}
