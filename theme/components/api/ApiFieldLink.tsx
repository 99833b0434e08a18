import { useState } from 'react';
import { apiSchemaText } from '../../../i18n/api-schema';
import { useFeatureText } from '../../hooks/useFeatureText';
import './field-anchor.css';

/**
 * The copy-link control of a field row: a link to the field's anchor that,
 * when followed, also copies the field's URL. Shown on hover and focus of
 * the row (see field-anchor.css), always reachable by keyboard.
 */
export function ApiFieldLink({ anchor, name }: { anchor: string; name: string }) {
  const t = useFeatureText(apiSchemaText);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const url = new URL(`#${anchor}`, window.location.href).href;
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => {},
    );
  };
  return (
    <a
      className="ap-field-link"
      href={`#${anchor}`}
      title={t(copied ? 'apiFieldLinkCopied' : 'apiFieldLink', { name })}
      onClick={copy}
      onBlur={() => setCopied(false)}
      data-copied={copied ? '' : undefined}
    >
      <span aria-hidden="true">#</span>
      <span className="ap-visually-hidden">
        {t(copied ? 'apiFieldLinkCopied' : 'apiFieldLink', { name })}
      </span>
    </a>
  );
}
