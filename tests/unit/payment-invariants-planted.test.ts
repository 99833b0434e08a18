/**
 * The review's findings planted back, one by one, into a copy of the spec or
 * of the lifecycle model: each one fails the payment invariants
 * (payment-invariants.test.ts) or the generator's checks of the contract,
 * with a message that names the file and line, the scenario or example, the
 * field, and what is wrong. (A signed example dated before its event:
 * tests/build/examples-check.test.ts.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLifecycleContract } from '../../scripts/api/lifecycle-contract';
import { checkSandboxScenarios } from '../../scripts/api/sandbox-scenarios';
import type { Json } from '../../scripts/api/spec-walk';
import { readYamlSource, type YamlSource } from '../../scripts/api/yaml-source';
import { lifecycleModel } from '../../shared/lifecycle/model';
import type { Lifecycle, LifecycleModel } from '../../shared/lifecycle/types';
import {
  announcementProblems,
  crossSurfaceProblems,
  replayObservations,
  simulatorObservations,
  specObservations,
} from '../support/invariant-walk';
import {
  paymentInvariants,
  problemLines,
  readSpec,
  SPEC_FILE,
  siteInvariantContext,
} from '../support/payment-invariants';

const specText = readFileSync(SPEC_FILE, 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'planted-invariants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const real = readSpec();

/** The spec with `from` replaced by `to` (which must be there once), read with its lines. */
function plantSpec(from: string, to: string): { spec: Json; source: YamlSource; line: number } {
  const at = specText.indexOf(from);
  expect(at, `the planted text must be in the spec: ${from}`).toBeGreaterThan(-1);
  expect(specText.indexOf(from, at + 1), 'the planted text must be there once').toBe(-1);
  const file = path.join(dir, 'openapi.yaml');
  writeFileSync(file, specText.slice(0, at) + to + specText.slice(at + from.length));
  const source = readYamlSource(file, 'openapi/openapi.yaml');
  return { spec: source.data as Json, source, line: specText.slice(0, at).split('\n').length };
}

/** The model with one lifecycle changed. */
function plantModel(name: string, change: (lifecycle: Lifecycle) => Lifecycle): LifecycleModel {
  return {
    ...lifecycleModel,
    lifecycles: lifecycleModel.lifecycles.map((l) =>
      l.name === name ? change(structuredClone(l)) : l,
    ),
  };
}

const located = (problems: { file: string; location: string; reason: string }[]) =>
  problems.map((p) => `${p.file}: ${p.location.replace(/, column \d+.*$/, '')}: ${p.reason}`);
const scenarioLine = (id: string) =>
  real.locate(`/x-sandbox-scenarios/${id.replace('/', '/scenarios/')}`).replace(/, column.*$/, '');

