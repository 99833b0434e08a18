import { lazy, useEffect, useRef } from 'react';
import { useNearViewport } from '../../hooks/useNearViewport';
import { useUiText } from '../../hooks/useUiText';
import { LazyPart } from '../LazyPart/LazyPart';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';
import { DIAGRAM_FONT_PX, DIAGRAM_MIN_FONT_PX } from './diagram-sizes';
import './lazy-mermaid.css';

/*
 * Stands in for rspress-plugin-mermaid's renderer in every page (see
 * plugins/lazy-mermaid.ts): mermaid (about 250 KB gzip) loads only when a diagram
 * comes near the viewport, so a page whose diagrams are further down is read, and
 * measured, without it. The file name is the MDX tag name (`<MermaidRender>`), hence not ours.
 */
const Renderer = lazy(() => import('./ThemedRenderer'));

/**
 * Mermaid draws a diagram as wide as its content and lets it shrink to the
 * column: a wide sequence diagram's text fell to 7 px at 1440 and 3.5 px at
 * 390. Each SVG drawn gets a minimum width at which its smallest text is
 * still 12 px; a narrower column scrolls it sideways (ScrollRegion:
 * focusable, named).
 */
function useReadableDiagrams(slot: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const keepReadable = () => {
      for (const svg of element.querySelectorAll('svg')) {
        const width = svg.viewBox.baseVal?.width;
        if (!width) continue;
        // The smallest text the diagram draws, in its own units (sequence numbers are 12).
        const sizes = [...svg.querySelectorAll('text, foreignObject div')]
          .filter((text) => text.textContent?.trim())
          .map((text) => Number.parseFloat(getComputedStyle(text).fontSize))
          .filter((size) => size > 0);
        const smallest = Math.min(DIAGRAM_FONT_PX, ...sizes);
        svg.style.minWidth = `${Math.ceil((width * DIAGRAM_MIN_FONT_PX) / smallest)}px`;
      }
    };
    const observer = new MutationObserver(keepReadable);
    observer.observe(element, { childList: true, subtree: true });
    keepReadable();
    return () => observer.disconnect();
  }, [slot]);
}

export default function MermaidRender(props: { code: string; config?: Record<string, unknown> }) {
  const t = useUiText();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  useReadableDiagrams(slot);
  return (
    <div ref={slot} className="ap-mermaid-slot" data-pending={near ? undefined : ''}>
      {near ? (
        <ScrollRegion className="ap-mermaid-scroll rp-scrollbar" label={t('diagramScrollLabel')}>
          <LazyPart>
            <Renderer code={props.code} config={props.config} />
          </LazyPart>
        </ScrollRegion>
      ) : null}
    </div>
  );
}
