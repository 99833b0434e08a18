/**
 * The shape of the contract a payments engineer relies on: the
 * transaction `status` is the payment only, refunds and chargebacks have their
 * own fields, `refusal_reason` is the enum the card guide documents, and
 * cash-outs page by cursor like transactions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.join(import.meta.dirname, '../..');

interface Schema {
  enum?: (string | null)[];
  description?: string;
  properties?: Record<string, Schema & { $ref?: string }>;
}
interface Operation {
  parameters?: { $ref?: string; name?: string }[];
}
const spec = parse(readFileSync(path.join(ROOT, 'openapi/openapi.yaml'), 'utf8'), {
  maxAliasCount: -1,
}) as {
  components: { schemas: Record<string, Schema>; examples: Record<string, { value: unknown }> };
  paths: Record<string, Record<string, Operation>>;
};
const schemas = spec.components.schemas;

/** The `refusal_reason` values listed in the card guide's declines table. */
function declinesTable(lang: string): string[] {
  const page = readFileSync(
    path.join(ROOT, 'docs', lang, 'docs/intro/card-tokenization.mdx'),
    'utf8',
  );
  const section = page.slice(page.indexOf('{#declines}'));
  // The rows under the header and its `| --- |` line, up to the blank line after the table.
  const rows = section.indexOf('| --- |');
  const table = section.slice(rows, section.indexOf('\n\n', rows));
  return table
    .split('\n')
    .filter((row) => row.startsWith('| `'))
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]))
    .filter((v): v is string => Boolean(v));
}

describe('the transaction contract', () => {
  it('keeps only the payment lifecycle in status', () => {
    expect(schemas.TransactionStatus?.enum).toEqual([
      'pending',
      'processing',
      'authorized',
      'paid',
      'refused',
      'canceled',
    ]);
  });

  it('gives refunds and chargebacks their own fields', () => {
    const tx = schemas.Transaction?.properties ?? {};
    expect(tx.refund_status?.$ref).toBe('#/components/schemas/RefundStatus');
    expect(tx.chargeback?.$ref).toBe('#/components/schemas/Chargeback');
    expect(schemas.RefundStatus?.enum).toEqual(['none', 'partially_refunded', 'refunded']);
    expect(Object.keys(schemas.Chargeback?.properties ?? {})).toEqual(
      expect.arrayContaining(['status', 'reason', 'amount', 'defense_deadline', 'closed_at']),
    );
    // Every transaction example (and so every webhook payload built from it) shows both.
    const transactions = Object.entries(spec.components.examples).filter(
      ([, e]) =>
        typeof e.value === 'object' &&
        e.value !== null &&
        'payment_method' in e.value &&
        String((e.value as { id?: unknown }).id).startsWith('tr_'),
    );
    expect(transactions.length).toBeGreaterThanOrEqual(10);
    for (const [name, { value }] of transactions) {
      expect(value, name).toHaveProperty('refund_status');
      expect(value, name).toHaveProperty('chargeback');
    }
  });

  it('documents refusal_reason as the enum of the card guide, with retry advice per value', () => {
    const values = (schemas.RefusalReason?.enum ?? []).filter((v) => v !== null);
    expect(values.length).toBe(11);
    for (const lang of ['en', 'pt-BR'])
      expect([...declinesTable(lang)].sort(), lang).toEqual([...values].sort());
    for (const value of values)
      expect(schemas.RefusalReason?.description).toContain(`\`${value}\``);
    expect(schemas.Transaction?.properties?.refusal_reason?.$ref).toBe(
      '#/components/schemas/RefusalReason',
    );
  });
});

describe('cursor pagination', () => {
  const refs = (op: Operation | undefined) => (op?.parameters ?? []).map((p) => p.$ref ?? p.name);

  it('is offered by GET /cashouts as by GET /transactions', () => {
    for (const param of ['#/components/parameters/Cursor', '#/components/parameters/UpdatedFrom']) {
      expect(refs(spec.paths['/transactions']?.get)).toContain(param);
      expect(refs(spec.paths['/cashouts']?.get)).toContain(param);
    }
    // Refunded transactions are found by their own filter, not by status.
    expect(refs(spec.paths['/transactions']?.get)).toContain('refund_status');
    // Cursor pages are ordered by updated_at: a cash-out has one.
    expect(schemas.Cashout?.properties).toHaveProperty('updated_at');
  });
});
