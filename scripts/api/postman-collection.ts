/**
 * The Postman collection and environments of one site language, made from the
 * localized spec by Postman's own converter (openapi-to-postmanv2), then made
 * ready to run: folders by tag named in the reader's language, the API key as
 * a bearer token from the environment (`{{apiKey}}`), a collection pre-request
 * script that gives every request a fresh `Idempotency-Key`, the response
 * examples as saved responses and, on each request, a test that the answer's
 * status is one the API documents for it. Ids are derived from the content,
 * so the output is the same on every build.
 */
import { createHash } from 'node:crypto';
import Converter from 'openapi-to-postmanv2';
import type { Lang } from '../../config/locales';
import { exampleFromSchema } from './example-from-schema';
import { resolveRef } from './resolve-ref';
import { isObject, type Json, operationsOf } from './spec-walk';
import {
  hasTemplateSyntax,
  jsonWithoutTemplates,
  urlValueWithoutTemplates,
} from './template-syntax';

/** The texts a collection carries beyond the spec's own, per site language. */
const TEXTS: Record<
  Lang,
  { sandbox: string; production: string; statusTest: string; setup: string }
> = {
  'pt-BR': {
    sandbox: 'Sandbox',
    production: 'Produção',
    statusTest: 'O status HTTP é um dos documentados para esta operação',
    setup:
      'Escolha o ambiente Sandbox ou Produção e ponha sua chave secreta na variável `apiKey` dele (`sk_test_...` no sandbox, `sk_live_...` em produção). Cada requisição recebe uma `Idempotency-Key` nova.',
  },
  en: {
    sandbox: 'Sandbox',
    production: 'Production',
    statusTest: 'The HTTP status is one the API documents for this operation',
    setup:
      'Choose the Sandbox or Production environment and put your secret key in its `apiKey` variable (`sk_test_...` in the sandbox, `sk_live_...` in production). Every request gets a fresh `Idempotency-Key`.',
  },
};

export type EnvironmentName = 'sandbox' | 'production';
export const ENVIRONMENTS: EnvironmentName[] = ['sandbox', 'production'];

/** Variables the collection reads, set by the environments. */
export const COLLECTION_VARIABLES = {
  baseUrl: 'baseUrl',
  apiKey: 'apiKey',
  idempotencyKey: 'idempotencyKey',
} as const;

/** Postman's collection format (v2.1), as much of it as this module touches. */
export interface PostmanHeader {
  key: string;
  value: string;
  disabled?: boolean;
  description?: unknown;
}
export interface PostmanRequest {
  method: string;
  header?: PostmanHeader[];
  url: {
    raw?: string;
    host?: string[];
    path?: string[];
    query?: { key: string; value: string; disabled?: boolean }[];
    variable?: { key: string; value: string }[];
  };
  body?: { mode: string; raw?: string };
  description?: unknown;
}
export interface PostmanItem {
  id?: string;
  name: string;
  description?: unknown;
  item?: PostmanItem[];
  request?: PostmanRequest;
  response?: { id?: string; name: string; code: number; originalRequest?: PostmanRequest }[];
  event?: PostmanEvent[];
}
export interface PostmanEvent {
  listen: 'prerequest' | 'test';
  script: { type: 'text/javascript'; exec: string[] };
}
export interface PostmanCollection {
  info: { _postman_id: string; name: string; description?: unknown; schema: string };
  item: PostmanItem[];
  event?: PostmanEvent[];
  variable?: { key: string; value: string; type?: string }[];
  auth?: unknown;
}
export interface PostmanEnvironment {
  id: string;
  name: string;
  values: { key: string; value: string; type: 'default' | 'secret'; enabled: boolean }[];
  _postman_variable_scope: 'environment';
}

export interface ApiToolFiles {
  collection: PostmanCollection;
  environments: Record<EnvironmentName, PostmanEnvironment>;
}

/** A UUID-shaped id derived from `seed`: the same input gives the same file. */
export function stableId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The object a `$ref` chain ends at (the holder itself when it is no reference). */
function referenced(spec: Json, holder: unknown): unknown {
  let node = holder;
  for (let depth = 0; isObject(node) && typeof node.$ref === 'string' && depth < 20; depth++)
    node = resolveRef(spec, node.$ref).value;
  return node;
}

