import { lazy } from 'react';
import { LazyPart } from '../LazyPart/LazyPart';

/*
 * Stands in for rspress-plugin-mermaid's renderer in every page (see
 * plugins/lazy-mermaid.ts): mermaid loads only when a diagram is shown.
 * The file name is the MDX tag name (`<MermaidRender>`), hence not ours.
 */
const Renderer = lazy(() => import('ap-mermaid-renderer'));

export default function MermaidRender(props: { code: string; config?: Record<string, unknown> }) {
  return (
    <LazyPart>
      <Renderer {...props} />
    </LazyPart>
  );
}
