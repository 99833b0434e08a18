/**
 * Attribute of a handbook demo rendered in a colour mode of its own ('light' | 'dark'), set by
 * theme/components/handbook/HandbookPreview and honoured by the site's styles through the
 * build's CSS pass (plugins/writers-handbook/demo-color-mode.ts).
 */
export const DEMO_COLOR_MODE_ATTRIBUTE = 'data-ap-color-mode';
