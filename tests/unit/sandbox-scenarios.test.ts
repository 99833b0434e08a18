/**
 * The sandbox scenarios of the contract (`x-sandbox-scenarios`): the real
 * block is valid and complete (a test value per refusal, failure and
 * cancellation reason), its steps are transitions of the lifecycle model
 * whose events the model supplies, and a scenario that disagrees with the
 * contract or the model fails at its line. That its texts need a translation:
 * tests/build/sandbox-scenario-texts.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildSandboxScenarios,
  checkSandboxScenarios,
  reasonCodes,
} from '../../scripts/api/sandbox-scenarios';
import type { Json } from '../../scripts/api/spec-walk';
import { readYamlSource } from '../../scripts/api/yaml-source';
import { projectRoot } from '../support/api-project';

const specText = readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-scenarios-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The problems of the spec after `change`, as `line N: reason`. */
function problemsAfter(change: (text: string) => string): string[] {
  const changed = change(specText);
  expect(changed, 'the planted defect must change the spec').not.toBe(specText);
  const file = path.join(dir, 'openapi.yaml');
  writeFileSync(file, changed);
  const source = readYamlSource(file, 'openapi/openapi.yaml');
  return checkSandboxScenarios(source.data as Json, source).map(
    (p) => `${p.file}: ${p.location.replace(/, column \d+.*$/, '')}: ${p.reason}`,
  );
}

function lineOf(text: string, needle: string): number {
  const index = text.indexOf(needle);
  expect(index, needle).toBeGreaterThan(-1);
  return text.slice(0, index).split('\n').length;
}