/**
 * A copy of the spec in which every request body and response without an
 * example has the one its page shows (exampleFromSchema). Postman's converter
 * would fake one from the schema instead: other values than the page's, and
 * the costliest part of the conversion (json-schema-faker, then Ajv compiling
 * each faked schema: about 1.3 s per language at 500 operations).
 */
export function withPageExamples(spec: Json): Json {
  const copy = structuredClone(spec);
  const fill = (holder: unknown) => {
    const target = referenced(copy, holder);
    if (!isObject(target) || !isObject(target.content)) return;
    for (const media of Object.values(target.content)) {
      if (!isObject(media) || media.schema === undefined) continue;
      if (media.example !== undefined || media.examples !== undefined) continue;
      const example = exampleFromSchema(copy, media.schema);
      if (example !== undefined) media.example = example;
    }
  };
  for (const { operation } of operationsOf(copy, 'paths')) {
    fill(operation.requestBody);
    if (isObject(operation.responses)) Object.values(operation.responses).forEach(fill);
  }
  return copy;
}

function convert(spec: Json): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      { type: 'json', data: withPageExamples(spec) },
      {
        folderStrategy: 'Tags',
        requestNameSource: 'Fallback',
        // The spec's examples, not values faked from the schemas.
        requestParametersResolution: 'Example',
        exampleParametersResolution: 'Example',
        parametersResolution: 'Example',
        // Optional query parameters are there, switched off.
        enableOptionalParameters: false,
        alwaysInheritAuthentication: true,
        includeWebhooks: false,
      },
      (error, result) => {
        const collection = result?.output?.[0]?.data as PostmanCollection | undefined;
        if (error || !result?.result || !collection)
          reject(new Error(`openapi-to-postmanv2: ${error?.message ?? result?.reason}`));
        else resolve(collection);
      },
    );
  });
}

/** The spec's server URL of an environment (`x-environment`). */
export function serverUrl(spec: Json, environment: EnvironmentName): string {
  const servers = Array.isArray(spec.servers) ? spec.servers : [];
  const server = servers.find((s) => isObject(s) && s['x-environment'] === environment);
  if (!isObject(server) || typeof server.url !== 'string')
    throw new Error(`the spec has no server with x-environment: ${environment}`);
  return server.url;
}

function script(listen: PostmanEvent['listen'], exec: string[]): PostmanEvent {
  return { listen, script: { type: 'text/javascript', exec } };
}

/** Documented statuses per operation, keyed `METHOD /path` (the converter keeps neither id). */
function documentedStatuses(spec: Json): Map<string, number[]> {
  const statuses = new Map<string, number[]>();
  for (const op of operationsOf(spec, 'paths')) {
    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    statuses.set(
      `${op.method.toUpperCase()} ${op.key}`,
      Object.keys(responses)
        .filter((s) => /^\d{3}$/.test(s))
        .map(Number),
    );
  }
  return statuses;
}

/**
 * The request with the spec's example text made inert for Postman's `{{variable}}`
 * substitution (template-syntax.ts): the JSON body and URL values escaped; a header value
 * holding `{{` (which Postman cannot escape) is an error naming the operation.
 * @param ownHeaders header values the collection itself writes (`{{idempotencyKey}}`)
 */
function withoutTemplates(request: PostmanRequest, key: string, ownHeaders: Set<string>): void {
  if (request.body?.mode === 'raw' && request.body.raw !== undefined) {
    try {
      request.body.raw = jsonWithoutTemplates(request.body.raw);
    } catch {
      throw new Error(`${key}: the request body example is not JSON`);
    }
  }
  for (const entry of [...(request.url.query ?? []), ...(request.url.variable ?? [])])
    if (typeof entry.value === 'string') entry.value = urlValueWithoutTemplates(entry.value);
  for (const entry of request.url.query ?? []) entry.key = urlValueWithoutTemplates(entry.key);
  for (const header of request.header ?? []) {
    if (ownHeaders.has(header.value) || !hasTemplateSyntax(header.value)) continue;
    throw new Error(
      `${key}: the example of the header "${header.key}" holds template syntax ({{, {% or {#), which Postman would fill in before sending; write another example`,
    );
  }
}

