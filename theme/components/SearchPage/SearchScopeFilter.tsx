import { useId } from 'react';
import { docsSections, writersOnlySection } from '../../../shared/search/docs-sections';
import type { SearchScope } from '../../../shared/search/engine/search-index';
import { useUiText } from '../../hooks/useUiText';

interface SearchScopeFilterProps {
  scope: SearchScope | undefined;
  onChange: (scope: SearchScope | undefined) => void;
}

/**
 * "Show results from: Guides, API reference and blog / Within Guides /
 * Outside Guides / ... / Within Writers' handbook". No filter leaves the
 * writers' handbook out unless the query names it (SearchPage).
 */
export function SearchScopeFilter({ scope, onChange }: SearchScopeFilterProps) {
  const t = useUiText();
  const id = useId();
  const value = scope ? `${scope.mode}:${scope.section}` : '';
  return (
    <div className="ap-search-page__filter">
      <label htmlFor={id} className="ap-search-page__filter-label">
        {t('searchFilterLabel')}
      </label>
      <select
        id={id}
        className="ap-search-page__select"
        value={value}
        onChange={(event) => {
          const [mode, section] = event.target.value.split(':');
          const match = docsSections.find((s) => s.id === section);
          onChange(
            match && (mode === 'within' || mode === 'outside')
              ? { mode, section: match.id }
              : undefined,
          );
        }}
      >
        <option value="">{t('searchFilterAll')}</option>
        {docsSections.flatMap((section) =>
          // Outside the writers' handbook is what no filter gives already.
          (section.id === writersOnlySection
            ? (['within'] as const)
            : (['within', 'outside'] as const)
          ).map((mode) => (
            <option key={`${mode}:${section.id}`} value={`${mode}:${section.id}`}>
              {t(mode === 'within' ? 'searchFilterWithin' : 'searchFilterOutside', {
                context: t(section.label),
              })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
