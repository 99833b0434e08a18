/** Rspress plugin: heading anchors named after their heading (see rehype-heading-anchor-labels.ts). */
import type { RspressPlugin } from '@rspress/core';
import { defaultLang } from '../../config/locales';
import { uiStrings } from '../../i18n';
import { rehypeHeadingAnchorLabels } from './rehype-heading-anchor-labels';

export function pluginHeadingAnchors(options: { docsRoot: string }): RspressPlugin {
  return {
    name: 'heading-anchors',
    markdown: {
      rehypePlugins: [
        [
          rehypeHeadingAnchorLabels,
          {
            docsRoot: options.docsRoot,
            defaultLang,
            label: (lang, heading) =>
              uiStrings[lang].headingAnchorLabel.replace('{{heading}}', heading),
          } satisfies Parameters<typeof rehypeHeadingAnchorLabels>[0],
        ],
      ],
    },
  };
}
