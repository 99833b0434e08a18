/**
 * Build-time side of the theme states (theme/components/*): the switch
 * `respectPrefersColorScheme`, the build year, and the inline script that
 * applies colour mode and announcement dismissal before first paint.
 */
import type { RspressPlugin } from '@rspress/core';
import { brand } from '../../config/brand';
import { firstPaintScript } from './first-paint-script';

export interface ThemeStatesOptions {
  /**
   * false: light by default, the OS preference ignored, the toggle flips
   * light <-> dark. true: the default follows the OS and the toggle cycles
   * light -> dark -> system.
   */
  respectPrefersColorScheme: boolean;
}

/** Recognises Rspress' inline theme script among the HTML tags. */
function isRspressThemeScript(tag: { tag: string; children?: string }): boolean {
  return tag.tag === 'script' && (tag.children ?? '').includes('rspress-theme-appearance');
}

/** The build's date: SOURCE_DATE_EPOCH (seconds) when set, else now. */
function buildDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}

export function pluginThemeStates(options: ThemeStatesOptions): RspressPlugin {
  const script = firstPaintScript({
    respectPrefersColorScheme: options.respectPrefersColorScheme,
    announcementId: brand.announcement.id,
  });
  return {
    name: 'theme-states',
    builderConfig: {
      source: {
        define: {
          // SOURCE_DATE_EPOCH (reproducible-builds.org) pins it: same input, same bytes.
          __AP_BUILD_YEAR__: JSON.stringify(buildDate().getUTCFullYear()),
          __AP_RESPECT_PREFERS_COLOR_SCHEME__: JSON.stringify(options.respectPrefersColorScheme),
        },
      },
      html: {
        tags: [
          (tags) => [
            // Ours replaces Rspress' script, at the top of <head> (before any stylesheet).
            { tag: 'script', children: script, head: true, append: false },
            ...tags.filter((tag) => !isRspressThemeScript(tag)),
          ],
        ],
      },
    },
  };
}
