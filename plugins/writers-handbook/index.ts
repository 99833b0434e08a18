/**
 * The writers' handbook's two Rspress plugins, made to weigh nothing on readers' pages:
 *
 * - @rspress/plugin-preview turns a ```` ```mdx preview ```` block into a live demo (the block
 *   becomes a module of its own, compiled by the site's MDX pipeline). The plugin registers its
 *   `Preview` wrapper as a *global* MDX component (imported by every page) and a global UI
 *   component (in the main bundle, for iframe demos we do not use); both are dropped here and
 *   `remarkImportPreview` imports our HandbookPreview only into the pages that have a demo.
 * - @rspress/plugin-api-docgen runs react-docgen-typescript over the components of
 *   config/handbook.ts and serves the props tables as the virtual module
 *   `rspress-plugin-api-docgen-map`. Its global `<API>` component (react-markdown on every
 *   page, English/Chinese/Russian only) is dropped too: the handbook's PropsTable reads the
 *   module and shows the table in the page's language (theme/components/handbook). A build
 *   computes the tables once (docgen-once.ts); the dev server when a handbook component page
 *   first needs them, not before it starts (docgen-on-first-use.ts).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { docgenBarrel, docgenBarrelName, handbookComponents } from '../../config/handbook';
import { apiDocgenOnDemand } from './api-docgen-on-demand';
import { demoColorModeScope } from './demo-color-mode';
import { touchOnComponentChange } from './docgen-dev-watch';
import { docgenOnFirstUse } from './docgen-on-first-use';
import { docgenOncePerBuild } from './docgen-once';
import { remarkImportPreview } from './remark-import-preview';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The component the preview plugin's `<Preview>` elements resolve to. */
export const handbookPreviewComponent = path.join(
  projectRoot,
  'theme/components/handbook/HandbookPreview.tsx',
);

/** Dev server restarts re-evaluate the config: one set of watchers per process. */
const WATCHERS_KEY = Symbol.for('acmepay.writers-handbook.docgen-watchers');
type GlobalWithWatchers = typeof globalThis & { [WATCHERS_KEY]?: () => void };

export function pluginWritersHandbook(): RspressPlugin[] {
  const barrel = path.join(projectRoot, docgenBarrel);
  const componentFiles = Object.values(handbookComponents).map((c) =>
    path.join(projectRoot, c.file),
  );
  const preview = pluginPreview({
    // Writers read and copy MDX, so the demos are MDX; tsx/jsx blocks stay plain code.
    previewLanguages: ['mdx'],
    defaultPreviewMode: 'internal',
  });
  const docgen = docgenOncePerBuild(
    docgenOnFirstUse(
      apiDocgenOnDemand({ entries: { [docgenBarrelName]: barrel }, appDir: projectRoot }),
    ),
  );
  return [
    {
      ...preview,
      globalUIComponents: [],
      builderConfig: {
        ...preview.builderConfig,
        // Demos are compiled from node_modules/.rspress/virtual-demo, where a relative import
        // of a page's data cannot work: `@docs/<lang>/docs/api/_data/...` can, from anywhere.
        resolve: { alias: { '@docs': path.join(projectRoot, 'docs') } },
        // A demo can take the other colour mode than the page (HandbookPreview's switch).
        tools: {
          ...preview.builderConfig?.tools,
          postcss: (_options, { addPlugins }) => {
            addPlugins(demoColorModeScope());
          },
        },
      },
      markdown: {
        remarkPlugins: [
          ...(preview.markdown?.remarkPlugins ?? []),
          [remarkImportPreview, { componentPath: handbookPreviewComponent }],
        ],
      },
    },
    {
      ...docgen,
      async beforeBuild(config, isProd) {
        await docgen.beforeBuild?.(config, isProd);
        const g = globalThis as GlobalWithWatchers;
        if (!isProd) g[WATCHERS_KEY] ??= touchOnComponentChange(barrel, componentFiles);
      },
    },
  ];
}
