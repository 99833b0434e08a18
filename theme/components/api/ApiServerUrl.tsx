import { apiReferenceText } from '../../../i18n/api-reference';
import type { ApiServer } from '../../../shared/api/page-model';
import { storageKeys } from '../../../shared/storage-keys';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useServerLabel } from '../../hooks/useServerLabel';
import { useStoredChoice } from '../../hooks/useStoredChoice';
import { ApiPath } from './ApiPath';

/** The full URL of the operation on the chosen server, with a production / sandbox switch. */
export function ApiServerUrl({ servers, path }: { servers: ApiServer[]; path: string }) {
  const t = useFeatureText(apiReferenceText);
  const label = useServerLabel();
  const environments = servers.map((s) => s.environment);
  const fallback = environments.includes('sandbox') ? 'sandbox' : (environments[0] ?? '');
  const [environment, setEnvironment] = useStoredChoice(
    storageKeys.apiServer,
    fallback,
    environments,
  );
  const server = servers.find((s) => s.environment === environment) ?? servers[0];
  if (!server) return null;
  return (
    <div className="ap-api-server rp-not-doc" data-search-ignore="">
      {servers.length > 1 && (
        <fieldset className="ap-api-server__switch">
          <legend className="ap-api-server__legend">{t('apiServerLabel')}</legend>
          <span className="ap-api-server__options">
            {servers.map((s) => (
              <button
                key={s.environment}
                type="button"
                className="ap-api-server__option"
                aria-pressed={s.environment === server.environment}
                onClick={() => setEnvironment(s.environment)}
              >
                {label(s)}
              </button>
            ))}
          </span>
        </fieldset>
      )}
      <p className="ap-api-server__url" data-testid="api-full-url">
        <span className="ap-api-server__base">{server.url.replace(/\/$/, '')}</span>
        <ApiPath path={path} />
      </p>
    </div>
  );
}
