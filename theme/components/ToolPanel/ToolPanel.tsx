import { type ReactNode, useId } from 'react';
import './ToolPanel.css';

/**
 * The boxed frame of an interactive tool inside a guide (the signature
 * checker, the scenario deliveries): a titled section on the soft surface,
 * its title naming the region for screen readers, and a one-line intro.
 */
export function ToolPanel({
  className,
  title,
  intro,
  testId,
  children,
}: {
  /** The tool's own class (`ap-signature-checker`), for its inner styles. */
  className: string;
  title: string;
  intro: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <section
      className={`ap-tool-panel ${className}`}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <p className="ap-tool-panel__title" id={titleId}>
        {title}
      </p>
      <p className="ap-tool-panel__intro">{intro}</p>
      {children}
    </section>
  );
}
