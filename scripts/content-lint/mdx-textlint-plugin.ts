/**
 * textlint plugins: the site's pages (.mdx and .md) parsed as MDX (mdx-to-txt-ast.ts),
 * the prose of the YAML sources (.yaml, .yml) and the texts of the TypeScript
 * sources (.ts). The YAML and TypeScript plugins take the language to read and
 * whether the whole file is in it (text-sources.ts).
 */

import type { TxtDocumentNode } from '@textlint/ast-node-types';
import type { TextlintMessage, TextlintPluginOptions } from '@textlint/types';
import { mdxToTxtAst } from './mdx-to-txt-ast';
import { type TsStringsOptions, tsStringsToTxtAst } from './ts-strings-to-txt-ast';
import { type YamlProseOptions, yamlProseToTxtAst } from './yaml-prose-to-txt-ast';

/** The last page parsed: lint-content.ts parses first (to report MDX errors with their line), the kernel then reuses it. */
let lastParsed: { text: string; ast: TxtDocumentNode } | undefined;

/** Parses a page, keeping the result for the kernel's next call on the same text. */
export function parsePage(text: string): TxtDocumentNode {
  if (lastParsed?.text !== text) lastParsed = { text, ast: mdxToTxtAst(text) };
  return lastParsed.ast;
}

const passMessages = (fallback: string) => (messages: TextlintMessage[], filePath?: string) => ({
  messages,
  filePath: filePath ?? fallback,
});

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
      postProcess: passMessages('<mdx>'),
    };
  }
}

export const mdxTextlintPlugin = { Processor: MdxProcessor };

/** The language to read and whether the whole file is in it, from the plugin options. */
function languageOptions(options: TextlintPluginOptions | undefined): TsStringsOptions {
  return {
    lang: typeof options?.lang === 'string' ? options.lang : '',
    wholeFile: options?.wholeFile === true,
  };
}

/** The prose of the YAML sources (see yaml-prose-to-txt-ast.ts). */
class YamlProseProcessor {
  private readonly options: YamlProseOptions;

  constructor(options?: TextlintPluginOptions) {
    this.options = languageOptions(options);
  }

  availableExtensions(): string[] {
    return ['.yaml', '.yml'];
  }

  processor(_ext: string) {
    const options = this.options;
    return {
      preProcess: (text: string) => yamlProseToTxtAst(text, options),
      postProcess: passMessages('<yaml>'),
    };
  }
}

export const yamlProseTextlintPlugin = { Processor: YamlProseProcessor };

/** The texts of the TypeScript sources (see ts-strings-to-txt-ast.ts). */
class TsStringsProcessor {
  private readonly options: TsStringsOptions;

  constructor(options?: TextlintPluginOptions) {
    this.options = languageOptions(options);
  }

  availableExtensions(): string[] {
    return ['.ts'];
  }

  processor(_ext: string) {
    const options = this.options;
    return {
      preProcess: (text: string) => tsStringsToTxtAst(text, options),
      postProcess: passMessages('<ts>'),
    };
  }
}

export const tsStringsTextlintPlugin = { Processor: TsStringsProcessor };
