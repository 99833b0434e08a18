/**
 * A problem with the site the server reads (missing build, unreachable,
 * too large, not a docs site's answer): kept as a message key and its
 * parameters, so each tool reports it in its caller's language.
 */
import type { Lang } from '../config/locales';
import { fillParams } from '../i18n/feature-text';
import { type McpStrings, mcpText } from '../i18n/mcp';

export class SiteError extends Error {
  constructor(
    readonly key: keyof McpStrings,
    readonly params: Record<string, string>,
  ) {
    super(fillParams(mcpText.en[key], params));
    this.name = 'SiteError';
  }

  inLanguage(lang: Lang): string {
    return fillParams(mcpText[lang][this.key], this.params);
  }
}