function requestKey(request: PostmanRequest): string {
  const segments = (request.url.path ?? []).map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s));
  return `${request.method.toUpperCase()} /${segments.join('/')}`;
}

export async function buildPostmanFiles(spec: Json, lang: Lang): Promise<ApiToolFiles> {
  const texts = TEXTS[lang];
  const collection = await convert(spec);
  const tags = Array.isArray(spec.tags) ? spec.tags.filter(isObject) : [];
  const statuses = documentedStatuses(spec);
  const { baseUrl, apiKey, idempotencyKey } = COLLECTION_VARIABLES;

  collection.info._postman_id = stableId(`postman:${lang}`);
  const info = isObject(spec.info) ? spec.info : {};
  collection.info.description = {
    content: [texts.setup, typeof info.description === 'string' ? info.description : '']
      .filter(Boolean)
      .join('\n\n'),
    type: 'text/markdown',
  };
  collection.variable = [{ key: baseUrl, value: serverUrl(spec, 'sandbox'), type: 'string' }];
  collection.auth = {
    type: 'bearer',
    bearer: [{ key: 'token', value: `{{${apiKey}}}`, type: 'string' }],
  };
  collection.event = [
    script('prerequest', [
      '// A fresh Idempotency-Key for every request that sends one: each Send is a new',
      '// operation. To replay a request as a retry, put the key it used in the header.',
      `pm.variables.set('${idempotencyKey}', pm.variables.replaceIn('{{$guid}}'));`,
    ]),
  ];
  for (const folder of collection.item) {
    const tag = tags.find((t) => t.name === folder.name);
    if (tag) {
      if (typeof tag['x-displayName'] === 'string') folder.name = tag['x-displayName'];
      if (typeof tag.description === 'string') folder.description = tag.description;
    }
    folder.id = stableId(`postman:${lang}:folder:${tag?.name ?? folder.name}`);
    for (const item of folder.item ?? []) {
      const request = item.request;
      if (!request) continue;
      const key = requestKey(request);
      const documented = statuses.get(key);
      if (!documented)
        throw new Error(`openapi-to-postmanv2 made a request for ${key}, not in the spec`);
      item.id = stableId(`postman:${lang}:${key}`);
      for (const [i, response] of (item.response ?? []).entries())
        response.id = stableId(`postman:${lang}:${key}:response:${i}`);
      for (const header of request.header ?? []) {
        if (header.key.toLowerCase() !== 'idempotency-key') continue;
        header.value = `{{${idempotencyKey}}}`;
        header.disabled = false;
      }
      const own = new Set([`{{${idempotencyKey}}}`]);
      withoutTemplates(request, key, own);
      for (const response of item.response ?? [])
        if (response.originalRequest) withoutTemplates(response.originalRequest, key, own);
      item.event = [
        script('test', [
          `pm.test(${JSON.stringify(texts.statusTest)}, function () {`,
          `  pm.expect(pm.response.code).to.be.oneOf(${JSON.stringify(documented)});`,
          '});',
        ]),
      ];
    }
  }

  const environment = (name: EnvironmentName): PostmanEnvironment => ({
    id: stableId(`postman:${lang}:environment:${name}`),
    name: `${collection.info.name} (${texts[name]})`,
    values: [
      { key: baseUrl, value: serverUrl(spec, name), type: 'default', enabled: true },
      { key: apiKey, value: '', type: 'secret', enabled: true },
    ],
    _postman_variable_scope: 'environment',
  });
  return {
    collection,
    environments: { sandbox: environment('sandbox'), production: environment('production') },
  };
}

/** Every request of a collection, depth first, with its folder. */
export function collectionRequests(
  collection: PostmanCollection,
): { folder: PostmanItem | undefined; item: PostmanItem; request: PostmanRequest }[] {
  const found: { folder: PostmanItem | undefined; item: PostmanItem; request: PostmanRequest }[] =
    [];
  const walk = (items: PostmanItem[], folder: PostmanItem | undefined) => {
    for (const item of items) {
      if (item.request) found.push({ folder, item, request: item.request });
      if (item.item) walk(item.item, item);
    }
  };
  walk(collection.item, undefined);
  return found;
}
