/**
 * The same page in another locale: the path with its locale prefix swapped,
 * and the query string kept as the address bar has it (still encoded).
 * Rspress' language menu decoded an already-decoded query string, so
 * `?utm_campaign=50%25off` or `?q=100%25` crashed every page;
 * nothing here decodes.
 */
import { type Lang, localePrefix, localizePath } from '../../config/locales';

export function languageSwitchPath(options: {
  pathname: string;
  search: string;
  /** The reader's place (`#id`, or empty): both locales' headings share their ids. */
  hash?: string;
  from: Lang;
  to: Lang;
  /** A not-found page links to the other locale's home. */
  notFound: boolean;
}): string {
  const { pathname, search, hash = '', from, to, notFound } = options;
  if (notFound) return localizePath('/', to);
  const prefix = localePrefix(from);
  const rest = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  return `${localizePath(rest.startsWith('/') ? rest : `/${rest}`, to)}${search}${hash}`;
}

/**
 * An href for Rspress' `Link`, which decodes its href once (and throws on a
 * malformed escape such as `?q=%`): every `%` is escaped, so the one decode
 * gives back exactly the URL passed in.
 */
export function hrefForRspressLink(href: string): string {
  return href.replaceAll('%', '%25');
}
