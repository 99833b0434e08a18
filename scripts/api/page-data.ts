/**
 * Builds the data of every API reference page of one locale from the validated,
 * localized spec: the operation pages, the overview, the webhook families and
 * the sidebar groups.
 */
import type { Lang } from '../../config/locales';
import type {
  ApiBodyExample,
  ApiDownloads,
  ApiExample,
  ApiMediaContent,
  ApiOperationPageData,
  ApiOverviewPageData,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiSecurityRequirement,
  ApiServer,
  ApiSidebarGroup,
  ApiTagRef,
  ApiWebhookFamilyData,
} from '../../shared/api/page-model';
import { operationSlug } from '../../shared/api/slug';
import { buildCodeSamples } from './code-samples';
import { declaredErrorCode } from './error-catalogue';
import { exampleFromSchema } from './example-from-schema';
import type { CodeHighlighter } from './highlight-code';
import { markdownToHtml, splitAtFirstSection } from './markdown-to-html';
import { deref } from './resolve-ref';
import { buildSchema, type SchemaContext } from './schema-model';
import { isObject, type Json, type OperationRef, operationsOf } from './spec-walk';

export interface PageDataContext extends SchemaContext {
  highlighter: CodeHighlighter;
  downloads: ApiDownloads;
}

const PARAMETER_ORDER = { path: 0, query: 1, header: 2, cookie: 3 } as const;

