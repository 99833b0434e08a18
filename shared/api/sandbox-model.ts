/**
 * The sandbox scenarios (`x-sandbox-scenarios` of the spec) as the generator
 * hands them to the site: the "Test data" page and the Try it simulator read
 * this, never the spec. Texts are localized; `*Html` fields are sanitized HTML.
 */

/** One moment of a scenario: what happens to the resource and which webhooks go out. */
export interface SandboxStep {
  /** Seconds after the request (cumulative): 0 for the API's answer. */
  at: number;
  /**
   * Transitions of the lifecycle model it makes, in order (`pay`, `refund.request`):
   * what the Try it simulator plays (shared/lifecycle/scenario.ts).
   */
  do: string[];
  /** Fields it gives: a transition's reason, or at 0 any field (`card.three_ds.status`). */
  set: Record<string, unknown>;
  /**
   * What it changes, as the Test data page shows it: the resource's state and reasons
   * (`status: refused`, `refusal_reason: insufficient_funds`), the state of what it holds
   * (`refunds[].status: succeeded`) or of what it opens (`infraction.status: open`).
   */
  shows: Record<string, string>;
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
  /** The `status` the API answers with (empty for a refusal). */
  status: string;
  /** The `status` where the resource ends up. */
  finalStatus: string;
  /** The reason field the scenario sets (`refusal_reason: insufficient_funds`), if any. */
  reason?: { field: string; value: string };
  /** A refusal instead of a resource: the documented error, and its HTTP status. */
  error?: { code: string; status: number };
  /** The sandbox's follow-ups of your later calls this scenario changes (`refund: fail`). */
  followUps?: Record<string, string>;
  /**
   * Card numbers that play this scenario when typed into the sandbox card fields,
   * one per brand (`test-cards` of the spec): their token, or their 3-D Secure
   * authentication, behaves as `value`.
   */
  testCards?: { brand: string; number: string }[];
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
  /** The lifecycle of the resources the operation creates (`transaction`). */
  lifecycle: string;
  /** The scenario any other value of the field follows (`approved`), if any. */
  defaultScenario?: string;
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
