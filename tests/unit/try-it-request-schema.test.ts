/**
 * The validation schemas the generator writes for the "Try it" console
 * (scripts/api/request-schema.ts, scripts/api/try-it-data.ts): JSON Schema
 * that a standard validator accepts, built from the spec's schemas. The
 * console's data file of every operation, on the real spec:
 * tests/build/try-it-console-data.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Schema, Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiOrigins } from '../../config/api-origins';
import { brand } from '../../config/brand';
import { requestSchema } from '../../scripts/api/request-schema';
import { reachableServers } from '../../scripts/api/try-it-data';
import type { JsonSchema } from '../../shared/api/json-schema';
import { projectRoot } from '../support/api-project';

type Json = Record<string, unknown>;
const spec = parse(readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8')) as Json;

const valid = (schema: JsonSchema, value: unknown) =>
  new Validator(schema as Schema, '2020-12', false).validate(value).valid;

describe('requestSchema', () => {
  it('gathers every $ref under $defs once, named after the component', () => {
    const schema = requestSchema(spec, { $ref: '#/components/schemas/CreateTransactionRequest' });
    expect(schema).toMatchObject({ $ref: '#/$defs/CreateTransactionRequest' });
    const defs = (schema as Json).$defs as Json;
    expect(Object.keys(defs)).toEqual(
      expect.arrayContaining([
        'CreateTransactionRequest',
        'PixTransactionRequest',
        'CardTransactionRequest',
        'TransactionRequestBase',
        'Customer',
        'Document',
      ]),
    );
    // Discriminator mappings point into $defs too.
    expect((defs.CreateTransactionRequest as Json).discriminator).toEqual({
      propertyName: 'payment_method',
      mapping: {
        pix: '#/$defs/PixTransactionRequest',
        credit_card: '#/$defs/CardTransactionRequest',
      },
    });
    // No annotation reaches the validator (`description` stays as a property name only).
    expect(JSON.stringify(schema)).not.toMatch(/"(example|examples|x-[\w-]+)":/);
    for (const def of Object.values(defs)) expect(def).not.toHaveProperty('description');
    expect(((defs.TransactionRequestBase as Json).properties as Json).description).toEqual({
      type: 'string',
      maxLength: 255,
    });
  });

  it('accepts every request body example of the spec, and refuses a broken one', () => {
    const schema = requestSchema(spec, { $ref: '#/components/schemas/CreateTransactionRequest' });
    const examples = (
      ((((spec.paths as Json)['/transactions'] as Json).post as Json).requestBody as Json)
        .content as Json
    )['application/json'] as Json;
    const values = Object.values(examples.examples as Json).map((e) => (e as Json).value);
    // Pix, card with 3-D Secure, card without.
    expect(values.length).toBe(3);
    for (const value of values) expect(valid(schema, value)).toBe(true);
    const broken = structuredClone(values[0]) as Json;
    broken.amount = 10;
    expect(valid(schema, broken)).toBe(false);
    // A card payment without the card.
    const card = structuredClone(values[1]) as Json;
    delete card.card;
    expect(valid(schema, card)).toBe(false);
  });

  it('keeps recursive schemas finite', () => {
    const recursive = {
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: { value: { type: 'integer' }, next: { $ref: '#/components/schemas/Node' } },
          },
        },
      },
    };
    const schema = requestSchema(recursive, { $ref: '#/components/schemas/Node' });
    expect(schema).toEqual({
      $ref: '#/$defs/Node',
      $defs: {
        Node: {
          type: 'object',
          properties: {
            // An unbounded integer: what a JSON number carries exactly.
            value: {
              type: 'integer',
              minimum: Number.MIN_SAFE_INTEGER,
              maximum: Number.MAX_SAFE_INTEGER,
            },
            next: { $ref: '#/$defs/Node' },
          },
        },
      },
    });
    expect(valid(schema, { value: 1, next: { value: 2, next: { value: 3 } } })).toBe(true);
    expect(valid(schema, { value: 1, next: { value: 'two' } })).toBe(false);
  });

  it('leaves read-only properties out of requests, and reads OpenAPI 3.0 forms', () => {
    const doc = {
      components: {
        schemas: { Id: { type: 'string', readOnly: true } },
      },
    };
    const schema = requestSchema(doc, {
      type: 'object',
      required: ['id', 'amount'],
      properties: {
        id: { $ref: '#/components/schemas/Id' },
        amount: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        note: { type: 'string', nullable: true },
        kind: { type: 'string', enum: ['a', 'b'], nullable: true },
      },
    });
    expect(schema).toEqual({
      type: 'object',
      required: ['amount'],
      properties: {
        amount: { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        note: { type: ['string', 'null'] },
        kind: { type: ['string', 'null'], enum: ['a', 'b', null] },
      },
    });
    expect(valid(schema, { amount: 1, note: null, kind: null })).toBe(true);
    expect(valid(schema, { amount: 0 })).toBe(false);
  });

  it('is `true` (anything goes) without a schema, and keeps boolean schemas', () => {
    expect(requestSchema(spec, undefined)).toBe(true);
    const doc = { components: { schemas: { Anything: true, Nothing: false } } };
    expect(
      requestSchema(doc, {
        type: 'object',
        properties: {
          a: { $ref: '#/components/schemas/Anything' },
          b: { $ref: '#/components/schemas/Nothing' },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: { a: { $ref: '#/$defs/Anything' }, b: { $ref: '#/$defs/Nothing' } },
      $defs: { Anything: true, Nothing: false },
    });
  });
});

describe('reachableServers', () => {
  it('keeps the servers on the brand API origins only (the CSP allows no other)', () => {
    const servers = [
      { environment: 'production', url: brand.apiBaseUrl },
      { environment: 'sandbox', url: brand.sandboxApiBaseUrl },
      { environment: '2', url: 'https://eu.other-host.example/v1' },
      { environment: '3', url: '/relative' },
    ];
    expect(reachableServers(servers).map((s) => s.environment)).toEqual(['production', 'sandbox']);
    expect(apiOrigins()).toHaveLength(2);
  });
});
