/**
 * One spec for two build tests that each need a copy of the site built with
 * another API (tests/build/route-data.test.ts): the synthetic API of the bench
 * (operations enough that route data is cut into buckets) and the hostile-strings
 * fixture (tests/fixtures/api/hostile: every text a spec carries full of markup).
 * Each whole build costs about a minute of CPU; one copy built once serves both.
 *
 * The hostile fixture brings its texts where the spec has them once (info,
 * servers, the security scheme, the webhooks: the synthetic ones are dropped,
 * one event per family either way) and adds its tag (first, as its overlay
 * targets `$.tags[0]`), its operation and its schema beside the synthetic ones.
 * Its operation takes another id: the synthetic API keeps the navbar's API
 * link target, which the route-data test navigates to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { syntheticSpec } from '../../scripts/bench/api-reference';

const fixture = path.join(import.meta.dirname, '../fixtures/api/hostile');

/** The hostile operation's id in the merged spec, and its page. */
export const HOSTILE_OPERATION_ID = 'HostileController_createEvil';
export const hostileOperationPage = '/en/docs/api/hostile-controller-create-evil';

type Json = Record<string, unknown>;

export function hostileSyntheticSpec(operations: number): { spec: Json; overlay: Json } {
  const synthetic = syntheticSpec(operations) as { spec: Json; overlay: Json };
  const hostile = parse(readFileSync(path.join(fixture, 'openapi.yaml'), 'utf8')) as Json;
  const hostileOverlay = parse(
    readFileSync(path.join(fixture, 'overlays/pt-BR.yaml'), 'utf8'),
  ) as Json;

  const hostilePaths = hostile.paths as Record<string, Record<string, Json>>;
  const operation = hostilePaths['/transactions/{id}']?.post;
  if (!operation) throw new Error('hostile fixture: no POST /transactions/{id}');
  const spec = synthetic.spec as Json & {
    paths: Record<string, unknown>;
    tags: unknown[];
    components: Json & { schemas: Json; securitySchemes: Json };
  };
  const hostileComponents = hostile.components as { schemas: Json; securitySchemes: Json };
  if (spec.paths['/transactions/{id}']) throw new Error('synthetic spec has /transactions/{id}');
  const merged: Json = {
    ...spec,
    info: hostile.info,
    servers: hostile.servers,
    security: hostile.security,
    tags: [...(hostile.tags as unknown[]), ...spec.tags],
    paths: {
      ...spec.paths,
      '/transactions/{id}': { post: { ...operation, operationId: HOSTILE_OPERATION_ID } },
    },
    webhooks: hostile.webhooks,
    components: {
      ...spec.components,
      securitySchemes: hostileComponents.securitySchemes,
      schemas: { ...spec.components.schemas, ...hostileComponents.schemas },
    },
  };
  // The synthetic overlay's wildcards first, then the hostile texts over them.
  const overlay: Json = {
    ...synthetic.overlay,
    actions: [
      ...(synthetic.overlay.actions as unknown[]),
      ...(hostileOverlay.actions as unknown[]),
    ],
  };
  return { spec: merged, overlay };
}
