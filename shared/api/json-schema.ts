/**
 * JSON shapes the generator writes and the browser reads: a JSON object, and
 * the JSON Schema (draft 2020-12) that Try it validates a request against.
 */
export type Json = Record<string, unknown>;

export type JsonSchema = Json | boolean;
