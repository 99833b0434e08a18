/**
 * The sandbox scenarios of the contract (`x-sandbox-scenarios`): the magic
 * values of the sandbox (test card tokens, 3-D Secure IDs, Pix amounts,
 * cash-out Pix keys), what each does to the resource over time and which
 * webhooks it sends. Checked against the rest of the spec with located errors
 * (an unknown operation, field, status, reason or event names its line), and
 * turned into page data for the "Test data" page and the Try it simulator.
 */
import {
  type SandboxProduct,
  type SandboxScenariosData,
  withValueAtPath,
} from '../../shared/api/sandbox-model';
import { operationSlug } from '../../shared/api/slug';
import { ExampleSchemas } from '../examples/example-schemas';
import { deref } from './resolve-ref';
import type { SpecProblem } from './spec-error';
import { isObject, type Json, type OperationRef, operationsOf } from './spec-walk';
import { toPointer, type YamlSource } from './yaml-source';

export const SCENARIOS_KEY = 'x-sandbox-scenarios';

/** One scenario as read from the spec, before localization of its texts. */
interface RawStep {
  after: number;
  set: Record<string, unknown>;
  events: string[];
}

/** The operation of `operationId`, or undefined. */
export function findOperation(spec: Json, operationId: string): OperationRef | undefined {
  return operationsOf(spec, 'paths').find((op) => op.operation.operationId === operationId);
}

export function jsonMedia(spec: Json, holder: unknown): Json | undefined {
  const content = deref(spec, holder).content;
  if (!isObject(content)) return undefined;
  const entry =
    Object.entries(content).find(([type]) => /json/i.test(type)) ?? Object.entries(content)[0];
  return entry && isObject(entry[1]) ? entry[1] : undefined;
}

/** The named examples of a media object (`example` alone is named `''`). */
export function mediaExamples(spec: Json, media: Json | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!media) return out;
  if (isObject(media.examples)) {
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = deref(spec, raw);
      if (example.value !== undefined) out.set(name, example.value);
    }
  } else if (media.example !== undefined) out.set('', media.example);
  return out;
}

/** The operation's success response (the first 2xx) and its status code. */
export function successResponse(
  spec: Json,
  op: OperationRef,
): { code: number; media?: Json } | undefined {
  const responses = op.operation.responses;
  if (!isObject(responses)) return undefined;
  const code = Object.keys(responses).find((c) => /^2\d\d$/.test(c));
  if (!code) return undefined;
  return { code: Number(code), media: jsonMedia(spec, responses[code]) };
}

/** Dotted path -> value at it, or undefined when a step of the path is missing. */
function hasPath(value: unknown, path: string): boolean {
  let current = value;
  for (const key of path.split('.')) {
    if (!isObject(current) || !(key in current)) return false;
    current = current[key];
  }
  return true;
}

/**
 * The request and response examples a scenario starts from: the request
 * example that has the scenario's field, and the response example of the same
 * name (a card token is checked on the card example, not on the Pix one).
 */
export function scenarioExamples(
  spec: Json,
  op: OperationRef,
  field: string,
): { request?: unknown; response?: unknown } {
  const requests = mediaExamples(spec, jsonMedia(spec, op.operation.requestBody));
  const named = [...requests].find(([, value]) => hasPath(value, field));
  const success = successResponse(spec, op);
  const responses = mediaExamples(spec, success?.media);
  const response = (named && responses.get(named[0])) ?? [...responses.values()][0] ?? undefined;
  return { request: named?.[1], response };
}

