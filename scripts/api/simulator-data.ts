/**
 * What the Try it simulator needs to answer one operation in the browser, as
 * the API would, without the spec: the operation's kind (create, list, read,
 * an action on a resource, the balance, the fee quote, or a fixed answer), the
 * lifecycle its resources belong to, its success status and examples, its
 * documented error bodies by `error.code`, the sandbox scenarios sent to it and
 * the templates the lifecycle model makes new embedded resources from.
 * Written into the operation's Try it data file (loaded with the console).
 */
import type { ApiSimulatorData } from '../../shared/api/page-model';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import { OPENING_KEY } from '../../shared/lifecycle/ledger';
import {
  lifecycleAtPath,
  lifecycleModel,
  lifecycleOfCollection,
} from '../../shared/lifecycle/model';
import { modelOperation } from '../../shared/lifecycle/operations';
import type { LifecycleModel } from '../../shared/lifecycle/types';
import { deref } from './resolve-ref';
import { successResponse } from './sandbox-scenarios';
import { lifecycleTemplates } from './scenario-run';
import { isObject, type Json, type OperationRef } from './spec-walk';

/** `/transactions/{id}/refund` -> `/transactions`: the collection its resources belong to. */
export function collectionOf(path: string): string {
  const index = path.indexOf('/{');
  return index === -1 ? path : path.slice(0, index);
}

function jsonExamples(spec: Json, holder: unknown): unknown[] {
  const content = deref(spec, holder).content;
  if (!isObject(content)) return [];
  const media = Object.entries(content).find(([type]) => /json/i.test(type))?.[1];
  if (!isObject(media)) return [];
  if (isObject(media.examples))
    return Object.values(media.examples)
      .map((raw) => deref(spec, raw).value)
      .filter((v) => v !== undefined);
  return media.example === undefined ? [] : [media.example];
}

function isListSchema(spec: Json, holder: unknown): boolean {
  const content = deref(spec, holder).content;
  if (!isObject(content)) return false;
  const media = Object.values(content)[0];
  const schema = isObject(media) ? deref(spec, media.schema) : {};
  const data = isObject(schema.properties) ? deref(spec, schema.properties.data) : {};
  return data.type === 'array';
}

export function buildSimulatorData(
  spec: Json,
  op: OperationRef,
  scenarios: SandboxScenariosData,
  model: LifecycleModel = lifecycleModel,
): ApiSimulatorData | undefined {
  const success = successResponse(spec, op);
  if (!success || !isObject(op.operation.responses)) return undefined;
  const responses = op.operation.responses;
  const successHolder = responses[String(success.code)];
  const path = op.key;
  const operation = `${op.method.toUpperCase()} ${path}`;
  const lastSegment = path.split('/').at(-1) ?? '';
  const hasId = path.includes('{');
  const collection = collectionOf(path);
  // The resources served under the path: a collection's, or an embedded or linked lifecycle's.
  const lifecycle = lifecycleAtPath(model, collection);
  const statementEntry = path.startsWith(`${model.statement.path}/{`);
  const kind: ApiSimulatorData['kind'] =
    operation === model.ledger.operation
      ? 'balance'
      : operation === model.statement.operation || statementEntry
        ? 'statement'
        : operation === model.installmentOptions.operation
          ? 'installments'
          : operation === model.anticipationQuote.operation
            ? 'anticipation-quote'
            : operation === model.feeQuote.operation
              ? 'fee'
              : op.method === 'post' && !hasId && lifecycleOfCollection(model, collection)
                ? 'create'
                : op.method === 'get' && !hasId
                  ? isListSchema(spec, successHolder) && lifecycle
                    ? 'list'
                    : 'fixed'
                  : op.method === 'get' && /^\{[^}]+\}$/.test(lastSegment) && lifecycle
                    ? 'read'
                    : hasId && modelOperation(model, operation)
                      ? 'action'
                      : 'fixed';
  const errors: ApiSimulatorData['errors'] = {};
  for (const [code, holder] of Object.entries(responses)) {
    if (!/^[45]\d\d$/.test(code)) continue;
    for (const body of jsonExamples(spec, holder)) {
      const errorCode = isObject(body) && isObject(body.error) ? body.error.code : undefined;
      if (typeof errorCode === 'string' && !errors[errorCode])
        errors[errorCode] = { status: Number(code), body };
    }
  }
  const operationId = String(op.operation.operationId ?? '');
  const placement = lifecycle?.placement;
  return {
    kind,
    collection: lifecycle?.name ?? collection,
    ...(placement?.kind === 'embedded'
      ? { within: { collection: placement.parent, field: placement.field } }
      : {}),
    operation,
    status: success.code,
    examples: jsonExamples(spec, successHolder),
    errors,
    scenarios: scenarios.products
      .filter((p) => p.operationId === operationId)
      .flatMap((p) =>
        p.scenarios.map((s) => ({
          product: p.id,
          field: p.field,
          value: s.value,
          steps: s.steps,
          ...(s.error ? { error: s.error.code } : {}),
          ...(s.followUps ? { followUps: s.followUps } : {}),
          ...(p.defaultScenario === s.id ? { isDefault: true } : {}),
        })),
      ),
    templates:
      kind === 'fixed' || kind === 'fee' || kind === 'installments'
        ? {}
        : kind === 'statement'
          ? statementTemplates(spec, model)
          : lifecycleTemplates(spec, model),
  };
}

/**
 * What the statement pages need: the balance the session starts from (the
 * balance operation's example, as `balanceOf` starts from it), so that each
 * entry's `balance_after` is the balance the balance operation answers.
 */
function statementTemplates(spec: Json, model: LifecycleModel): ApiSimulatorData['templates'] {
  const [method, path] = model.ledger.operation.split(' ');
  const paths = isObject(spec.paths) ? spec.paths : {};
  const item = isObject(paths[path ?? '']) ? (paths[path ?? ''] as Json) : {};
  const op = isObject(item[(method ?? '').toLowerCase()])
    ? (item[(method ?? '').toLowerCase()] as Json)
    : {};
  const responses = isObject(op.responses) ? op.responses : {};
  const opening = jsonExamples(spec, responses['200'])[0];
  return isObject(opening) ? { [OPENING_KEY]: opening as Record<string, unknown> } : {};
}
