/**
 * `npm run serve`: serves the production build (doc_build/) the way the
 * production host does: clean URLs, 301 from `.html`/`index` paths, and the
 * localized not-found page with status 404. Static serving itself is
 * serve-handler's (Vercel's `serve`); we only add the redirect rules and pick
 * the 404 page by locale, which serve-handler cannot express in config.
 * Response headers (security headers with the build's CSP, cache policy)
 * come from the build's `_headers`, read as Netlify and Cloudflare Pages read it.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import handler from 'serve-handler';
import { canonicalRedirect, isForcedNotFound, notFoundPageFor } from '../shared/url-rules';
import { headersForPath, parseHeadersFile } from './hosting/headers-file';
import { cacheControl } from './hosting/security-headers';

export interface SiteServer {
  url: string;
  close: () => Promise<void>;
}

export async function startSiteServer(options: { dir: string; port?: number; host?: string }) {
  const root = path.resolve(options.dir);
  await access(path.join(root, 'index.html')).catch(() => {
    throw new Error(`No build found in ${root}: run \`npm run build\` first.`);
  });

  const headersFile = path.join(root, '_headers');
  if (!existsSync(headersFile)) {
    throw new Error(
      `No ${headersFile}: build with \`npm run build\` (its postbuild step writes it).`,
    );
  }
  const headerRules = parseHeadersFile(readFileSync(headersFile, 'utf8'));

  const sendNotFound = (res: http.ServerResponse, pathname: string) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl.revalidate);
    createReadStream(path.join(root, notFoundPageFor(pathname))).pipe(res);
  };

  const server = http.createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value);
    const target = canonicalRedirect(decodeURIComponent(pathname));
    if (target) {
      res.writeHead(301, { Location: `${encodeURI(target)}${search}` });
      res.end();
      return;
    }
    if (isForcedNotFound(decodeURIComponent(pathname))) {
      sendNotFound(res, pathname);
      return;
    }
    handler(
      req,
      res,
      { public: root, cleanUrls: true, directoryListing: false, etag: true },
      {
        // serve-handler looks for one 404.html at the root; English paths get en/404.html.
        sendError: async (...args) => {
          const spec = args[6];
          if (spec.statusCode !== 404) {
            res.statusCode = spec.statusCode;
            res.end(spec.message);
            return;
          }
          sendNotFound(res, pathname);
        },
      },
    ).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies SiteServer;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  startSiteServer({ dir: 'doc_build', port, host: process.env.HOST ?? '127.0.0.1' })
    .then(({ url }) => console.log(`Serving doc_build/ at ${url}`))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
