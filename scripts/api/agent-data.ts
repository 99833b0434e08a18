/**
 * The API reference as data for AI tools (shared/api/agent-model.ts): per
 * locale, an index (operations, error catalogue, sandbox scenarios) and one
 * file per operation (its Markdown texts, JSON Schemas of what it takes and
 * answers, one request sample per language, and the very data its Try it
 * console validates and simulates with). Made from the same localized spec
 * and page data as the reference pages, so the two cannot disagree; the MCP
 * server (mcp/) reads them from a build or from the deployed site.
 */
import { type Lang, localePrefix, localizePath } from '../../config/locales';
import {
  AGENT_DATA_FORMAT,
  type AgentError,
  type AgentEvent,
  type AgentIndex,
  type AgentOperation,
  type AgentParameter,
  type AgentResponse,
  type AgentScenarioProduct,
  agentEventPath,
  agentOperationPath,
} from '../../shared/api/agent-model';
import { webhookEventAnchor } from '../../shared/api/field-anchors';
import type {
  ApiBodyExample,
  ApiErrorCatalogueData,
  ApiOperationPageData,
  ApiServer,
  ApiTryItData,
} from '../../shared/api/page-model';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import { ERRORS_SLUG } from '../../shared/api/slug';
import { webhookFamilyGuide } from '../../shared/api/webhook-guides';
import { documentedSchema } from './request-schema';
import { deref } from './resolve-ref';
import { isObject, type Json, type OperationRef, operationsOf } from './spec-walk';

/** Where the reference pages and the Test data page live (locale-free). */
const API_PAGES = '/docs/api';
const TEST_DATA_PAGE = '/docs/intro/test-data';