/** The schema of a dotted property path, following `$ref`, `allOf`, `oneOf`, `anyOf`. */
function propertySchema(spec: Json, schema: unknown, path: string[], depth = 0): Json | undefined {
  if (depth > 16) return undefined;
  const node = deref(spec, schema);
  if (path.length === 0) return node;
  const [head, ...rest] = path as [string, ...string[]];
  if (isObject(node.properties) && node.properties[head] !== undefined)
    return propertySchema(spec, node.properties[head], rest, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    for (const member of list) {
      const found = propertySchema(spec, member, path, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The codes a `*_reason` field may hold, read from the spec: its `enum` when it
 * declares one, else the `snake_case` codes its description lists in backticks
 * (how the contract lists reasons that may grow: "`insufficient_funds`, ...").
 */
export function reasonCodes(spec: Json, schema: Json | undefined): string[] {
  if (!schema) return [];
  const enums: string[] = [];
  const collect = (node: unknown, depth: number) => {
    const resolved = deref(spec, node);
    if (Array.isArray(resolved.enum))
      for (const v of resolved.enum) if (typeof v === 'string') enums.push(v);
    if (depth < 4)
      for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
        const list = resolved[key];
        if (Array.isArray(list)) for (const member of list) collect(member, depth + 1);
      }
  };
  collect(schema, 0);
  if (enums.length > 0) return [...new Set(enums)];
  const description = typeof schema.description === 'string' ? schema.description : '';
  return [
    ...new Set(
      [...description.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)].map((m) => m[1] as string),
    ),
  ];
}

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Everything wrong with the spec's scenarios, each problem at its line. An
 * absent block is fine (a spec may have no sandbox); a present one must be
 * complete and agree with the contract.
 */
export function checkSandboxScenarios(spec: Json, source: YamlSource): SpecProblem[] {
  const block = spec[SCENARIOS_KEY];
  if (block === undefined) return [];
  const problems: SpecProblem[] = [];
  const fail = (segments: (string | number)[], reason: string) =>
    problems.push({
      file: source.file,
      location: source.locate(toPointer([SCENARIOS_KEY, ...segments])),
      reason,
    });
  if (!isObject(block)) {
    fail([], `"${SCENARIOS_KEY}" must be a map of products`);
    return problems;
  }
  const schemas = new ExampleSchemas(spec);
  const webhooks = isObject(spec.webhooks) ? Object.keys(spec.webhooks) : [];
  const values = new Map<string, string>();
  /** Reason codes used by some scenario, per `<schema pointer>` of the reason field, to check coverage. */
  const reasonUse = new Map<
    string,
    { codes: string[]; used: Set<string>; at: (string | number)[]; field: string }
  >();

  for (const [productId, product] of Object.entries(block)) {
    const at = [productId];
    if (!isObject(product)) {
      fail(at, 'a product must be a map with title, description, operation, field and scenarios');
      continue;
    }
    for (const key of ['title', 'description', 'operation', 'field'] as const)
      if (typeof product[key] !== 'string' || product[key] === '')
        fail([...at, key], `"${key}" must be a non-empty string`);
    if (!isObject(product.scenarios) || Object.keys(product.scenarios).length === 0) {
      fail([...at, 'scenarios'], '"scenarios" must be a map with at least one scenario');
      continue;
    }
    const op =
      typeof product.operation === 'string' ? findOperation(spec, product.operation) : undefined;
    if (typeof product.operation === 'string' && !op) {
      fail(
        [...at, 'operation'],
        `unknown operationId "${product.operation}" (no operation under "paths" has it)`,
      );
      continue;
    }
    if (!op || typeof product.field !== 'string') continue;
    const field = product.field;
    const requestSchema = jsonMedia(spec, op.operation.requestBody)?.schema;
    if (!requestSchema || !propertySchema(spec, requestSchema, field.split('.'))) {
      fail([...at, 'field'], `the request body of ${product.operation} has no field "${field}"`);
      continue;
    }
    const success = successResponse(spec, op);
    const responseSchema = success?.media?.schema;
    const examples = scenarioExamples(spec, op, field);
    if (
      !isObject(responseSchema) ||
      examples.response === undefined ||
      examples.request === undefined
    ) {
      fail(
        [...at, 'operation'],
        `${product.operation} needs a JSON request example with "${field}" and a 2xx JSON response with a schema and an example`,
      );
      continue;
    }

    for (const [scenarioId, scenario] of Object.entries(product.scenarios)) {
      const sat = [...at, 'scenarios', scenarioId];
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(scenarioId))
        fail(
          sat,
          `scenario id "${scenarioId}" must be kebab-case (it is an anchor of the Test data page)`,
        );
      if (!isObject(scenario)) {
        fail(sat, 'a scenario must be a map with value, summary, description and steps');
        continue;
      }
      if (typeof scenario.value !== 'string' && typeof scenario.value !== 'number') {
        fail([...sat, 'value'], '"value" must be a string or a number');
      } else {
        const key = `${op.key} ${field} ${scalarText(scenario.value)}`;
        const other = values.get(key);
        if (other)
          fail(
            [...sat, 'value'],
            `value ${scalarText(scenario.value)} is already used by scenario ${other}`,
          );
        values.set(key, `${productId}.${scenarioId}`);
        const body = withValueAtPath(examples.request, field, scenario.value);
        for (const problem of schemas.validate(requestSchema as Json, body))
          fail(
            [...sat, 'value'],
            `value ${scalarText(scenario.value)} is not a valid request: ${problem.instancePath}: ${problem.reason}`,
          );
      }
      for (const key of ['summary', 'description'] as const)
        if (typeof scenario[key] !== 'string' || scenario[key] === '')
          fail([...sat, key], `"${key}" must be a non-empty string`);
      if (!Array.isArray(scenario.steps) || scenario.steps.length === 0) {
        fail(
          [...sat, 'steps'],
          '"steps" must be a list with at least one step (the API\'s answer)',
        );
        continue;
      }
      let state: unknown = examples.response;
      scenario.steps.forEach((step: unknown, index: number) => {
        const stepAt = [...sat, 'steps', index];
        if (!isObject(step)) {
          fail(stepAt, 'a step is a map of after, set and events');
          return;
        }
        for (const key of Object.keys(step))
          if (!['after', 'set', 'events'].includes(key))
            fail([...stepAt, key], `unknown key "${key}" (a step has after, set and events)`);
        if (index === 0 && step.after !== undefined)
          fail([...stepAt, 'after'], 'the first step is the API\'s answer: it has no "after"');
        if (index > 0 && (typeof step.after !== 'number' || !(step.after > 0)))
          fail(
            [...stepAt, 'after'],
            '"after" must be a number of seconds above 0 (after the previous step)',
          );
        if (index === 0 && (!isObject(step.set) || typeof step.set.status !== 'string'))
          fail(
            [...stepAt, 'set'],
            'the first step must set "status": the status the API answers with',
          );
        if (step.set !== undefined && !isObject(step.set))
          fail([...stepAt, 'set'], '"set" must be a map of field paths to values');
        if (step.events !== undefined && !Array.isArray(step.events))
          fail([...stepAt, 'events'], '"events" must be a list of webhook event types');
        if (Array.isArray(step.events))
          step.events.forEach((event: unknown, i: number) => {
            if (typeof event !== 'string' || !webhooks.includes(event))
              fail(
                [...stepAt, 'events', i],
                `unknown webhook event "${String(event)}" (declared under "webhooks": ${webhooks.join(', ')})`,
              );
          });
        if (!isObject(step.set)) return;
        /** Fields already reported (an unknown reason): the schema's enum would say it again. */
        const reported = new Set<string>();
        for (const [path, value] of Object.entries(step.set)) {
          const fieldSchema = propertySchema(spec, responseSchema, path.split('.'));
          if (!fieldSchema) {
            fail(
              [...stepAt, 'set', path],
              `the response of ${product.operation} has no field "${path}"`,
            );
            continue;
          }
          state = withValueAtPath(state, path, value);
          if (/_reason$/.test(path) && typeof value === 'string') {
            const codes = reasonCodes(spec, fieldSchema);
            const id = `${op.key} ${path}`;
            const use = reasonUse.get(id) ?? {
              codes,
              used: new Set<string>(),
              at: [productId],
              field: path,
            };
            use.used.add(value);
            reasonUse.set(id, use);
            if (codes.length > 0 && !codes.includes(value)) reported.add(path);
            if (codes.length > 0 && !codes.includes(value))
              fail(
                [...stepAt, 'set', path],
                `unknown ${path} "${value}" (the contract lists ${codes.join(', ')})`,
              );
          }
        }
        for (const problem of schemas.validate(responseSchema as Json, state)) {
          const path = problem.instancePath.replace(/^\//, '').split('/').join('.');
          if (reported.has(path)) continue;
          const own = path in step.set;
          fail(
            own ? [...stepAt, 'set', path] : [...stepAt, 'set'],
            `${path || 'the response'} ${own ? `${scalarText(valueAtOrUndefined(state, path))}: ` : ''}${problem.reason} (schema ${problem.schemaPath})`,
          );
        }
      });
    }
  }
  // Every reason the contract lists has a value that produces it.
  for (const use of reasonUse.values()) {
    const missing = use.codes.filter((code) => !use.used.has(code));
    if (missing.length > 0)
      fail(
        use.at,
        `no scenario sets ${use.field} to ${missing.join(', ')}: add one per reason the contract lists`,
      );
  }
  return problems;
}

function valueAtOrUndefined(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** The scenarios of a (localized) spec as page data; `html` renders the Markdown texts. */
export function buildSandboxScenarios(
  spec: Json,
  html: (markdown: string) => string,
): SandboxScenariosData {
  const block = spec[SCENARIOS_KEY];
  if (!isObject(block)) return { products: [] };
  const products: SandboxProduct[] = [];
  for (const [id, product] of Object.entries(block)) {
    if (!isObject(product) || !isObject(product.scenarios)) continue;
    const operationId = String(product.operation);
    const op = findOperation(spec, operationId);
    if (!op) continue;
    const descriptionHtml =
      typeof product.description === 'string' ? html(product.description) : '';
    products.push({
      id,
      title: String(product.title),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      operationId,
      operationSlug: operationSlug(operationId),
      method: op.method.toUpperCase(),
      path: op.key,
      field: String(product.field),
      scenarios: Object.entries(product.scenarios).flatMap(([scenarioId, scenario]) => {
        if (!isObject(scenario) || !Array.isArray(scenario.steps)) return [];
        let at = 0;
        const steps = (scenario.steps as RawStep[]).map((step) => {
          at += typeof step.after === 'number' ? step.after : 0;
          return {
            at,
            set: isObject(step.set) ? step.set : {},
            events: Array.isArray(step.events) ? step.events : [],
          };
        });
        const statuses = steps
          .map((s) => s.set.status)
          .filter((s): s is string => typeof s === 'string');
        const reasonEntry = steps
          .flatMap((s) => Object.entries(s.set))
          .find(([key, value]) => /_reason$/.test(key) && typeof value === 'string');
        const description =
          typeof scenario.description === 'string' ? html(scenario.description) : '';
        return [
          {
            id: scenarioId,
            value: scenario.value as string | number,
            summary: String(scenario.summary),
            ...(description ? { descriptionHtml: description } : {}),
            status: statuses[0] ?? '',
            finalStatus: statuses.at(-1) ?? '',
            ...(reasonEntry
              ? { reason: { field: reasonEntry[0], value: String(reasonEntry[1]) } }
              : {}),
            steps,
          },
        ];
      }),
    });
  }
  return { products };
}
