/**
 * A static host (Netlify's documented behaviour) answering requests from a
 * build folder and its `_redirects` / `_headers`, so the generated files can
 * be run against the same cases as the servers.
 *
 * Rule matching is Netlify's own engine (the `netlify-redirector` package,
 * which the Netlify CLI uses); around it, this file models what the Netlify
 * CLI and docs describe: rules are tried in order, the first match applies,
 * a non-forced rule is skipped when a file answers the path ("shadowing"),
 * a 200 rule serves its target file, a 404 rule serves its target with 404,
 * redirects keep the query string; without a rule, a path is served by the
 * file of that name, `path.html`, or `path/index.html` when it ends in `/`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../scripts/hosting/headers-file';
import type { HeaderList } from '../../scripts/hosting/security-headers';

interface RedirectMatch {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

interface Matcher {
  match(request: {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }): RedirectMatch | null;
}

// netlify-redirector is CommonJS without types: its API is parsePlain(text) -> Promise<Matcher>.
const require = createRequire(import.meta.url);
const redirector = require('netlify-redirector') as {
  parsePlain(rules: string, options: object): Promise<Matcher>;
};

export interface StaticResponse {
  status: number;
  /** Redirect target (path and query). */
  location?: string;
  /** Build file whose body is sent. */
  file?: string;
  headers: HeaderList;
}

export async function loadStaticHost(buildDir: string) {
  const redirects = readFileSync(path.join(buildDir, '_redirects'), 'utf8');
  const matcher = await redirector.parsePlain(redirects, {});
  const headerRules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));

  const isFile = (relative: string) => {
    const full = path.join(buildDir, relative);
    return existsSync(full) && statSync(full).isFile();
  };
  /** The file a path is served from without rules, if any. */
  const staticFile = (pathname: string): string | undefined => {
    const relative = decodeURIComponent(pathname).replace(/^\//, '');
    const candidates = pathname.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}.html`];
    return candidates.find((c) => c !== '' && isFile(c));
  };

  return {
    redirects,
    respond(url: string): StaticResponse {
      const { pathname, search } = new URL(url, 'http://static.host');
      const headers = headersForPath(headerRules, pathname);
      const match = matcher.match({
        scheme: 'http',
        host: 'static.host',
        path: pathname,
        query: search.replace(/^\?/, ''),
        getHeader: () => '',
        getCookie: () => '',
      });
      const file = staticFile(pathname);
      if (match && (match.force || !file)) {
        const target = match.to.replace(/^\//, '');
        if (match.status === 200 || match.status === 404) {
          return { status: match.status, file: target, headers };
        }
        return { status: match.status, location: `${match.to}${search}`, headers };
      }
      if (file) return { status: 200, file, headers };
      return { status: 404, headers };
    },
  };
}
