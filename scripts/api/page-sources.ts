/**
 * The files the API reference is generated from, relative to the repository
 * (generate-api-reference.ts reads them; plugins/last-updated dates the
 * generated pages by their last commit). Light on purpose: the site config
 * loads it.
 */
export const apiSources = {
  specFile: 'openapi/openapi.yaml',
  overlaysDir: 'openapi/overlays',
  changelogFile: 'openapi/changelog.yaml',
} as const;

/**
 * The sources of a generated API page, by its path under docs/ (`en/docs/api/x.mdx`):
 * the contract, the page language's overlay and the changelog; undefined for other pages.
 */
export function apiPageSources(relativePath: string): string[] | undefined {
  const lang = /^([^/]+)\/docs\/api\/[^/]+\.mdx?$/.exec(relativePath)?.[1];
  if (!lang) return undefined;
  return [apiSources.specFile, `${apiSources.overlaysDir}/${lang}.yaml`, apiSources.changelogFile];
}
