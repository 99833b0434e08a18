/**
 * The sandbox scenarios (`x-sandbox-scenarios` of the spec) as the generator
 * hands them to the site: the "Test data" page and the Try it simulator read
 * this, never the spec. Texts are localized; `*Html` fields are sanitized HTML.
 */

/** One moment of a scenario: what the resource looks like and which webhooks go out. */
export interface SandboxStep {
  /** Seconds after the request (cumulative): 0 for the API's answer. */
  at: number;
  /** Fields of the resource set at this moment (dotted paths: `card.three_ds.status`). */
  set: Record<string, unknown>;
  /** Webhook event types sent at this moment, in order. */
  events: string[];
}

export interface SandboxScenario {
  /** Stable id (the key in the spec): `insufficient-funds`. */
  id: string;
  /** The magic value, as it goes in the request field. */
  value: string | number;
  summary: string;
  descriptionHtml?: string;
  /** The `status` the API answers with. */
  status: string;
  /** The `status` where the resource ends up. */
  finalStatus: string;
  /** The reason field the scenario sets (`refusal_reason: insufficient_funds`), if any. */
  reason?: { field: string; value: string };
  steps: SandboxStep[];
}

export interface SandboxProduct {
  /** Stable id (the key in the spec): `cards`. */
  id: string;
  title: string;
  descriptionHtml?: string;
  /** The operation the values are sent to. */
  operationId: string;
  /** Its page slug and its method + path, for the link. */
  operationSlug: string;
  method: string;
  path: string;
  /** Dotted path of the request body field that carries the value (`card.token`). */
  field: string;
  scenarios: SandboxScenario[];
}

export interface SandboxScenariosData {
  products: SandboxProduct[];
}

/** Where the generator writes the scenarios, under docs/<lang>/docs/api/. */
export const SANDBOX_SCENARIOS_FILE = '_data/sandbox-scenarios.json';

/** The value at a dotted path of a JSON object (`card.token`), or undefined. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` (dotted) set, creating the objects on the way. */
export function withValueAtPath<T>(value: T, path: string, next: unknown): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let current = copy;
  for (const key of keys.slice(0, -1)) {
    const child = current[key];
    if (typeof child !== 'object' || child === null || Array.isArray(child)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1] as string] = next;
  return copy as T;
}
