import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNearViewport } from '../../hooks/useNearViewport';
import { useUiText } from '../../hooks/useUiText';
import { firstChargeSamples } from './first-charge-sample';

/**
 * Every sample's highlighted HTML, once the highlighter's chunk has loaded: after the page,
 * and only when the card is on screen (on a phone it is below the first screen).
 */
function useHighlightedSamples(near: boolean): readonly string[] | undefined {
  const [html, setHtml] = useState<readonly string[]>();
  useEffect(() => {
    if (!near) return;
    let live = true;
    import('./hero-highlight').then(({ highlightSample }) => {
      if (live) setHtml(firstChargeSamples.map((s) => highlightSample(s.code, s.language)));
    });
    return () => {
      live = false;
    };
  }, [near]);
  return html;
}

/**
 * The hero's code card: one tab per language (WAI-ARIA tabs: arrows, Home
 * and End move between tabs, the panel follows), and a copy button.
 * Written here: two tabs and a button do not justify a tabs library on the
 * home page's bundle.
 */
export function HeroSample() {
  const t = useUiText();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [copied, setCopied] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const sample = firstChargeSamples[selected] ?? firstChargeSamples[0];
  const card = useRef<HTMLElement>(null);
  const highlighted = useHighlightedSamples(useNearViewport(card, '0px'));
  const html = highlighted?.[selected];

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
      ref={card}
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
        <pre className="ap-hero-sample__code" data-lang={sample.language}>
          {html === undefined ? (
            <code>{sample.code}</code>
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output of our own sample, text escaped
            <code dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </pre>
      </div>
      <span className="ap-visually-hidden" aria-live="polite">
        {copied ? t('homeSampleCopied') : ''}
      </span>
    </figure>
  );
}
