import { useId, useState } from 'react';
import type { ApiResponse } from '../../../shared/api/page-model';
import { useUiText } from '../../hooks/useUiText';
import { ApiCodeBlock } from './ApiCodeBlock';

/** Example JSON of each response, by status code (the first success shown first). */
export function ApiResponseExamples({ responses }: { responses: ApiResponse[] }) {
  const t = useUiText();
  const id = useId();
  const initial =
    responses.find((r) => r.status.startsWith('2'))?.status ?? responses[0]?.status ?? '';
  const [status, setStatus] = useState(initial);
  const response = responses.find((r) => r.status === status) ?? responses[0];
  if (!response) return null;
  const examples = response.content?.examples ?? [];
  return (
    <div
      className="ap-api-panel ap-api-response-examples rp-not-doc"
      data-testid="api-response-examples"
    >
      <div className="ap-api-panel__bar">
        <span className="ap-api-panel__title">{t('apiResponseExamplesTitle')}</span>
        <label className="ap-api-select" htmlFor={`${id}-status`}>
          <span className="ap-api-select__label">{t('apiResponseStatusLabel')}</span>
          <select
            id={`${id}-status`}
            value={response.status}
            onChange={(event) => setStatus(event.target.value)}
          >
            {responses.map((r) => (
              <option key={r.status} value={r.status}>
                {r.status}
              </option>
            ))}
          </select>
        </label>
      </div>
      {examples.length === 0 && (
        <p className="ap-api-panel__empty">{t('apiResponseExampleNone')}</p>
      )}
      {examples.map((example) => (
        <ApiCodeBlock
          key={example.name}
          html={example.html}
          language="json"
          title={example.summary}
        />
      ))}
    </div>
  );
}
