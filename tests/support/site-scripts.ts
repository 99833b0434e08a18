/** The site's own inline scripts, as a build writes them, for fixtures of built pages. */
import { brand } from '../../config/brand';
import { loaderScript } from '../../plugins/paint-first/loader-script';
import { firstPaintScript } from '../../plugins/theme-states/first-paint-script';

export function siteScripts(bundled: readonly string[] = ['/static/js/index.0123abcd.js']) {
  return {
    theme: firstPaintScript({
      respectPrefersColorScheme: false,
      announcementId: brand.announcement.id,
    }),
    loader: loaderScript(bundled),
  };
}
