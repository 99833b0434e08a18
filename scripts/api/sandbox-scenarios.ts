/**
 * The sandbox scenarios of the contract (`x-sandbox-scenarios`): the magic
 * values of the sandbox (test card tokens, 3-D Secure IDs, Pix amounts,
 * cash-out Pix keys) and what each does over time, in transitions of the
 * lifecycle model (shared/lifecycle/). Checked against the model and the rest
 * of the spec with located errors (an unknown operation, field, transition,
 * reason, a step the resource's state does not allow name their line), and
 * played on the model for the "Test data" page and the Try it simulator.
 */
import { type CardBrand, cardNumberProblem } from '../../shared/api/card-numbers';
import type {
  SandboxProduct,
  SandboxScenario,
  SandboxScenariosData,
  SandboxStep,
} from '../../shared/api/sandbox-model';
import { operationSlug } from '../../shared/api/slug';
import { checkEvent } from '../../shared/lifecycle/check';
import { lifecycleModel } from '../../shared/lifecycle/model';
import { getPath, withPath } from '../../shared/lifecycle/paths';
import { inputFields, resolveAction, StepError } from '../../shared/lifecycle/scenario';
import type { Lifecycle, LifecycleModel } from '../../shared/lifecycle/types';
import { ExampleSchemas } from '../examples/example-schemas';
import { deref } from './resolve-ref';
import {
  createdLifecycle,
  lifecycleTemplates,
  type RawStep,
  runScenario,
  type ScenarioRun,
  stepSpecs,
} from './scenario-run';
import type { SpecProblem } from './spec-error';
import { isObject, type Json, type OperationRef, operationsOf } from './spec-walk';
import { toPointer, type YamlSource } from './yaml-source';

export const SCENARIOS_KEY = 'x-sandbox-scenarios';

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
 * example named by the product (`request`), else the first that has the
 * scenario's field, and every success response example (the resource is born
 * from the closest one).
 */
