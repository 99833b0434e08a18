import type { RspressPlugin } from '@rspress/core';

/** Adds the stylesheet generated from the brand palette as a global style. */
export function pluginBrandStyles(stylesheetPath: string): RspressPlugin {
  return { name: 'brand-styles', globalStyles: stylesheetPath };
}
