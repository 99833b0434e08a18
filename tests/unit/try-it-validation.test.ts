/**
 * The "Try it" console's validation (theme/components/api/try-it/request-validation.ts
 * and parameter-values.ts): problems as message keys, placed on the field at fault,
 * the chosen alternative of a discriminated union only, JSON syntax errors located.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { en } from '../../i18n/en';
import { requestSchema } from '../../scripts/api/request-schema';
import type { SchemaNode } from '../../shared/api/page-model';
import {
  initialParameterText,
  isIdempotencyKey,
  parameterInput,
  parameterPlaceholder,
  parameterValue,
} from '../../theme/components/api/try-it/parameter-values';
import {
  checkJsonBody,
  displayPath,
  type ValidationProblem,
  validateAgainstSchema,
} from '../../theme/components/api/try-it/request-validation';
import { projectRoot } from '../support/api-project';

type Json = Record<string, unknown>;
const spec = parse(readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8')) as Json;
const createBody = requestSchema(spec, { $ref: '#/components/schemas/CreateTransactionRequest' });
const pixExample = (): Json => ({
  amount: 15000,
  currency: 'BRL',
  payment_method: 'pix',
  customer: {
    name: 'Maria',
    email: 'maria@example.com',
    document: { type: 'cpf', number: '12345678909' },
  },
});

/** `pointer: key(params)`, compact to compare. */
const brief = (problems: ValidationProblem[]) =>
  problems.map(
    (p) =>
      `${p.pointer}: ${p.message.key}${p.message.params ? JSON.stringify(p.message.params) : ''}`,
  );

describe('validateAgainstSchema', () => {
  it('accepts a valid value', () => {
    expect(validateAgainstSchema(createBody, pixExample())).toEqual([]);
  });

  it('reports each problem where it is, with the limit from the schema', () => {
    const body = pixExample();
    body.amount = 50;
    (body.customer as Json).email = 'nope';
    ((body.customer as Json).document as Json).number = '123';
    delete body.currency;
    expect(brief(validateAgainstSchema(createBody, body)).sort()).toEqual(
      [
        '/amount: tryItErrorMinimum{"value":"100"}',
        '/currency: tryItErrorRequired',
        '/customer/email: tryItErrorFormat{"format":"email"}',
        '/customer/document/number: tryItErrorPattern{"pattern":"^[0-9]{11}$|^[0-9]{14}$"}',
      ].sort(),
    );
  });

  it('reports the alternative the discriminator chose, not every alternative', () => {
    const card = { ...pixExample(), payment_method: 'credit_card' };
    // A card payment needs `card`; the PIX alternative's complaint (payment_method must be "pix") is not shown.
    expect(brief(validateAgainstSchema(createBody, card))).toEqual(['/card: tryItErrorRequired']);
    const badCard = { ...card, card: { token: 'x', installments: 13 } };
    expect(brief(validateAgainstSchema(createBody, badCard)).sort()).toEqual(
      [
        '/card/installments: tryItErrorMaximum{"value":"12"}',
        '/card/token: tryItErrorPattern{"pattern":"^tok_[A-Za-z0-9]+$"}',
      ].sort(),
    );
  });

  it('says "one of the alternatives" when the discriminator names none', () => {
    const unknown = { ...pixExample(), payment_method: 'boleto' };
    expect(brief(validateAgainstSchema(createBody, unknown))).toEqual([': tryItErrorOneOf']);
  });

  it('names types, enums, constants, lengths, unknown fields', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: {
        count: { type: 'integer' },
        kind: { enum: ['a', 'b'] },
        fixed: { const: 'x' },
        name: { type: 'string', maxLength: 3 },
        tags: { type: 'array', uniqueItems: true, maxItems: 2 },
      },
    };
    expect(
      brief(
        validateAgainstSchema(schema, {
          count: 1.5,
          kind: 'c',
          fixed: 'y',
          name: 'long',
          tags: [1, 1, 2],
          extra: true,
        }),
      ).sort(),
    ).toEqual(
      [
        '/count: tryItErrorType{"type":"integer"}',
        '/kind: tryItErrorEnum{"values":"\\"a\\", \\"b\\""}',
        '/fixed: tryItErrorConst{"value":"\\"x\\""}',
        '/name: tryItErrorMaxLength{"value":"3"}',
        '/tags: tryItErrorUniqueItems',
        '/tags: tryItErrorMaxItems{"value":"2"}',
        '/extra: tryItErrorUnknownProperty',
      ].sort(),
    );
  });

  it('uses only message keys that exist, with the parameters they expect', () => {
    const body = { ...pixExample(), amount: 'lots', extra: 1 };
    for (const problem of validateAgainstSchema(createBody, body)) {
      const text = en[problem.message.key];
      expect(text).toBeDefined();
      const expected = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(problem.message.params ?? {}).sort()).toEqual(expected);
    }
  });
});

