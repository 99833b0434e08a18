/**
 * One HTTP request with the request line exactly as written: `fetch` (and
 * WHATWG URL) would turn `\` into `/` and normalize dot segments, which hides
 * the very paths the URL-policy tests send.
 */
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function rawRequest(
  origin: string,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: requestPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${requestPath} within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** The problem with a Location header, or null when it names a path on `origin`. */
export function offSiteLocation(origin: string, location: string | undefined): string | null {
  if (location === undefined) return null;
  // Browsers read `\` as `/` in the path (not in the query string).
  const pathPart = location.replace(/[?#].*/s, '');
  if (!pathPart.startsWith('/') || pathPart.startsWith('//') || pathPart.includes('\\')) {
    return `Location ${JSON.stringify(location)} is not a path starting with exactly one /`;
  }
  if (new URL(location, origin).origin !== origin) return `Location ${location} leaves ${origin}`;
  return null;
}