export function scenarioExamples(
  spec: Json,
  op: OperationRef,
  field: string,
  requestName?: string,
): { request?: Json; requestName?: string; responses: unknown[] } {
  const requests = mediaExamples(spec, jsonMedia(spec, op.operation.requestBody));
  const named =
    requestName !== undefined
      ? [...requests].find(([name]) => name === requestName)
      : [...requests].find(([, value]) => hasPath(value, field));
  const success = successResponse(spec, op);
  return {
    ...(named && isObject(named[1]) ? { request: named[1], requestName: named[0] } : {}),
    responses: [...mediaExamples(spec, success?.media).values()],
  };
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

/** The documented error codes an operation answers (its error examples), with their status. */
function documentedErrors(spec: Json, op: OperationRef): Map<string, number> {
  const out = new Map<string, number>();
  const responses = isObject(op.operation.responses) ? op.operation.responses : {};
  for (const [code, holder] of Object.entries(responses)) {
    if (!/^[45]\d\d$/.test(code)) continue;
    for (const body of mediaExamples(spec, jsonMedia(spec, holder)).values()) {
      const error = isObject(body) && isObject(body.error) ? body.error.code : undefined;
      if (typeof error === 'string') out.set(error, Number(code));
    }
  }
  return out;
}

/** `reason: value` pairs the model's operations always give (`cancellation_reason: requested_by_merchant`). */
function operationReasons(model: LifecycleModel): Set<string> {
  const out = new Set<string>();
  const add = (input: Json | undefined) => {
    for (const [field, value] of Object.entries(input ?? {}))
      if (typeof value === 'string') out.add(`${field}=${value}`);
  };
  for (const lifecycle of model.lifecycles) {
    for (const op of lifecycle.operations ?? []) add(op.input);
    // A cascade's fixed input (a charge canceled with its recurrence) is the model's to produce.
    for (const t of lifecycle.transitions) add(t.cascade?.given);
  }
  return out;
}

/** The card brands the operation's answer may show (`card.brand`'s enum). */
function cardBrands(spec: Json, responseSchema: unknown): string[] {
  const brand = propertySchema(spec, responseSchema, ['card', 'brand']);
  return Array.isArray(brand?.enum) ? brand.enum.map(String) : [];
}

/**
 * A scenario's `test-cards`: per brand, the card number that, typed into the
 * sandbox card fields, plays the scenario. Each is a real number of its brand
 * (BIN range, length, Luhn) and plays one scenario only.
 */
function checkTestCards(
  raw: unknown,
  context: {
    at: (string | number)[];
    brands: string[];
    owner: string;
    numbers: Map<string, string>;
    fail: (segments: (string | number)[], reason: string) => void;
  },
): void {
  const { at, brands, owner, numbers, fail } = context;
  if (brands.length === 0) {
    fail(at, 'test-cards need an operation whose answer has card.brand');
    return;
  }
  if (!isObject(raw) || Object.keys(raw).length === 0) {
    fail(at, '"test-cards" must map a card brand to a card number');
    return;
  }
  for (const [brand, number] of Object.entries(raw)) {
    if (!brands.includes(brand)) {
      fail(
        [...at, brand],
        `unknown card brand "${brand}" (card.brand is one of ${brands.join(', ')})`,
      );
      continue;
    }
    if (typeof number !== 'string') {
      fail([...at, brand], 'a card number is a string of digits (quote it)');
      continue;
    }
    const problem = cardNumberProblem(number, brand as CardBrand);
    if (problem) fail([...at, brand], problem);
    const other = numbers.get(number);
    if (other) fail([...at, brand], `card number ${number} already plays scenario ${other}`);
    numbers.set(number, owner);
  }
}

/**
 * The lifecycle whose transition in the step takes `path` as its input (a
 * charge's `failure_reason` in a recurrence's scenario), else the scenario's own.
 */
function setOwner(
  model: LifecycleModel,
  main: Lifecycle,
  actions: readonly string[],
  path: string,
): Lifecycle {
  for (const action of actions) {
    const found = resolveAction(model, main, action);
    if (!found || found.creates) continue;
    const t = found.lifecycle.transitions.find((x) => x.name === found.name);
    if (t?.input?.includes(path)) return found.lifecycle;
  }
  return main;
}

/**
 * Everything wrong with the spec's scenarios, each problem at its line. An
 * absent block is fine (a spec may have no sandbox); a present one must be
 * complete and agree with the contract and the lifecycle model.
 */
export function checkSandboxScenarios(
  spec: Json,
  source: YamlSource,
  model: LifecycleModel = lifecycleModel,
): SpecProblem[] {
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
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  const errorCodes = isObject(spec['x-error-codes']) ? spec['x-error-codes'] : {};
  const templates = lifecycleTemplates(spec, model);
  const values = new Map<string, string>();
  /** Test card numbers seen so far, and their scenario: a number plays one scenario. */
  const cardNumbers = new Map<string, string>();
  const byOperations = operationReasons(model);
  /** Reason codes some scenario sets, per `<operation> <field>`, to check coverage. */
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
    if (
      product.default !== undefined &&
      !(
        isObject(product.scenarios) &&
        typeof product.default === 'string' &&
        product.default in product.scenarios
      )
    )
      fail(
        [...at, 'default'],
        `"default" must name one of the product's scenarios, not ${scalarText(product.default)}`,
      );
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
    const lifecycle = createdLifecycle(model, op);
    if (!lifecycle) {
      fail(
        [...at, 'operation'],
        `${product.operation} creates no resource of the lifecycle model (shared/lifecycle/): scenarios play the model's transitions on what it creates`,
      );
      continue;
    }
    const field = product.field;
    const requestSchema = jsonMedia(spec, op.operation.requestBody)?.schema;
    if (!requestSchema || !propertySchema(spec, requestSchema, field.split('.'))) {
      fail([...at, 'field'], `the request body of ${product.operation} has no field "${field}"`);
      continue;
    }
    const requestName = typeof product.request === 'string' ? product.request : undefined;
    const success = successResponse(spec, op);
    const responseSchema = success?.media?.schema;
    const examples = scenarioExamples(spec, op, field, requestName);
    if (requestName !== undefined && !examples.request) {
      fail([...at, 'request'], `${product.operation} has no request example "${requestName}"`);
      continue;
    }
    if (!isObject(responseSchema) || examples.responses.length === 0 || !examples.request) {
      fail(
        [...at, 'operation'],
        `${product.operation} needs a JSON request example with "${field}" and a 2xx JSON response with a schema and an example`,
      );
      continue;
    }
    const errors = documentedErrors(spec, op);

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
      for (const key of Object.keys(scenario))
        if (
          ![
            'value',
            'summary',
            'description',
            'steps',
            'error',
            'follow-ups',
            'test-cards',
          ].includes(key)
        )
          fail(
            [...sat, key],
            `unknown key "${key}" (a scenario has value, summary, description, and steps or error, and may have follow-ups and test-cards)`,
          );
      if (scenario['test-cards'] !== undefined)
        checkTestCards(scenario['test-cards'], {
          at: [...sat, 'test-cards'],
          brands: cardBrands(spec, responseSchema),
          owner: `${productId}.${scenarioId}`,
          numbers: cardNumbers,
          fail,
        });
      const request =
        typeof scenario.value === 'string' || typeof scenario.value === 'number'
          ? withPath(examples.request, field, scenario.value)
          : undefined;
      if (!request) {
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
        for (const problem of schemas.validate(requestSchema as Json, request))
          fail(
            [...sat, 'value'],
            `value ${scalarText(scenario.value)} is not a valid request: ${problem.instancePath}: ${problem.reason}`,
          );
      }
      for (const key of ['summary', 'description'] as const)
        if (typeof scenario[key] !== 'string' || scenario[key] === '')
          fail([...sat, key], `"${key}" must be a non-empty string`);
      if (scenario.error !== undefined) {
        const code = scenario.error;
        if (scenario.steps !== undefined)
          fail([...sat, 'steps'], 'a scenario answers an error or has steps, not both');
        if (typeof code !== 'string' || !(code in errorCodes))
          fail(
            [...sat, 'error'],
            `"error" must be a code of x-error-codes, not ${scalarText(code)}`,
          );
        else if (!errors.has(code))
          fail(
            [...sat, 'error'],
            `${product.operation} documents no ${code} example: add one to its responses, as the scenario answers it`,
          );
        continue;
      }
      const followUps = scenario['follow-ups'];
      if (followUps !== undefined) {
        if (!isObject(followUps))
          fail([...sat, 'follow-ups'], '"follow-ups" must map a lifecycle to a transition');
        else
          for (const [name, choice] of Object.entries(followUps)) {
            const target = model.lifecycles.find((l) => l.name === name)?.sandboxFollowUp;
            const allowed = target ? [target.transition, ...target.alternatives] : [];
            if (!allowed.includes(String(choice)))
              fail(
                [...sat, 'follow-ups', name],
                target
                  ? `the sandbox follows a ${name} with ${allowed.join(' or ')}, not ${scalarText(choice)}`
                  : `the sandbox makes no follow-up of a ${name}`,
              );
          }
      }
      if (!Array.isArray(scenario.steps) || scenario.steps.length === 0) {
        fail([...sat, 'steps'], '"steps" must be a list with at least one step (or "error")');
        continue;
      }
      const raw = scenario.steps as RawStep[];
      let stepProblems = 0;
      raw.forEach((step, index) => {
        const stepAt = [...sat, 'steps', index];
        const before = problems.length;
        if (!isObject(step)) {
          fail(stepAt, 'a step is a map of after, do and set');
          stepProblems++;
          return;
        }
        for (const key of Object.keys(step))
          if (!['after', 'do', 'set'].includes(key))
            fail(
              [...stepAt, key],
              key === 'events'
                ? 'a step names no events: the lifecycle model sends the events of the transitions in "do"'
                : `unknown key "${key}" (a step has after, do and set)`,
            );
        if (step.after !== undefined && (typeof step.after !== 'number' || !(step.after > 0)))
          fail(
            [...stepAt, 'after'],
            '"after" must be a number of seconds above 0 (after the previous step)',
          );
        if (index > 0 && step.after === undefined)
          fail(
            [...stepAt, 'after'],
            'only the first step happens in the request: a later step needs "after"',
          );
        if (!Array.isArray(step.do) || step.do.some((a) => typeof a !== 'string'))
          fail([...stepAt, 'do'], '"do" must be a list of transitions (`pay`, `refund.request`)');
        else
          step.do.forEach((action: string, i: number) => {
            if (!resolveAction(model, lifecycle, action))
              fail(
                [...stepAt, 'do', i],
                `unknown transition "${action}" (a ${lifecycle.name} has ${lifecycle.transitions.map((t) => t.name).join(', ')}; other resources: ${model.lifecycles
                  .filter((l) => l !== lifecycle && l.placement.kind !== 'collection')
                  .flatMap((l) =>
                    [l.creation.name, ...l.transitions.map((t) => t.name)].map(
                      (n) => `${l.name}.${n}`,
                    ),
                  )
                  .join(', ')})`,
              );
          });
        if (step.set !== undefined && !isObject(step.set))
          fail([...stepAt, 'set'], '"set" must be a map of field paths to values');
        if (isObject(step.set)) {
          const spec1 = stepSpecs([step])[0];
          const inputs = spec1 ? inputFields(model, lifecycle, spec1) : new Set<string>();
          for (const [path, value] of Object.entries(step.set)) {
            const owner = setOwner(model, lifecycle, spec1?.do ?? [], path);
            const ownerSchema =
              owner === lifecycle
                ? responseSchema
                : { $ref: `#/components/schemas/${owner.schema}` };
            const fieldSchema = propertySchema(spec, ownerSchema, path.split('.'));
            if (!fieldSchema) {
              fail(
                [...stepAt, 'set', path],
                owner === lifecycle
                  ? `the response of ${product.operation} has no field "${path}"`
                  : `the ${owner.schema} schema has no field "${path}"`,
              );
              continue;
            }
            const inRequest = index === 0 && step.after === undefined;
            if (!inputs.has(path) && !inRequest)
              fail(
                [...stepAt, 'set', path],
                `${path} is not what the step's transitions take (${[...inputs].join(', ') || 'nothing'}); other fields are set only in the request's own step`,
              );
            const derived = isDerived(model, owner.name, path);
            if (derived)
              fail(
                [...stepAt, 'set', path],
                `${path} is not set by a scenario: the lifecycle model computes it (${derived})`,
              );
            if (/_reason$/.test(path) && typeof value === 'string') {
              const codes = reasonCodes(spec, fieldSchema);
              const id = owner === lifecycle ? `${op.key} ${path}` : `${owner.schema} ${path}`;
              const use = reasonUse.get(id) ?? {
                codes,
                used: new Set<string>(),
                at: [productId],
                field: path,
              };
              use.used.add(value);
              reasonUse.set(id, use);
              if (codes.length > 0 && !codes.includes(value))
                fail(
                  [...stepAt, 'set', path],
                  `unknown ${path} "${value}" (the contract lists ${codes.join(', ')})`,
                );
            }
          }
        }
        stepProblems += problems.length - before;
      });
      if (stepProblems > 0 || !request) continue;
      // Played on the model: each step must fit the resource's state; each state and event must hold.
      let run: ScenarioRun;
      try {
        run = runScenario(model, {
          op,
          request,
          responses: examples.responses,
          steps: stepSpecs(raw),
          templates,
          seed: `${productId}/${scenarioId}`,
        });
      } catch (error) {
        if (!(error instanceof StepError)) throw error;
        const index = (error as StepError & { stepIndex?: number }).stepIndex ?? 0;
        const actions = Array.isArray(raw[index]?.do) ? (raw[index]?.do as unknown[]) : [];
        const i = actions.indexOf(error.action);
        fail(
          [...sat, 'steps', index, ...(i === -1 ? [] : ['do', i])],
          `${error.action}: ${error.message}`,
        );
        continue;
      }
      run.steps.forEach((step, index) => {
        // The step's line: the request's own step may be implicit (no step 0 in the spec).
        const specIndex = raw[0] && (raw[0] as RawStep).after !== undefined ? index - 1 : index;
        const stepAt = [...sat, 'steps', Math.max(specIndex, 0)];
        for (const problem of schemas.validate(responseSchema as Json, step.resource)) {
          const path = problem.instancePath.replace(/^\//, '').split('/').join('.');
          fail(
            stepAt,
            `the ${lifecycle.name} after this step is not a valid response of ${product.operation}: ${path || 'the response'} ${scalarText(getPath(step.resource, path))}: ${problem.reason} (schema ${problem.schemaPath})`,
          );
        }
        for (const event of step.events) {
          if (!(event.type in webhooks)) {
            fail(
              stepAt,
              `the lifecycle model sends ${event.type} here, which the spec does not declare under "webhooks"`,
            );
            continue;
          }
          for (const problem of checkEvent(model, event.type, event.data, { complete: true }))
            fail(stepAt, `${event.type}: ${problem.path}: ${problem.reason}`);
        }
      });
    }
  }
  // Every reason the contract lists has a value, or an operation, that produces it.
  for (const use of reasonUse.values()) {
    const missing = use.codes.filter(
      (code) => !use.used.has(code) && !byOperations.has(`${use.field}=${code}`),
    );
    if (missing.length > 0)
      fail(
        use.at,
        `no scenario sets ${use.field} to ${missing.join(', ')}: add one per reason the contract lists`,
      );
  }
  return problems;
}

