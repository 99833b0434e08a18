/**
 * What every tool shares: the `locale` argument, answers as text, errors the
 * caller can act on (in its language), absolute URLs on the site's origin.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { defaultLang, type Lang, langs } from '../config/locales';
import type { SiteData } from './site-data';
import { SiteError } from './site-error';
import { type Translate, translator } from './text';

export const localeArgument = z
  .enum(langs as [Lang, ...Lang[]])
  .optional()
  .describe(
    `Language of the answer and of the docs read: ${langs.join(' or ')} (default ${defaultLang}).`,
  );

/** A problem with the caller's input, already in its language. */
export class ToolError extends Error {}

export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] };
}

export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * Runs a tool in the caller's language: input and site problems become tool
 * errors with a message it can act on; anything else is the SDK's to report.
 */
export async function answer(
  lang: Lang | undefined,
  run: (t: Translate, lang: Lang) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  const language = lang ?? defaultLang;
  try {
    return await run(translator(language), language);
  } catch (error) {
    if (error instanceof ToolError) return errorResult(error.message);
    if (error instanceof SiteError) return errorResult(error.inLanguage(language));
    throw error;
  }
}

/** A site path as an absolute URL of the published site. */
export function siteUrl(data: SiteData, sitePath: string): string {
  return new URL(sitePath, data.source.publicOrigin).href;
}

/** A JSON value as a fenced code block. */
export function jsonBlock(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
}
