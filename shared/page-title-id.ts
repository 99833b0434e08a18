/**
 * The id of a page's title heading when Rspress makes that heading from the
 * page's title (a page without `# Title`, e.g. a blog post): computed at build
 * time (plugins/heading-anchors) with the slugger Rspress gives every other
 * heading, and read in the browser from the page's data (FallbackHeading).
 */
export const TITLE_ID_FIELD = 'titleId';

export interface PageTitleId {
  [TITLE_ID_FIELD]?: string;
}
