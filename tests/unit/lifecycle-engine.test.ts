/**
 * The lifecycle model's engine (shared/lifecycle/): resources born and moved
 * through their transitions hold what their state says (end-to-end IDs, fees,
 * refund totals, the 3-D Secure ECI), each change emits its event as a
 * snapshot, operations refuse with the documented error, and the balance
 * follows what happened.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkEvent, checkResource } from '../../shared/lifecycle/check';
import {
  type Clock,
  create,
  isRefusal,
  type Moved,
  type Refusal,
  transition,
  type World,
} from '../../shared/lifecycle/engine';
import { eventsOf, lifecycleNamed, lifecycleModel as model } from '../../shared/lifecycle/model';
import { type Answered, balanceOf, operate } from '../../shared/lifecycle/operations';
import type { Json } from '../../shared/lifecycle/types';
import { modelProblems } from '../../shared/lifecycle/validate';
import { projectRoot } from '../support/api-project';

const spec = parse(readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8'), {
  maxAliasCount: -1,
}) as {
  components: { examples: Record<string, { value: Json }> };
  webhooks: Record<
    string,
    { post: { requestBody: { content: Record<string, { example: Json }> } } }
  >;
};
const example = (name: string) => structuredClone(spec.components.examples[name]?.value ?? {});
const webhookData = (event: string) =>
  structuredClone(
    spec.webhooks[event]?.post.requestBody.content['application/json']?.example.data as Json,
  );
const templates: Record<string, Json> = {
  refund: {
    ...((example('PixTransactionPartiallyRefunded').refunds as Json[])[0] as Json),
    end_to_end_id: null,
  },
  chargeback: example('CardTransactionChargeback').chargeback as Json,
  infraction: webhookData('infraction.opened'),
};

const T0 = Date.parse('2026-11-24T10:00:00Z');
let counter = 0;
const at = (seconds: number): Clock => ({
  now: T0 + seconds * 1000,
  newId: (prefix) => `${prefix}Test${String(++counter).padStart(10, '0')}`,
});

function moved(result: Moved | Refusal): Moved {
  if (isRefusal(result)) throw new Error(`refused: ${result.refused}`);
  return result;
}
function answered(result: Answered | Refusal): Answered {
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

const customer = {
  name: 'Maria Oliveira',
  email: 'maria@example.com',
  document: { type: 'cpf', number: '12345678909' },
};
const transaction = lifecycleNamed(model, 'transaction');

/** A paid Pix of `amount`, created at T0 and paid 5 s later. */
function paidPix(amount: number): { world: World; id: string } {
  const born = moved(
    create(
      model,
      {},
      {
        lifecycle: 'transaction',
        template: example('PixTransactionPending'),
        request: { amount, payment_method: 'pix', currency: 'BRL', customer },
      },
      at(0),
    ),
  );
  const id = String(born.subject.id);
  return { world: moved(transition(model, born.world, { id, name: 'pay' }, at(5))).world, id };
}

