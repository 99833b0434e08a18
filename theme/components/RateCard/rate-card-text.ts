/**
 * The cells of the rate table, as text in the page's language: `3.49%` /
 * `3,49%`, `R$ 0.49` / `R$ 0,49`. Pure, so the unit tests read what the guide
 * shows from the same code the component renders with.
 */
import type { Lang } from '../../../config/locales';
import type { PageComponentsStrings } from '../../../i18n/page-components';
import { type RateCardPolicy, rateCardRows } from '../../../shared/api/rate-card-model';

type Text = (key: keyof PageComponentsStrings, params?: Record<string, string>) => string;

export function percentText(rate: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rate);
}

export function moneyText(cents: number, lang: Lang): string {
  const amount = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `R$ ${amount}`;
}

/** One row per payment or movement: what it is, its rate and its fixed fee. */
export function rateCardCells(
  policy: RateCardPolicy,
  lang: Lang,
  t: Text,
): [string, string, string][] {
  return rateCardRows(policy).map((row) => {
    const what =
      row.kind === 'pix'
        ? t('rateCardPix')
        : row.kind === 'card'
          ? row.installments && row.installments.to > row.installments.from
            ? t('rateCardCardRange', {
                from: String(row.installments.from),
                to: String(row.installments.to),
              })
            : t('rateCardCardOne')
          : row.kind === 'card-issuer'
            ? t('rateCardCardIssuer')
            : row.kind === 'cashout'
              ? t('rateCardCashout')
              : t('rateCardAnticipation');
    const rate =
      row.rate === null
        ? t('rateCardNone')
        : row.kind === 'anticipation'
          ? t('rateCardPerMonth', { rate: percentText(row.rate, lang) })
          : percentText(row.rate, lang);
    const fixed = row.fixedFee === null ? t('rateCardNone') : moneyText(row.fixedFee, lang);
    return [what, rate, fixed];
  });
}
