/** textlint plugins: the site's pages (.mdx and .md) parsed as MDX (mdx-to-txt-ast.ts), the API contract's prose (.yaml). */

import type { TxtDocumentNode } from '@textlint/ast-node-types';
import type { TextlintMessage } from '@textlint/types';
import { mdxToTxtAst } from './mdx-to-txt-ast';
import { yamlProseToTxtAst } from './yaml-prose-to-txt-ast';

/** The last page parsed: lint-content.ts parses first (to report MDX errors with their line), the kernel then reuses it. */
let lastParsed: { text: string; ast: TxtDocumentNode } | undefined;

/** Parses a page, keeping the result for the kernel's next call on the same text. */
export function parsePage(text: string): TxtDocumentNode {
  if (lastParsed?.text !== text) lastParsed = { text, ast: mdxToTxtAst(text) };
  return lastParsed.ast;
}

class MdxProcessor {
  availableExtensions(): string[] {
    return ['.mdx', '.md'];
  }

  processor(_ext: string) {
    return {
      preProcess: (text: string) => {
        const ast = parsePage(text);
        lastParsed = undefined; // the kernel annotates the tree: never hand it out twice
        return ast;
      },
      postProcess: (messages: TextlintMessage[], filePath?: string) => ({
        messages,
        filePath: filePath ?? '<mdx>',
      }),
    };
  }
}

export const mdxTextlintPlugin = { Processor: MdxProcessor };

/** The API contract's prose (see yaml-prose-to-txt-ast.ts). */
class YamlProseProcessor {
  availableExtensions(): string[] {
    return ['.yaml', '.yml'];
  }

  processor(_ext: string) {
    return {
      preProcess: (text: string) => yamlProseToTxtAst(text),
      postProcess: (messages: TextlintMessage[], filePath?: string) => ({
        messages,
        filePath: filePath ?? '<yaml>',
      }),
    };
  }
}

export const yamlProseTextlintPlugin = { Processor: YamlProseProcessor };