/** Why a field is the model's to compute (`derived`, `copy`), or undefined. */
function isDerived(model: LifecycleModel, lifecycle: string, path: string): string | undefined {
  const found = model.lifecycles.find((l) => l.name === lifecycle);
  const rule = found?.always?.[path];
  if (rule && 'is' in rule && (rule.is === 'derived' || rule.is === 'copy'))
    return rule.because ?? rule.is;
  return undefined;
}

/** The scenarios of a (localized) spec as page data; `html` renders the Markdown texts. */
export function buildSandboxScenarios(
  spec: Json,
  html: (markdown: string) => string,
  model: LifecycleModel = lifecycleModel,
): SandboxScenariosData {
  const block = spec[SCENARIOS_KEY];
  if (!isObject(block)) return { products: [] };
  const templates = lifecycleTemplates(spec, model);
  const errorCodes = isObject(spec['x-error-codes']) ? spec['x-error-codes'] : {};
  const products: SandboxProduct[] = [];
  for (const [id, product] of Object.entries(block)) {
    if (!isObject(product) || !isObject(product.scenarios)) continue;
    const operationId = String(product.operation);
    const op = findOperation(spec, operationId);
    const lifecycle = op ? createdLifecycle(model, op) : undefined;
    if (!op || !lifecycle) continue;
    const field = String(product.field);
    const examples = scenarioExamples(
      spec,
      op,
      field,
      typeof product.request === 'string' ? product.request : undefined,
    );
    const descriptionHtml =
      typeof product.description === 'string' ? html(product.description) : '';
    const scenarios: SandboxScenario[] = [];
    for (const [scenarioId, scenario] of Object.entries(product.scenarios)) {
      if (!isObject(scenario) || !examples.request) continue;
      const value = scenario.value as string | number;
      const description =
        typeof scenario.description === 'string' ? html(scenario.description) : '';
      const testCards = isObject(scenario['test-cards'])
        ? Object.entries(scenario['test-cards']).map(([brand, number]) => ({
            brand,
            number: String(number),
          }))
        : [];
      const common = {
        id: scenarioId,
        value,
        summary: String(scenario.summary),
        ...(description ? { descriptionHtml: description } : {}),
        ...(testCards.length > 0 ? { testCards } : {}),
      };
      if (typeof scenario.error === 'string') {
        const entry = errorCodes[scenario.error];
        const status = isObject(entry) && typeof entry.status === 'number' ? entry.status : 422;
        scenarios.push({
          ...common,
          status: '',
          finalStatus: '',
          error: { code: scenario.error, status },
          steps: [],
        });
        continue;
      }
      if (!Array.isArray(scenario.steps)) continue;
      let run: ScenarioRun;
      try {
        run = runScenario(model, {
          op,
          request: withPath(examples.request, field, value),
          responses: examples.responses,
          steps: stepSpecs(scenario.steps as RawStep[]),
          templates,
          seed: `${id}/${scenarioId}`,
        });
      } catch {
        // checkSandboxScenarios reports it, at its line.
        continue;
      }
      const steps: SandboxStep[] = run.steps.map((step) => ({
        at: step.at,
        do: step.do,
        set: step.set,
        shows: step.shows,
        events: step.events.map((e) => e.type),
      }));
      const state = lifecycle.stateField;
      const reasonEntry = steps
        .flatMap((s) => Object.entries(s.set))
        .find(([key, v]) => /_reason$/.test(key) && typeof v === 'string');
      const followUps = isObject(scenario['follow-ups'])
        ? (Object.fromEntries(
            Object.entries(scenario['follow-ups']).map(([k, v]) => [k, String(v)]),
          ) as Record<string, string>)
        : undefined;
      scenarios.push({
        ...common,
        status: String(run.answer[state] ?? ''),
        finalStatus: String(run.steps.at(-1)?.resource[state] ?? ''),
        ...(reasonEntry
          ? { reason: { field: reasonEntry[0], value: String(reasonEntry[1]) } }
          : {}),
        ...(followUps ? { followUps } : {}),
        steps,
      });
    }
    products.push({
      id,
      title: String(product.title),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      operationId,
      operationSlug: operationSlug(operationId),
      method: op.method.toUpperCase(),
      path: op.key,
      field,
      lifecycle: lifecycle.name,
      ...(typeof product.default === 'string' ? { defaultScenario: product.default } : {}),
      scenarios,
    });
  }
  return { products };
}
