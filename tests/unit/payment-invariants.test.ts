/**
 * The payment facts every surface must agree on, walked over everything the
 * site shows: every example of the spec, the webhook replay of every sandbox
 * scenario and the Try it simulator playing the same scenarios. A refunded
 * transaction lists its refunds; a settled devolução has its `D…` ID; a
 * completed cash-out its end-to-end ID; an infraction names its Pix's; the
 * ECI follows the 3-D Secure result; fees follow the rate card's formula;
 * `transaction.created` carries only what the webhook guide lists; every
 * state change is announced by an event the spec defines; the simulator and
 * the replay show the same resource. Planted defects:
 * payment-invariants-planted.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../scripts/api/spec-walk';
import {
  announcementProblems,
  crossSurfaceProblems,
  replayObservations,
  simulatorObservations,
  specObservations,
} from '../support/invariant-walk';
import {
  createdStatusesOf,
  paymentInvariants,
  problemLines,
  readSpec,
  siteInvariantContext,
  webhookGuide,
} from '../support/payment-invariants';

const source = readSpec();
const spec = source.data as Json;

const replay = replayObservations(spec, source);
const simulator = simulatorObservations(spec, replay.data);

describe('the payment invariants', () => {
  it('read the statuses of transaction.created from both webhook guides alike', () => {
    expect(createdStatusesOf(webhookGuide('en'))).toEqual(new Set(['pending', 'processing']));
    expect(createdStatusesOf(webhookGuide('pt-BR'))).toEqual(createdStatusesOf(webhookGuide('en')));
  });

  it('hold on every example of the spec', () => {
    const observations = specObservations(spec, source);
    expect(observations.length).toBeGreaterThanOrEqual(40);
    expect(problemLines(paymentInvariants(observations, siteInvariantContext))).toEqual([]);
  });

  it('hold on every webhook of every sandbox scenario, in order', () => {
    const scenarios = replay.data.products.flatMap((p) => p.scenarios);
    // Every scenario sends webhooks, but the one the API refuses at once.
    expect(replay.byScenario.size).toBe(scenarios.filter((s) => !s.error).length);
    expect(replay.observations.length).toBeGreaterThanOrEqual(85);
    expect(problemLines(paymentInvariants(replay.observations, siteInvariantContext))).toEqual([]);
    // transaction.created comes first for every transaction.
    for (const [key, deliveries] of replay.byScenario) {
      const first = deliveries[0];
      if (String(first?.data.id).startsWith('tr_'))
        expect(first?.event, key).toBe('transaction.created');
    }
  });

  it('hold on the Try it simulator, which answers only documented headers', () => {
    expect(simulator.byScenario.size).toBe(replay.byScenario.size);
    expect(problemLines(paymentInvariants(simulator.observations, siteInvariantContext))).toEqual(
      [],
    );
    expect(problemLines(simulator.undocumentedHeaders)).toEqual([]);
  });

  it('announce every state change with an event the spec defines', () => {
    expect(problemLines(announcementProblems(spec, source))).toEqual([]);
  });

  it('show the same resource in the simulator and in the replay, at every step', () => {
    expect(problemLines(crossSurfaceProblems(source, replay, simulator))).toEqual([]);
  });
});
