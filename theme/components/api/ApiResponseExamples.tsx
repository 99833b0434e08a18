import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { Fragment, useId, useState } from 'react';
import { type Lang, localizePath } from '../../../config/locales';
import { apiReferenceText } from '../../../i18n/api-reference';
import { highlightJson } from '../../../shared/api/json-highlight';
import type { ApiResponse } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiCodeBlock } from './ApiCodeBlock';

/** The status whose example is shown first: the first success. */
export function initialExampleStatus(responses: ApiResponse[]): string {
  return responses.find((r) => r.status.startsWith('2'))?.status ?? responses[0]?.status ?? '';
}

/**
 * Example JSON of each response, by status code (the first success shown
 * first). `status` and `onStatusChange` let the page choose the status (the
 * response the reader opens); without them the panel keeps its own choice.
 */
export function ApiResponseExamples({
  responses,
  status: chosen,
  onStatusChange,
}: {
  responses: ApiResponse[];
  status?: string;
  onStatusChange?: (status: string) => void;
}) {
  const t = useFeatureText(apiReferenceText);
  const id = useId();
  const lang = useLang() as Lang;
  const [own, setOwn] = useState(() => initialExampleStatus(responses));
  const status = chosen ?? own;
  const setStatus = onStatusChange ?? setOwn;
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
        <Fragment key={example.name}>
          <ApiCodeBlock
            html={highlightJson(example.json)}
            language="json"
            title={example.summary}
            wrap
          />
          {example.errorCode && (
            <Link
              className="ap-api-response-examples__error-link"
              href={localizePath(`/docs/api/errors#${example.errorCode}`, lang)}
            >
              {t('apiErrorEntryLink', { code: example.errorCode })}
            </Link>
          )}
        </Fragment>
      ))}
    </div>
  );
}
