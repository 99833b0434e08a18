import type { ApiServer } from '../../shared/api/page-model';
import { useUiText } from './useUiText';

/** The label of a server: the environment's name when known, else the spec's description. */
export function useServerLabel() {
  const t = useUiText();
  return (server: ApiServer) =>
    server.environment === 'production'
      ? t('apiEnvironmentProduction')
      : server.environment === 'sandbox'
        ? t('apiEnvironmentSandbox')
        : (server.description ?? server.url);
}
