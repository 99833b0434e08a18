import { apiReferenceText } from '../../i18n/api-reference';
import type { ApiServer } from '../../shared/api/page-model';
import { useFeatureText } from './useFeatureText';

/** The label of a server: the environment's name when known, else the spec's description. */
export function useServerLabel() {
  const t = useFeatureText(apiReferenceText);
  return (server: ApiServer) =>
    server.environment === 'production'
      ? t('apiEnvironmentProduction')
      : server.environment === 'sandbox'
        ? t('apiEnvironmentSandbox')
        : (server.description ?? server.url);
}
