/**
 * The sandbox's rate card (shared/lifecycle/rates.ts) is defined once: the
 * generator publishes it in the spec (`x-policies.rate-card`) and the guides
 * render their rate table from it (`<RateCard>`, theme/components/RateCard/),
 * so no guide writes a rate of its own. The settlement guides still state, in
 * prose, the days to settle a card installment, the minimum installment, the
 * most installments and the anticipation cut-off, in both languages: change a
 * value there and this fails until the guides say the new one.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../config/locales';
import { fillParams } from '../../i18n/feature-text';
import { pageComponentsText } from '../../i18n/page-components';
import { loadContract } from '../../scripts/api/generate-api-reference';
import { publishedRateCard } from '../../scripts/api/rate-card';
import { SpecError } from '../../scripts/api/spec-error';
import type { Json } from '../../scripts/api/spec-walk';
import { rateCardPolicy } from '../../shared/api/rate-card-model';
import { sandboxRates } from '../../shared/lifecycle/rates';
import { rateCardCells } from '../../theme/components/RateCard/rate-card-text';
import { projectRoot } from '../support/api-project';

const guide = (lang: string) =>
  readFileSync(path.join(projectRoot, 'docs', lang, 'docs/guides/settlement.mdx'), 'utf8');

const reais = (cents: number, decimal: string) =>
  `R$ ${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}`;
const percent = (rate: number, decimal: string) =>
  `${(rate * 100).toFixed(2).replace('.', decimal)}%`;

/** Every guide page (the dated blog posts keep the numbers of their day). */
function guidePages(lang: string): string[] {
  const root = path.join(projectRoot, 'docs', lang, 'docs');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx') || file.endsWith('.md'))
    .map((file) => path.join(root, file));
}

describe('the settlement guides', () => {
  const { settlement, installments, anticipation } = sandboxRates;
  it.each([
    [
      'en',
      [
        `${settlement.credit_card_days} days after the payment`,
        reais(installments.minimum_amount, '.'),
        `at most ${installments.max}`,
        `before ${anticipation.cutoff_hour}:00 Brasília time`,
      ],
    ],
    [
      'pt-BR',
      [
        `${settlement.credit_card_days} dias depois do pagamento`,
        reais(installments.minimum_amount, ','),
        `no máximo ${installments.max}`,
        `antes das ${anticipation.cutoff_hour}h de Brasília`,
      ],
    ],
  ])('in %s state the rate card and render its table from the published one', (lang, facts) => {
    const text = guide(lang);
    for (const fact of facts) expect(text, fact).toContain(fact);
    expect(text).toContain("import rateCard from '../api/_data/rate-card.json';");
    expect(text).toContain('<RateCard data={rateCard} />');
  });

  it.each(['en', 'pt-BR'])('in %s: no guide writes a rate of the rate card itself', (lang) => {
    const rates = [
      sandboxRates.pix.fee_rate,
      ...sandboxRates.creditCard.map((band) => band.fee_rate),
      sandboxRates.anticipation.monthly_rate,
    ];
    const written = rates.flatMap((rate) => [percent(rate, '.'), percent(rate, ',')]);
    const pages = guidePages(lang);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const text = readFileSync(page, 'utf8');
      for (const rate of written)
        expect(text.includes(rate), `${path.relative(projectRoot, page)} writes ${rate}`).toBe(
          false,
        );
    }
  });
});

describe('the published rate card', () => {
  let localized: Map<Lang, Json>;
  let base: Json;
  beforeAll(async () => {
    ({ base, localized } = await loadContract(
      projectRoot,
      'openapi/openapi.yaml',
      'openapi/overlays',
    ));
  }, 60_000);

  it('is the model’s, in the spec of every language', () => {
    const policy = rateCardPolicy(sandboxRates);
    expect(publishedRateCard(base)).toEqual(policy);
    for (const spec of localized.values()) expect(publishedRateCard(spec)).toEqual(policy);
    expect(policy['credit-card'].map((band) => band['fee-rate'])).toEqual(
      sandboxRates.creditCard.map((band) => band.fee_rate),
    );
  });

  it('refuses a rate card written in the spec file, at its line', async () => {
    const source = readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8');
    const planted = source.replace(
      'x-policies:\n',
      'x-policies:\n  rate-card:\n    pix: { fee-rate: 0.01, fixed-fee: 0 }\n',
    );
    expect(planted).not.toBe(source);
    const dir = mkdtempSync(path.join(tmpdir(), 'rate-card-'));
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, planted);
    try {
      const loading = loadContract(
        projectRoot,
        path.relative(projectRoot, file),
        'openapi/overlays',
      );
      await expect(loading).rejects.toBeInstanceOf(SpecError);
      await expect(loading).rejects.toThrow(
        /line \d+.*x-policies\.rate-card is written by the generator from shared\/lifecycle\/rates\.ts/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each([
    ['en' as Lang, '.'],
    ['pt-BR' as Lang, ','],
  ])('is the table the guide shows in %s: every band, rate and fixed fee', (lang, decimal) => {
    const strings = pageComponentsText[lang];
    const t = (key: keyof typeof strings, params?: Record<string, string>) =>
      fillParams(strings[key], params);
    const cells = rateCardCells(rateCardPolicy(sandboxRates), lang, t);
    const [one, ...bands] = sandboxRates.creditCard;
    const card = (band: { fee_rate: number; fixed_fee: number }) => [
      percent(band.fee_rate, decimal),
      reais(band.fixed_fee, decimal),
    ];
    expect(cells).toEqual([
      [t('rateCardPix'), ...[percent(sandboxRates.pix.fee_rate, decimal), reais(0, decimal)]],
      [t('rateCardCardOne'), ...card(one as { fee_rate: number; fixed_fee: number })],
      ...bands.map((band, i) => [
        t('rateCardCardRange', {
          from: String((sandboxRates.creditCard[i]?.upTo ?? 0) + 1),
          to: String(band.upTo),
        }),
        ...card(band),
      ]),
      [t('rateCardCardIssuer'), ...card(one as { fee_rate: number; fixed_fee: number })],
      [t('rateCardCashout'), t('rateCardNone'), reais(sandboxRates.cashout.fixed_fee, decimal)],
      [
        t('rateCardAnticipation'),
        t('rateCardPerMonth', { rate: percent(sandboxRates.anticipation.monthly_rate, decimal) }),
        t('rateCardNone'),
      ],
    ]);
  });
});
