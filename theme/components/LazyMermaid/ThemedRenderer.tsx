import Renderer from 'ap-mermaid-renderer';
import { useMemo } from 'react';
import { useColorMode } from '../../hooks/useColorMode';
import { diagramConfig } from './diagram-theme';

/**
 * rspress-plugin-mermaid's renderer with the site's diagram theme for the
 * colour mode shown (it draws again when the mode changes). Loaded with
 * mermaid, when a diagram comes near: the palette does not weigh on the page.
 */
export default function ThemedRenderer(props: { code: string; config?: Record<string, unknown> }) {
  const mode = useColorMode();
  const config = useMemo(() => ({ ...diagramConfig(mode), ...props.config }), [mode, props.config]);
  return <Renderer code={props.code} config={config} />;
}