describe('the lifecycle engine', () => {
  it('takes a Pix from pending to paid: snapshot events, its end-to-end ID, payer and fee', () => {
    const born = moved(
      create(
        model,
        {},
        {
          lifecycle: 'transaction',
          template: example('PixTransactionPending'),
          request: { amount: 10000, payment_method: 'pix', currency: 'BRL', customer },
        },
        at(0),
      ),
    );
    expect(born.events.map((e) => [e.type, e.data.status])).toEqual([
      ['transaction.created', 'pending'],
    ]);
    expect(born.subject).toMatchObject({
      amount: 10000,
      fee_amount: 99,
      net_amount: 9901,
      paid_at: null,
    });
    const paid = moved(
      transition(model, born.world, { id: String(born.subject.id), name: 'pay' }, at(65)),
    );
    const data = paid.events[0]?.data as Json;
    expect(paid.events.map((e) => e.type)).toEqual(['transaction.paid']);
    expect(data).toMatchObject({
      status: 'paid',
      paid_at: '2026-11-24T10:01:05Z',
      updated_at: '2026-11-24T10:01:05Z',
    });
    expect((data.pix as Json).end_to_end_id).toMatch(/^E99990002202611241001[a-z0-9]{11}$/);
    expect((data.pix as Json).payer).toEqual({
      name: 'Maria Oliveira',
      document: '***.456.789-**',
    });
    expect(checkEvent(model, 'transaction.paid', data, { complete: true })).toEqual([]);
    // The first snapshot is untouched by what came after.
    expect(born.events[0]?.data.status).toBe('pending');
  });

  it('refunds through the operation: pending at once, then settled with a D… ID or failed', () => {
    const { world, id } = paidPix(10000);
    const first = answered(
      operate(
        model,
        world,
        { operation: 'POST /transactions/{id}/refund', id, body: { amount: 4000 }, templates },
        at(20),
      ),
    );
    expect(first.answer).toMatchObject({
      status: 'paid',
      refunded_amount: 4000,
      refund_status: 'partially_refunded',
    });
    const item = (first.answer.refunds as Json[])[0] as Json;
    expect(item).toMatchObject({
      amount: 4000,
      status: 'pending',
      end_to_end_id: null,
      reason: 'requested_by_customer',
    });
    expect(first.events.map((e) => e.type)).toEqual(['transaction.partially_refunded']);
    expect(first.followUps).toEqual([{ due: T0 + 22_000, id: item.id, transition: 'settle' }]);

    const settled = moved(
      transition(model, first.world, { id: String(item.id), name: 'settle' }, at(22)),
    );
    expect(settled.events.map((e) => e.type)).toEqual(['transaction.refund_updated']);
    const done = (settled.events[0]?.data.refunds as Json[] | undefined)?.[0] ?? {};
    expect(done.status).toBe('succeeded');
    expect(done.end_to_end_id).toMatch(/^D99990001202611241000[a-z0-9]{11}$/);
    expect(
      checkEvent(model, 'transaction.refund_updated', settled.events[0]?.data, { complete: true }),
    ).toEqual([]);

    const rest = answered(
      operate(
        model,
        settled.world,
        { operation: 'POST /transactions/{id}/refund', id, body: {}, templates },
        at(30),
      ),
    );
    expect(rest.answer).toMatchObject({ refunded_amount: 10000, refund_status: 'refunded' });
    expect(rest.events.map((e) => e.type)).toEqual(['transaction.refunded']);
    const second = ((rest.answer.refunds as Json[])[1] as Json).id as string;
    const failed = moved(transition(model, rest.world, { id: second, name: 'fail' }, at(32)));
    // A failed devolução gives the amount back: it no longer counts.
    expect(failed.root).toMatchObject({
      refunded_amount: 4000,
      refund_status: 'partially_refunded',
    });
    expect(
      operate(
        model,
        failed.world,
        { operation: 'POST /transactions/{id}/refund', id, body: { amount: 7000 }, templates },
        at(40),
      ),
    ).toEqual({ refused: 'refund_amount_too_large', fill: { number: 6000 } });
  });

  it('ties a MED infraction to its Pix, blocks its amount and refuses a refund while it is open', () => {
    const { world, id } = paidPix(10005);
    const opened = moved(
      create(
        model,
        world,
        { lifecycle: 'infraction', template: templates.infraction as Json, parentId: id },
        at(15),
      ),
    );
    const paid = opened.world.transaction?.[0] as Json;
    expect(opened.events.map((e) => e.type)).toEqual(['infraction.opened']);
    expect(opened.subject).toMatchObject({
      transaction_id: id,
      end_to_end_id: (paid.pix as Json).end_to_end_id,
      amount: 10005,
      blocked_amount: 10005,
      status: 'open',
      resolution: null,
      created_at: '2026-11-24T10:00:15Z',
      defense_deadline: '2026-11-27T10:00:15Z',
    });
    expect(
      operate(
        model,
        opened.world,
        { operation: 'POST /transactions/{id}/refund', id, body: {}, templates },
        at(20),
      ),
    ).toEqual({ refused: 'infraction_open' });
    const opening = { available: 100000, pending: 0, blocked: 0, currency: 'BRL', updated_at: '' };
    expect(balanceOf(model, opened.world, opening, T0 + 20_000)).toEqual({
      // A paid Pix is available at once (D+0); MED moves its amount to blocked.
      available: 100000 + 10005 - 99 - 10005,
      pending: 0,
      blocked: 10005,
      currency: 'BRL',
      updated_at: '2026-11-24T10:00:20Z',
    });
    const inf = String(opened.subject.id);
    let next = opened.world;
    for (const name of ['review', 'reject', 'close'])
      next = moved(transition(model, next, { id: inf, name }, at(30))).world;
    expect(next.infraction?.[0]).toMatchObject({
      status: 'closed',
      resolution: 'rejected',
      blocked_amount: 0,
    });
    expect(balanceOf(model, next, opening, T0).blocked).toBe(0);
    expect(
      isRefusal(
        operate(
          model,
          next,
          { operation: 'POST /transactions/{id}/refund', id, body: {}, templates },
          at(40),
        ),
      ),
    ).toBe(false);
  });

  it('returns an accepted MED infraction to the payer as a refund with reason med, and the statement adds up', () => {
    const { world, id } = paidPix(10009);
    const opened = moved(
      create(
        model,
        world,
        { lifecycle: 'infraction', template: templates.infraction as Json, parentId: id },
        at(15),
      ),
    );
    const inf = String(opened.subject.id);
    let next = opened.world;
    for (const name of ['review', 'accept'])
      next = moved(transition(model, next, { id: inf, name, templates }, at(30))).world;
    const opening = { available: 100000, pending: 0, blocked: 0, currency: 'BRL', updated_at: '' };
    // Accepted: the amount stays blocked, and a refund of your own would pay the payer twice.
    expect(balanceOf(model, next, opening, T0).blocked).toBe(10009);
    expect(
      operate(
        model,
        next,
        { operation: 'POST /transactions/{id}/refund', id, body: {}, templates },
        at(35),
      ),
    ).toEqual({ refused: 'infraction_open' });
    const closed = moved(transition(model, next, { id: inf, name: 'close', templates }, at(45)));
    expect(closed.events.map((e) => e.type)).toEqual(['transaction.refunded', 'infraction.closed']);
    const paid = closed.world.transaction?.[0] as Json;
    expect(paid).toMatchObject({ refunded_amount: 10009, refund_status: 'refunded' });
    expect(paid.refunds).toEqual([
      expect.objectContaining({ amount: 10009, reason: 'med', status: 'pending' }),
    ]);
    expect(closed.world.infraction?.[0]).toMatchObject({
      status: 'closed',
      resolution: 'accepted',
      blocked_amount: 0,
    });
    // The payer got the blocked amount back: it left the balance, nothing stays blocked.
    expect(balanceOf(model, closed.world, opening, T0)).toMatchObject({
      available: 100000 + 10009 - 99 - 10009,
      blocked: 0,
    });
    const entries = (closed.world.balance_transaction ?? []).map((e) => [
      e.type,
      e.account,
      e.net_amount,
    ]);
    expect(entries).toEqual([
      ['payment', 'available', 10009 - 99],
      ['med_block', 'available', -10009],
      ['med_block', 'blocked', 10009],
      ['med_return', 'available', -10009],
      ['med_return', 'available', 10009],
      ['med_return', 'blocked', -10009],
    ]);
    // Nothing is left to refund, and the devolução settles like any other, with its D… ID.
    expect(
      operate(
        model,
        closed.world,
        { operation: 'POST /transactions/{id}/refund', id, body: {}, templates },
        at(46),
      ),
    ).toEqual({ refused: 'transaction_not_refundable' });
  });

  it('shows the 3-D Secure result the request sent, with its ECI; none without one', () => {
    const card = (request: Json, set?: Json) =>
      moved(
        create(
          model,
          {},
          {
            lifecycle: 'transaction',
            template: example('CardTransactionPaid'),
            request: {
              amount: 20000,
              payment_method: 'credit_card',
              currency: 'BRL',
              customer,
              ...request,
            },
            ...(set ? { input: set } : {}),
          },
          at(0),
        ),
      ).subject;
    const plain = card({ card: { token: 'tok_x', installments: 3 } });
    expect((plain.card as Json).three_ds).toBeNull();
    expect(plain).toMatchObject({ status: 'processing', fee_amount: 847 });
    const authenticated = card({
      card: { token: 'tok_x', three_ds: { authentication_id: '3ds_Ab' } },
    });
    expect((authenticated.card as Json).three_ds).toMatchObject({
      authentication_id: '3ds_Ab',
      status: 'authenticated',
      eci: '05',
    });
    const template = example('CardTransactionPaid');
    ((template.card as Json).three_ds as Json).status = 'challenge_required';
    const abandoned = moved(
      create(
        model,
        {},
        {
          lifecycle: 'transaction',
          template,
          request: { card: { token: 'tok_x', three_ds: { authentication_id: '3ds_C' } } },
        },
        at(0),
      ),
    ).subject;
    expect(((abandoned.card as Json).three_ds as Json).eci).toBeNull();
  });

  it('captures part of an authorization with the fee of the captured part, and refuses a second capture', () => {
    const born = moved(
      create(
        model,
        {},
        {
          lifecycle: 'transaction',
          template: example('CardTransactionAuthorized'),
          request: {
            amount: 48000,
            payment_method: 'credit_card',
            customer,
            card: { token: 'tok_x', installments: 2, capture: false },
          },
        },
        at(0),
      ),
    );
    const id = String(born.subject.id);
    const authorized = moved(transition(model, born.world, { id, name: 'authorize' }, at(1)));
    expect(authorized.subject).toMatchObject({
      status: 'authorized',
      fee_amount: 1964,
      net_amount: 46036,
    });
    const captured = answered(
      operate(
        model,
        authorized.world,
        { operation: 'POST /transactions/{id}/capture', id, body: { amount: 42000 }, templates },
        at(60),
      ),
    );
    expect(captured.answer).toMatchObject({
      status: 'paid',
      amount: 42000,
      fee_amount: 1725,
      net_amount: 40275,
    });
    expect(captured.events.map((e) => e.type)).toEqual(['transaction.paid']);
    expect(
      operate(
        model,
        captured.world,
        { operation: 'POST /transactions/{id}/capture', id, body: {}, templates },
        at(61),
      ),
    ).toEqual({ refused: 'transaction_not_capturable' });
  });

  it('moves a cash-out: its end-to-end ID once completed, a cancel only while pending', () => {
    const born = moved(
      create(
        model,
        {},
        { lifecycle: 'cashout', template: example('CashoutPending'), request: { amount: 5000 } },
        at(0),
      ),
    );
    const id = String(born.subject.id);
    const sent = moved(transition(model, born.world, { id, name: 'send' }, at(1)));
    expect(
      operate(
        model,
        sent.world,
        { operation: 'POST /cashouts/{id}/cancel', id, body: {}, templates },
        at(2),
      ),
    ).toEqual({ refused: 'cashout_not_cancelable' });
    const done = moved(transition(model, sent.world, { id, name: 'complete' }, at(3)));
    expect(done.subject).toMatchObject({
      status: 'completed',
      completed_at: '2026-11-24T10:00:03Z',
    });
    expect(done.subject.end_to_end_id).toMatch(/^E99990001202611241000[a-z0-9]{11}$/);
    expect(done.events.map((e) => e.type)).toEqual(['cashout.completed']);

    const other = moved(
      create(
        model,
        done.world,
        { lifecycle: 'cashout', template: example('CashoutPending'), request: { amount: 700 } },
        at(10),
      ),
    );
    const canceled = answered(
      operate(
        model,
        other.world,
        {
          operation: 'POST /cashouts/{id}/cancel',
          id: String(other.subject.id),
          body: {},
          templates,
        },
        at(11),
      ),
    );
    expect(canceled.answer).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_merchant',
    });
    expect(canceled.events.map((e) => e.type)).toEqual(['cashout.canceled']);
    // The completed one keeps amount and fee out of the balance; the canceled one gave them back.
    const opening = { available: 100000, pending: 0, blocked: 0 };
    expect(balanceOf(model, canceled.world, opening, T0).available).toBe(100000 - 5000 - 100);
  });

  it('says when an event does not carry the state of a change that sends it', () => {
    const paid = {
      ...example('PixTransactionPaid'),
      pix: { ...(example('PixTransactionPaid').pix as Json), end_to_end_id: null },
    };
    expect(checkEvent(model, 'transaction.created', paid).map((p) => p.reason)).toEqual([
      expect.stringMatching(
        /^a transaction in state paid: pix.end_to_end_id is null: a paid Pix has its end-to-end ID/,
      ),
      expect.stringMatching(
        /^transaction.created is a snapshot of the change that sends it \(status pending \(payment_method pix\) or processing \(payment_method credit_card\), at creation\); this one has status "paid"/,
      ),
    ]);
    const eventTypes = [...eventsOf(model).keys()];
    expect(eventTypes).toEqual(
      expect.arrayContaining([
        'transaction.chargeback_updated',
        'transaction.refund_updated',
        'cashout.canceled',
        'infraction.closed',
      ]),
    );
    // A card's 3-D Secure ECI that claims a success on a failure.
    const refused = example('CardTransactionPaid');
    Object.assign(refused, {
      status: 'refused',
      refusal_reason: 'authentication_failed',
      fee_amount: 0,
      net_amount: 0,
      paid_at: null,
    });
    ((refused.card as Json).three_ds as Json).status = 'failed';
    expect(checkResource(model, transaction, refused).map((p) => p.path)).toEqual([
      'card.three_ds.eci',
    ]);
  });
});

