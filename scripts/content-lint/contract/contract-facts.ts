/**
 * The facts of the API contract that prose states, read from their one
 * definition: the error catalogue (`x-error-codes`), the webhook headers, the
 * rules no schema can say (`x-policies`), schema limits, the webhooks' payloads
 * (what each event family is about) and the changelog's deprecations. Each fact
 * carries where it is defined (`openapi/openapi.yaml:123`), so a problem tells
 * the writer which value is right and where to change it if the text is right.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { deref } from '../../api/resolve-ref';
import { SpecError } from '../../api/spec-error';
import { isObject, type Json, operationsOf } from '../../api/spec-walk';
import { readYamlSource, toPointer } from '../../api/yaml-source';
import { CHANGELOG_FILE, SPEC_FILE } from '../text-sources';

/** A value and the place that defines it (`openapi/openapi.yaml:57`). */
export interface Defined<T> {
  value: T;
  where: string;
}

export interface Deprecation {
  id: string;
  /** Announced (YYYY-MM-DD). */
  date: string;
  /** Stops working (YYYY-MM-DD). */
  sunset: string;
  /** What stops, as the entry's title says it in English (`/v1`). */
  titleEn: string;
  where: string;
}

export interface ContractFacts {
  /** error.code -> its HTTP status. */
  errorCodes: Map<string, Defined<number>>;
  /** error.type -> the HTTP status the spec's error examples use it with. */
  errorTypes: Map<string, number>;
  /** The webhook request headers, as the spec names them (`webhook-id`...). */
  webhookHeaders: Defined<string[]>;
  /** The parts of the signed content, in order: header names and `body`. */
  signedContent: Defined<string[]>;
  signatureEncoding: Defined<string>;
  timestampToleranceSeconds: Defined<number>;
  responseTimeoutSeconds: Defined<number>;
  retryDelaysMinutes: Defined<number[]>;
  refundWindowDays: Defined<{ credit_card: number; pix: number }>;
  idempotencyKeyHours: Defined<number>;
  rateLimitPerSecond: Defined<number>;
  cardTokenMinutes: Defined<number>;
  authorizationDays: Defined<number>;
  /** The smallest `amount` of a charge (cents). */
  minimumAmount: Defined<number>;
  /** ID prefix (`tr_`) -> what it names. */
  idPrefixes: Defined<Map<string, string>>;
  feeFormula: Defined<string>;
  /** Webhook event family (`infraction`) -> the resource its events are about (`transaction`). */
  eventFamilies: Map<string, string>;
  deprecations: Deprecation[];
}

const cache = new Map<string, { stamp: string; facts: ContractFacts }>();

function stampOf(root: string): string {
  return [SPEC_FILE, CHANGELOG_FILE]
    .map((file) => {
      const full = path.join(root, file);
      return existsSync(full) ? `${statSync(full).mtimeMs}:${statSync(full).size}` : '-';
    })
    .join(' ');
}

/** The facts of the contract at `root`; undefined when it has no spec (a copy of some pages). Throws SpecError on an unreadable spec. */
export function contractFacts(root: string): ContractFacts | undefined {
  if (!existsSync(path.join(root, SPEC_FILE))) return undefined;
  const stamp = stampOf(root);
  const cached = cache.get(root);
  if (cached?.stamp === stamp) return cached.facts;
  const facts = readFacts(root);
  cache.set(root, { stamp, facts });
  return facts;
}

