/**
 * The settlement guides state the sandbox's rate card (shared/lifecycle/rates.ts):
 * the days to settle a card installment, the minimum installment, the most
 * installments, the anticipation rate and its cut-off hour, in both languages.
 * Change a value there and this fails until the guides say the new one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxRates } from '../../shared/lifecycle/rates';
import { projectRoot } from '../support/api-project';

const guide = (lang: string) =>
  readFileSync(path.join(projectRoot, 'docs', lang, 'docs/guides/settlement.mdx'), 'utf8');

const reais = (cents: number, decimal: string) =>
  `R$ ${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}`;
const percent = (rate: number, decimal: string) =>
  `${(rate * 100).toFixed(2).replace('.', decimal)}%`;

describe('the settlement guides', () => {
  const { settlement, installments, anticipation } = sandboxRates;
  it.each([
    [
      'en',
      [
        `${settlement.credit_card_days} days after the payment`,
        reais(installments.minimum_amount, '.'),
        `at most ${installments.max}`,
        percent(anticipation.monthly_rate, '.'),
        `before ${anticipation.cutoff_hour}:00 Brasília time`,
      ],
    ],
    [
      'pt-BR',
      [
        `${settlement.credit_card_days} dias depois do pagamento`,
        reais(installments.minimum_amount, ','),
        `no máximo ${installments.max}`,
        percent(anticipation.monthly_rate, ','),
        `antes das ${anticipation.cutoff_hour}h de Brasília`,
      ],
    ],
  ])('in %s state the rate card', (lang, facts) => {
    const text = guide(lang);
    for (const fact of facts) expect(text, fact).toContain(fact);
  });
});
