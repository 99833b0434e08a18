/**
 * `npm run serve`: serves the production build (doc_build/) the way the
 * production host (nginx with deploy/nginx.conf) does: the URL policy of
 * shared/url-rules.ts (400/404 for hostile paths, 301 to canonical
 * paths), GET and HEAD only (405 otherwise), the localized not-found page
 * with status 404, the build's `.br` / `.gz` twins negotiated from
 * Accept-Encoding, and a page's Markdown twin negotiated from Accept
 * (hosting/accept-markdown.ts). File transfer itself (Range, conditional requests, HEAD,
 * ETag) is `send`'s (the engine of Express' static files); which file answers
 * a path is ours, as nginx's `try_files` line says.
 * Response headers (security headers with the build's CSP, cache policy)
 * come from the build's `_headers`, read as Netlify and Cloudflare Pages read it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { access } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import {
  checkRequestPath,
  encodePath,
  isForcedNotFound,
  notFoundPageFor,
} from '../shared/url-rules';
import { markdownTwinOf, prefersMarkdown } from './hosting/accept-markdown';
import { headersForPath, parseHeadersFile } from './hosting/headers-file';
import { cacheControl } from './hosting/security-headers';

export interface SiteServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Limits against slow and idle clients. Node's defaults give a client 60 s to send its
 * headers, checked every 30 s: a few thousand connections sending one header line every
 * 10 s stay open for a minute and a half each. Here the headers must arrive within 10 s
 * (as nginx's client_header_timeout in deploy/nginx.conf), a whole request within 30 s.
 */
export interface ServeLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past those timeouts. */
  checkIntervalMs: number;
}

export const serveLimits: ServeLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

/** How long a request waits for a build being published (the swap takes milliseconds). */
export const PUBLISH_WAIT_MS = 5000;

/** The methods a static site answers (nginx answers others with 405). */
const allowedMethods = ['GET', 'HEAD'];

