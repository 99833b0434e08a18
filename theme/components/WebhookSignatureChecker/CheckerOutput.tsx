import type { ReactNode } from 'react';

/** One result of the signature checker (the headers, the cURL): a title, its copy button, the text. */
export function CheckerOutput({
  title,
  titleId,
  copyLabel,
  onCopy,
  ready,
  children,
}: {
  title: string;
  titleId: string;
  copyLabel: string;
  onCopy: () => void;
  ready: boolean;
  children: ReactNode;
}) {
  return (
    <div className="ap-signature-checker__output">
      <div className="ap-signature-checker__label-row">
        <p className="ap-signature-checker__subtitle" id={titleId}>
          {title}
        </p>
        <button
          type="button"
          className="ap-signature-checker__button"
          disabled={!ready}
          onClick={onCopy}
        >
          {copyLabel}
        </button>
      </div>
      {children}
    </div>
  );
}
