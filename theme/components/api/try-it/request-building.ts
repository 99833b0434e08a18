/**
 * The HTTP request of the "Try it" console, built from what the reader typed:
 * the one the console sends and, with a placeholder credential, the one the
 * page's code samples print (shared/api/sample-printers.ts), so both always
 * describe the same request.
 */
import type {
  ApiParameter,
  ApiSecurityRequirement,
  HttpMethod,
} from '../../../../shared/api/page-model';
import { fillPath, type SampleHar, sampleUrl } from '../../../../shared/api/sample-printers';
import { listItems, parameterKey } from './parameter-values';

export interface RequestInput {
  method: HttpMethod;
  serverUrl: string;
  /** Path template: `/transactions/{id}`. */
  path: string;
  parameters: readonly ApiParameter[];
  /** Input text by `parameterKey`; empty = not sent. */
  values: Readonly<Record<string, string>>;
  security?: ApiSecurityRequirement;
  /** Empty = no credential sent. */
  credential: string;
  body?: { mediaType: string; text: string };
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  /** Sent and printed exactly as typed. */
  body?: string;
  /** The body's media type, set with `body`. */
  mediaType?: string;
}

function isList(parameter: ApiParameter): boolean {
  return parameter.schema.types.includes('array');
}

/** UTF-8 safe base64 (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Where and how the credential goes, for the operation's first security scheme. */
export function credentialPlacement(
  security: ApiSecurityRequirement,
  credential: string,
): { in: 'header' | 'query' | 'cookie'; name: string; value: string } {
  if (security.type === 'http' && security.httpScheme === 'bearer')
    return { in: 'header', name: 'Authorization', value: `Bearer ${credential}` };
  if (security.type === 'http' && security.httpScheme === 'basic')
    return { in: 'header', name: 'Authorization', value: `Basic ${base64(credential)}` };
  if (security.type === 'oauth2' || security.type === 'openIdConnect')
    return { in: 'header', name: 'Authorization', value: `Bearer ${credential}` };
  return { in: security.location, name: security.parameterName, value: credential };
}

export function buildRequest(input: RequestInput): BuiltRequest {
  const text = (p: ApiParameter) => input.values[parameterKey(p)] ?? '';
  const sent = input.parameters.filter((p) => text(p) !== '');
  const path = fillPath(input.path, (name) => {
    const parameter = sent.find((p) => p.in === 'path' && p.name === name);
    return parameter ? text(parameter) : undefined;
  });
  const query = sent
    .filter((p) => p.in === 'query')
    .flatMap((p) =>
      isList(p)
        ? listItems(text(p)).map((value) => ({ name: p.name, value }))
        : [{ name: p.name, value: text(p) }],
    );
  const headers: { name: string; value: string }[] = [];
  const credential =
    input.security && input.credential !== ''
      ? credentialPlacement(input.security, input.credential)
      : undefined;
  if (credential?.in === 'header') headers.push({ name: credential.name, value: credential.value });
  if (credential?.in === 'query') query.push({ name: credential.name, value: credential.value });
  const body = input.body && input.body.text.trim() !== '' ? input.body : undefined;
  if (body) headers.push({ name: 'Content-Type', value: body.mediaType });
  for (const p of sent) {
    if (p.in === 'header')
      headers.push({ name: p.name, value: isList(p) ? listItems(text(p)).join(',') : text(p) });
  }
  return {
    method: input.method.toUpperCase(),
    url: sampleUrl(input.serverUrl, path, query),
    headers,
    ...(body ? { body: body.text, mediaType: body.mediaType } : {}),
  };
}

/** The request as the HAR the sample printers read. */
export function toSampleHar(request: BuiltRequest): SampleHar {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body !== undefined && request.mediaType
      ? { postData: { mimeType: request.mediaType, text: request.body } }
      : {}),
  };
}