describe('the review, planted back', () => {
  it('EX1: a refund answered already settled, without its D… ID', () => {
    const { spec, source } = plantSpec(
      '            status: pending\n            end_to_end_id: null\n            created_at: "2026-11-22T09:30:10Z"',
      '            status: succeeded\n            created_at: "2026-11-22T09:30:10Z"',
    );
    expect(
      problemLines(paymentInvariants(specObservations(spec, source), siteInvariantContext)),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml line \d+ \(PixTransactionPartiallyRefunded\): transaction tr_8Kp2mQ7xL4vN9a: a settled devolução has its own D… end-to-end ID: refunds\[0\]\.end_to_end_id it is undefined/,
        ),
      ]),
    );
    expect(located(checkLifecycleContract(spec, source))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml: line \d+: the answer of POST \/transactions\/\{id\}\/refund shows the refund it creates as "succeeded"; it answers at once, with the refund pending/,
        ),
      ]),
    );
  });

  it('EX2: "paid, then returned" with no refund item', () => {
    const { spec, source } = plantSpec(
      '          - after: 10\n            do: [refund.request]\n          - after: 2\n            do: [refund.settle]',
      '          - after: 10\n            do: []\n            set: { refund_status: refunded }',
    );
    expect(located(checkSandboxScenarios(spec, source))).toEqual([
      expect.stringMatching(
        /^openapi\/openapi\.yaml: line \d+: refund_status is not what the step's transitions take \(nothing\)/,
      ),
      expect.stringMatching(
        /^openapi\/openapi\.yaml: line \d+: refund_status is not set by a scenario: the lifecycle model computes it \(refund_status follows refunded_amount/,
      ),
    ]);
    // The payload as the replay used to send it: refunded, with no refund in it.
    const replay = replayObservations(real.data as Json, real);
    const planted = replay.observations.map((o) =>
      o.group === 'pix/refunded' && o.event === 'transaction.refunded'
        ? { ...o, data: { ...o.data, refunds: [] } }
        : o,
    );
    expect(problemLines(paymentInvariants(planted, siteInvariantContext))).toEqual([
      `x-sandbox-scenarios.pix.refunded (openapi/openapi.yaml ${scenarioLine('pix/refunded')}), delivery 3: transaction.refunded after 15 s: transaction ${String(planted.find((o) => o.group === 'pix/refunded')?.data.id)}: refund_status is "refunded" but refunds is empty: a refunded transaction lists its refund items (rf_…), the ones the refund handler records`,
      expect.stringMatching(
        /delivery 3: transaction\.refunded after 15 s: .*refunded_amount is 10004 but its refunds that have not failed add up to 0$/,
      ),
    ]);
  });

  it('EX3: a completed cash-out without its end-to-end ID', () => {
    const model = plantModel('cashout', (l) => {
      delete l.states.completed?.fields?.end_to_end_id;
      return l;
    });
    const replay = replayObservations(real.data as Json, real, model);
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^x-sandbox-scenarios\.cashouts\.completed \(openapi\/openapi\.yaml line \d+\), delivery 3: cashout\.completed after 3 s: cash-out co_\w+: a completed cash-out has its end-to-end ID \(the receipt\): end_to_end_id it is null/,
        ),
      ]),
    );
  });

  it('EX4: a MED infraction that names another end-to-end ID than its Pix', () => {
    const model = plantModel('infraction', (l) => {
      delete l.always?.end_to_end_id;
      return l;
    });
    const replay = replayObservations(real.data as Json, real, model);
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^x-sandbox-scenarios\.pix\.med-opened \(openapi\/openapi\.yaml line \d+\), delivery 3: infraction\.opened after 15 s: infraction inf_\w+ names end-to-end ID E99990002202611211405s0a1b2c3d4e, but the Pix it disputes \(tr_\w+, .*delivery 2: transaction\.paid after 5 s\) is E99990002\w+$/,
        ),
      ]),
    );
  });

  it('EX5: an ECI that claims a successful authentication on a 3-D Secure failure', () => {
    const model = plantModel('transaction', (l) => {
      delete l.always?.['card.three_ds.eci'];
      return l;
    });
    const replay = replayObservations(real.data as Json, real, model);
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^x-sandbox-scenarios\.three-ds\.challenge \(.*\), delivery 2: transaction\.refused after 0 s: .*card\.three_ds is "challenge_required" with ECI "05": for visa that result has ECI null \(no authentication value was issued\)$/,
        ),
        expect.stringMatching(
          /^x-sandbox-scenarios\.three-ds\.challenge-failed .*card\.three_ds is "failed" with ECI "05": for visa that result has ECI "07"$/,
        ),
      ]),
    );
  });

  it('EX6: the replay and the simulator charging different fees for the same scenario', () => {
    const model = {
      ...lifecycleModel,
      rates: { ...lifecycleModel.rates, pix: { fee_rate: 0.0149, fixed_fee: 0 } },
    };
    const replay = replayObservations(real.data as Json, real, model);
    const simulator = simulatorObservations(
      real.data as Json,
      replayObservations(real.data as Json, real).data,
    );
    expect(problemLines(crossSurfaceProblems(real, replay, simulator))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^x-sandbox-scenarios\.pix\.paid-fast \(.*\), after 0 s: the Try it simulator and the webhook replay disagree: fee_amount is 99 in the simulator, 149 in the replay; net_amount is 9902 in the simulator, 9852 in the replay$/,
        ),
      ]),
    );
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /pix\.paid-fast .*fee_amount is 149; round\(amount × fee_rate\) \+ fixed_fee for 10001 \(pix, 1 installment\(s\): 0\.0099 \+ 0\) is 99$/,
        ),
      ]),
    );
  });

  it('EX8: a fee no documented rate gives', () => {
    const { spec, source } = plantSpec(
      '      summary: Card transaction authorized, awaiting capture\n      value: &CardTransactionAuthorized\n        id: tr_5Qd8Lw3Nv6Xc1T\n        status: authorized\n        amount: 48000\n        refunded_amount: 0\n        refund_status: none\n        fee_amount: 1964\n        net_amount: 46036',
      '      summary: Card transaction authorized, awaiting capture\n      value: &CardTransactionAuthorized\n        id: tr_5Qd8Lw3Nv6Xc1T\n        status: authorized\n        amount: 48000\n        refunded_amount: 0\n        refund_status: none\n        fee_amount: 1965\n        net_amount: 46035',
    );
    expect(
      problemLines(paymentInvariants(specObservations(spec, source), siteInvariantContext)),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml line \d+ \(CardTransactionAuthorized\): transaction tr_5Qd8Lw3Nv6Xc1T: fee_amount is 1965; round\(amount × fee_rate\) \+ fixed_fee for 48000 \(credit_card, 2 installment\(s\): 0\.0399 \+ 49\) is 1964$/,
        ),
      ]),
    );
    expect(located(checkLifecycleContract(spec, source))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml: line \d+: fee_amount: a transaction in state authorized: fee_amount is 1965: fee_amount is round\(amount × fee_rate\) \+ fixed_fee of the rate card \(expected 1964\)$/,
        ),
      ]),
    );
  });

  it('CT4: a state change without the event the spec promises', () => {
    const start = specText.indexOf('  transaction.chargeback_updated:\n    post:');
    const end = specText.indexOf('  transaction.delivery_status_updated:\n    post:');
    const { spec, source } = plantSpec(specText.slice(start, end), '');
    expect(problemLines(announcementProblems(spec, source))).toEqual([
      expect.stringMatching(
        /^openapi\/openapi\.yaml line \d+ \(Chargeback\.status\): a chargeback becoming under_review is announced by transaction\.chargeback_updated, which the spec does not define under "webhooks"$/,
      ),
      expect.stringMatching(
        /a chargeback becoming won is announced by transaction\.chargeback_updated/,
      ),
      expect.stringMatching(
        /a chargeback becoming lost is announced by transaction\.chargeback_updated/,
      ),
    ]);
    expect(located(checkLifecycleContract(spec, source))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml: line \d+: chargeback review \(→ under_review\), chargeback win \(→ won\), chargeback lose \(→ lost\) is announced by transaction\.chargeback_updated, which the spec does not declare under "webhooks": every state change is announced by a webhook$/,
        ),
      ]),
    );
  });

  it('CT6: an unknown Pix key failing later instead of at creation', () => {
    const { spec, source, line } = plantSpec(
      '        error: invalid_pix_key',
      '        steps:\n          - after: 1\n            do: [fail]\n            set: { failure_reason: pix_key_not_found }',
    );
    expect(located(checkSandboxScenarios(spec, source))).toEqual([
      `openapi/openapi.yaml: line ${line + 2}: fail: cashout fail goes from processing, and the cashout is pending here (a cash-out fails once sent (processing): a key that is not in DICT when the cash-out is created is refused at once with 422 invalid_pix_key)`,
    ]);
  });

  it('CT7: transaction.created sent with the final status', () => {
    const replay = replayObservations(real.data as Json, real);
    const paid = replay.observations.find(
      (o) => o.group === 'cards/approved' && o.event === 'transaction.paid',
    );
    const planted = replay.observations.map((o) =>
      o.group === 'cards/approved' && o.event === 'transaction.created'
        ? { ...o, data: paid?.data ?? o.data }
        : o,
    );
    expect(problemLines(paymentInvariants(planted, siteInvariantContext))).toEqual([
      expect.stringMatching(
        /^x-sandbox-scenarios\.cards\.approved \(openapi\/openapi\.yaml line \d+\), delivery 1: transaction\.created after 0 s: transaction tr_\w+: transaction\.created carries status "paid"; the webhook guide lists only pending or processing for it/,
      ),
    ]);
  });

  it('CT8: a list read by page that hands out a cursor', () => {
    const { spec, source, line } = plantSpec(
      '                      { page: 1, limit: 20, total: 134, has_more: true, next_cursor: null }',
      '                      { page: 1, limit: 20, total: 134, has_more: true, next_cursor: cur_MjAyNi0xMS0yMVQxNDoxMTowM1p8dHJfM1ZiN05jMVhlNVJ0OFE }',
    );
    expect(located(checkLifecycleContract(spec, source))).toEqual([
      `openapi/openapi.yaml: line ${line - 6}: a list with next_cursor is read by change: its items are in updated_at order, oldest first, from the first page`,
    ]);
  });

  it('WF4: a real institution in an end-to-end ID', () => {
    const { spec, source } = plantSpec(
      '          end_to_end_id: E99990002202611211405s0a1b2c3d4e\n          payer: { name: Maria Oliveira, document: "***.456.789-**" }\n        card: null\n        refusal_reason: null\n        delivery: null\n        refunds: []\n        chargeback: null\n        created_at: "2026-11-21T14:03:12Z"\n        updated_at: "2026-11-21T14:05:40Z"',
      '          end_to_end_id: E18236120202611211405s0a1b2c3d4e\n          payer: { name: Maria Oliveira, document: "***.456.789-**" }\n        card: null\n        refusal_reason: null\n        delivery: null\n        refunds: []\n        chargeback: null\n        created_at: "2026-11-21T14:03:12Z"\n        updated_at: "2026-11-21T14:05:40Z"',
    );
    expect(
      problemLines(paymentInvariants(specObservations(spec, source), siteInvariantContext)),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml line \d+ \(PixTransactionPaid\): transaction tr_8Kp2mQ7xL4vN9a: a paid Pix has its end-to-end ID: pix\.end_to_end_id E18236120202611211405s0a1b2c3d4e names ISPB 18236120; the Pix is sent by the payer's bank, ISPB 99990002 \(fictitious\)$/,
        ),
      ]),
    );
  });

  it('PA1: a recurring charge example whose fee is not the Pix rate', () => {
    const { spec, source } = plantSpec(
      '        status: retrying\n        amount: 4990\n        fee_amount: 49',
      '        status: retrying\n        amount: 4990\n        fee_amount: 50',
    );
    expect(
      problemLines(paymentInvariants(specObservations(spec, source), siteInvariantContext)),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml line \d+ \(RecurringChargeRetrying\): recurring charge rch_2Wk7Hd4Pm9Xs3B: fee_amount is 50; the Pix rate on 4990 is 49/,
        ),
      ]),
    );
  });

  it('PA2: a paid recurring charge sent as if the provider had initiated the Pix', () => {
    const model = plantModel('recurring_charge', (l) => {
      const rule = l.states.paid?.fields?.end_to_end_id;
      if (rule && 'initiator' in rule) rule.initiator = 'provider';
      return l;
    });
    const replay = replayObservations(real.data as Json, real, model);
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^x-sandbox-scenarios\.recurrences\.charge-paid \(openapi\/openapi\.yaml line \d+\), delivery \d+: recurring_charge\.paid after 20 s: recurring charge rch_\w+: a paid charge is a Pix from the payer's bank: end_to_end_id/,
        ),
      ]),
    );
  });

  it('PA3: a recurring charge for another amount than the payer authorized', () => {
    const model = plantModel('recurring_charge', (l) => {
      delete l.creation.fromParent;
      if (l.always) delete l.always.amount;
      return l;
    });
    const replay = replayObservations(real.data as Json, real, model);
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^x-sandbox-scenarios\.recurrences\.charge-paid \(openapi\/openapi\.yaml line \d+\), delivery \d+: recurring_charge\.scheduled after 10 s: recurring charge rch_\w+: amount 4990 is not the 11005 the payer authorized/,
        ),
      ]),
    );
  });
});
