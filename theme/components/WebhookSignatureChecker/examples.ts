/**
 * Example webhook bodies the signature checker starts with, one per event
 * family. They mirror the payload examples of the webhook guides.
 */

export type WebhookFamily = 'transaction' | 'cashout' | 'infraction';

export const WEBHOOK_FAMILIES: readonly WebhookFamily[] = ['transaction', 'cashout', 'infraction'];

type Lang = 'pt-BR' | 'en';

function transactionPaid(lang: Lang) {
  return {
    id: 'evt_2Jd9WqR4tY7uB1',
    type: 'transaction.paid',
    created_at: '2026-11-21T14:05:41Z',
    data: {
      id: 'tr_8Kp2mQ7xL4vN9a',
      status: 'paid',
      amount: 15000,
      fee_amount: 149,
      net_amount: 14851,
      currency: 'BRL',
      payment_method: 'pix',
      external_id: lang === 'en' ? 'order-1042' : 'pedido-1042',
      pix: {
        end_to_end_id: 'E18236120202611211405s0a1b2c3d4e',
        payer: { name: 'Maria Oliveira', document: '***.456.789-**' },
      },
      updated_at: '2026-11-21T14:05:40Z',
      paid_at: '2026-11-21T14:05:40Z',
    },
  };
}

function cashoutCompleted(lang: Lang) {
  return {
    id: 'evt_6Wd3Lp9Kx2Qr5T',
    type: 'cashout.completed',
    created_at: '2026-11-21T16:40:12Z',
    data: {
      id: 'co_5Nt8Vb2Qm7Xk4J',
      status: 'completed',
      amount: 50000,
      fee_amount: 100,
      pix_key: { type: 'email', value: 'financeiro@fornecedor.example' },
      description: lang === 'en' ? 'Weekly supplier payout' : 'Repasse semanal ao fornecedor',
      external_id: lang === 'en' ? 'payout-2026-47' : 'repasse-2026-47',
      end_to_end_id: 'E32402502202611211640c5d4e3f2a1b',
      failure_reason: null,
      created_at: '2026-11-21T16:40:05Z',
      completed_at: '2026-11-21T16:40:11Z',
    },
  };
}

function infractionOpened(lang: Lang) {
  return {
    id: 'evt_8Ls2Nv6Hc4Pw1Y',
    type: 'infraction.opened',
    created_at: '2026-11-28T18:22:07Z',
    data: {
      id: 'inf_7Qz3Mx8Tb1Kr6D',
      transaction_id: 'tr_8Kp2mQ7xL4vN9a',
      end_to_end_id: 'E18236120202611211405s0a1b2c3d4e',
      status: 'open',
      reason: 'scam',
      amount: 15000,
      blocked_amount: 15000,
      defense_deadline: '2026-12-02T18:22:06Z',
      resolution: null,
      description:
        lang === 'en'
          ? 'Payer reports a scam: fake listing on social media.'
          : 'Pagador relata golpe: anúncio falso em rede social.',
      created_at: '2026-11-28T18:22:06Z',
      updated_at: '2026-11-28T18:22:06Z',
    },
  };
}

const builders: Record<WebhookFamily, (lang: Lang) => unknown> = {
  transaction: transactionPaid,
  cashout: cashoutCompleted,
  infraction: infractionOpened,
};

/** Pretty-printed (2 spaces) example body of a family, as a webhook would carry it. */
export function examplePayload(family: WebhookFamily, lang: string): string {
  return JSON.stringify(builders[family](lang === 'en' ? 'en' : 'pt-BR'), null, 2);
}