function readFacts(root: string): ContractFacts {
  const source = readYamlSource(path.join(root, SPEC_FILE), SPEC_FILE);
  const spec = (isObject(source.data) ? source.data : {}) as Json;
  const where = (segments: (string | number)[]) => {
    const location = source.locate(toPointer(segments));
    const line = /line (\d+)/.exec(location)?.[1] ?? '1';
    return `${SPEC_FILE}:${line}`;
  };
  const missing = (segments: (string | number)[], what: string): never => {
    throw new SpecError([
      {
        file: SPEC_FILE,
        location: source.locate(toPointer(segments.slice(0, -1))),
        reason: `${toPointer(segments).slice(1).replace(/\//g, '.')} must be ${what}: the content checks state it in prose`,
      },
    ]);
  };
  const policy = <T>(
    segments: string[],
    test: (v: unknown) => v is T,
    what: string,
  ): Defined<T> => {
    let node: unknown = spec['x-policies'];
    for (const s of segments) node = isObject(node) ? node[s] : undefined;
    const at = ['x-policies', ...segments];
    if (!test(node)) return missing(at, what);
    return { value: node, where: where(at) };
  };
  const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);
  const isStrings = (v: unknown): v is string[] =>
    Array.isArray(v) && v.every((s) => typeof s === 'string');
  const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  const isWindows = (v: unknown): v is { credit_card: number; pix: number } =>
    isObject(v) && isNumber(v.credit_card) && isNumber(v.pix);
  const isPrefixMap = (v: unknown): v is Record<string, string> =>
    isObject(v) && Object.entries(v).every(([k, t]) => /^[a-z0-9]+_$/.test(k) && isText(t));

  const errorCodes = new Map<string, Defined<number>>();
  const declared = isObject(spec['x-error-codes']) ? spec['x-error-codes'] : {};
  for (const [code, entry] of Object.entries(declared))
    if (isObject(entry) && typeof entry.status === 'number')
      errorCodes.set(code, { value: entry.status, where: where(['x-error-codes', code]) });

  const errorTypes = new Map<string, number>();
  const collectTypes = (value: unknown, status: string) => {
    if (isObject(value) && isObject(value.error) && typeof value.error.type === 'string')
      errorTypes.set(value.error.type, Number(status));
  };
  for (const op of operationsOf(spec, 'paths')) {
    const responses = isObject(op.operation.responses) ? op.operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
      const response = deref(spec, raw);
      const media = isObject(response.content) ? response.content['application/json'] : undefined;
      if (!isObject(media)) continue;
      collectTypes(media.example, status);
      if (isObject(media.examples))
        for (const example of Object.values(media.examples))
          collectTypes(deref(spec, example).value, status);
    }
  }

  const webhooks = operationsOf(spec, 'webhooks');
  const headerParams = (webhooks[0]?.operation.parameters ?? []) as unknown[];
  const webhookHeaders = headerParams
    .map((p) => deref(spec, p))
    .filter((p) => p.in === 'header' && typeof p.name === 'string')
    .map((p) => String(p.name));
  const eventFamilies = new Map<string, string>();
  const families = new Set(webhooks.map((w) => w.key.split('.')[0] as string));
  for (const webhook of webhooks) {
    const family = webhook.key.split('.')[0] as string;
    if (eventFamilies.has(family)) continue;
    const body = deref(spec, webhook.operation.requestBody);
    const media = isObject(body.content) ? body.content['application/json'] : undefined;
    const event = propertiesOf(spec, isObject(media) ? media.schema : undefined);
    const fields = Object.keys(propertiesOf(spec, event.data));
    // An event about another resource names it: an infraction carries its `transaction_id`.
    const about = [...families].find((f) => f !== family && fields.includes(`${f}_id`));
    eventFamilies.set(family, about ?? family);
  }

  // Every amount of a charge is an `Amount`.
  const schemas =
    isObject(spec.components) && isObject(spec.components.schemas) ? spec.components.schemas : {};
  const amount = isObject(schemas.Amount) ? schemas.Amount : {};
  const minimumAmount: Defined<number> = isNumber(amount.minimum)
    ? { value: amount.minimum, where: where(['components', 'schemas', 'Amount', 'minimum']) }
    : missing(['components', 'schemas', 'Amount', 'minimum'], 'a number');

  const prefixes = policy(['id-prefixes'], isPrefixMap, 'a map of ID prefixes');
  return {
    errorCodes,
    errorTypes,
    webhookHeaders: { value: webhookHeaders, where: where(['webhooks']) },
    signedContent: policy(['webhook-delivery', 'signed-content'], isStrings, 'a list of parts'),
    signatureEncoding: policy(['webhook-delivery', 'signature-encoding'], isText, 'a text'),
    timestampToleranceSeconds: policy(
      ['webhook-delivery', 'timestamp-tolerance-seconds'],
      isNumber,
      'a number',
    ),
    responseTimeoutSeconds: policy(
      ['webhook-delivery', 'response-timeout-seconds'],
      isNumber,
      'a number',
    ),
    retryDelaysMinutes: policy(
      ['webhook-delivery', 'retry-delays-minutes'],
      isNumbers,
      'a list of minutes',
    ),
    refundWindowDays: policy(['refund-window-days'], isWindows, 'credit_card and pix days'),
    idempotencyKeyHours: policy(['idempotency-key-hours'], isNumber, 'a number'),
    rateLimitPerSecond: policy(['rate-limit-per-second'], isNumber, 'a number'),
    cardTokenMinutes: policy(['card-token-minutes'], isNumber, 'a number'),
    authorizationDays: policy(['authorization-days'], isNumber, 'a number'),
    minimumAmount,
    idPrefixes: { value: new Map(Object.entries(prefixes.value)), where: prefixes.where },
    feeFormula: policy(['fee-formula'], isText, 'a text'),
    eventFamilies,
    deprecations: readDeprecations(root),
  };
}

/** The properties of a schema, through `$ref`s and `allOf`. */
function propertiesOf(spec: Json, schema: unknown, depth = 0): Json {
  const node = deref(spec, schema);
  const own = isObject(node.properties) ? node.properties : {};
  if (!Array.isArray(node.allOf) || depth > 10) return own;
  return Object.assign(
    {},
    ...node.allOf.map((part: unknown) => propertiesOf(spec, part, depth + 1)),
    own,
  );
}

function readDeprecations(root: string): Deprecation[] {
  const full = path.join(root, CHANGELOG_FILE);
  if (!existsSync(full)) return [];
  const source = readYamlSource(full, CHANGELOG_FILE);
  const data = isObject(source.data) ? source.data : {};
  const entries = Array.isArray(data.entries) ? data.entries : [];
  const day = (value: unknown) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
  return entries.flatMap((entry: unknown, index: number) => {
    if (!isObject(entry) || entry.kind !== 'deprecation' || entry.sunset === undefined) return [];
    const title = isObject(entry.title) && typeof entry.title.en === 'string' ? entry.title.en : '';
    const line = /line (\d+)/.exec(source.locate(toPointer(['entries', index, 'sunset'])))?.[1];
    return [
      {
        id: String(entry.id),
        date: day(entry.date),
        sunset: day(entry.sunset),
        titleEn: title,
        where: `${CHANGELOG_FILE}:${line ?? '1'}`,
      },
    ];
  });
}
