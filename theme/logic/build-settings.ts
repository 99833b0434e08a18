/**
 * Values fixed at build time by plugins/theme-states (Rsbuild `source.define`).
 * Outside a site build (unit tests) the fallbacks below apply.
 */
declare const __AP_BUILD_YEAR__: number | undefined;
declare const __AP_RESPECT_PREFERS_COLOR_SCHEME__: boolean | undefined;

/** Year of the build, for the copyright line (not the reader's clock). */
export const buildYear: number =
  typeof __AP_BUILD_YEAR__ === 'number' ? __AP_BUILD_YEAR__ : new Date().getFullYear();

/** `respectPrefersColorScheme` of the site config (rspress.config.ts). */
export const respectPrefersColorScheme: boolean =
  typeof __AP_RESPECT_PREFERS_COLOR_SCHEME__ === 'boolean'
    ? __AP_RESPECT_PREFERS_COLOR_SCHEME__
    : false;
