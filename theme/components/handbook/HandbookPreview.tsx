import { Children, type ReactNode, useState } from 'react';
import { pageComponentsText } from '../../../i18n/page-components';
import { DEMO_COLOR_MODE_ATTRIBUTE } from '../../../shared/demo-color-mode';
import { useFeatureText } from '../../hooks/useFeatureText';
import { useThemeState } from '../../hooks/useThemeState';
import type { ColorMode } from '../../logic/color-mode';
import './handbook.css';

interface HandbookPreviewProps {
  /** From @rspress/plugin-preview: the code block, then the compiled demo. */
  children: ReactNode;
  /** @rspress/plugin-preview's demo id (unique per page). */
  demoId?: string;
}

const MODES = ['light', 'dark'] as const satisfies readonly ColorMode[];

/**
 * A ```` ```mdx preview ```` block of the handbook: the MDX as written and what it renders,
 * side by side (stacked on narrow screens). Replaces @rspress/plugin-preview's own wrapper,
 * which hides the code behind a button. The rendering starts in the page's colour mode; its
 * Light/Dark switch changes the mode of this rendering only (`data-ap-color-mode`, which the
 * site's styles honour through plugins/writers-handbook/demo-color-mode.ts), so a writer
 * checks both modes without leaving the spot.
 */
export default function HandbookPreview({ children, demoId }: HandbookPreviewProps) {
  const t = useFeatureText(pageComponentsText);
  const [pageMode] = useThemeState();
  const [chosen, setChosen] = useState<ColorMode | null>(null);
  const mode = chosen ?? pageMode;
  const [code, demo] = Children.toArray(children);
  return (
    // The page's doc styles reach the rendering (links, paragraphs, lists look as on a page);
    // the preview's own chrome opts out of them (`rp-not-doc`).
    <figure className="ap-preview" data-demo-id={demoId}>
      <div className="ap-preview__pane ap-preview__pane--code">
        <p className="ap-preview__label rp-not-doc">{t('handbookPreviewCode')}</p>
        {code}
      </div>
      {/* Not a section: a page of demos would fill the landmark list with "Result". */}
      <div className="ap-preview__pane ap-preview__pane--result">
        <div className="ap-preview__label ap-preview__bar rp-not-doc">
          <p>{t('handbookPreviewResult')}</p>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
          <div
            className="ap-preview__modes"
            role="group"
            aria-label={t('handbookPreviewColorMode')}
          >
            {MODES.map((option) => (
              <button
                key={option}
                type="button"
                className="ap-preview__mode"
                aria-pressed={mode === option}
                data-mode={option}
                onClick={() => setChosen(option)}
              >
                {t(option === 'light' ? 'handbookPreviewLight' : 'handbookPreviewDark')}
              </button>
            ))}
          </div>
        </div>
        <div
          className="ap-preview__result rp-doc"
          {...(chosen ? { [DEMO_COLOR_MODE_ATTRIBUTE]: chosen } : {})}
        >
          {demo}
        </div>
      </div>
    </figure>
  );
}
