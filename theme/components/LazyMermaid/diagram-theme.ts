/**
 * The diagrams' look: mermaid's `base` theme with the brand's palette (from
 * config/brand.ts) and the site's faces, one set per colour mode, instead of
 * mermaid's lavender and yellow. Text is drawn at 16 px; MermaidRender never
 * lets a diagram shrink below 3/4 of that (12 px), a wider one scrolls.
 * Every text colour reaches 4.5:1 on the fill behind it (axe, both modes).
 */
import { brand } from '../../../config/brand';
import { DIAGRAM_FONT_PX } from './diagram-sizes';

const c = brand.colors;
const fontFamily = "'Inter Variable', 'Inter Fallback', system-ui, sans-serif";

const light = {
  darkMode: false,
  background: '#ffffff',
  fontFamily,
  fontSize: `${DIAGRAM_FONT_PX}px`,
  textColor: '#17211e',
  lineColor: '#4b5955',
  primaryColor: '#e8f6ef',
  primaryBorderColor: c.brand,
  primaryTextColor: '#17211e',
  secondaryColor: '#f1ecfb',
  secondaryBorderColor: c.accent,
  secondaryTextColor: '#17211e',
  tertiaryColor: '#f5f7f6',
  tertiaryBorderColor: '#cfd6d4',
  tertiaryTextColor: '#17211e',
  // Sequence diagrams.
  actorBkg: '#e8f6ef',
  actorBorder: c.brand,
  actorTextColor: '#17211e',
  actorLineColor: '#9fb3ab',
  signalColor: '#17211e',
  signalTextColor: '#17211e',
  labelBoxBkgColor: '#e8f6ef',
  labelBoxBorderColor: c.brand,
  labelTextColor: '#17211e',
  loopTextColor: '#17211e',
  noteBkgColor: '#f1ecfb',
  noteBorderColor: c.accent,
  noteTextColor: '#17211e',
  activationBkgColor: c.brandLighter,
  activationBorderColor: c.brand,
  sequenceNumberColor: '#ffffff',
  // State diagrams and flowcharts.
  edgeLabelBackground: '#ffffff',
  labelBackground: '#ffffff',
  stateLabelColor: '#17211e',
  altBackground: '#f5f7f6',
  compositeBackground: '#f5f7f6',
  compositeTitleBackground: '#e8f6ef',
  stateBkg: '#e8f6ef',
  transitionColor: '#4b5955',
  transitionLabelColor: '#17211e',
  specialStateColor: c.brand,
  innerEndBackground: c.brand,
  clusterBkg: '#f5f7f6',
  clusterBorder: '#cfd6d4',
  titleColor: '#17211e',
  nodeTextColor: '#17211e',
};

const dark: typeof light = {
  ...light,
  darkMode: true,
  background: '#0c1210',
  textColor: '#e6ecea',
  lineColor: '#a7b4b0',
  primaryColor: '#123026',
  primaryBorderColor: c.brandOnDark,
  primaryTextColor: '#e6ecea',
  secondaryColor: '#261d3d',
  secondaryBorderColor: c.accentOnDark,
  secondaryTextColor: '#e6ecea',
  tertiaryColor: '#131b18',
  tertiaryBorderColor: '#34423e',
  tertiaryTextColor: '#e6ecea',
  actorBkg: '#123026',
  actorBorder: c.brandOnDark,
  actorTextColor: '#e6ecea',
  actorLineColor: '#5b6b66',
  signalColor: '#e6ecea',
  signalTextColor: '#e6ecea',
  labelBoxBkgColor: '#123026',
  labelBoxBorderColor: c.brandOnDark,
  labelTextColor: '#e6ecea',
  loopTextColor: '#e6ecea',
  noteBkgColor: '#261d3d',
  noteBorderColor: c.accentOnDark,
  noteTextColor: '#e6ecea',
  activationBkgColor: '#1b4636',
  activationBorderColor: c.brandOnDark,
  sequenceNumberColor: '#0c1210',
  edgeLabelBackground: '#131b18',
  labelBackground: '#131b18',
  stateLabelColor: '#e6ecea',
  altBackground: '#131b18',
  compositeBackground: '#131b18',
  compositeTitleBackground: '#123026',
  stateBkg: '#123026',
  transitionColor: '#a7b4b0',
  transitionLabelColor: '#e6ecea',
  specialStateColor: c.brandOnDark,
  innerEndBackground: c.brandOnDark,
  clusterBkg: '#131b18',
  clusterBorder: '#34423e',
  titleColor: '#e6ecea',
  nodeTextColor: '#e6ecea',
};

/** Mermaid's configuration for a colour mode. */
export function diagramConfig(mode: 'light' | 'dark'): Record<string, unknown> {
  return {
    theme: 'base',
    themeVariables: mode === 'dark' ? dark : light,
    fontFamily,
    sequence: {
      useMaxWidth: true,
      actorFontSize: DIAGRAM_FONT_PX,
      messageFontSize: DIAGRAM_FONT_PX,
      noteFontSize: DIAGRAM_FONT_PX,
    },
  };
}
