/**
 * The release check: compares the spec with the last released contract
 * (openapi/released/<version>.yaml, the release record) and fails when a
 * breaking change has no changelog entry. The comparison and the breaking /
 * non-breaking classification are api-smart-diff's (OpenAPI-aware rules:
 * a removed operation, a new required parameter or body field, a removed
 * response field, a narrowed enum...); here we only map each change to the
 * operation it affects and look for the entry that announces it.
 *
 * Webhooks run the other way: we send the request and the merchant receives
 * it, and api-smart-diff neither resolves the `$ref`s of the `webhooks`
 * section nor knows that direction. So each webhook is compared as a response
 * we send (`webhookAsResponse`): its payload as the response body, its headers
 * (`webhook-id`, `webhook-signature`...) as response headers, with the rules
 * of what we send below.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import type { Changelog } from './changelog';
import { deref } from './resolve-ref';
import type { SpecProblem } from './spec-error';
import { HTTP_METHODS, isObject, type Json } from './spec-walk';
import { toPointer } from './yaml-source';

export interface BreakingChange {
  /** "POST /transactions/{id}/refund", "webhook transaction.paid" or "GET /wallet/balance" for a removed path. */
  operation: string;
  /** JSON pointer of the change in the spec (or in the released file, for a removal). */
  pointer: string;
  description: string;
}

/** The path key under which a webhook is compared as a response (no real path starts so). */
const WEBHOOK_PATH = '/~webhook/';

/** A header's name as compared: HTTP header names are case-insensitive. */
const headerKey = (name: string) => name.toLowerCase();

/**
 * The spec with each webhook turned into an operation whose 200 response is
 * what we send: the payload as the body, the header parameters as headers.
 * The `webhooks` section itself is left out of the comparison.
 */
export function webhooksAsResponses(spec: unknown): unknown {
  if (!isObject(spec)) return spec;
  const { webhooks, ...rest } = spec;
  if (!isObject(webhooks)) return spec;
  const paths: Json = { ...(isObject(spec.paths) ? spec.paths : {}) };
  for (const [event, item] of Object.entries(webhooks)) {
    const operation = isObject(item) ? deref(spec, item.post) : {};
    const headers: Json = {};
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    for (const raw of parameters) {
      const parameter = deref(spec, raw);
      if (parameter.in !== 'header' || typeof parameter.name !== 'string') continue;
      headers[headerKey(parameter.name)] = {
        required: parameter.required === true,
        schema: parameter.schema,
      };
    }
    const body = deref(spec, operation.requestBody);
    paths[`${WEBHOOK_PATH}${event}`] = {
      post: {
        responses: { '200': { description: 'sent', headers, content: body.content ?? {} } },
      },
    };
  }
  return { ...rest, paths };
}

/** Where a diff of a webhook compared as a response is in the real spec (`locate` finds the nearest existing node). */
function webhookPointer(diffPath: readonly string[]): string {
  const [, key = '', , , , part, ...more] = diffPath;
  const event = key.slice(WEBHOOK_PATH.length);
  if (part === 'headers') return toPointer(['webhooks', event, 'post', 'parameters']);
  if (part === 'content')
    return toPointer(['webhooks', event, 'post', 'requestBody', 'content', ...more]);
  return toPointer(['webhooks', event, 'post']);
}

/** The operation a diff path belongs to; undefined for changes outside operations (components are compared through the operations that use them). */
function operationOf(diffPath: readonly (string | number)[]): string | undefined {
  const [section, key, method] = diffPath.map(String);
  if (section === 'paths' && key?.startsWith(WEBHOOK_PATH))
    return `webhook ${key.slice(WEBHOOK_PATH.length)}`;
  if (section === 'paths' && key) {
    if (method && (HTTP_METHODS as readonly string[]).includes(method))
      return `${method.toUpperCase()} ${key}`;
    return `* ${key}`;
  }
  if (section === 'webhooks' && key) return `webhook ${key}`;
  return undefined;
}

/**
 * A field removed from what we send: a response body, or a webhook payload
 * (the request body of a `webhooks` operation). api-smart-diff lets an
 * optional response property go without a breaking mark (a client "should not
 * rely on it"); our policy promises that fields we send stay within a major
 * version, so their removal counts as breaking here.
 */
function removesSentField(diff: { action: string; path: readonly (string | number)[] }): boolean {
  if (diff.action !== 'remove' || diff.path.at(-2) !== 'properties') return false;
  const path = diff.path.map(String);
  return path.includes('responses') || (path[0] === 'webhooks' && path.includes('requestBody'));
}

/**
 * A `readOnly`/`writeOnly` mark changed on what we send (a response, a webhook
 * payload). api-smart-diff treats those marks as request rules and calls their
 * removal breaking; in what the API sends, the field is there either way, so a
 * client reading it sees no change.
 */
function onlyReMarksSentField(diff: { path: readonly (string | number)[] }): boolean {
  const path = diff.path.map(String);
  const mark = path.at(-1);
  if (mark !== 'readOnly' && mark !== 'writeOnly') return false;
  return path.includes('responses') || (path[0] === 'webhooks' && path.includes('requestBody'));
}

/**
 * An enum value added to or removed from what we send. Our policy (the
 * changelog guide) says the reverse of api-smart-diff's response rules: a new
 * value is additive (integrations must have a default branch), while a removed
 * value is breaking, since code waiting for it (`status == "refunded"`) never
 * sees it again.
 */
