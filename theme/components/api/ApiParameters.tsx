import type { ApiReferenceStrings } from '../../../i18n/api-reference';
import { apiReferenceText } from '../../../i18n/api-reference';
import type { ApiParameter } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiParameterList } from './ApiParameterList';

const GROUPS: { in: ApiParameter['in']; title: keyof ApiReferenceStrings }[] = [
  { in: 'path', title: 'apiParametersPath' },
  { in: 'query', title: 'apiParametersQuery' },
  { in: 'header', title: 'apiParametersHeader' },
  { in: 'cookie', title: 'apiParametersCookie' },
];

/** Path, query, header and cookie parameters, one list each. */
export function ApiParameters({ parameters }: { parameters: ApiParameter[] }) {
  const t = useFeatureText(apiReferenceText);
  if (parameters.length === 0) return null;
  return (
    <section className="ap-api-section" aria-labelledby="parameters">
      <h2 id="parameters" className="rp-toc-include">
        {t('apiParametersTitle')}
      </h2>
      {GROUPS.map((group) => {
        const list = parameters.filter((p) => p.in === group.in);
        if (list.length === 0) return null;
        return (
          <div key={group.in} className="ap-api-params-group">
            <h3 id={`parameters-${group.in}`}>{t(group.title)}</h3>
            <ApiParameterList parameters={list} anchorBase="" />
          </div>
        );
      })}
    </section>
  );
}
