import { useLang } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import apiDocMap from 'rspress-plugin-api-docgen-map';
import type { DocumentedComponentName } from '../../../config/handbook';
import { pageComponentsText } from '../../../i18n/page-components';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';
import { docgenKey, parseDocgenTable } from './docgen-table';
import { propDescriptionsPtBR } from './props-pt-BR';
import './handbook.css';

/** `code` spans of a doc comment as <code>; the rest as text (doc comments are ours, not untrusted). */
function withInlineCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

/**
 * The props table of a component, as @rspress/plugin-api-docgen generated it from the
 * component's TypeScript props and their doc comments: `<PropsTable component="LazyPart" />`.
 * On pt-BR pages the descriptions come from props-pt-BR.ts.
 */
export function PropsTable({ component }: { component: DocumentedComponentName }) {
  const t = useFeatureText(pageComponentsText);
  const lang = useLang();
  const rows = parseDocgenTable(apiDocMap[docgenKey()] ?? '', component);
  if (rows.length === 0) {
    return <p className="ap-props-table__empty">{t('handbookPropsNone')}</p>;
  }
  const translated: Record<string, string> | undefined =
    lang === 'pt-BR' ? propDescriptionsPtBR[component] : undefined;
  return (
    <ScrollRegion
      className="rp-table-scroll-container ap-props-table"
      label={t('handbookPropsCaption', { component })}
    >
      <table data-component={component}>
        <caption>{t('handbookPropsCaption', { component })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('handbookPropsName')}</th>
            <th scope="col">{t('handbookPropsType')}</th>
            <th scope="col">{t('handbookPropsDefault')}</th>
            <th scope="col">{t('handbookPropsDescription')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const localized = translated?.[row.name];
            return (
              <tr key={row.name} data-prop={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                  {row.required ? (
                    <span className="ap-props-table__required">{t('handbookPropsRequired')}</span>
                  ) : null}
                </th>
                <td>
                  <code>{row.type}</code>
                </td>
                <td>{row.defaultValue ? <code>{row.defaultValue}</code> : '—'}</td>
                {/* A prop not yet translated shows its English doc comment, marked as English. */}
                <td lang={translated && !localized ? 'en' : undefined}>
                  {withInlineCode(localized ?? row.description)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
