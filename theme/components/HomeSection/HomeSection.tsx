import type { ReactNode } from 'react';
import './HomeSection.css';

/**
 * One section of the home page: a titled band on the page's grid. Its
 * stylesheet also holds what every home card shares (HomeSection.css).
 */
export function HomeSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`ap-home-section ${className ?? ''}`.trim()} aria-labelledby={id}>
      <h2 className="ap-home-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
