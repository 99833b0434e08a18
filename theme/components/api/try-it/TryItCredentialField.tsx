import { useEffect, useRef, useState } from 'react';
import { apiReferenceText } from '../../../../i18n/api-reference';
import { tryItText } from '../../../../i18n/try-it';
import type { ApiSecurityRequirement } from '../../../../shared/api/page-model';
import { useFeatureText } from '../../../hooks/useFeatureText';

/**
 * The credential of the operation's security scheme: masked (a Show toggle
 * reveals it), kept per environment in this tab only, with a Clear button.
 * The input is uncontrolled on purpose: React writes a controlled input's
 * value into its `value` attribute, which would put the key in the page's
 * HTML; here only the input's `value` property ever holds it.
 */
export function TryItCredentialField({
  id,
  security,
  value,
  onChange,
}: {
  id: string;
  security: ApiSecurityRequirement;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useFeatureText(apiReferenceText, tryItText);
  const [visible, setVisible] = useState(false);
  const [cleared, setCleared] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Another environment's key, or cleared: show it (typing already matches).
  useEffect(() => {
    if (input.current && input.current.value !== value) input.current.value = value;
  }, [value]);
  const hintId = `${id}-hint`;
  const label =
    security.type === 'http' && security.httpScheme === 'basic'
      ? t('tryItCredentialBasic')
      : security.type === 'apiKey'
        ? t('tryItCredentialApiKey', { name: security.parameterName })
        : t('tryItCredentialBearer');
  return (
    <div className="ap-try-it__field">
      <label className="ap-try-it__label" htmlFor={id}>
        {label}
      </label>
      <div className="ap-try-it__row">
        <input
          ref={input}
          id={id}
          className="ap-try-it__control ap-try-it__control--grow"
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          data-testid="try-it-credential"
          aria-describedby={hintId}
          onChange={(event) => {
            setCleared(false);
            onChange(event.target.value);
          }}
        />
        <button
          type="button"
          className="ap-try-it__button ap-try-it__button--quiet"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('tryItCredentialHide') : t('tryItCredentialShow')}
        </button>
        <button
          type="button"
          className="ap-try-it__button ap-try-it__button--quiet"
          data-testid="try-it-credential-clear"
          disabled={value === ''}
          onClick={() => {
            onChange('');
            setCleared(true);
          }}
        >
          {t('tryItCredentialClear')}
        </button>
      </div>
      <p id={hintId} className="ap-try-it__hint">
        {t('tryItCredentialHint')}
        {value === '' && ` ${t('tryItCredentialMissing')}`}
      </p>
      <p className="ap-try-it__sr-only" role="status">
        {cleared ? t('tryItCredentialCleared') : ''}
      </p>
    </div>
  );
}
