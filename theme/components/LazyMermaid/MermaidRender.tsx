import { lazy, useRef } from 'react';
import { useNearViewport } from '../../hooks/useNearViewport';
import { LazyPart } from '../LazyPart/LazyPart';
import './lazy-mermaid.css';

/*
 * Stands in for rspress-plugin-mermaid's renderer in every page (see
 * plugins/lazy-mermaid.ts): mermaid (about 250 KB gzip) loads only when a diagram
 * comes near the viewport, so a page whose diagrams are further down is read, and
 * measured, without it. The file name is the MDX tag name (`<MermaidRender>`), hence not ours.
 */
const Renderer = lazy(() => import('ap-mermaid-renderer'));

export default function MermaidRender(props: { code: string; config?: Record<string, unknown> }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} className="ap-mermaid-slot" data-pending={near ? undefined : ''}>
      {near ? (
        <LazyPart>
          <Renderer {...props} />
        </LazyPart>
      ) : null}
    </div>
  );
}
