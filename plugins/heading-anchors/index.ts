/** Rspress plugin: heading anchors named after their heading (see rehype-heading-anchor-labels.ts). */
import type { RspressPlugin } from '@rspress/core';
// The slugger Rspress gives every heading.
import { slug } from 'github-slugger';
import { defaultLang } from '../../config/locales';
import { uiStrings } from '../../i18n';
import { type PageTitleId, TITLE_ID_FIELD } from '../../shared/page-title-id';
import { rehypeHeadingAnchorLabels } from './rehype-heading-anchor-labels';

export function pluginHeadingAnchors(options: { docsRoot: string }): RspressPlugin {
  return {
    name: 'heading-anchors',
    // The id of the heading Rspress makes from a page's title when the page has no `# Title`:
    // made here, the browser needs no slugger for it (FallbackHeading).
    extendPageData(page) {
      if (page.title)
        Object.assign(page, { [TITLE_ID_FIELD]: slug(page.title.trim()) } satisfies PageTitleId);
    },
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
