/**
 * The locale-dependent parts of deploy/nginx.conf, generated from
 * config/locales.ts so that adding a locale needs no edit of the nginx file:
 *
 * - `_nginx/locale-urls.conf` (server context): locale roots are folders
 *   (`/en` and `/en/index(.html)` -> `/en/`), they keep their slash, and the
 *   not-found pages' own URLs answer 404;
 * - `_nginx/locale-not-found.conf` (inside `location @not_found`): the 404 page
 *   of the URL's locale.
 *
 * The rules mirror shared/url-rules.ts; tests/contract/nginx.test.ts runs them on a
 * real nginx with cases generated from the same locale list.
 */
import { defaultLang, langs } from '../../config/locales';

export const nginxLocaleUrlsFile = '_nginx/locale-urls.conf';
export const nginxLocaleNotFoundFile = '_nginx/locale-not-found.conf';

const header = '# Generated from config/locales.ts at build time: do not edit.\n';

/** The prefixed locales (all but the default), checked as nginx regex-safe names. */
function prefixedLangs(locales: readonly string[]): string[] {
  const prefixed = locales.filter((lang) => lang !== defaultLang);
  for (const lang of prefixed) {
    // A locale name goes into nginx regexes unescaped: only tag characters are safe.
    if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(lang)) {
      throw new Error(
        `config/locales.ts: locale "${lang}" is not a language tag nginx rules can hold`,
      );
    }
  }
  return prefixed;
}

export function renderNginxLocaleUrls(locales: readonly string[] = langs): string {
  const prefixed = prefixedLangs(locales);
  const alternation = prefixed.join('|');
  const roots =
    prefixed.length === 0
      ? '# One locale only: no locale prefixes.\n'
      : `# Locale roots are folders: /en/index(.html) -> /en/ ; /en -> /en/
rewrite "^/(${alternation})/index(?:\\.html)?$" /$1/ permanent;
rewrite "^/(${alternation})$" /$1/ permanent;
# A locale root keeps its trailing slash: the rewrites that follow stop here.
rewrite "^(/(?:${alternation})/)$" $1 break;
`;
  const notFoundUrl = prefixed.length === 0 ? '^/404$' : `^/(?:(?:${alternation})/)?404$`;
  return `${header}
${roots}
# The not-found pages' own URLs.
location ~ "${notFoundUrl}" {
    return 404;
}
`;
}

export function renderNginxLocaleNotFound(locales: readonly string[] = langs): string {
  const rules = prefixedLangs(locales).map(
    (lang) => `if ($uri ~ "^/${lang}(?:/|$)") {\n    rewrite ^ /${lang}/404.html break;\n}\n`,
  );
  return `${header}${rules.join('')}`;
}
