/**
 * File names that become URLs, checked before anything is built. A file in
 * `public/` is served at its name and listed in the hosting files; a name
 * with a newline once wrote rules of its own into `_headers`. The hosting
 * files' serializer escapes every path (scripts/hosting/rule-path.ts), and
 * names are refused here as well, with the reason:
 *
 * - in `public/`: letters, digits, `.`, `_`, `-` and `~` only (a name is a URL
 *   as written), and no top-level name starting with `_` (`_headers`,
 *   `_redirects`, `_nginx/` are the hosting files the build writes);
 * - pages and folders in `docs/`: letters and digits (any script), spaces, `.`, `_`, `-`
 *   and `~`: characters a browser sends as the hosting files write them
 *   (percent-encoded, or as they are), so every rule matches its page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const PUBLIC_NAME = /^[A-Za-z0-9._~-]+$/;
const PAGE_NAME = /^[\p{L}\p{N} ._~-]+$/u;

function entries(dir: string): { relative: string; name: string }[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true }).map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { relative: path.relative(dir, full), name: entry.name };
    });
  } catch {
    return [];
  }
}

const shown = (dir: string, relative: string) =>
  JSON.stringify(path.join(path.relative(process.cwd(), dir) || dir, relative));

/** Problems of the names under a folder served as is (`public/`), one line each. */
export function publicNameProblems(dir: string): string[] {
  return entries(dir).flatMap(({ relative, name }) => {
    if (!PUBLIC_NAME.test(name) || name === '.' || name === '..')
      return [
        `${shown(dir, relative)}: a file name in public/ is its URL: use only letters, digits, ".", "_", "-" and "~"`,
      ];
    if (relative === name && name.startsWith('_'))
      return [
        `${shown(dir, relative)}: names starting with "_" at the top of public/ are the build's hosting files (_headers, _redirects, _nginx/)`,
      ];
    return [];
  });
}

/** Problems of the page file names under the docs folder. */
export function pageNameProblems(docsRoot: string): string[] {
  return entries(docsRoot)
    .filter(({ name }) => !PAGE_NAME.test(name))
    .map(
      ({ relative }) =>
        `${shown(docsRoot, relative)}: a page's file name is its URL: use only letters, digits, spaces, ".", "_", "-" and "~"`,
    );
}
