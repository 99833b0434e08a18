/**
 * The data of an operation's "Try it" console: the servers it may call, the
 * validation schema of each parameter and of the body, the body examples as
 * editable JSON. Written next to the page data, in a file of its own that the
 * page loads only when the reader opens the console.
 */
import { apiOrigins } from '../../config/api-origins';
import type { ApiOperationPageData, ApiServer, ApiTryItData } from '../../shared/api/page-model';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import { exampleCredential, type PageDataContext, requestBodyExamples } from './page-data';
import { requestSchema } from './request-schema';
import { deref } from './resolve-ref';
import { buildSimulatorData } from './simulator-data';
import { isObject, type Json, type OperationRef } from './spec-walk';

/** Servers on the brand's API origins: the only hosts the site's CSP lets a page call. */
export function reachableServers(
  servers: readonly ApiServer[],
  origins: readonly string[] = apiOrigins(),
): ApiServer[] {
  return servers.filter((server) => {
    try {
      return origins.includes(new URL(server.url).origin);
    } catch {
      return false;
    }
  });
}

/** The spec's parameter object for `in`/`name` (the operation's own wins over the path's). */
function rawParameter(ctx: PageDataContext, op: OperationRef, location: string, name: string) {
  for (const list of [op.operation.parameters, op.pathItem.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = deref(ctx.spec, raw);
      if (p.in === location && p.name === name) return p;
    }
  }
  return undefined;
}

function mediaSchema(content: unknown, mediaType: string): unknown {
  if (!isObject(content)) return undefined;
  const media = content[mediaType];
  return isObject(media) ? media.schema : undefined;
}

export function buildTryItData(
  ctx: PageDataContext,
  op: OperationRef,
  page: ApiOperationPageData,
  scenarios: SandboxScenariosData = { products: [] },
): ApiTryItData {
  const parameters = page.parameters.map((p) => ({
    name: p.name,
    in: p.in,
    schema: requestSchema(ctx.spec, rawParameter(ctx, op, p.in, p.name)?.schema),
  }));
  const rawBody: Json | undefined =
    op.operation.requestBody === undefined ? undefined : deref(ctx.spec, op.operation.requestBody);
  const content = page.requestBody?.content;
  const schema = rawBody && content ? mediaSchema(rawBody.content, content.mediaType) : undefined;
  const scheme = page.security[0]?.scheme;
  const simulator = buildSimulatorData(ctx.spec, op, scenarios);
  return {
    servers: reachableServers(page.servers),
    parameters,
    ...(page.requestBody && content
      ? {
          body: {
            mediaType: content.mediaType,
            required: page.requestBody.required,
            ...(schema !== undefined ? { schema: requestSchema(ctx.spec, schema) } : {}),
            examples: requestBodyExamples(ctx, op.operation.requestBody),
          },
        }
      : {}),
    sampleCredential: scheme ? exampleCredential(ctx, scheme) : 'YOUR_CREDENTIAL',
    ...(simulator ? { simulator } : {}),
  };
}