describe('the lifecycle model', () => {
  it('is consistent: states joined by transitions, all reached, nothing leaves a final state', () => {
    expect(modelProblems(model)).toEqual([]);
    const cashout = lifecycleNamed(model, 'cashout');
    const reopen = {
      name: 'reopen',
      from: ['completed'],
      to: 'pending',
      event: 'cashout.created',
      by: 'you' as const,
    };
    const broken = {
      ...model,
      lifecycles: model.lifecycles.map((l) =>
        l === cashout ? { ...cashout, transitions: [...cashout.transitions, reopen] } : l,
      ),
    };
    expect(modelProblems(broken)).toEqual([
      'cashout: transition reopen leaves completed, a final state',
    ]);
  });

  it('refuses a change that moves the balance without writing the statement', () => {
    const receivable = lifecycleNamed(model, 'receivable');
    const silent = {
      ...model,
      lifecycles: model.lifecycles.map((l) =>
        l === receivable
          ? {
              ...receivable,
              transitions: receivable.transitions.map((t) =>
                t.name === 'settle' ? { ...t, ledger: undefined } : t,
              ),
            }
          : l,
      ),
    };
    expect(modelProblems(silent)).toEqual([
      'receivable: transition settle moves the balance with no ledger entry type',
    ]);
  });
});
