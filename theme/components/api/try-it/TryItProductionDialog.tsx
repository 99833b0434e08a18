import { useEffect, useRef } from 'react';
import { apiReferenceText } from '../../../../i18n/api-reference';
import { tryItText } from '../../../../i18n/try-it';
import { useFeatureText } from '../../../hooks/useFeatureText';

/**
 * Asks before a request goes to production. A modal <dialog>: focus is kept
 * inside and starts on Cancel (its first button: the safe choice), Esc
 * cancels, and the browser gives focus back to the Send button when it closes.
 */
export function TryItProductionDialog({
  open,
  url,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  url: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useFeatureText(apiReferenceText, tryItText);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="ap-try-it__dialog"
      aria-labelledby="ap-try-it-confirm-title"
      aria-describedby="ap-try-it-confirm-text"
      data-testid="try-it-confirm"
      onClose={onCancel}
    >
      <h3 id="ap-try-it-confirm-title" className="ap-try-it__dialog-title">
        {t('tryItConfirmTitle')}
      </h3>
      <p id="ap-try-it-confirm-text">{t('tryItConfirmText', { url })}</p>
      <div className="ap-try-it__row ap-try-it__row--end">
        <button
          type="button"
          className="ap-try-it__button ap-try-it__button--quiet"
          onClick={onCancel}
        >
          {t('tryItCancel')}
        </button>
        <button
          type="button"
          className="ap-try-it__button ap-try-it__button--danger"
          data-testid="try-it-confirm-send"
          onClick={onConfirm}
        >
          {t('tryItConfirmSend')}
        </button>
      </div>
    </dialog>
  );
}
