/**
 * The site's files the tools read, loaded on first use and kept: the search
 * index of each locale (the one the search box loads), the API reference data
 * (`<locale>/mcp/`), `llms.txt` and the pages' Markdown twins. Every JSON
 * file is checked against the shape the build writes (zod), so a site that
 * answers something else is reported, not trusted; a failed load is retried
 * on the next call.
 */
import { z } from 'zod';
import { type Lang, localePrefix } from '../config/locales';
import {
  type AgentEvent,
  type AgentIndex,
  type AgentOperation,
  agentEventPath,
  agentIndexPath,
  agentOperationPath,
} from '../shared/api/agent-model';
import { SearchIndex, type SearchIndexFile } from '../shared/search/engine/search-index';
import { MANIFEST_URL } from '../shared/search/manifest';
import { SiteError } from './site-error';
import type { SiteSource } from './site-source';

/** Largest file read: a page's twin, llms.txt, an operation's data. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;
/** Largest search index or data index (they grow with the site). */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;

const manifestSchema = z.object({ indexes: z.record(z.string(), z.string()) });

const indexFileSchema = z.object({
  format: z.literal(1),
  lang: z.string(),
  documents: z.number(),
  index: z.record(z.string(), z.unknown()),
});

const stepSchema = z.object({
  at: z.number(),
  set: z.record(z.string(), z.unknown()),
  events: z.array(z.string()),
});

const agentIndexSchema = z.object({
  format: z.literal(1),
  lang: z.string(),
  apiVersion: z.string(),
  servers: z.array(z.object({ environment: z.string(), url: z.string() })),
  operations: z.array(
    z.object({
      operationId: z.string(),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      method: z.string(),
      path: z.string(),
      summary: z.string(),
      deprecated: z.boolean(),
      tag: z.string(),
      page: z.string(),
      data: z.string(),
    }),
  ),
  // A site built before events were published has none.
  events: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z0-9_]+(?:\.[a-z0-9_]+)+$/),
        operationId: z.string(),
        family: z.string(),
        description: z.string().optional(),
        page: z.string(),
        data: z.string(),
      }),
    )
    .default([]),
  errors: z.array(
    z.object({
      code: z.string(),
      status: z.number(),
      type: z.string().optional(),
      retry: z.enum(['no', 'after-fix', 'after-wait', 'yes']),
      meaning: z.string(),
      cause: z.string(),
      action: z.string(),
      page: z.string(),
      operations: z.array(
        z.object({
          operationId: z.string(),
          method: z.string(),
          path: z.string(),
          summary: z.string(),
        }),
      ),
    }),
  ),
  scenarios: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().optional(),
      operationId: z.string(),
      method: z.string(),
      path: z.string(),
      field: z.string(),
      page: z.string(),
      scenarios: z.array(
        z.object({
          id: z.string(),
          value: z.union([z.string(), z.number()]),
          summary: z.string(),
          description: z.string().optional(),
          status: z.string(),
          finalStatus: z.string(),
          reason: z.object({ field: z.string(), value: z.string() }).optional(),
          steps: z.array(stepSchema),
        }),
      ),
    }),
  ),
});

const jsonSchema = z.union([z.boolean(), z.record(z.string(), z.unknown())]);
const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean(),
  deprecated: z.boolean(),
  description: z.string().optional(),
  schema: jsonSchema,
});
const exampleSchema = z.object({
  name: z.string(),
  summary: z.string().optional(),
  json: z.string(),
  errorCode: z.string().optional(),
});

