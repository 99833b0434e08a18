/**
 * The Insomnia export (format 4, which every Insomnia since 2020 imports) of
 * one site language, made from the finished Postman collection so both tools
 * get the same requests: a workspace, the sandbox and production environments
 * (base URL, API key), one folder per tag, each request with its example
 * parameters and body, bearer authentication from the environment and a fresh
 * `Idempotency-Key` on every send (Insomnia's `uuid` template tag).
 *
 * Written by hand: no maintained library writes Insomnia exports
 * (`insomnia-importers` reads other formats into Insomnia and stopped at 3.6.0
 * in 2021), and the format is a flat list of plain objects.
 */
import { brand } from '../../config/brand';
import type { Lang } from '../../config/locales';
import {
  type ApiToolFiles,
  COLLECTION_VARIABLES,
  collectionRequests,
  ENVIRONMENTS,
  type PostmanRequest,
  stableId,
} from './postman-collection';
import { insomniaLiteral } from './template-syntax';

interface InsomniaResource {
  _id: string;
  _type: 'workspace' | 'environment' | 'request_group' | 'request';
  parentId: string | null;
  name: string;
  [field: string]: unknown;
}

export interface InsomniaExport {
  _type: 'export';
  __export_format: 4;
  __export_source: string;
  resources: InsomniaResource[];
}

/** A Postman URL value back to the example as written (its template openers were `%7B`). */
function decodeTemplateOpeners(value: string): string {
  return value.replace(/%7B(?=[{%#])/g, '{');
}

function descriptionText(description: unknown): string {
  if (typeof description === 'string') return description;
  if (description && typeof description === 'object' && 'content' in description)
    return String((description as { content: unknown }).content ?? '');
  return '';
}

/**
 * The URL with its path parameters' examples filled in, percent-encoded as path segments:
 * no template delimiter is left for Insomnia to render.
 */
function requestUrl(request: PostmanRequest): string {
  const values = new Map((request.url.variable ?? []).map((v) => [v.key, v.value]));
  const segments = (request.url.path ?? []).map((s) =>
    s.startsWith(':') ? encodeURIComponent(decodeTemplateOpeners(values.get(s.slice(1)) ?? s)) : s,
  );
  return `{{ _.${COLLECTION_VARIABLES.baseUrl} }}/${segments.join('/')}`;
}

export function buildInsomniaExport(files: ApiToolFiles, lang: Lang): InsomniaExport {
  const { collection, environments } = files;
  const id = (prefix: string, seed: string) =>
    `${prefix}_${stableId(`insomnia:${lang}:${seed}`).replace(/-/g, '')}`;
  const workspaceId = id('wrk', 'workspace');
  const baseEnvironmentId = id('env', 'base');
  const resources: InsomniaResource[] = [
    {
      _id: workspaceId,
      _type: 'workspace',
      parentId: null,
      name: collection.info.name,
      description: descriptionText(collection.info.description),
      scope: 'collection',
    },
    {
      _id: baseEnvironmentId,
      _type: 'environment',
      parentId: workspaceId,
      name: 'Base Environment',
      data: {},
      dataPropertyOrder: null,
    },
  ];
  for (const name of ENVIRONMENTS) {
    const environment = environments[name];
    resources.push({
      _id: id('env', name),
      _type: 'environment',
      parentId: baseEnvironmentId,
      name: environment.name,
      data: Object.fromEntries(environment.values.map((v) => [v.key, v.value])),
      dataPropertyOrder: { '&': environment.values.map((v) => v.key) },
      isPrivate: false,
      metaSortKey: ENVIRONMENTS.indexOf(name),
    });
  }
  const folders = new Map<string, string>();
  for (const [index, { folder, item, request }] of collectionRequests(collection).entries()) {
    let parentId = workspaceId;
    if (folder) {
      const folderId = folders.get(folder.name) ?? id('fld', folder.name);
      if (!folders.has(folder.name)) {
        folders.set(folder.name, folderId);
        resources.push({
          _id: folderId,
          _type: 'request_group',
          parentId: workspaceId,
          name: folder.name,
          description: descriptionText(folder.description),
          metaSortKey: folders.size,
        });
      }
      parentId = folderId;
    }
    const headers = (request.header ?? []).map((h) => ({
      name: h.key,
      value:
        // The other headers are the spec's examples: literals, never rendered.
        h.key.toLowerCase() === 'idempotency-key' ? "{% uuid 'v4' %}" : insomniaLiteral(h.value),
      disabled: h.disabled === true,
    }));
    resources.push({
      _id: id('req', `${request.method} ${(request.url.path ?? []).join('/')}`),
      _type: 'request',
      parentId,
      name: item.name,
      description: descriptionText(item.description ?? request.description),
      method: request.method,
      url: requestUrl(request),
      // Nunjucks renders parameters: the spec's examples go in as literals (template-syntax.ts).
      parameters: (request.url.query ?? []).map((q) => ({
        name: insomniaLiteral(q.key),
        value: insomniaLiteral(decodeTemplateOpeners(q.value)),
        disabled: q.disabled === true,
      })),
      headers,
      body:
        request.body?.mode === 'raw' && request.body.raw !== undefined
          ? { mimeType: 'application/json', text: request.body.raw }
          : {},
      authentication: {
        type: 'bearer',
        token: `{{ _.${COLLECTION_VARIABLES.apiKey} }}`,
        prefix: 'Bearer',
        disabled: false,
      },
      metaSortKey: index,
    });
  }
  return {
    _type: 'export',
    __export_format: 4,
    __export_source: brand.docsUrl,
    resources,
  };
}
