import { useEffect, useRef, useState } from 'react';
import { sandboxToolsText } from '../../../i18n/sandbox-tools';
import { useFeatureText } from '../../hooks/useFeatureText';
import { copyText } from '../../logic/clipboard';

export interface CopyValueButtonProps {
  /** The text copied to the clipboard. */
  value: string;
}

/** A small "Copy" button for one value; says "Copied" (or that it failed) to screen readers too. */
export function CopyValueButton({ value }: CopyValueButtonProps) {
  const t = useFeatureText(sandboxToolsText);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    clearTimeout(timer.current);
    copyText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    timer.current = setTimeout(() => setState('idle'), 2500);
  };
  return (
    <button
      type="button"
      className="ap-copy-value"
      data-state={state}
      aria-label={t('sandboxCopyValue', { value })}
      onClick={copy}
    >
      <span aria-hidden="true">
        {state === 'copied'
          ? t('sandboxCopied')
          : state === 'failed'
            ? t('sandboxCopyFailed')
            : t('sandboxCopy')}
      </span>
      <span className="ap-copy-value__status" role="status">
        {state === 'copied' ? t('sandboxCopied') : state === 'failed' ? t('sandboxCopyFailed') : ''}
      </span>
    </button>
  );
}
