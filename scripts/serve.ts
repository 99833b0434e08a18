/**
 * `npm run serve`: serves the production build (doc_build/) the way the
 * production host does: clean URLs, 301 from `.html`/`index` paths, and the
 * localized not-found page with status 404. Static serving itself is
 * serve-handler's (Vercel's `serve`); we only add the redirect rules and pick
 * the 404 page by locale, which serve-handler cannot express in config.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import handler from 'serve-handler';
import { canonicalRedirect, notFoundPageFor } from './lib/url-rules';

export interface SiteServer {
  url: string;
  close: () => Promise<void>;
}

export async function startSiteServer(options: { dir: string; port?: number; host?: string }) {
  const root = path.resolve(options.dir);
  await access(path.join(root, 'index.html')).catch(() => {
    throw new Error(`No build found in ${root}: run \`npm run build\` first.`);
  });

  const server = http.createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    const target = canonicalRedirect(decodeURIComponent(pathname));
    if (target) {
      res.writeHead(301, { Location: `${encodeURI(target)}${search}` });
      res.end();
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
          res.statusCode = spec.statusCode;
          if (spec.statusCode !== 404) {
            res.end(spec.message);
            return;
          }
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          createReadStream(path.join(root, notFoundPageFor(pathname))).pipe(res);
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
