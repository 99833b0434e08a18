import { Children, type ReactNode } from 'react';
import { useUiText } from '../../hooks/useUiText';
import './handbook.css';

interface HandbookPreviewProps {
  /** From @rspress/plugin-preview: the code block, then the compiled demo. */
  children: ReactNode;
  /** @rspress/plugin-preview's demo id (unique per page). */
  demoId?: string;
}

/**
 * A ```` ```mdx preview ```` block of the handbook: the MDX as written and what it renders,
 * side by side (stacked on narrow screens). Replaces @rspress/plugin-preview's own wrapper,
 * which hides the code behind a button; the rendering follows the site's colour mode.
 */
export default function HandbookPreview({ children, demoId }: HandbookPreviewProps) {
  const t = useUiText();
  const [code, demo] = Children.toArray(children);
  return (
    <figure className="ap-preview rp-not-doc" data-demo-id={demoId}>
      <div className="ap-preview__pane ap-preview__pane--code">
        <p className="ap-preview__label">{t('handbookPreviewCode')}</p>
        {code}
      </div>
      {/* Not a section: a page of demos would fill the landmark list with "Result". */}
      <div className="ap-preview__pane ap-preview__pane--result">
        <p className="ap-preview__label">{t('handbookPreviewResult')}</p>
        <div className="ap-preview__result rp-doc">{demo}</div>
      </div>
    </figure>
  );
}
