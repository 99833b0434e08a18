import { useLang } from '@rspress/core/runtime';
import { getCustomMDXComponent } from '@rspress/core/theme';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import type { Lang } from '../../../config/locales';
import { pageComponentsText } from '../../../i18n/page-components';
import type { RateCardPolicy } from '../../../shared/api/rate-card-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { rateCardCells } from './rate-card-text';

export interface RateCardProps {
  /**
   * The rate card the spec publishes (`x-policies.rate-card`, written by the
   * generator from shared/lifecycle/rates.ts): import
   * `../api/_data/rate-card.json` and pass it here.
   */
  data: RateCardPolicy;
}

type TableComponent = ComponentType<{ children: ReactNode }>;

/**
 * The sandbox's rate table: the rate and fixed fee of a Pix, of a card payment
 * per installment band, of a cash-out and of an anticipation, from the
 * published rate card, so a guide never writes a rate of its own. Drawn with
 * the page's own Markdown table, so it looks and scrolls like the others.
 */
export function RateCard({ data }: RateCardProps) {
  const lang = useLang() as Lang;
  const t = useFeatureText(pageComponentsText);
  const components = useMemo(() => getCustomMDXComponent(), []);
  const rows = rateCardCells(data, lang, t);
  const head = [t('rateCardColumnWhat'), t('rateCardColumnRate'), t('rateCardColumnFixed')];
  if (import.meta.env.SSG_MD)
    return (
      <>{`| ${head.join(' | ')} |\n| --- | --- | --- |\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n\n`}</>
    );
  const Table = (components.table ?? 'table') as TableComponent;
  return (
    <Table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([what, rate, fixed]) => (
          <tr key={what}>
            <td>{what}</td>
            <td>{rate}</td>
            <td>{fixed}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