/** Precompressed twins written by the build, in the order nginx prefers them. */
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Adds a request header to `Vary` (a response may vary on Accept and Accept-Encoding). */
function addVary(res: http.ServerResponse, field: string): void {
  const fields = String(res.getHeader('Vary') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  res.setHeader('Vary', fields.join(', '));
}

export async function startSiteServer(options: {
  dir: string;
  port?: number;
  host?: string;
  /** Shorter limits for a test; production values by default. */
  limits?: Partial<ServeLimits>;
}) {
  const limits = { ...serveLimits, ...options.limits };
  const root = path.resolve(options.dir);
  await access(path.join(root, 'index.html')).catch(() => {
    throw new Error(`No build found in ${root}: run \`npm run build\` first.`);
  });

  const headersFile = path.join(root, '_headers');
  if (!existsSync(headersFile)) {
    throw new Error(
      `No ${headersFile}: build with \`npm run build\` (its host-files step writes it).`,
    );
  }
  // Read again when a new build rewrote it: a server left running would otherwise send the old
  // build's CSP, whose script hashes block the new build's inline scripts (no hydration).
  let headerRules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  let headersVersion = statSync(headersFile).mtimeMs;
  const currentHeaderRules = () => {
    const version = statSync(headersFile, { throwIfNoEntry: false })?.mtimeMs;
    if (version !== undefined && version !== headersVersion) {
      try {
        headerRules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
        headersVersion = version;
      } catch {
        // Swapped away between the two calls (a publish): read on the next request.
      }
    }
    return headerRules;
  };

  const isPublished = () => existsSync(path.join(root, 'index.html'));
  let answerAfterPublish: (res: http.ServerResponse) => void = () => {};
  /** Whether the site is back within PUBLISH_WAIT_MS (polled: no watcher on a folder that moves). */
  const whenPublished = async (): Promise<boolean> => {
    const deadline = Date.now() + PUBLISH_WAIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (isPublished()) return true;
    }
    return false;
  };

  const isFile = (relative: string): boolean => {
    try {
      return statSync(path.join(root, relative)).isFile();
    } catch {
      // ENOENT, ENOTDIR, ENAMETOOLONG…: no such file, as for nginx.
      return false;
    }
  };

  /** nginx: try_files ${uri}index.html $uri $uri.html $uri/index.html =404 */
  const fileFor = (pathname: string): string | undefined => {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    return candidates.find(isFile);
  };

  const sendStatus = (res: http.ServerResponse, status: number) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`${http.STATUS_CODES[status] ?? status}\n`);
  };

  /** A file that vanished under a response (a publish swapped the build): retry soon. */
  const sendUnavailable = (res: http.ServerResponse) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Range');
    res.setHeader('Retry-After', '1');
    res.setHeader('Cache-Control', 'no-store');
    sendStatus(res, 503);
  };

  const sendNotFound = (res: http.ServerResponse, pathname: string) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl.revalidate);
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Range');
    createReadStream(path.join(root, notFoundPageFor(pathname)))
      .on('error', () => answerAfterPublish(res))
      .pipe(res);
  };

  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string) => {
    // The twin goes out under the original's type; caches must key on Accept-Encoding.
    const acceptable = new Negotiator(req).encodings(['br', 'gzip', 'identity']);
    const twin = precompressed.find(
      (p) => acceptable.includes(p.encoding) && isFile(`${file}${p.suffix}`),
    );
    if (precompressed.some((p) => isFile(`${file}${p.suffix}`))) addVary(res, 'Accept-Encoding');
    res.setHeader(
      'Content-Type',
      mime.contentType(path.extname(file)) || 'application/octet-stream',
    );
    if (twin) res.setHeader('Content-Encoding', twin.encoding);
    send(req, encodePath(twin ? `${file}${twin.suffix}` : file), {
      root,
      cacheControl: false,
      dotfiles: 'allow',
      index: false,
    })
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        if (!isPublished()) return answerAfterPublish(res);
        if (error.status === 404) return sendNotFound(res, file);
        res.removeHeader('Content-Encoding');
        for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
        sendStatus(res, error.status ?? 500);
      })
      .pipe(res);
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = req.url ?? '/';
    const queryStart = target.search(/[?#]/);
    const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
    const search =
      queryStart < 0 || target[queryStart] === '#'
        ? ''
        : target.slice(queryStart).replace(/#.*/, '');
    for (const [name, value] of headersForPath(currentHeaderRules(), rawPath))
      res.setHeader(name, value);

    if (!allowedMethods.includes(req.method ?? '')) {
      res.setHeader('Allow', allowedMethods.join(', '));
      sendStatus(res, 405);
      return;
    }
    const verdict = checkRequestPath(rawPath);
    if (verdict.action === 'reject') {
      if (verdict.status === 404) sendNotFound(res, rawPath);
      else sendStatus(res, verdict.status);
      return;
    }
    if (verdict.action === 'redirect') {
      res.writeHead(301, { Location: `${verdict.location}${search}` });
      res.end();
      return;
    }
    if (isForcedNotFound(verdict.pathname)) {
      sendNotFound(res, rawPath);
      return;
    }
    const file = fileFor(verdict.pathname);
    if (!file) {
      if (!isPublished()) answerAfterPublish(res);
      else sendNotFound(res, rawPath);
      return;
    }
    // A page: its HTML, or its Markdown twin for a client that prefers Markdown.
    const markdownTwin = markdownTwinOf(file);
    if (markdownTwin) {
      addVary(res, 'Accept');
      if (prefersMarkdown(req.headers.accept) && isFile(markdownTwin)) {
        sendFile(req, res, markdownTwin);
        return;
      }
    }
    sendFile(req, res, file);
  };

  // One bad request must never stop the server for every other reader.
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  };
  // A build publishing its output swaps doc_build/ by two renames (plugins/built-site/
  // staging.ts): for that instant there is no site, and a file can vanish under a request.
  // Such a request is answered again once the site is back (GET and HEAD only get here).
  const requests = new WeakMap<http.ServerResponse, http.IncomingMessage>();
  const attempts = new WeakMap<http.ServerResponse, number>();
  answerAfterPublish = (res) => {
    const req = requests.get(res);
    const attempt = (attempts.get(res) ?? 0) + 1;
    attempts.set(res, attempt);
    if (!req || res.headersSent || attempt > 3) return sendUnavailable(res);
    void whenPublished().then((back) => {
      if (!back || res.headersSent) return sendUnavailable(res);
      res.statusCode = 200;
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      answer(req, res);
    });
  };
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      requests.set(res, req);
      if (isPublished()) answer(req, res);
      else answerAfterPublish(res);
    },
  );

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
