/**
 * Facts of the contract stated in prose are checked against their one
 * definition (rule contract-fact of `npm run lint:content`): each fact, said
 * wrong in a real sentence of the site, is reported with the right value and
 * where it is defined (a changed definition, on a copy of the site:
 * tests/build/contract-checks-copies.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractFacts } from '../../scripts/content-lint/contract/contract-facts';
import { factFindings } from '../../scripts/content-lint/contract/fact-statements';
import { lintText } from '../../scripts/content-lint/lint-content';

const repo = path.resolve(import.meta.dirname, '../..');

/** The contract-fact problems of a repository file with `from` replaced by `to`, and the line of the change. */
async function planted(relative: string, from: string, to: string) {
  const text = readFileSync(path.join(repo, relative), 'utf8');
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`"${from}" is not in ${relative}`);
  const changed = text.slice(0, at) + to + text.slice(at + from.length);
  const line = text.slice(0, at).split('\n').length;
  const problems = (await lintText(repo, path.join(repo, relative), changed)).filter(
    (p) => p.rule === 'contract-fact',
  );
  return { problems, line };
}

/** Each case: a real sentence of the site, said wrong, and what the message must say. */
const CASES: { fact: string; file: string; from: string; to: string; says: RegExp }[] = [
  {
    fact: 'the signed content (going-live checklist)',
    file: 'docs/pt-BR/docs/guides/going-live.mdx',
    from: '`<webhook-id>.<webhook-timestamp>.<corpo bruto>`',
    to: '`<timestamp>.<corpo bruto>`',
    says: /computed over <webhook-id>\.<webhook-timestamp>\.<raw body> \(Standard Webhooks; x-policies\.webhook-delivery\.signed-content, openapi\/openapi\.yaml:\d+\), not over <timestamp>\.<corpo bruto>/,
  },
  {
    fact: 'a header name',
    file: 'openapi/openapi.yaml',
    from: 'the same as the `webhook-id` header',
    to: 'the same as the `Webhook-Id` header',
    says: /The header is "webhook-id" .* not "Webhook-Id"/,
  },
  {
    fact: 'an old signature header',
    file: 'docs/en/docs/webhook/transaction.mdx',
    from: 'Read the `webhook-id`',
    to: 'Read the `X-Acme-Signature`',
    says: /"X-Acme-Signature" is not a header of the webhooks; they send webhook-id, webhook-timestamp, webhook-signature/,
  },
  {
    fact: 'the number of retries',
    file: 'docs/pt-BR/docs/webhook/cashout.mdx',
    from: 'até **8 vezes**',
    to: 'até **5 vezes**',
    says: /sent again 8 times \(8 new attempts after the first, waiting 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h and 24 h; .*\), not 5/,
  },
  {
    fact: 'the waits between retries',
    file: 'docs/en/docs/webhook/cashout.mdx',
    from: '1 min, 5 min, 15 min, 1 h',
    to: '1 min, 5 min, 10 min, 1 h',
    says: /Webhook retries wait 1 min, 5 min, 15 min, .* this list says 1 min, 5 min, 10 min/,
  },
  {
    fact: 'how long retries last',
    file: 'docs/en/docs/webhook/cashout.mdx',
    from: 'about 46 hours',
    to: 'about 24 hours',
    says: /last 46 h 21 min from the first attempt to the last .*, not about 24 hours/,
  },
  {
    fact: 'a row of the retry table',
    file: 'docs/en/docs/webhook/transaction.mdx',
    from: '| 4th | 15 min | 21 min |',
    to: '| 4th | 10 min | 21 min |',
    says: /Retry 3: the wait before it is 15 min .*, not 10 min/,
  },
  {
    fact: 'the attempts in a diagram',
    file: 'docs/pt-BR/docs/webhook/transaction.mdx',
    from: 'Se as 9 tentativas falharem',
    to: 'Se as 6 tentativas falharem',
    says: /attempted 9 times in all .*, not 6/,
  },
  {
    fact: 'the card refund window',
    file: 'docs/pt-BR/docs/guides/refunds.mdx',
    from: 'até **180 dias após a captura**',
    to: 'até **120 dias após a captura**',
    says: /A card refund is accepted until 180 days after the capture \(x-policies\.refund-window-days\.credit_card, openapi\/openapi\.yaml:\d+\), not 120/,
  },
  {
    fact: 'the Pix refund window (in a table cell)',
    file: 'docs/en/docs/guides/refunds.mdx',
    from: '| 90 days after payment (Pix rules) |',
    to: '| 30 days after payment (Pix rules) |',
    says: /A Pix devolução is accepted until 90 days after the payment .*, not 30/,
  },
  {
    fact: 'the authorization window',
    file: 'docs/en/docs/intro/card-tokenization.mdx',
    from: 'within **7 days**',
    to: 'within **5 days**',
    says: /captured or canceled within 7 days .*, not 5/,
  },
  {
    fact: 'the card token lifetime',
    file: 'docs/en/docs/intro/card-tokenization.mdx',
    from: 'expires **15 minutes**',
    to: 'expires **30 minutes**',
    says: /expires after 15 minutes .*, not 30/,
  },
  {
    fact: 'the timestamp tolerance',
    file: 'docs/en/docs/webhook/transaction.mdx',
    from: 'more than **300 seconds**',
    to: 'more than **600 seconds**',
    says: /up to 300 seconds away from your clock .*, not 600/,
  },
  {
    fact: 'the response timeout',
    file: 'docs/en/docs/webhook/transaction.mdx',
    from: 'answer within **10 seconds**',
    to: 'answer within **30 seconds**',
    says: /10 seconds to answer a webhook .*, not 30/,
  },
  {
    fact: 'the idempotency key retention',
    file: 'openapi/openapi.yaml',
    from: 'keys are kept for 24 hours',
    to: 'keys are kept for 48 hours',
    says: /An Idempotency-Key is kept 24 hours .*, not 48/,
  },
  {
    fact: 'the rate limit',
    file: 'docs/en/docs/intro/authentication.mdx',
    from: '**100 requests per second per key**',
    to: '**50 requests per second per key**',
    says: /Each key may make 100 requests per second .*, not 50/,
  },
  {
    fact: 'the minimum amount',
    file: 'openapi/openapi.yaml',
    from: 'minimum of 100 (R$ 1.00)',
    to: 'minimum of 500 (R$ 5.00)',
    says: /The smallest amount is 100 cents \(components\.schemas\.Amount\.minimum, openapi\/openapi\.yaml:\d+\), not 500/,
  },
  {
    fact: 'an ID prefix',
    file: 'openapi/openapi.yaml',
    from: 'Chargeback ID (`cb_...`)',
    to: 'Chargeback ID (`chb_...`)',
    says: /"chb_" is not an ID prefix of the API; its IDs start with tr_, rf_, cb_/,
  },
  {
    fact: 'a list of ID prefixes',
    file: 'docs/pt-BR/docs/intro/getting-started.mdx',
    from: '`rf_` (estorno ou devolução), `cb_` (chargeback), ',
    to: '',
    says: /lists the ID prefixes but leaves out rf_ \(refund\), cb_ \(chargeback\)/,
  },
  {
    fact: 'the fee formula',
    file: 'openapi/openapi.yaml',
    from: '`fee_amount = round(amount × fee_rate) + fixed_fee`',
    to: '`fee_amount = amount × fee_rate + fixed_fee`',
    says: /The fee is fee_amount = round\(amount × fee_rate\) \+ fixed_fee .*; this says fee_amount = amount × fee_rate \+ fixed_fee/,
  },
  {
    fact: 'the /v1 end date',
    file: 'docs/en/docs/guides/changelog.mdx',
    from: 'stops answering on November 30, 2027',
    to: 'stops answering on December 31, 2027',
    says: /\/v1 was deprecated on 2026-11-24 and stops answering on 2027-11-30 \(changelog entry "v1-deprecation", openapi\/changelog\.yaml:\d+\); this says December 31, 2027/,
  },
  {
    fact: 'which API sends which webhooks (announcement bar)',
    file: 'config/brand.ts',
    from: 'New: infraction (MED) webhooks for the Pix you receive.',
    to: 'New: the cash-out API now sends infraction (MED) webhooks.',
    says: /The infraction\.\* webhooks are about a transaction \(their payload carries transaction_id\), not about cashouts, so the cashout API does not send them/,
  },
  {
    fact: 'no card on file (declines)',
    file: 'docs/pt-BR/docs/intro/card-tokenization.mdx',
    from: 'Ofereça outro cartão ou Pix; o mesmo cartão só se o comprador disser que liberou o limite',
    to: 'uma nova tentativa automática só faz sentido dias depois',
    says: /"nova tentativa automática" needs a card kept on file, and this API keeps none: .* every new attempt needs the buyer to enter the card again/,
  },
];

