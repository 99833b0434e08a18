/**
 * Links to the site's own pages are site paths (`/docs/intro/authentication`),
 * never absolute URLs (`%DOCS_URL%/docs/…`, `https://developers…/docs/…`, or the
 * main site's `%SITE_URL%/docs/…`, which is another host): an absolute link
 * skips the build's link check, leaves the preview and staging hosts for
 * production and ignores the reader's language. The fix keeps the path, without
 * the `/en` prefix (Rspress adds the page's locale).
 */
import type { TxtNode } from '@textlint/ast-node-types';
import type { TextlintFixableRuleModule, TextlintRuleReporter } from '@textlint/types';
import { brand } from '../../../config/brand';
import { defaultLang, langs } from '../../../config/locales';
import { isBareUrl } from './bare-url';
import { type JsxElementNode, jsxAttribute } from './jsx-attributes';

/** Site sections: a `%SITE_URL%` link into them means a docs page. */
const SITE_SECTIONS = ['docs', 'blog', ...langs.filter((l) => l !== defaultLang)];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const DOCS_ORIGIN = new RegExp(`^(?:%DOCS_URL%|${escapeRegExp(brand.docsUrl)})(?=/|[?#]|$)`);
const SITE_ORIGIN = new RegExp(
  `^(?:%SITE_URL%|${escapeRegExp(brand.siteUrl)})(?=/(?:${SITE_SECTIONS.map(escapeRegExp).join('|')})(?:[/?#]|$))`,
);
const LOCALE_PREFIX = new RegExp(
  `^/(?:${langs
    .filter((l) => l !== defaultLang)
    .map(escapeRegExp)
    .join('|')})(?=[/?#]|$)`,
);

/** The site path an absolute link to the site's own pages should be, or undefined if it is not one. */
export function sitePathOf(url: string): string | undefined {
  const origin = DOCS_ORIGIN.exec(url) ?? SITE_ORIGIN.exec(url);
  if (!origin) return undefined;
  const path = url.slice(origin[0].length).replace(LOCALE_PREFIX, '');
  return path === '' || path.startsWith('?') || path.startsWith('#') ? `/${path}` : path;
}

interface LinkLike extends TxtNode {
  url?: string;
}

const reporter: TextlintRuleReporter = (context) => {
  const { Syntax, RuleError, report, fixer, locator } = context;
  /** `at`: where the URL is written in the node's source, -1 when no fix applies. */
  const check = (node: LinkLike, url: string | undefined, at: number) => {
    if (!url) return;
    const path = sitePathOf(url);
    if (path === undefined) return;
    const message = `Absolute link to the site's own page ${url}: write the site path ${path}.`;
    report(
      node,
      at < 0
        ? new RuleError(message)
        : new RuleError(message, {
            padding: locator.range([at, at + url.length]),
            fix: fixer.replaceTextRange([at, at + url.length], path),
          }),
    );
  };
  return {
    [Syntax.Link](node: LinkLike & { url: string }) {
      // A bare URL is first made a link by bare-url's fix; its target is fixed on the next pass.
      const bare = isBareUrl(node as Parameters<typeof isBareUrl>[0]);
      check(node, node.url, bare ? -1 : node.raw.lastIndexOf(node.url));
    },
    Definition(node: LinkLike) {
      check(node, node.url, node.url ? node.raw.lastIndexOf(node.url) : -1);
    },
    MdxJsxElement(node: LinkLike & JsxElementNode) {
      for (const name of ['href', 'link', 'to']) {
        const value = jsxAttribute(node, name);
        if (typeof value !== 'string') continue;
        const quoted = node.raw.search(new RegExp(`${name}=["']${escapeRegExp(value)}["']`));
        check(node, value, quoted < 0 ? -1 : quoted + name.length + 2);
      }
    },
  };
};

/** Fixable: textlint applies fixes only from rules given as `{ linter, fixer }`. */
export const selfAbsoluteLinkRule: TextlintFixableRuleModule = {
  linter: reporter,
  fixer: reporter,
};
