/**
 * The "Try it" console's parameter inputs: which control each parameter gets,
 * the value it starts with (default, else example), and how the typed text
 * becomes the typed value that is validated (`"20"` is the integer 20 for an
 * integer parameter, `"true"` a boolean, `"a,b"` a list).
 */
import type { ApiParameter, SchemaNode } from '../../../../shared/api/page-model';

export type ParameterInput =
  | { kind: 'select'; options: string[] }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'text' };

/** Key of a parameter in the console's values: `query:limit`. */
export function parameterKey(parameter: Pick<ApiParameter, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/** Idempotency keys must be new for each new request: the console generates them. */
export function isIdempotencyKey(parameter: Pick<ApiParameter, 'in' | 'name'>): boolean {
  return parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key';
}

/** A JSON text of the page data (`"pix"`, `20`) as the text of an input (`pix`, `20`). */
export function jsonToInputText(json: string): string {
  const value: unknown = JSON.parse(json);
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(',');
  return JSON.stringify(value);
}

export function parameterInput(schema: SchemaNode): ParameterInput {
  if (schema.enum && schema.enum.length > 0)
    return { kind: 'select', options: schema.enum.map(jsonToInputText) };
  const type = schema.types[0];
  if (schema.types.length === 1 && type === 'boolean')
    return { kind: 'select', options: ['true', 'false'] };
  if (schema.types.length === 1 && type === 'integer') return { kind: 'integer' };
  if (schema.types.length === 1 && type === 'number') return { kind: 'number' };
  return { kind: 'text' };
}

/** The parameter's example as input text, if it has one. */
function exampleText(parameter: ApiParameter): string | undefined {
  const json = parameter.example ?? parameter.schema.example;
  return json === undefined ? undefined : jsonToInputText(json);
}

/**
 * The text a parameter's input starts with: its default, else its example,
 * else empty. An optional query parameter (a list's filters, a cursor) starts
 * from its default only: sent with the examples' values, "List transactions"
 * would list one order of one day, or page from an example's cursor.
 */
export function initialParameterText(parameter: ApiParameter, newKey: () => string): string {
  if (isIdempotencyKey(parameter)) return newKey();
  const fallback =
    !parameter.required && parameter.in === 'query' ? undefined : exampleText(parameter);
  const json = parameter.schema.default;
  return json === undefined ? (fallback ?? '') : jsonToInputText(json);
}

/** What an empty input shows in grey: the example, as a hint of the format. */
export function parameterPlaceholder(parameter: ApiParameter): string | undefined {
  return isIdempotencyKey(parameter) ? undefined : exampleText(parameter);
}

function coerceScalar(text: string, types: readonly string[]): unknown {
  if (
    (types.includes('integer') || types.includes('number')) &&
    /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)
  )
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('null') && text === 'null') return null;
  return text;
}

/**
 * The value of a parameter's text for validation. Text that does not fit the
 * declared type stays text, so the validator reports the type.
 */
export function parameterValue(text: string, schema: SchemaNode): unknown {
  const types = schema.nullable ? [...schema.types, 'null'] : schema.types;
  if (types.includes('array')) {
    const itemTypes = schema.items?.types ?? [];
    return text.split(',').map((part) => coerceScalar(part.trim(), itemTypes));
  }
  return coerceScalar(text, types);
}

/** The items of a list parameter's text (sent as `a=1&a=2` in a query). */
export function listItems(text: string): string[] {
  return text.split(',').map((part) => part.trim());
}
