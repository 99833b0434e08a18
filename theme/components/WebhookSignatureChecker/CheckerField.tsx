import type { ReactNode } from 'react';

/**
 * One input of the signature checker: its label (and an optional action
 * button beside it, such as "Reset" or "Now"), the control, and the warning
 * under it. The control is passed in with `aria-describedby={messageId}` when
 * there is a message.
 */
export function CheckerField({
  label,
  htmlFor,
  action,
  message,
  messageId,
  messageRole,
  messageTestId,
  children,
}: {
  label: string;
  htmlFor: string;
  action?: { label: string; onClick: () => void };
  message: string | null;
  messageId: string;
  messageRole?: 'alert';
  messageTestId?: string;
  children: ReactNode;
}) {
  const labelElement = (
    <label className="ap-signature-checker__label" htmlFor={htmlFor}>
      {label}
    </label>
  );
  return (
    <div className="ap-signature-checker__field">
      {action ? (
        <div className="ap-signature-checker__label-row">
          {labelElement}
          <button
            type="button"
            className="ap-signature-checker__button ap-signature-checker__button--small"
            onClick={action.onClick}
          >
            {action.label}
          </button>
        </div>
      ) : (
        labelElement
      )}
      {children}
      {message && (
        <p
          id={messageId}
          className="ap-signature-checker__message ap-signature-checker__message--warning"
          role={messageRole}
          data-testid={messageTestId}
        >
          {message}
        </p>
      )}
    </div>
  );
}
