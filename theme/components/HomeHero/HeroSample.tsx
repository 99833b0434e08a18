import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { homeText } from '../../../i18n/home';
import { useFeatureText } from '../../hooks/useFeatureText';
import { firstChargeSamples } from './first-charge-sample';

/**
 * The samples' HTML as the build highlighted it (plugins/hero-sample), in the server render
 * only: the browser build drops this branch, so the page carries the highlighting in its HTML
 * and no highlighter, nor the HTML again, in its scripts.
 */
const serverHighlighted: readonly string[] | undefined = process.env.__SSR__
  ? (require('virtual-hero-sample') as typeof import('virtual-hero-sample')).highlighted
  : undefined;

/**
 * Every sample's highlighted HTML, or `'page'` when the page's own HTML (a built page being
 * hydrated) already shows it highlighted: hydration keeps that markup, because the plain code
 * the browser renders has the same text. Reached by a client-side navigation, the home loads
 * the build's HTML as a small chunk.
 */
function useHighlightedSamples(
  code: RefObject<HTMLElement | null>,
): readonly string[] | 'page' | undefined {
  const [html, setHtml] = useState<readonly string[] | 'page' | undefined>(serverHighlighted);
  useEffect(() => {
    if (code.current?.querySelector('span')) {
      setHtml('page');
      return;
    }
    let live = true;
    import('virtual-hero-sample').then(({ highlighted }) => {
      if (live) setHtml(highlighted);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return html;
}

/**
 * The hero's code card: one tab per language (WAI-ARIA tabs: arrows, Home
 * and End move between tabs, the panel follows), and a copy button.
 * Written here: two tabs and a button do not justify a tabs library on the
 * home page's bundle.
 */
export function HeroSample() {
  const t = useFeatureText(homeText);
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const sample = firstChargeSamples[selected] ?? firstChargeSamples[0];
  const codes = useRef<HTMLDivElement>(null);
  const highlighted = useHighlightedSamples(codes);

  const select = (index: number) => {
    const count = firstChargeSamples.length;
    const next = (index + count) % count;
    setSelected(next);
    setCopied(false);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: firstChargeSamples.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sample.code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <figure
      className="ap-hero-sample"
      aria-labelledby={`${id}-caption`}
      data-highlighted={highlighted ? '' : undefined}
    >
      <div className="ap-hero-sample__bar">
        <figcaption className="ap-hero-sample__caption" id={`${id}-caption`}>
          {t('homeSampleTitle')}
        </figcaption>
        <div className="ap-hero-sample__tabs" role="tablist" aria-label={t('homeSampleTabs')}>
          {firstChargeSamples.map((item, index) => (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.id}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              tabIndex={index === selected ? 0 : -1}
              className="ap-hero-sample__tab"
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="ap-hero-sample__copy"
          aria-label={copied ? t('homeSampleCopied') : t('codeButtonGroupCopyButtonText')}
          onClick={copy}
        >
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        </button>
      </div>
      <div
        className="ap-hero-sample__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${sample.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
      >
        {/* Every sample in the page, the others hidden: a built page's highlighted markup stays. */}
        <div ref={codes}>
          {firstChargeSamples.map((item, index) => (
            <pre
              key={item.id}
              className="ap-hero-sample__code"
              data-lang={item.language}
              hidden={index !== selected}
            >
              {Array.isArray(highlighted) ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's Shiki output of our own sample, text escaped
                <code dangerouslySetInnerHTML={{ __html: highlighted[index] ?? '' }} />
              ) : (
                <code>{item.code}</code>
              )}
            </pre>
          ))}
        </div>
      </div>
      <span className="ap-visually-hidden" aria-live="polite">
        {copied ? t('homeSampleCopied') : ''}
      </span>
    </figure>
  );
}
