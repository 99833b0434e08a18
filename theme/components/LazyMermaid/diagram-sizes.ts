/** The size diagrams draw their text at (diagram-theme.ts) and the smallest it may show (MermaidRender). */
export const DIAGRAM_FONT_PX = 16;
export const DIAGRAM_MIN_FONT_PX = 12;
