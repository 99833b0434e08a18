/**
 * Where the MCP server reads the documentation: a built site on disk
 * (doc_build/) or the deployed site over HTTPS. Both answer site paths
 * (`/en/docs/intro/getting-started.md`) with text, `null` for a file the site
 * does not have, or a SiteError for anything else (unreadable, too large, not
 * the answer of a docs site). Paths are built by the server from validated
 * input, and checked again here: nothing outside the site is ever read.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from './site-error';

export interface SiteSource {
  /** What the site is, for messages: a folder or an origin. */
  readonly label: string;
  /** The origin the pages are published at: absolute URLs in answers use it. */
  readonly publicOrigin: string;
  /** Origins whose URLs are this site's pages (get_page accepts them). */
  readonly origins: readonly string[];
  read(sitePath: string, maxBytes: number): Promise<string | null>;
}

/** A site path the server may read: absolute, no dot segment, no backslash, no control character. */
function checkSitePath(sitePath: string): void {
  if (
    !sitePath.startsWith('/') ||
    sitePath.startsWith('//') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    /[\\\u0000-\u001f\u007f]/.test(sitePath) ||
    sitePath.split('/').some((segment) => segment === '.' || segment === '..')
  ) {
    throw new Error(`not a site path: ${JSON.stringify(sitePath)}`);
  }
}

export function directorySource(dir: string, publicOrigin: string): SiteSource {
  const root = path.resolve(dir);
  let realRoot: Promise<string> | undefined;
  return {
    label: root,
    publicOrigin,
    origins: [publicOrigin],
    async read(sitePath, maxBytes) {
      checkSitePath(sitePath);
      realRoot ??= realpath(root).catch(() => {
        throw new SiteError('mcpSiteNoBuild', { dir: root });
      });
      const base = await realRoot;
      let file: string;
      try {
        // A symlink inside the build must not lead out of it either.
        file = await realpath(path.join(base, ...sitePath.split('/').filter(Boolean)));
      } catch {
        return null;
      }
      if (file !== base && !file.startsWith(`${base}${path.sep}`)) return null;
      const info = await stat(file);
      if (!info.isFile()) return null;
      if (info.size > maxBytes)
        throw new SiteError('mcpSiteTooLarge', {
          site: root,
          file: sitePath,
          limit: String(maxBytes),
        });
      return readFile(file, 'utf8');
    },
  };
}

/** How long the deployed site may take to answer one file. */
const HTTP_TIMEOUT_MS = 20_000;

async function readLimited(
  response: Response,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** The deployed site at `origin` (its pages' URLs are on that origin). */
export function httpSource(origin: string, userAgent: string): SiteSource {
  return {
    label: origin,
    publicOrigin: origin,
    origins: [origin],
    async read(sitePath, maxBytes) {
      checkSitePath(sitePath);
      const url = new URL(sitePath, origin);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'user-agent': userAgent, accept: '*/*' },
          redirect: 'follow',
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
      } catch (error) {
        const reason =
          error instanceof Error ? (error.cause as Error)?.message || error.message : String(error);
        throw new SiteError('mcpSiteUnreachable', { site: origin, file: sitePath, reason });
      }
      // A redirect may not take the server off the site it was given.
      if (new URL(response.url || url).origin !== new URL(origin).origin) {
        await response.body?.cancel();
        throw new SiteError('mcpSiteUnreachable', {
          site: origin,
          file: sitePath,
          reason: `→ ${new URL(response.url).origin}`,
        });
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SiteError('mcpSiteUnreachable', {
          site: origin,
          file: sitePath,
          reason: `HTTP ${response.status}`,
        });
      }
      return readLimited(
        response,
        maxBytes,
        () =>
          new SiteError('mcpSiteTooLarge', {
            site: origin,
            file: sitePath,
            limit: String(maxBytes),
          }),
      );
    },
  };
}
