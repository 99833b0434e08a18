import type { Ref } from 'react';
import type { ApiServer } from '../../../../shared/api/page-model';
import { useUiText } from '../../../hooks/useUiText';
import { useServerLabel } from '../ApiServerUrl';

/** Where the request goes: sandbox by default; production carries a warning (and a confirmation). */
export function TryItServerField({
  id,
  servers,
  environment,
  onChange,
  selectRef,
}: {
  id: string;
  servers: ApiServer[];
  environment: string;
  onChange: (environment: string) => void;
  selectRef: Ref<HTMLSelectElement>;
}) {
  const t = useUiText();
  const label = useServerLabel();
  const server = servers.find((s) => s.environment === environment);
  const warningId = `${id}-warning`;
  const production = environment === 'production';
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
        aria-describedby={production ? warningId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {servers.map((s) => (
          <option key={s.environment} value={s.environment}>
            {label(s)}
          </option>
        ))}
      </select>
      {server && <code className="ap-try-it__server-url">{server.url}</code>}
      {production && (
        <p id={warningId} className="ap-try-it__warning">
          {t('tryItProductionWarning')}
        </p>
      )}
    </div>
  );
}