function html(ctx: PageDataContext, text: unknown): string | undefined {
  return typeof text === 'string' && text.trim()
    ? markdownToHtml(text, { lang: ctx.lang })
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** An example body of the page: its JSON text, and for an error body the code it shows. */
function jsonExample(
  ctx: PageDataContext,
  example: ApiBodyExample & { value: unknown },
): ApiExample {
  const errorCode = declaredErrorCode(ctx.spec, example.value);
  return {
    name: example.name,
    ...(example.summary ? { summary: example.summary } : {}),
    json: example.json,
    ...(errorCode ? { errorCode } : {}),
  };
}

function buildParameter(ctx: PageDataContext, raw: unknown): ApiParameter | undefined {
  const p = deref(ctx.spec, raw);
  const location = p.in;
  if (
    typeof p.name !== 'string' ||
    (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie')
  ) {
    return undefined;
  }
  const schema = buildSchema(ctx, p.schema);
  const firstExample = isObject(p.examples)
    ? deref(ctx.spec, Object.values(p.examples)[0]).value
    : undefined;
  const example =
    p.example ??
    firstExample ??
    (isObject(p.schema) ? deref(ctx.spec, p.schema).example : undefined);
  const descriptionHtml = html(ctx, p.description);
  return {
    name: p.name,
    in: location,
    required: p.required === true || location === 'path',
    deprecated: p.deprecated === true,
    ...(descriptionHtml ? { descriptionHtml } : {}),
    schema,
    ...(example !== undefined ? { example: JSON.stringify(example) } : {}),
  };
}

function buildParameters(ctx: PageDataContext, op: OperationRef): ApiParameter[] {
  const byKey = new Map<string, ApiParameter>();
  for (const raw of [
    ...(Array.isArray(op.pathItem.parameters) ? op.pathItem.parameters : []),
    ...(Array.isArray(op.operation.parameters) ? op.operation.parameters : []),
  ]) {
    const p = buildParameter(ctx, raw);
    if (p) byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()].sort((a, b) => PARAMETER_ORDER[a.in] - PARAMETER_ORDER[b.in]);
}

/** The media type pages show of a `content` map: the JSON one, else the first. */
function pageMedia(content: unknown): [string, Json] | undefined {
  if (!isObject(content)) return undefined;
  const entries = Object.entries(content);
  const [mediaType, media] = entries.find(([type]) => /json/i.test(type)) ?? entries[0] ?? [];
  return mediaType ? [mediaType, isObject(media) ? media : {}] : undefined;
}

/** A media type's examples (named ones, else its `example`, else one made from its schema). */
function mediaExamples(ctx: PageDataContext, media: Json): (ApiBodyExample & { value: unknown })[] {
  const example = (name: string, summary: string | undefined, value: unknown) => ({
    name,
    ...(summary ? { summary } : {}),
    json: prettyJson(value),
    value,
  });
  if (isObject(media.examples)) {
    return Object.entries(media.examples).flatMap(([name, rawExample]) => {
      const named = deref(ctx.spec, rawExample);
      return named.value === undefined ? [] : [example(name, text(named.summary), named.value)];
    });
  }
  const value =
    media.example !== undefined ? media.example : exampleFromSchema(ctx.spec, media.schema);
  return value === undefined ? [] : [example('', undefined, value)];
}

function buildContent(ctx: PageDataContext, content: unknown): ApiMediaContent | undefined {
  const found = pageMedia(content);
  if (!found) return undefined;
  const [mediaType, media] = found;
  return {
    mediaType,
    ...(media.schema !== undefined ? { schema: buildSchema(ctx, media.schema) } : {}),
    examples: mediaExamples(ctx, media).map((example) => jsonExample(ctx, example)),
  };
}

function statusRank(status: string): number {
  if (/^\d{3}$/.test(status)) return Number(status);
  if (/^\dXX$/i.test(status)) return Number(status[0]) * 100 + 99;
  return 1000;
}

function buildResponses(ctx: PageDataContext, responses: unknown): ApiResponse[] {
  if (!isObject(responses)) return [];
  return Object.entries(responses)
    .map(([status, raw]): ApiResponse => {
      const r = deref(ctx.spec, raw);
      const headers = isObject(r.headers)
        ? Object.entries(r.headers).flatMap(([name, header]) => {
            const p = buildParameter(ctx, { ...deref(ctx.spec, header), name, in: 'header' });
            return p ? [p] : [];
          })
        : [];
      const descriptionHtml = html(ctx, r.description);
      const content = buildContent(ctx, r.content);
      return {
        status,
        ...(descriptionHtml ? { descriptionHtml } : {}),
        headers,
        ...(content ? { content } : {}),
      };
    })
    .sort((a, b) => statusRank(a.status) - statusRank(b.status));
}

function buildRequestBody(ctx: PageDataContext, raw: unknown): ApiRequestBody | undefined {
  if (raw === undefined) return undefined;
  const body = deref(ctx.spec, raw);
  const descriptionHtml = html(ctx, body.description);
  const content = buildContent(ctx, body.content);
  return {
    required: body.required === true,
    ...(descriptionHtml ? { descriptionHtml } : {}),
    ...(content ? { content } : {}),
  };
}

/** The request body examples as JSON text, for the code samples and the "Try it" console. */
export function requestBodyExamples(ctx: PageDataContext, raw: unknown): ApiBodyExample[] {
  const found = pageMedia(deref(ctx.spec, raw).content);
  return found ? mediaExamples(ctx, found[1]).map(({ value: _value, ...example }) => example) : [];
}

export function buildServers(spec: Json, override?: unknown): ApiServer[] {
  const list =
    Array.isArray(override) && override.length > 0
      ? override
      : Array.isArray(spec.servers)
        ? spec.servers
        : [];
  return list.filter(isObject).map((s, index) => ({
    environment: typeof s['x-environment'] === 'string' ? s['x-environment'] : String(index),
    url: String(s.url ?? ''),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

function buildSecurity(ctx: PageDataContext, requirements: unknown): ApiSecurityRequirement[] {
  const schemes =
    isObject(ctx.spec.components) && isObject(ctx.spec.components.securitySchemes)
      ? ctx.spec.components.securitySchemes
      : {};
  if (!Array.isArray(requirements)) return [];
  const names = [...new Set(requirements.filter(isObject).flatMap((r) => Object.keys(r)))];
  return names.flatMap((name): ApiSecurityRequirement[] => {
    const scheme = deref(ctx.spec, schemes[name]);
    const type = text(scheme.type) ?? 'http';
    const descriptionHtml = html(ctx, scheme.description);
    const location = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    return [
      {
        scheme: name,
        type,
        ...(typeof scheme.scheme === 'string' ? { httpScheme: scheme.scheme.toLowerCase() } : {}),
        location: type === 'apiKey' ? location : 'header',
        parameterName:
          type === 'apiKey' && typeof scheme.name === 'string' ? scheme.name : 'Authorization',
        ...(descriptionHtml ? { descriptionHtml } : {}),
      },
    ];
  });
}

/** The example credential of a security scheme (`x-example`), for the code samples. */
export function exampleCredential(ctx: PageDataContext, scheme: string): string {
  const schemes =
    isObject(ctx.spec.components) && isObject(ctx.spec.components.securitySchemes)
      ? ctx.spec.components.securitySchemes
      : {};
  const raw = deref(ctx.spec, schemes[scheme]);
  return typeof raw['x-example'] === 'string' ? raw['x-example'] : 'YOUR_CREDENTIAL';
}

/** The header a sample request sends to authenticate, with an example credential. */
function sampleAuth(
  ctx: PageDataContext,
  security: ApiSecurityRequirement[],
): { name: string; value: string } | undefined {
  const first = security[0];
  if (first?.location !== 'header') return undefined;
  const credential = exampleCredential(ctx, first.scheme);
  if (first.type === 'http' && first.httpScheme === 'bearer')
    return { name: 'Authorization', value: `Bearer ${credential}` };
  if (first.type === 'http' && first.httpScheme === 'basic')
    return { name: 'Authorization', value: `Basic ${credential}` };
  return { name: first.parameterName, value: credential };
}

export function tagRefs(spec: Json): (ApiTagRef & { description?: string })[] {
  return (Array.isArray(spec.tags) ? spec.tags : []).filter(isObject).map((t) => ({
    name: String(t.name),
    label: typeof t['x-displayName'] === 'string' ? t['x-displayName'] : String(t.name),
    ...(typeof t.description === 'string' ? { description: t.description } : {}),
  }));
}

export function buildOperationPage(ctx: PageDataContext, op: OperationRef): ApiOperationPageData {
  const operationId = String(op.operation.operationId);
  const tagName = Array.isArray(op.operation.tags) ? String(op.operation.tags[0]) : '';
  const tag = tagRefs(ctx.spec).find((t) => t.name === tagName) ?? {
    name: tagName,
    label: tagName,
  };
  const parameters = buildParameters(ctx, op);
  const security = buildSecurity(ctx, op.operation.security ?? ctx.spec.security);
  const servers = buildServers(ctx.spec, op.operation.servers ?? op.pathItem.servers);
  const requestBody = buildRequestBody(ctx, op.operation.requestBody);
  const sandbox = servers.find((s) => s.environment === 'sandbox') ?? servers[0];
  const descriptionHtml = html(ctx, op.operation.description);
  return {
    kind: 'operation',
    lang: ctx.lang,
    operationId,
    slug: operationSlug(operationId),
    method: op.method,
    path: op.key,
    summary: text(op.operation.summary) ?? operationId,
    ...(descriptionHtml ? { descriptionHtml } : {}),
    deprecated: op.operation.deprecated === true,
    tag: { name: tag.name, label: tag.label },
    servers,
    security,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: buildResponses(ctx, op.operation.responses),
    samples: buildCodeSamples(
      {
        method: op.method,
        serverUrl: sandbox?.url ?? '',
        path: op.key,
        parameters,
        auth: sampleAuth(ctx, security),
        ...(requestBody?.content
          ? {
              body: {
                mediaType: requestBody.content.mediaType,
                examples: requestBodyExamples(ctx, op.operation.requestBody),
              },
            }
          : {}),
      },
      ctx.highlighter,
    ),
  };
}

/** Operations of the spec grouped by their first tag, in the order of the top-level tags. */
export function operationsByTag(
  spec: Json,
): { tag: ApiTagRef & { description?: string }; operations: OperationRef[] }[] {
  const all = operationsOf(spec, 'paths');
  return tagRefs(spec)
    .map((tag) => ({
      tag,
      operations: all.filter(
        (op) => Array.isArray(op.operation.tags) && op.operation.tags[0] === tag.name,
      ),
    }))
    .filter((group) => group.operations.length > 0);
}

export function buildOverviewPage(ctx: PageDataContext): ApiOverviewPageData {
  const info = isObject(ctx.spec.info) ? ctx.spec.info : {};
  const { intro, rest } = splitAtFirstSection(
    typeof info.description === 'string' ? info.description : '',
  );
  const introHtml = intro.trim() ? markdownToHtml(intro, { lang: ctx.lang }) : undefined;
  const conventionsHtml = rest.trim()
    ? markdownToHtml(rest, { lang: ctx.lang, outlineHeadings: true })
    : undefined;
  return {
    kind: 'overview',
    lang: ctx.lang,
    title: text(info.title) ?? 'API',
    version: text(info.version) ?? '',
    ...(introHtml ? { introHtml } : {}),
    ...(conventionsHtml ? { conventionsHtml } : {}),
    servers: buildServers(ctx.spec),
    security: buildSecurity(ctx, ctx.spec.security),
    tags: operationsByTag(ctx.spec).map(({ tag, operations }) => {
      const descriptionHtml = html(ctx, tag.description);
      return {
        name: tag.name,
        label: tag.label,
        ...(descriptionHtml ? { descriptionHtml } : {}),
        operations: operations.map((op) => ({
          slug: operationSlug(String(op.operation.operationId)),
          method: op.method,
          path: op.key,
          summary: text(op.operation.summary) ?? String(op.operation.operationId),
          deprecated: op.operation.deprecated === true,
        })),
      };
    }),
    downloads: ctx.downloads,
  };
}

/** Webhooks grouped by family: the part of the event name before the first dot. */
export function buildWebhookFamilies(ctx: PageDataContext): ApiWebhookFamilyData[] {
  const families = new Map<string, ApiWebhookFamilyData>();
  const payloadKeys = new Map<string, Map<string, number>>();
  for (const op of operationsOf(ctx.spec, 'webhooks')) {
    if (op.method !== 'post') continue;
    const family = op.key.split('.')[0] ?? op.key;
    let data = families.get(family);
    if (!data) {
      data = {
        lang: ctx.lang,
        family,
        headers: buildParameters(ctx, op),
        payloads: [],
        events: [],
        responses: buildResponses(ctx, op.operation.responses),
      };
      families.set(family, data);
      payloadKeys.set(family, new Map());
    }
    const content = buildRequestBody(ctx, op.operation.requestBody)?.content;
    const schema = content?.schema ?? buildSchema(ctx, undefined);
    const key = JSON.stringify(schema);
    const keys = payloadKeys.get(family) as Map<string, number>;
    let payload = keys.get(key);
    if (payload === undefined) {
      payload = data.payloads.length;
      data.payloads.push(schema);
      keys.set(key, payload);
    }
    const descriptionHtml = html(ctx, op.operation.description);
    const example = content?.examples[0];
    data.events.push({
      name: op.key,
      ...(descriptionHtml ? { descriptionHtml } : {}),
      ...(example ? { example } : {}),
      payload,
    });
  }
  return [...families.values()];
}

/** Plain text safe for places Rspress renders as HTML (sidebar, fallback title). */
export function plainTitle(value: string): string {
  return value.replace(/</g, '‹').replace(/>/g, '›').replace(/\s+/g, ' ').trim();
}

export function buildSidebarGroups(spec: Json): ApiSidebarGroup[] {
  return operationsByTag(spec).map(({ tag, operations }) => ({
    label: plainTitle(tag.label),
    items: operations.map((op) => ({
      text: plainTitle(text(op.operation.summary) ?? String(op.operation.operationId)),
      slug: operationSlug(String(op.operation.operationId)),
      method: op.method,
    })),
  }));
}

export type { Lang };