describe('a contract fact said wrong is reported with the right value and its definition', () => {
  for (const c of CASES) {
    it(c.fact, async () => {
      const { problems, line } = await planted(c.file, c.from, c.to);
      expect(problems.map((p) => [p.file, p.line])).toEqual([[c.file, line]]);
      expect(problems[0]?.message).toMatch(c.says);
    });
  }

  it('reads a code sample for the signed content and the header names only', () => {
    const facts = contractFacts(repo);
    if (!facts) throw new Error('no facts');
    const code =
      '// HMAC of "<timestamp>.<raw body>", header Webhook-Signature; retry 5 times in 90 days';
    expect(factFindings(code, facts, { code: true }).map((f) => f.message.slice(0, 40))).toEqual([
      'The webhook signature is computed over <',
      'The header is "webhook-signature" (the w',
    ]);
  });

  it('takes a recurring charge of Pix Automático for what it is, and still flags one on a card', () => {
    const facts = contractFacts(repo);
    if (!facts) throw new Error('no facts');
    const find = (text: string) =>
      factFindings(text, facts, { code: false }).filter((f) => f.message.includes('kept on file'));
    expect(find('Schedule each recurring charge of the recurrence 2 to 10 days ahead.')).toEqual(
      [],
    );
    expect(find('Agende cada cobrança recorrente do Pix Automático com antecedência.')).toEqual([]);
    expect(find('Set up recurring charges on the customer card every month.')).toHaveLength(1);
    expect(find('Faça cobranças recorrentes com o cartão do cliente todo mês.')).toHaveLength(1);
  });

  it('leaves numbers about something else alone', async () => {
    // Rotation every 90 days, MED blocks for 90 days, a MED return in about 11 days, 15 attempts in 30 days.
    for (const file of [
      'docs/en/docs/intro/authentication.mdx',
      'docs/en/docs/webhook/infraction.mdx',
      'docs/pt-BR/docs/intro/card-tokenization.mdx',
    ]) {
      const { problems } = await planted(file, '\n', '\n');
      expect(problems, file).toEqual([]);
    }
  });
});