function markdown(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The spec's parameter object for `in`/`name` (the operation's own wins over the path's). */
function rawParameter(spec: Json, op: OperationRef, location: string, name: string): Json {
  for (const list of [op.operation.parameters, op.pathItem.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = deref(spec, raw);
      if (p.in === location && p.name === name) return p;
    }
  }
  return {};
}

function agentParameter(
  spec: Json,
  raw: Json,
  page: { name: string; in: AgentParameter['in']; required: boolean; deprecated: boolean },
  direction: 'request' | 'response',
): AgentParameter {
  const schema = isObject(raw.schema) ? deref(spec, raw.schema) : {};
  const description = markdown(raw.description) ?? markdown(schema.description);
  return {
    name: page.name,
    in: page.in,
    required: page.required,
    deprecated: page.deprecated,
    ...(description ? { description } : {}),
    schema: documentedSchema(spec, raw.schema, direction),
  };
}

function mediaSchema(content: unknown, mediaType: string | undefined): unknown {
  if (!mediaType || !isObject(content)) return undefined;
  const media = content[mediaType];
  return isObject(media) ? media.schema : undefined;
}

function agentResponses(spec: Json, op: OperationRef, page: ApiOperationPageData) {
  const responses = isObject(op.operation.responses) ? op.operation.responses : {};
  return page.responses.map((response): AgentResponse => {
    const raw = deref(spec, responses[response.status]);
    const rawHeaders = isObject(raw.headers) ? raw.headers : {};
    const description = markdown(raw.description);
    const mediaType = response.content?.mediaType;
    const schema = mediaSchema(raw.content, mediaType);
    return {
      status: response.status,
      ...(description ? { description } : {}),
      headers: response.headers.map((h) =>
        agentParameter(spec, deref(spec, rawHeaders[h.name]), h, 'response'),
      ),
      ...(mediaType ? { mediaType } : {}),
      ...(schema !== undefined ? { schema: documentedSchema(spec, schema, 'response') } : {}),
      examples: response.content?.examples ?? [],
    };
  });
}

/** The operation's file: its texts, schemas, samples and Try it data, in `lang`. */
export function buildAgentOperation(
  spec: Json,
  op: OperationRef,
  page: ApiOperationPageData,
  tryIt: ApiTryItData,
): AgentOperation {
  const lang = page.lang;
  const description = markdown(op.operation.description);
  const rawBody =
    op.operation.requestBody === undefined ? undefined : deref(spec, op.operation.requestBody);
  const body = page.requestBody;
  const bodyDescription = markdown(rawBody?.description);
  const bodySchema = mediaSchema(rawBody?.content, body?.content?.mediaType);
  const firstSamples = page.samples[0]?.snippets ?? [];
  return {
    format: AGENT_DATA_FORMAT,
    lang,
    operationId: page.operationId,
    slug: page.slug,
    method: page.method.toUpperCase(),
    path: page.path,
    summary: page.summary,
    deprecated: page.deprecated,
    tag: page.tag.label,
    page: localizePath(`${API_PAGES}/${page.slug}`, lang),
    ...(description ? { description } : {}),
    servers: page.servers,
    security: page.security.map(({ descriptionHtml: _html, ...requirement }) => requirement),
    parameters: page.parameters.map((p) =>
      agentParameter(spec, rawParameter(spec, op, p.in, p.name), p, 'request'),
    ),
    ...(body?.content
      ? {
          requestBody: {
            mediaType: body.content.mediaType,
            required: body.required,
            ...(bodyDescription ? { description: bodyDescription } : {}),
            ...(bodySchema !== undefined
              ? { schema: documentedSchema(spec, bodySchema, 'request') }
              : {}),
            examples: tryIt.body?.examples ?? [],
          },
        }
      : {}),
    responses: agentResponses(spec, op, page),
    // The tokens of the highlighted sample, joined: the sample's text.
    samples: firstSamples.map((snippet) => ({
      id: snippet.id,
      label: snippet.label,
      language: snippet.language,
      code: snippet.lines
        .map((line) => line.filter((part) => typeof part === 'string').join(''))
        .join('\n'),
    })),
    tryIt: { parameters: page.parameters, data: tryIt },
  };
}

/** A media type's examples as JSON text: its named `examples`, else its `example`. */
function rawExamples(spec: Json, media: Json): ApiBodyExample[] {
  const pretty = (value: unknown) => JSON.stringify(value, null, 2);
  if (isObject(media.examples))
    return Object.entries(media.examples).map(([name, raw]) => {
      const example = deref(spec, raw);
      const summary = markdown(example.summary);
      return { name, ...(summary ? { summary } : {}), json: pretty(example.value) };
    });
  return media.example === undefined ? [] : [{ name: '', json: pretty(media.example) }];
}

/**
 * The webhook events the API sends (the spec's `webhooks`), each with the
 * headers of a delivery, the JSON Schema of its body and its example, in `lang`.
 */
export function buildAgentEvents(spec: Json, lang: Lang): AgentEvent[] {
  return operationsOf(spec, 'webhooks')
    .filter((op) => op.method === 'post')
    .map((op): AgentEvent => {
      const name = op.key;
      const family = name.split('.')[0] ?? name;
      const description = markdown(op.operation.description);
      const rawBody =
        op.operation.requestBody === undefined ? {} : deref(spec, op.operation.requestBody);
      const content = isObject(rawBody.content) ? rawBody.content : {};
      const mediaType = Object.keys(content)[0] ?? 'application/json';
      const media = isObject(content[mediaType]) ? content[mediaType] : {};
      const responses = isObject(op.operation.responses) ? op.operation.responses : {};
      const headers = (Array.isArray(op.operation.parameters) ? op.operation.parameters : [])
        .map((raw) => deref(spec, raw))
        .filter((p) => p.in === 'header' && typeof p.name === 'string')
        .map((p) =>
          agentParameter(
            spec,
            p,
            {
              name: String(p.name),
              in: 'header',
              required: p.required === true,
              deprecated: p.deprecated === true,
            },
            'response',
          ),
        );
      return {
        format: AGENT_DATA_FORMAT,
        lang,
        name,
        operationId: String(op.operation.operationId ?? name),
        family,
        ...(description ? { description } : {}),
        page: localizePath(`${webhookFamilyGuide(family)}#${webhookEventAnchor(name)}`, lang),
        headers,
        payload: {
          mediaType,
          ...(media.schema !== undefined
            ? { schema: documentedSchema(spec, media.schema, 'response') }
            : {}),
          examples: rawExamples(spec, media),
        },
        responses: Object.entries(responses).map(([status, raw]) => {
          const text = markdown(deref(spec, raw).description);
          return { status, ...(text ? { description: text } : {}) };
        }),
      };
    });
}

/**
 * The locale's index. The catalogue and the scenarios come in built with
 * Markdown kept as written (their `*Html` fields hold the Markdown).
 */
export function buildAgentIndex(options: {
  lang: Lang;
  apiVersion: string;
  servers: ApiServer[];
  operations: AgentOperation[];
  events: AgentEvent[];
  catalogue: ApiErrorCatalogueData;
  scenarios: SandboxScenariosData;
}): AgentIndex {
  const { lang, operations } = options;
  const byPath = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
  const errors = options.catalogue.groups.flatMap((group) =>
    group.entries.map(
      (entry): AgentError => ({
        code: entry.code,
        status: entry.status,
        ...(entry.type ? { type: entry.type } : {}),
        retry: entry.retry,
        meaning: entry.meaningHtml,
        cause: entry.causeHtml,
        action: entry.actionHtml,
        page: localizePath(`${API_PAGES}/${ERRORS_SLUG}#${entry.code}`, lang),
        operations: entry.operations.map((o) => ({
          operationId: byPath.get(`${o.method.toUpperCase()} ${o.path}`)?.operationId ?? o.slug,
          method: o.method.toUpperCase(),
          path: o.path,
          summary: o.summary,
        })),
      }),
    ),
  );
  const scenarios = options.scenarios.products.map(
    (product): AgentScenarioProduct => ({
      id: product.id,
      title: product.title,
      ...(product.descriptionHtml ? { description: product.descriptionHtml } : {}),
      operationId: product.operationId,
      method: product.method,
      path: product.path,
      field: product.field,
      page: localizePath(`${TEST_DATA_PAGE}#${product.id}`, lang),
      scenarios: product.scenarios.map(({ descriptionHtml, ...scenario }) => ({
        ...scenario,
        ...(descriptionHtml ? { description: descriptionHtml } : {}),
      })),
    }),
  );
  return {
    format: AGENT_DATA_FORMAT,
    lang,
    apiVersion: options.apiVersion,
    servers: options.servers,
    operations: operations.map((o) => ({
      operationId: o.operationId,
      slug: o.slug,
      method: o.method,
      path: o.path,
      summary: o.summary,
      deprecated: o.deprecated,
      tag: o.tag,
      page: o.page,
      data: agentOperationPath(localePrefix(lang), o.slug),
    })),
    events: options.events.map(({ name, operationId, family, description, page }) => ({
      name,
      operationId,
      family,
      ...(description ? { description } : {}),
      page,
      data: agentEventPath(localePrefix(lang), name),
    })),
    errors,
    scenarios,
  };
}