describe('the sandbox scenarios of the contract', () => {
  const source = readYamlSource(path.join(projectRoot, 'openapi/openapi.yaml'), 'openapi.yaml');
  const spec = source.data as Json;
  const data = buildSandboxScenarios(spec, (markdown) => markdown);

  it('are valid, and cover every refusal and cash-out failure reason the contract lists', () => {
    expect(checkSandboxScenarios(spec, source)).toEqual([]);
    const byProduct = Object.fromEntries(data.products.map((p) => [p.id, p.scenarios]));
    expect(Object.keys(byProduct)).toEqual(Object.keys(spec['x-sandbox-scenarios'] as Json));
    expect(Object.keys(byProduct)).toContain('recurrences');
    const schemas = (spec.components as { schemas: Record<string, { properties: Json }> }).schemas;
    // The reasons are read from the contract, not from a list in the code.
    const refusals = reasonCodes(spec, schemas.Transaction?.properties.refusal_reason as Json);
    expect(refusals.length).toBeGreaterThanOrEqual(10);
    const refusedWith = new Set(
      data.products.flatMap((p) => p.scenarios.flatMap((s) => (s.reason ? [s.reason.value] : []))),
    );
    for (const reason of refusals) expect(refusedWith, reason).toContain(reason);
    const failures = reasonCodes(spec, schemas.Cashout?.properties.failure_reason as Json);
    expect(failures.length).toBeGreaterThanOrEqual(4);
    for (const reason of failures) expect(refusedWith, reason).toContain(reason);
    // Canceled by the provider's screening in a scenario; by you, through the cancel operation.
    expect(refusedWith).toContain('compliance_review');
    // 3-D Secure challenge, processing then paid / refused, Pix paid, expired, refunded, MED.
    const outcomes = data.products.flatMap((p) =>
      p.scenarios.map((s) => `${p.id}:${s.status}>${s.finalStatus}`),
    );
    expect(outcomes).toEqual(
      expect.arrayContaining([
        'cards:processing>paid',
        'cards:processing>refused',
        'three-ds:refused>refused',
        'pix:pending>paid',
        'pix:pending>canceled',
        'cashouts:pending>completed',
        'cashouts:pending>failed',
        'cashouts:pending>canceled',
      ]),
    );
    // A key not in DICT is refused at once, as in production; nothing is created.
    const notFound = byProduct.cashouts?.find((s) => s.id === 'key-not-found');
    expect(notFound?.error).toEqual({ code: 'invalid_pix_key', status: 422 });
    expect(notFound?.steps).toEqual([]);
    // transaction.created comes first, as the state at creation, even when the answer is final.
    const approved = byProduct.cards?.find((s) => s.id === 'approved');
    expect(approved?.steps).toEqual([
      expect.objectContaining({
        at: 0,
        do: ['pay'],
        events: ['transaction.created', 'transaction.paid'],
      }),
    ]);
    const challenge = byProduct['three-ds']?.find((s) => s.id === 'challenge');
    expect(challenge?.steps[0]?.set['card.three_ds.status']).toBe('challenge_required');
    // A devolução is a refund item of its own, announced when requested and when it settles.
    const returned = byProduct.pix?.find((s) => s.id === 'refunded');
    expect(returned?.steps.map((s) => [s.at, s.do, s.shows, s.events])).toEqual([
      [0, [], { status: 'pending' }, ['transaction.created']],
      [5, ['pay'], { status: 'paid' }, ['transaction.paid']],
      [
        15,
        ['refund.request'],
        { refund_status: 'refunded', 'refunds[].status': 'pending' },
        ['transaction.refunded'],
      ],
      [17, ['refund.settle'], { 'refunds[].status': 'succeeded' }, ['transaction.refund_updated']],
    ]);
    const med = byProduct.pix?.find((s) => s.id === 'med-opened');
    expect(med?.steps.flatMap((s) => s.events)).toEqual([
      'transaction.created',
      'transaction.paid',
      'infraction.opened',
    ]);
    expect(med?.steps.map((s) => s.at)).toEqual([0, 5, 15]);
  }, 30_000);

  it('fail at their line on an unknown transition, a step the state forbids, a reason, an operation or a field', () => {
    const approved = 'value: tok_testApproved';
    const at = lineOf(specText, approved);
    expect(
      problemsAfter((t) =>
        // The approved card's only step.
        t.replace(
          `${approved}\n        summary: Approved\n        description: Authorized and captured at once.\n        steps:\n          - do: [pay]`,
          `${approved}\n        summary: Approved\n        description: Authorized and captured at once.\n        steps:\n          - do: [approve]\n            events: [transaction.approved]`,
        ),
      ),
    ).toEqual([
      `openapi/openapi.yaml: line ${at + 5}: a step names no events: the lifecycle model sends the events of the transitions in "do"`,
      expect.stringMatching(
        new RegExp(
          `^openapi/openapi.yaml: line ${at + 4}: unknown transition "approve" \\(a transaction has authorize, pay, capture, refuse, expire, void; other resources: refund.request, refund.settle, refund.fail, chargeback.open,`,
        ),
      ),
    ]);
    // A refund of a Pix that expired unpaid: the model says the transaction is not refundable.
    const expired = lineOf(specText, 'value: 10003');
    expect(
      problemsAfter((t) =>
        t.replace(
          'whatever `pix.expires_in` says.\n        steps:\n          - after: 10\n            do: [expire]',
          'whatever `pix.expires_in` says.\n        steps:\n          - after: 10\n            do: [expire, refund.request]',
        ),
      ),
    ).toEqual([
      `openapi/openapi.yaml: line ${expired + 5}: refund.request: POST /transactions/{id}/refund would answer transaction_not_refundable here`,
    ]);
    // A reason given where no transition of the step takes it.
    const paidFast = lineOf(specText, 'value: 10001');
    expect(
      problemsAfter((t) =>
        t.replace(
          'created.\n        steps:\n          - after: 5\n            do: [pay]\n      paid-slow:',
          'created.\n        steps:\n          - after: 5\n            do: [pay]\n            set: { refusal_reason: do_not_honor }\n      paid-slow:',
        ),
      ),
    ).toEqual([
      `openapi/openapi.yaml: line ${paidFast + 6}: refusal_reason is not what the step's transitions take (nothing); other fields are set only in the request's own step`,
    ]);
    const reasonLine = lineOf(specText, 'refusal_reason: do_not_honor }');
    expect(
      problemsAfter((t) =>
        t.replace('refusal_reason: do_not_honor }', 'refusal_reason: not_honored }'),
      ),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^openapi/openapi.yaml: line ${reasonLine}: unknown refusal_reason "not_honored" \\(the contract lists insufficient_funds, do_not_honor,`,
        ),
      ),
      expect.stringMatching(
        /^openapi\/openapi.yaml: line \d+: no scenario sets refusal_reason to do_not_honor: add one per reason/,
      ),
    ]);
    const operationLine = lineOf(specText, 'operation: UserCashoutController_create');
    expect(
      problemsAfter((t) =>
        t.replace('operation: UserCashoutController_create', 'operation: createPayout'),
      ),
    ).toEqual([
      `openapi/openapi.yaml: line ${operationLine}: unknown operationId "createPayout" (no operation under "paths" has it)`,
    ]);
    const fieldLine = lineOf(specText, 'field: pix_key.value');
    expect(
      problemsAfter((t) => t.replace('field: pix_key.value', 'field: pix_key.address')),
    ).toEqual([
      `openapi/openapi.yaml: line ${fieldLine}: the request body of UserCashoutController_create has no field "pix_key.address"`,
    ]);
  }, 90_000);

  it('fail on a value the API would refuse, a reused value and a step without timing', () => {
    const tokenLine = lineOf(specText, 'value: tok_testDoNotHonor');
    expect(
      problemsAfter((t) => t.replace('value: tok_testDoNotHonor', 'value: tok_test_do_not_honor')),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^openapi/openapi.yaml: line ${tokenLine}: value tok_test_do_not_honor is not a valid request: /card/token: .*pattern`,
        ),
      ),
    ]);
    const amountLine = lineOf(specText, 'value: 10002');
    expect(problemsAfter((t) => t.replace('value: 10002', 'value: 10001'))).toEqual([
      `openapi/openapi.yaml: line ${amountLine}: value 10001 is already used by scenario pix.paid-fast`,
    ]);
    const afterLine = lineOf(specText, 'after: 60');
    expect(problemsAfter((t) => t.replace('after: 60', 'after: 0'))).toEqual([
      `openapi/openapi.yaml: line ${afterLine}: "after" must be a number of seconds above 0 (after the previous step)`,
    ]);
  }, 30_000);
});
