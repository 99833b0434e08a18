/**
 * The contract as integrators' tools check it: Redocly CLI (recommended) and
 * Spectral (spectral:oas + house rules) find nothing in the real spec, its
 * published form and its localized forms; and each planted defect fails
 * `npm run lint:contract` with the file, the line and the rule.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintContract } from '../../scripts/api/lint-contract';
import { formatProblems } from '../../scripts/api/spec-error';
import { type ApiProject, createApiProject, projectRoot } from '../support/api-project';

let project: ApiProject | undefined;
afterEach(() => {
  project?.dispose();
  project = undefined;
});

function runLintCli(root: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      [path.join(projectRoot, 'scripts/lint-contract.ts'), '--root', root],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('the API contract lint (Redocly + Spectral)', () => {
  it('finds nothing in the source, the published /openapi.json and the pt-BR spec', async () => {
    project = createApiProject();
    const { documents, problems } = await lintContract({ root: project.dir });
    expect(documents).toEqual([
      'openapi/openapi.yaml',
      '.generated/contract-lint/openapi.json',
      '.generated/contract-lint/openapi.pt-BR.json',
    ]);
    // Printed in full when it fails: file, line, tool and rule of each problem.
    expect(problems.length === 0 ? '' : formatProblems(problems)).toBe('');
  });

  it('fails on planted defects, naming the file, the line, the tool and the rule', async () => {
    project = createApiProject();
    project.edit('openapi/openapi.yaml', (text) => {
      let t = text;
      const plant = (from: string, to: string) => {
        expect(t).toContain(from);
        t = t.replace(from, to);
      };
      // An example that breaks its schema: an amount written as text.
      plant(
        '    CashoutCompleted:\n      summary: Cash-out completed\n      value: &CashoutCompleted\n        id: co_5Nt8Vb2Qm7Xk4J\n        status: completed\n        amount: 50000\n',
        '    CashoutCompleted:\n      summary: Cash-out completed\n      value: &CashoutCompleted\n        id: co_5Nt8Vb2Qm7Xk4J\n        status: completed\n        amount: "500,00"\n',
      );
      // A write operation without Idempotency-Key (the refund: the first one after its path).
      {
        const refund = t.indexOf('  /transactions/{id}/refund:\n');
        const key = '        - $ref: "#/components/parameters/IdempotencyKey"\n';
        const at = t.indexOf(key, refund);
        expect(refund).toBeGreaterThan(0);
        expect(at).toBeGreaterThan(refund);
        t = t.slice(0, at) + t.slice(at + key.length);
      }
      // Money as a decimal number.
      plant(
        'fixed_fee: { type: integer, description: "Fixed fee per payment, in cents." }',
        'fixed_fee: { type: number, description: "Fixed fee per payment, in cents." }',
      );
      // An error response with its own body schema.
      plant(
        '          description: The amount is larger than what is left to refund, the refund window has passed, or your available balance does not cover it.\n          headers:\n            X-Request-Id: { $ref: "#/components/headers/X-Request-Id" }\n          content:\n            application/json:\n              schema: { $ref: "#/components/schemas/Error" }\n',
        '          description: The amount is larger than what is left to refund, the refund window has passed, or your available balance does not cover it.\n          headers:\n            X-Request-Id: { $ref: "#/components/headers/X-Request-Id" }\n          content:\n            application/json:\n              schema: { type: object }\n',
      );
      // A documented response without an example.
      plant(
        '              example:\n                available: 842310\n                pending: 120000\n                blocked: 15000\n                currency: BRL\n                updated_at: "2026-11-28T18:22:06Z"\n',
        '',
      );
      return t;
    });
    const { code, output } = await runLintCli(project.dir);
    expect(code).toBe(1);
    const lines = output.split('\n');
    const expectLine = (pattern: RegExp) =>
      expect(
        lines.some((l) => pattern.test(l)),
        `no line matches ${pattern}:\n${output}`,
      ).toBe(true);
    // Both tools catch the bad example, in the source and in the published spec.
    expectLine(
      /openapi\/openapi\.yaml: line \d+, column \d+ \(.*\): Redocly warn no-invalid-media-type-examples: .*amount/,
    );
    expectLine(
      /openapi\/openapi\.yaml: line \d+, column \d+ \(.*\): Spectral error oas3-valid-media-example: .*/,
    );
    expectLine(
      /\.generated\/contract-lint\/openapi\.json \(published \/openapi\.json\): line \d+.*Redocly warn no-invalid-media-type-examples/,
    );
    expectLine(
      /openapi\/openapi\.yaml: line \d+, column \d+ \(\/paths\/~1transactions~1\{id\}~1refund\/post\): Spectral error house-idempotency-key: POST \/transactions\/\{id\}\/refund changes state but takes no Idempotency-Key header/,
    );
    expectLine(
      /openapi\/openapi\.yaml: line \d+.*\(\/components\/schemas\/Fee\/properties\/fixed_fee\): Spectral error house-money-in-cents: "fixed_fee" is money: it must be an integer number of cents/,
    );
    expectLine(
      /openapi\/openapi\.yaml: line \d+.*Spectral error house-error-schema: POST \/transactions\/\{id\}\/refund: the 422 response \(application\/json\) must use the shared error schema/,
    );
    expectLine(
      /openapi\/openapi\.yaml: line \d+.*Spectral error house-operation-examples: GET \/wallet\/balance: the 200 response \(application\/json\) has no example/,
    );
  });
});
