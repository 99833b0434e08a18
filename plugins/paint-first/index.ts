/**
 * Production pages paint before their JavaScript loads (see loader-script.ts):
 * Rsbuild's `<script defer src>` tags become one inline loader that adds the
 * scripts after the first paint. The dev server keeps Rsbuild's tags (hot
 * reload relies on them). Rspress' preload of the page's route chunk stays:
 * it is small and hydration needs it first.
 *
 * The loader is an inline script: the build's CSP lists it by hash, like the
 * other inline scripts (scripts/generate-hosting-files.ts reads them from the
 * built pages).
 */
// Rsbuild's types, as Rspress' own declarations import them (@rsbuild/core comes with @rspress/core).
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { loaderScript } from './loader-script';

interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
}

function isDeferredScript(tag: HtmlTag): tag is HtmlTag & { attrs: { src: string } } {
  return tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer === true;
}

/** The head tags with the deferred scripts replaced by the loader. */
export function paintFirstTags(headTags: HtmlTag[]): HtmlTag[] {
  const sources = headTags.filter(isDeferredScript).map((tag) => tag.attrs.src);
  if (sources.length === 0) return headTags;
  return [
    ...headTags.filter((tag) => !isDeferredScript(tag)),
    { tag: 'script', children: loaderScript(sources) },
  ];
}

const rsbuildPaintFirst: RsbuildPlugin = {
  name: 'ap-paint-first',
  setup(api) {
    api.modifyHTMLTags((tags, { environment }) => {
      if (environment.config.mode !== 'production') return tags;
      if (tags.bodyTags.some(isDeferredScript)) {
        throw new Error(
          'paint-first: deferred scripts in <body>, expected in <head> (did Rsbuild html.inject change?)',
        );
      }
      return { headTags: paintFirstTags(tags.headTags), bodyTags: tags.bodyTags };
    });
  },
};

export function pluginPaintFirst(): RspressPlugin {
  return { name: 'paint-first', builderConfig: { plugins: [rsbuildPaintFirst] } };
}
