import { useId, useState } from 'react';
import { apiReferenceText } from '../../../i18n/api-reference';
import { codeLinesHtml } from '../../../shared/api/code-lines';
import type { ApiCodeSampleSet, CodeSampleId } from '../../../shared/api/page-model';
import { storageKeys } from '../../../shared/storage-keys';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useLiveSamples } from '../../hooks/useLiveSamples';
import { useStoredChoice } from '../../hooks/useStoredChoice';
import { ApiCodeBlock } from './ApiCodeBlock';

/**
 * The request in the chosen language (remembered across pages), per request
 * example; while the operation's "Try it" console is open, the request typed there.
 */
export function ApiCodeSamples({
  samples,
  operationId = '',
}: {
  samples: ApiCodeSampleSet[];
  operationId?: string;
}) {
  const t = useFeatureText(apiReferenceText);
  const id = useId();
  const [exampleIndex, setExampleIndex] = useState(0);
  const live = useLiveSamples(operationId);
  const set = samples[exampleIndex] ?? samples[0];
  const snippets = live ?? set?.snippets ?? [];
  const languages = snippets.map((s) => s.id);
  const [language, setLanguage] = useStoredChoice<CodeSampleId>(
    storageKeys.apiSampleLanguage,
    languages[0] ?? 'curl',
    languages,
  );
  const snippet = snippets.find((s) => s.id === language) ?? snippets[0];
  if (!snippet) return null;
  const html = 'html' in snippet ? snippet.html : codeLinesHtml(set?.styles ?? [], snippet.lines);
  return (
    <div className="ap-api-panel ap-api-samples rp-not-doc" data-testid="api-code-samples">
      <div className="ap-api-panel__bar">
        <span className="ap-api-panel__title">{t('apiCodeSamplesTitle')}</span>
        <span className="ap-api-panel__controls">
          {!live && samples.length > 1 && (
            <label className="ap-api-select" htmlFor={`${id}-example`}>
              <span className="ap-api-select__label">{t('apiRequestExampleLabel')}</span>
              <select
                id={`${id}-example`}
                value={exampleIndex}
                onChange={(event) => setExampleIndex(Number(event.target.value))}
              >
                {samples.map((s, index) => (
                  <option key={s.exampleName} value={index}>
                    {s.exampleSummary ?? s.exampleName}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="ap-api-select" htmlFor={`${id}-language`}>
            <span className="ap-api-select__label">{t('apiLanguageLabel')}</span>
            <select
              id={`${id}-language`}
              data-testid="api-sample-language"
              value={snippet.id}
              onChange={(event) => setLanguage(event.target.value as CodeSampleId)}
            >
              {snippets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </span>
      </div>
      {live && (
        <p className="ap-api-samples__live" data-testid="api-code-samples-live">
          {t('tryItSamplesLive')}
        </p>
      )}
      <div data-testid="api-code-sample" data-language={snippet.id}>
        <ApiCodeBlock html={html} language={snippet.language} wrap />
      </div>
    </div>
  );
}
