/** Text the signature checker shows: header block and a replay `curl` command. */

export const LOCAL_WEBHOOK_URL = 'http://localhost:3000/webhooks';

export interface WebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/** Wraps a string in POSIX shell single quotes, byte for byte. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The three headers, one `Name: value` line each. */
export function formatHeaders(headers: WebhookHeaders): string {
  return [
    `webhook-id: ${headers.id}`,
    `webhook-timestamp: ${headers.timestamp}`,
    `webhook-signature: ${headers.signature}`,
  ].join('\n');
}

/**
 * A bash/zsh command that posts `rawBody` unchanged (`--data-binary`, single
 * quotes: no trailing newline is added, nothing is interpolated).
 */
export function formatCurl(
  headers: WebhookHeaders,
  rawBody: string,
  url: string = LOCAL_WEBHOOK_URL,
): string {
  return [
    `curl -sS -X POST ${shellQuote(url)}`,
    `-H ${shellQuote('Content-Type: application/json')}`,
    `-H ${shellQuote(`webhook-id: ${headers.id}`)}`,
    `-H ${shellQuote(`webhook-timestamp: ${headers.timestamp}`)}`,
    `-H ${shellQuote(`webhook-signature: ${headers.signature}`)}`,
    `--data-binary ${shellQuote(rawBody)}`,
  ].join(' \\\n  ');
}

/** Characters of the body the curl preview shows: a page lays out a few KB at once, not megabytes. */
export const CURL_PREVIEW_BODY_CHARS = 2_000;

/**
 * The curl command as the page shows it: the body cut after `maxBodyChars` (with `…`), so a
 * payload of megabytes does not have to be laid out on every keystroke (it once froze the tab
 * for minutes). Copying uses formatCurl, whole.
 */
export function formatCurlPreview(
  headers: WebhookHeaders,
  rawBody: string,
  maxBodyChars: number = CURL_PREVIEW_BODY_CHARS,
): { text: string; shortened: boolean } {
  const shortened = rawBody.length > maxBodyChars;
  const body = shortened ? `${rawBody.slice(0, maxBodyChars)}…` : rawBody;
  return { text: formatCurl(headers, body), shortened };
}

export type ParsedPayload =
  | { ok: true; id: string | undefined }
  | { ok: false; error: string; id: string | undefined };

/** The `"id": "..."` of a body that is not valid JSON, so a broken body can still be signed. */
const LENIENT_ID = /"id"\s*:\s*"([^"\\]*)"/;

/** Parses the body only to report problems and read `id`; the signature never uses the parse. */
export function inspectPayload(rawBody: string): ParsedPayload {
  try {
    const value: unknown = JSON.parse(rawBody);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const id: unknown = (value as Record<string, unknown>).id;
      return { ok: true, id: typeof id === 'string' ? id : undefined };
    }
    return { ok: true, id: undefined };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      id: LENIENT_ID.exec(rawBody)?.[1],
    };
  }
}
