/** textlint plugin for the site's pages (.mdx and .md): parses them as MDX (see mdx-to-txt-ast.ts). */
import type { TextlintMessage } from '@textlint/types';
import { mdxToTxtAst } from './mdx-to-txt-ast';

class MdxProcessor {
  availableExtensions(): string[] {
    return ['.mdx', '.md'];
  }

  processor(_ext: string) {
    return {
      preProcess: (text: string) => mdxToTxtAst(text),
      postProcess: (messages: TextlintMessage[], filePath?: string) => ({
        messages,
        filePath: filePath ?? '<mdx>',
      }),
    };
  }
}

export const mdxTextlintPlugin = { Processor: MdxProcessor };
