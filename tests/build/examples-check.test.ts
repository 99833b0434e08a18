import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkExamples,
  EXAMPLE_KINDS,
  type ExampleProblem,
  formatProblem,
} from '../../scripts/examples/check-examples';
import { loadHeldSamples } from '../../scripts/examples/held-samples';

const ROOT = path.join(import.meta.dirname, '../..');
const copies: string[] = [];

/** A copy of the spec and the pages, to plant a defect in. */
function copySite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'examples-check-'));
  copies.push(dir);
  cpSync(path.join(ROOT, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
  for (const lang of ['en', 'pt-BR']) {
    for (const part of ['docs', 'blog']) {
      cpSync(path.join(ROOT, 'docs', lang, part), path.join(dir, 'docs', lang, part), {
        recursive: true,
        filter: (src) => !/[\\/](api|_data)([\\/]|$)/.test(path.relative(ROOT, src)),
      });
    }
  }
  return dir;
}

/** Replaces the first `from` of `file` (relative to `dir`); returns its 1-based line. */
function plant(dir: string, file: string, from: string, to: string): number {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const at = text.indexOf(from);
  if (at === -1) throw new Error(`"${from}" not in ${file}`);
  writeFileSync(full, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length;
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe('the examples check on the site as it is', async () => {
  const report = checkExamples({ root: ROOT, heldSamples: await loadHeldSamples(ROOT) });

  it('finds no problem', () => {
    expect(report.problems.map(formatProblem)).toEqual([]);
  });

  it('covers every kind of example', () => {
    for (const kind of EXAMPLE_KINDS) expect(report.counts[kind], kind).toBeGreaterThan(0);
    expect(report.counts['API call']).toBeGreaterThanOrEqual(30);
    expect(report.counts['Pix copia e cola']).toBeGreaterThanOrEqual(9);
    expect(report.counts['webhook signature']).toBeGreaterThanOrEqual(2);
    expect(report.counts['JavaScript sample']).toBeGreaterThanOrEqual(30);
    expect(report.counts['Python sample']).toBeGreaterThanOrEqual(10);
    expect(report.counts['sample held in TypeScript']).toBe(2);
  });
});

describe('the examples check fails with file:line and schema path', () => {
  const only = (problems: ExampleProblem[], file: string) =>
    problems.filter((p) => p.file === file);

  it('on a planted wrong field in a guide response', () => {
    const dir = copySite();
    const file = 'docs/en/docs/intro/getting-started.mdx';
    const line = plant(dir, file, '"refunded_amount": 0,', '"refunded_amout": 0,');
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line, pointer: '/refunded_amout' });
    expect(problems[0]?.reason).toBe('property "refunded_amout" is not in the schema');
    expect(problems[0]?.schemaPath).toMatch(
      /^#\/components\/schemas\/Transaction.*unevaluatedProperties$/,
    );
  });

  it('on a planted wrong enum value in a webhook event', () => {
    const dir = copySite();
    const file = 'docs/pt-BR/docs/webhook/transaction.mdx';
    const line = plant(dir, file, '"status": "paid"', '"status": "approved"');
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toEqual([
      expect.objectContaining({
        line,
        pointer: '/data/status',
        schemaPath: expect.stringContaining('/enum'),
      }),
    ]);
  });

  it('on a planted fee on an expired, unpaid Pix', () => {
    const dir = copySite();
    const file = 'openapi/openapi.yaml';
    const text = readFileSync(path.join(dir, file), 'utf8');
    const expired = text.indexOf('    PixTransactionCanceled:');
    const from = text.indexOf('fee_amount: 0', expired);
    expect(from).toBeGreaterThan(expired);
    writeFileSync(
      path.join(dir, file),
      `${text.slice(0, from)}fee_amount: 149${text.slice(from + 'fee_amount: 0'.length)}`,
    );
    const line = text.slice(0, from).split('\n').length;
    const problems = only(checkExamples({ root: dir }).problems, file);
    // The example itself, then each webhook and response that reuses it: all at its line.
    expect(problems.length).toBeGreaterThanOrEqual(1);
    for (const p of problems)
      expect(p).toMatchObject({
        line,
        reason:
          'a canceled transaction was never paid and costs nothing: fee_amount must be 0, not 149',
      });
  });

  it('on a planted refund state in the payment status, and a refund_status that contradicts the amounts', () => {
    const dir = copySite();
    const file = 'docs/en/docs/guides/refunds.mdx';
    const statusLine = plant(
      dir,
      file,
      '"status": "paid",\n  "amount": 15000,',
      '"status": "partially_refunded",\n  "amount": 15000,',
    );
    const refundLine = plant(
      dir,
      file,
      '"refund_status": "partially_refunded"',
      '"refund_status": "refunded"',
    );
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toEqual([
      expect.objectContaining({
        line: statusLine,
        pointer: '/status',
        schemaPath: '#/components/schemas/Transaction/properties/status/$ref/enum',
      }),
      expect.objectContaining({
        line: refundLine,
        pointer: '/refund_status',
        reason:
          'refund_status "refunded" does not match refunded_amount 5000 of amount 15000 (expected "partially_refunded")',
      }),
    ]);
  });

  it('on a planted wrong path in a curl call', () => {
    const dir = copySite();
    const file = 'docs/en/docs/intro/getting-started.mdx';
    const line = plant(dir, file, '"$API_URL/transactions/fee?', '"$API_URL/transaction/fees?');
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toEqual([
      expect.objectContaining({
        line,
        reason: 'GET /transaction/fees matches no operation of the spec',
      }),
    ]);
  });

  it('on a planted request body without a required field', () => {
    const dir = copySite();
    const file = 'docs/en/docs/intro/3ds-authentication.mdx';
    const text = readFileSync(path.join(dir, file), 'utf8');
    const start = text.indexOf('"customer": {', text.indexOf('curl -sS -X POST'));
    const end = text.indexOf('},', text.indexOf('"document"', start) + 1) + 2;
    writeFileSync(path.join(dir, file), text.slice(0, start) + text.slice(end));
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.reason).toBe('Instance does not have required property "customer".');
    expect(problems[0]?.schemaPath).toContain('#/components/schemas/CardTransactionRequest');
  });

  it('on a planted bad EMV CRC in the spec', () => {
    const dir = copySite();
    const file = 'openapi/openapi.yaml';
    const text = readFileSync(path.join(dir, file), 'utf8');
    const code = /000201[^"\n]+6304([0-9A-F]{4})/.exec(text);
    if (!code?.[1]) throw new Error('no copia e cola in the spec');
    const bad = code[1] === '0000' ? '0001' : '0000';
    const line = plant(dir, file, code[0], code[0].slice(0, -4) + bad);
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems.map((p) => p.line)).toContain(line);
    expect(problems.find((p) => p.line === line)?.reason).toBe(
      `invalid Pix copia e cola: field 63 (CRC16) is ${bad}, the CRC16-CCITT of the payload is ${code[1]}`,
    );
  });

  it('on a planted signature that the documented algorithm does not produce', () => {
    const dir = copySite();
    const file = 'docs/en/docs/webhook/transaction.mdx';
    const text = readFileSync(path.join(dir, file), 'utf8');
    const signature = /webhook-signature: (v1,\S+)/.exec(text)?.[1];
    if (!signature) throw new Error('no signed example in the guide');
    const line = plant(
      dir,
      file,
      `webhook-signature: ${signature}`,
      `webhook-signature: v1,${'A'.repeat(43)}=`,
    );
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toEqual([
      expect.objectContaining({ line, reason: expect.stringContaining(`expected ${signature}`) }),
    ]);
  });

  it('on a settled devolução without its D… ID in a guide (the lifecycle model)', () => {
    const dir = copySite();
    const file = 'docs/en/docs/guides/refunds.mdx';
    const line = plant(
      dir,
      file,
      '      "status": "pending",\n      "end_to_end_id": null,',
      '      "status": "succeeded",\n      "end_to_end_id": null,',
    );
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toEqual([
      expect.objectContaining({
        line: line + 1,
        reason: expect.stringMatching(
          /^a refund in state succeeded: end_to_end_id is null: a settled devolução has its own end-to-end ID/,
        ),
      }),
    ]);
  });

  it('on a signed delivery dated before its event', () => {
    // The cash-out guide's example as it was: a valid signature, 2 h 35 min before the event.
    const dir = copySite();
    const file = 'docs/en/docs/webhook/cashout.mdx';
    const line = plant(
      dir,
      file,
      'webhook-timestamp: 1795279213\nwebhook-signature: v1,1W8wv5yFaoVU8F3tFpTFGFUM7lPIohdlH/7WfhJE+9Q=',
      'webhook-timestamp: 1795269941\nwebhook-signature: v1,tOpaq5sc/jbPpfIwngERiURxuIaSjkBEtR/pThUjByk=',
    );
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toEqual([
      expect.objectContaining({
        line,
        reason:
          "webhook-timestamp 1795269941 (2026-11-21T14:05:41Z) is before the event's created_at (2026-11-21T16:40:12Z): a delivery is sent after its event",
      }),
    ]);
  });

  it('on an Idempotency-Key made anew on every run', () => {
    const dir = copySite();
    const file = 'docs/en/docs/webhook/cashout.mdx';
    const text = readFileSync(path.join(dir, file), 'utf8');
    const key = /Idempotency-Key: ([0-9a-f-]{36})/.exec(text)?.[1];
    if (!key) throw new Error('no Idempotency-Key in the guide');
    plant(dir, file, key, '$(uuidgen)');
    const problems = only(checkExamples({ root: dir }).problems, file);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.reason).toContain('is new on every run');
  });
});
