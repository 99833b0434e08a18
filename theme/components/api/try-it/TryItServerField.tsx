import type { Ref } from 'react';
import type { ApiServer } from '../../../../shared/api/page-model';
import { useServerLabel } from '../../../hooks/useServerLabel';
import { useUiText } from '../../../hooks/useUiText';
import { SIMULATOR_ENVIRONMENT } from './simulator/simulator-store';

/**
 * Where the request goes: sandbox by default; production carries a warning (and a
 * confirmation); the simulator answers in the page.
 */
export function TryItServerField({
  id,
  servers,
  environment,
  onChange,
  selectRef,
  simulator = false,
}: {
  id: string;
  servers: ApiServer[];
  environment: string;
  onChange: (environment: string) => void;
  selectRef: Ref<HTMLSelectElement>;
  /** Offer the in-browser simulator as a third choice. */
  simulator?: boolean;
}) {
  const t = useUiText();
  const label = useServerLabel();
  const server = servers.find((s) => s.environment === environment);
  const warningId = `${id}-warning`;
  const production = environment === 'production';
  const simulated = environment === SIMULATOR_ENVIRONMENT;
  return (
    <div className="ap-try-it__field">
      <label className="ap-try-it__label" htmlFor={id}>
        {t('tryItServer')}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="ap-try-it__control"
        value={environment}
        data-testid="try-it-server"
        aria-describedby={production || simulated ? warningId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {servers.map((s) => (
          <option key={s.environment} value={s.environment}>
            {label(s)}
          </option>
        ))}
        {simulator && <option value={SIMULATOR_ENVIRONMENT}>{t('tryItSimulator')}</option>}
      </select>
      {simulated ? (
        <p id={warningId} className="ap-try-it__hint" data-testid="try-it-simulator-hint">
          {t('tryItSimulatorHint')}
        </p>
      ) : (
        server && <code className="ap-try-it__server-url">{server.url}</code>
      )}
      {production && (
        <p id={warningId} className="ap-try-it__warning">
          {t('tryItProductionWarning')}
        </p>
      )}
    </div>
  );
}