function sentEnumChange(diff: Diff): 'breaking' | 'additive' | undefined {
  const path = diff.path.map(String);
  if (path.at(-2) !== 'enum' || !path.includes('responses')) return undefined;
  if (diff.action === 'remove') return 'breaking';
  if (diff.action === 'add') return 'additive';
  return undefined;
}

/**
 * A webhook header changed or removed: the receiver parses and verifies these
 * (the signature scheme is the `webhook-signature` header's format), so any
 * change of one it already reads breaks it. A new header is additive.
 */
function changesWebhookHeader(diff: Diff): boolean {
  const path = diff.path.map(String);
  if (!path[1]?.startsWith(WEBHOOK_PATH) || path[5] !== 'headers' || path.length < 7) return false;
  if (path.length === 7) return diff.action === 'remove';
  // A value or constraint replaced or dropped (`pattern`, `type`...); not its prose.
  const prose = ['description', 'example', 'examples', 'title'].includes(path.at(-1) ?? '');
  return path[7] === 'schema' && diff.action !== 'add' && !prose;
}

/** What a diff without api-smart-diff's description changed, in words. */
function describe(action: string, path: readonly string[]): string {
  const verb = action === 'add' ? 'added' : action === 'remove' ? 'removed' : 'changed';
  const at = path.indexOf('headers');
  if (path[1]?.startsWith(WEBHOOK_PATH) && at === 5)
    return `${verb} header ${path[6]}${path.length > 7 ? ` (${path.slice(7).join('.')})` : ''}`;
  return `${verb} ${path.slice(2).join('.')}`;
}

type Diff = {
  type: string;
  action: string;
  path: readonly (string | number)[];
  description?: string;
};

export function breakingChanges(released: unknown, current: unknown): BreakingChange[] {
  const { diffs } = apiCompare(
    webhooksAsResponses(released) as object,
    webhooksAsResponses(current) as object,
  );
  const out: BreakingChange[] = [];
  for (const diff of diffs) {
    const enumChange = sentEnumChange(diff);
    const breaking =
      enumChange !== undefined
        ? enumChange === 'breaking'
        : diff.type === 'breaking' || removesSentField(diff) || changesWebhookHeader(diff);
    if (!breaking || onlyReMarksSentField(diff)) continue;
    const operation = operationOf(diff.path);
    if (!operation) continue;
    const path = diff.path.map(String);
    const pointer = operation.startsWith('webhook ') ? webhookPointer(path) : toPointer(diff.path);
    out.push({
      operation,
      pointer,
      description: diff.description || describe(diff.action, path),
    });
  }
  return out;
}

function versionParts(version: string): number[] {
  return version.split('.').map((n) => Number.parseInt(n, 10) || 0);
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The newest release record in `dir` (`1.0.0.yaml`...), or undefined when there is none. */
export function latestRelease(dir: string): { version: string; file: string } | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const versions = names.flatMap((n) => /^(\d+\.\d+\.\d+)\.ya?ml$/.exec(n)?.slice(1, 2) ?? []);
  const newest = versions.sort(compareVersions).at(-1);
  if (!newest) return undefined;
  return {
    version: newest,
    file: path.join(dir, names.find((n) => n.startsWith(`${newest}.`)) ?? ''),
  };
}

export interface ReleaseCheckInput {
  released: { version: string; file: string; data: unknown };
  current: { version: string; file: string; data: unknown; locate: (pointer: string) => string };
  changelog: Changelog;
  changelogFile: string;
}

/**
 * Problems: each operation with a breaking change that no `breaking` entry of
 * the spec's version lists, and a breaking change without a new major version.
 */
export function checkReleaseChanges(input: ReleaseCheckInput): SpecProblem[] {
  const { released, current, changelog, changelogFile } = input;
  const problems: SpecProblem[] = [];
  if (compareVersions(current.version, released.version) < 0)
    problems.push({
      file: current.file,
      location: current.locate('/info/version'),
      reason: `info.version ${current.version} is older than the last release ${released.version} (${released.file})`,
    });
  const changes = breakingChanges(released.data, current.data);
  if (changes.length === 0) return problems;

  const announced = changelog.entries.filter(
    (e) => e.kind === 'breaking' && e.version === current.version,
  );
  const covers = (operation: string) =>
    announced.some((e) =>
      e.operations.some(
        (op) =>
          op === operation ||
          op === 'all' ||
          (op === 'webhook *' && operation.startsWith('webhook ')) ||
          // A removed path item: any operation of that path announces it.
          (operation.startsWith('* ') && op.endsWith(` ${operation.slice(2)}`)),
      ),
    );
  const byOperation = new Map<string, BreakingChange[]>();
  for (const change of changes)
    byOperation.set(change.operation, [...(byOperation.get(change.operation) ?? []), change]);
  for (const [operation, list] of byOperation) {
    if (covers(operation)) continue;
    const first = list[0] as BreakingChange;
    const more = list.length > 1 ? ` and ${list.length - 1} more` : '';
    problems.push({
      file: current.file,
      location: current.locate(first.pointer),
      reason: `breaking change to ${operation} since release ${released.version} (${first.description}${more}): add to ${changelogFile} an entry with kind: breaking, version: "${current.version}" and "${operation.replace(/^\* /, 'METHOD ')}" in its operations`,
    });
  }
  if (versionParts(current.version)[0] === versionParts(released.version)[0])
    problems.push({
      file: current.file,
      location: current.locate('/info/version'),
      reason: `the spec has breaking changes since ${released.version}: they ship only in a new major version (info.version is ${current.version})`,
    });
  return problems;
}