const agentOperationSchema = z.looseObject({
  format: z.literal(1),
  operationId: z.string(),
  slug: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  page: z.string(),
  description: z.string().optional(),
  servers: z.array(z.object({ environment: z.string(), url: z.string() })),
  security: z.array(z.looseObject({ scheme: z.string(), type: z.string() })),
  parameters: z.array(parameterSchema),
  requestBody: z
    .object({
      mediaType: z.string(),
      required: z.boolean(),
      description: z.string().optional(),
      schema: jsonSchema.optional(),
      examples: z.array(exampleSchema),
    })
    .optional(),
  responses: z.array(
    z.object({
      status: z.string(),
      description: z.string().optional(),
      headers: z.array(parameterSchema),
      mediaType: z.string().optional(),
      schema: jsonSchema.optional(),
      examples: z.array(exampleSchema),
    }),
  ),
  samples: z.array(
    z.object({ id: z.string(), label: z.string(), language: z.string(), code: z.string() }),
  ),
  tryIt: z.object({
    parameters: z.array(z.looseObject({ name: z.string(), in: z.string() })),
    data: z.looseObject({
      servers: z.array(z.looseObject({ url: z.string() })),
      parameters: z.array(z.looseObject({ name: z.string(), in: z.string() })),
    }),
  }),
});

const agentEventSchema = z.looseObject({
  format: z.literal(1),
  name: z.string(),
  operationId: z.string(),
  family: z.string(),
  description: z.string().optional(),
  page: z.string(),
  headers: z.array(parameterSchema),
  payload: z.object({
    mediaType: z.string(),
    schema: jsonSchema.optional(),
    examples: z.array(exampleSchema),
  }),
  responses: z.array(z.object({ status: z.string(), description: z.string().optional() })),
});

export class SiteData {
  readonly #cache = new Map<string, Promise<unknown>>();

  constructor(readonly source: SiteSource) {}

  /** A file's text, `null` when the site has none. */
  text(sitePath: string): Promise<string | null> {
    return this.source.read(sitePath, MAX_FILE_BYTES);
  }

  /** Loaded once; a failure is forgotten, so the next call tries again. */
  #once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.#cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      pending.catch(() => this.#cache.delete(key));
      this.#cache.set(key, pending);
    }
    return pending;
  }

  async #json<T>(sitePath: string, schema: z.ZodType<T>, maxBytes = MAX_FILE_BYTES): Promise<T> {
    const text = await this.source.read(sitePath, maxBytes);
    const garbage = () =>
      new SiteError('mcpSiteGarbage', { site: this.source.label, file: sitePath, what: 'JSON' });
    if (text === null)
      throw new SiteError('mcpSiteUnreachable', {
        site: this.source.label,
        file: sitePath,
        reason: '404',
      });
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw garbage();
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw garbage();
    return parsed.data;
  }

  /** The locale's search index, as the search box loads it (search-manifest.json, then its file). */
  searchIndex(lang: Lang): Promise<SearchIndex> {
    return this.#once(`search:${lang}`, async () => {
      const manifest = await this.#json(MANIFEST_URL, manifestSchema);
      const file = manifest.indexes[lang];
      if (!file?.startsWith('/'))
        throw new SiteError('mcpSiteGarbage', {
          site: this.source.label,
          file: MANIFEST_URL,
          what: 'JSON',
        });
      const data = await this.#json(file, indexFileSchema, MAX_INDEX_BYTES);
      try {
        return SearchIndex.load(data as unknown as SearchIndexFile);
      } catch {
        throw new SiteError('mcpSiteGarbage', { site: this.source.label, file, what: 'JSON' });
      }
    });
  }

  agentIndex(lang: Lang): Promise<AgentIndex> {
    return this.#once(`agent:${lang}`, async () => {
      const index = await this.#json(
        agentIndexPath(localePrefix(lang)),
        agentIndexSchema,
        MAX_INDEX_BYTES,
      );
      return index as AgentIndex;
    });
  }

  operation(lang: Lang, slug: string): Promise<AgentOperation> {
    return this.#once(`operation:${lang}:${slug}`, async () => {
      const data = await this.#json(
        agentOperationPath(localePrefix(lang), slug),
        agentOperationSchema,
      );
      return data as unknown as AgentOperation;
    });
  }

  event(lang: Lang, name: string): Promise<AgentEvent> {
    return this.#once(`event:${lang}:${name}`, async () => {
      const data = await this.#json(agentEventPath(localePrefix(lang), name), agentEventSchema);
      return data as unknown as AgentEvent;
    });
  }
}