describe('checkJsonBody', () => {
  const options = { required: true, schema: createBody };

  it('locates a syntax error by line and column', () => {
    const result = checkJsonBody('{\n  "amount": 100,\n  "currency" "BRL"\n}', options);
    expect(result).toEqual({
      ok: false,
      problems: [
        { pointer: '', message: { key: 'tryItErrorJson', params: { line: '3', column: '14' } } },
      ],
    });
  });

  it('requires a required body, lets an optional one be empty', () => {
    expect(checkJsonBody('  ', options)).toEqual({
      ok: false,
      problems: [{ pointer: '', message: { key: 'tryItErrorRequired' } }],
    });
    expect(checkJsonBody('', { required: false })).toEqual({
      ok: true,
      value: undefined,
      empty: true,
    });
  });

  it('returns the parsed value when valid, the schema problems when not', () => {
    expect(checkJsonBody(JSON.stringify(pixExample()), options)).toMatchObject({ ok: true });
    const result = checkJsonBody(JSON.stringify({ ...pixExample(), amount: 1 }), options);
    expect(result.ok).toBe(false);
  });
});

describe('displayPath', () => {
  it('writes a pointer the way developers write a field', () => {
    expect(displayPath('/customer/items/0/sku')).toBe('customer.items[0].sku');
    expect(displayPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(displayPath('')).toBe('');
  });
});

describe('parameter inputs', () => {
  const node = (schema: Partial<SchemaNode>): SchemaNode => ({ types: [], ...schema });
  const parameter = (schema: Partial<SchemaNode>, extra: Json = {}) => ({
    name: 'limit',
    in: 'query' as const,
    required: false,
    deprecated: false,
    schema: node(schema),
    ...extra,
  });

  it('picks a control per type: select for enums and booleans, numeric text otherwise', () => {
    expect(parameterInput(node({ types: ['string'], enum: ['"pix"', '"credit_card"'] }))).toEqual({
      kind: 'select',
      options: ['pix', 'credit_card'],
    });
    expect(parameterInput(node({ types: ['boolean'] }))).toEqual({
      kind: 'select',
      options: ['true', 'false'],
    });
    expect(parameterInput(node({ types: ['integer'] })).kind).toBe('integer');
    expect(parameterInput(node({ types: ['number'] })).kind).toBe('number');
    expect(parameterInput(node({ types: ['string'], format: 'date-time' })).kind).toBe('text');
  });

  it('starts from the default, else the example; a new key for Idempotency-Key', () => {
    expect(
      initialParameterText(
        parameter({ types: ['integer'], default: '20' }, { example: '50' }),
        () => 'k',
      ),
    ).toBe('20');
    expect(
      initialParameterText(
        parameter({ types: ['string'] }, { example: '"order-1042"', required: true }),
        () => 'k',
      ),
    ).toBe('order-1042');
    expect(
      initialParameterText(
        parameter({ types: ['string'] }, { name: 'id', in: 'path', example: '"tr_8Kp2"' }),
        () => 'k',
      ),
    ).toBe('tr_8Kp2');
    // An optional filter starts empty, its example only a hint: "Send" lists everything.
    const filter = parameter(
      { types: ['string'] },
      { name: 'external_id', example: '"order-1042"' },
    );
    expect(initialParameterText(filter, () => 'k')).toBe('');
    expect(parameterPlaceholder(filter)).toBe('order-1042');
    expect(initialParameterText(parameter({ types: ['string'] }), () => 'k')).toBe('');
    const idempotency = parameter(
      { types: ['string'] },
      { name: 'Idempotency-Key', in: 'header', example: '"fixed"' },
    );
    expect(isIdempotencyKey(idempotency)).toBe(true);
    expect(initialParameterText(idempotency, () => 'fresh-uuid')).toBe('fresh-uuid');
  });

  it('types the text for validation, leaving misfits as text for the validator to report', () => {
    expect(parameterValue('20', node({ types: ['integer'] }))).toBe(20);
    expect(parameterValue('2.5', node({ types: ['number'] }))).toBe(2.5);
    expect(parameterValue('twenty', node({ types: ['integer'] }))).toBe('twenty');
    expect(parameterValue('true', node({ types: ['boolean'] }))).toBe(true);
    expect(parameterValue('null', node({ types: ['string'], nullable: true }))).toBeNull();
    expect(
      parameterValue('1, 2,x', node({ types: ['array'], items: node({ types: ['integer'] }) })),
    ).toEqual([1, 2, 'x']);
    expect(parameterValue('0042', node({ types: ['string'] }))).toBe('0042');
  });
});
