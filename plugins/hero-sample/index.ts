/**
 * The home's first-charge sample, highlighted at build time with the Shiki
 * highlighter of the API samples (scripts/api/highlight-code.ts): the
 * `virtual-hero-sample` module holds each sample's highlighted HTML. The
 * server-side render puts it in the page; the browser loads it only when the
 * home is reached by a client-side navigation (theme/components/HomeHero), so
 * no highlighter ships to the browser.
 */
import type { RspressPlugin } from '@rspress/core';
import { type HighlightLanguage, loadHighlighter } from '../../scripts/api/highlight-code';
import { firstChargeSamples } from '../../theme/components/HomeHero/first-charge-sample';

export const HERO_SAMPLE_MODULE = 'virtual-hero-sample';

/** The samples' languages, as the guides name them, in Shiki's names. */
const shikiLanguage: Record<string, HighlightLanguage> = { bash: 'bash', js: 'javascript' };

/** The module's source: `highlighted`, each sample's `<code>` content, in the samples' order. */
export async function heroSampleModule(): Promise<string> {
  const highlighter = await loadHighlighter();
  const highlighted = firstChargeSamples.map((sample) => {
    const lang = shikiLanguage[sample.language];
    if (!lang) {
      throw new Error(
        `theme/components/HomeHero/first-charge-sample.ts: sample "${sample.id}" is in "${sample.language}", which the build's highlighter does not know (${Object.keys(shikiLanguage).join(', ')})`,
      );
    }
    return highlighter.highlight(sample.code, lang);
  });
  return `export const highlighted = ${JSON.stringify(highlighted)};\n`;
}

export function pluginHeroSample(): RspressPlugin {
  return {
    name: 'ap-hero-sample',
    async addRuntimeModules() {
      return { [HERO_SAMPLE_MODULE]: await heroSampleModule() };
    },
  };
}
