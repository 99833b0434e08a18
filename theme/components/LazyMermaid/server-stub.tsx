/**
 * What `ap-mermaid-renderer` resolves to in the server bundles (page
 * rendering and the Markdown twins): the renderer is only ever rendered in
 * the browser (LazyPart), and bundling mermaid (1.5 MB) for the server
 * twice cost about a quarter of the build time.
 */
export default function MermaidServerStub(): null {
  return null;
}
