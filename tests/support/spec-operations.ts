/**
 * The operations the real spec (openapi/openapi.yaml) defines, read with the
 * generator's own walk: tests that count generated files or listed operations
 * compare with this instead of a number that goes stale with each release.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type Json, operationsOf } from '../../scripts/api/spec-walk';

const spec = parse(
  readFileSync(path.join(import.meta.dirname, '../../openapi/openapi.yaml'), 'utf8'),
) as Json;

/** Every operation of `paths`, in the spec's order. */
export const specOperations = operationsOf(spec, 'paths');
