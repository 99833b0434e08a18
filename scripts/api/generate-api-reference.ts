/**
 * The API reference generator: openapi/openapi.yaml (+ one overlay per extra
 * language) -> validated, localized page data -> MDX pages and JSON under
 * docs/<lang>/docs/api/, the API sidebar and the published spec under
 * .generated/api-reference/. Nothing is written unless everything succeeded.
 */
import path from 'node:path';
import { stringify } from 'yaml';
import { brand, brandTokens } from '../../config/brand';
import { type Lang, langs } from '../../config/locales';
import type { ApiSidebarData } from '../../shared/api/page-model';
import { OVERVIEW_SLUG } from '../../shared/api/slug';
import { applyOverlay } from './apply-overlay';
import { applyBrandFacts, replaceTokens } from './brand-facts';
import { checkSpec } from './check-spec';
import { loadHighlighter } from './highlight-code';
import { markdownSummary } from './markdown-to-html';
import {
  buildOperationPage,
  buildOverviewPage,
  buildSidebarGroups,
  buildWebhookFamilies,
  type PageDataContext,
} from './page-data';
import {
  componentImport,
  DATA_DIR,
  jsonFile,
  operationMdx,
  overviewMdx,
  tryItDataFile,
} from './page-files';
import { SpecError, type SpecProblem } from './spec-error';
import { isObject, type Json, operationsOf } from './spec-walk';
import { untranslatedTexts } from './translation-coverage';
import { buildTryItData } from './try-it-data';
import { type OutputFolder, writeAtomically } from './write-atomically';
import { readYamlSource, type YamlSource } from './yaml-source';

export interface GenerateOptions {
  /** Project root: every other path is relative to it. */
  root: string;
  specFile?: string;
  overlaysDir?: string;
  docsDir?: string;
  generatedDir?: string;
  /** `swap` replaces the output folders (build); `sync` replaces changed files only (dev server). */
  mode?: 'swap' | 'sync';
}

export interface GenerateResult {
  operations: number;
  pages: number;
  files: number;
  webhookFamilies: string[];
}

/** Where the published spec is written: served at the site root as /openapi.json and /openapi.yaml. */
export const PUBLISHED_SPEC = { json: '/openapi.json', yaml: '/openapi.yaml' };

export function defaultPaths(root: string) {
  return {
    specFile: 'openapi/openapi.yaml',
    overlaysDir: 'openapi/overlays',
    docsDir: 'docs',
    generatedDir: '.generated/api-reference',
    componentsDir: path.join(root, 'theme/components/api'),
  };
}

function toJsonCopy(data: unknown): Json {
  // Plain JSON data: YAML aliases become independent copies.
  return JSON.parse(JSON.stringify(data ?? null)) as Json;
}

async function localizedSpec(
  base: Json,
  lang: Lang,
  baseLang: string,
  source: YamlSource,
  overlaysDir: string,
  root: string,
): Promise<Json> {
  if (lang === baseLang) return base;
  const file = path.join(overlaysDir, `${lang}.yaml`);
  const overlay = readYamlSource(path.join(root, file), file);
  const overlaid = applyOverlay(base, overlay);
  // Overlay texts may use brand tokens too.
  const spec = replaceTokens(overlaid.spec, brandTokens) as Json;
  const { written } = overlaid;
  const missing = untranslatedTexts(base, written);
  const problems: SpecProblem[] = missing.map((pointer) => ({
    file,
    location: pointer,
    reason: `no ${lang} text for ${source.file} ${source.locate(pointer)}: add an action that updates it`,
  }));
  problems.push(...(await checkSpec(spec, { ...source, file: `${source.file} + ${file}` })));
  if (problems.length > 0) throw new SpecError(problems);
  return spec;
}

export async function generateApiReference(options: GenerateOptions): Promise<GenerateResult> {
  const root = path.resolve(options.root);
  const defaults = defaultPaths(root);
  const specFile = options.specFile ?? defaults.specFile;
  const overlaysDir = options.overlaysDir ?? defaults.overlaysDir;
  const docsDir = path.join(root, options.docsDir ?? defaults.docsDir);
  const generatedDir = path.join(root, options.generatedDir ?? defaults.generatedDir);

  const source = readYamlSource(path.join(root, specFile), specFile);
  if (!isObject(source.data)) {
    throw new SpecError([
      { file: specFile, location: 'line 1', reason: 'the spec must be a YAML/JSON object' },
    ]);
  }
  const base = applyBrandFacts(toJsonCopy(source.data), { tokens: brandTokens, brand }, source);
  const problems = await checkSpec(base, source);
  if (problems.length > 0) throw new SpecError(problems);
  const baseLang = typeof base['x-language'] === 'string' ? base['x-language'] : 'en';
  if (!(langs as readonly string[]).includes(baseLang)) {
    throw new SpecError([
      {
        file: specFile,
        location: source.locate('/x-language'),
        reason: `x-language "${baseLang}" is not a site locale (${langs.join(', ')})`,
      },
    ]);
  }

  const highlighter = await loadHighlighter();
  const outputs: OutputFolder[] = [];
  const sidebar = {} as ApiSidebarData;
  let operationCount = 0;
  let webhookFamilies: string[] = [];
  for (const lang of langs) {
    const spec = await localizedSpec(base, lang, baseLang, source, overlaysDir, root);
    const ctx: PageDataContext = { spec, lang, highlighter, downloads: PUBLISHED_SPEC };
    const pagesDir = path.join(docsDir, lang, 'docs', 'api');
    const files = new Map<string, string>();

    const overview = buildOverviewPage(ctx);
    const info = isObject(spec.info) ? spec.info : {};
    const overviewDescription =
      (typeof info.summary === 'string' ? info.summary : '') ||
      markdownSummary(typeof info.description === 'string' ? info.description : '');
    files.set(
      `${OVERVIEW_SLUG}.mdx`,
      overviewMdx(
        overview,
        OVERVIEW_SLUG,
        overviewDescription,
        componentImport(pagesDir, defaults.componentsDir, 'ApiOverview'),
      ),
    );
    files.set(`${DATA_DIR}/${OVERVIEW_SLUG}.json`, jsonFile(overview));

    const operations = operationsOf(spec, 'paths');
    operationCount = operations.length;
    const importPath = componentImport(pagesDir, defaults.componentsDir, 'ApiOperationPage');
    const tryItImport = componentImport(pagesDir, defaults.componentsDir, 'try-it/ApiTryIt');
    for (const op of operations) {
      const page = buildOperationPage(ctx, op);
      const description =
        markdownSummary(
          typeof op.operation.description === 'string' ? op.operation.description : '',
        ) || page.summary;
      files.set(`${page.slug}.mdx`, operationMdx(page, description, importPath, tryItImport));
      files.set(`${DATA_DIR}/${page.slug}.json`, jsonFile(page));
      files.set(`${DATA_DIR}/${tryItDataFile(page.slug)}`, jsonFile(buildTryItData(ctx, op, page)));
    }
    const families = buildWebhookFamilies(ctx);
    webhookFamilies = families.map((f) => f.family);
    for (const family of families)
      files.set(`${DATA_DIR}/webhooks-${family.family}.json`, jsonFile(family));

    sidebar[lang] = { overviewTitle: overview.title, groups: buildSidebarGroups(spec) };
    outputs.push({ dir: pagesDir, files });
  }

  // The published spec: the base language, brand facts filled in.
  const published = new Map<string, string>([
    ['sidebar.json', jsonFile(sidebar)],
    [`public${PUBLISHED_SPEC.json}`, `${JSON.stringify(base, null, 2)}\n`],
    [
      `public${PUBLISHED_SPEC.yaml}`,
      stringify(base, { lineWidth: 0, aliasDuplicateObjects: false }),
    ],
  ]);
  outputs.push({ dir: generatedDir, files: published });

  await writeAtomically(root, outputs, options.mode ?? 'swap');
  return {
    operations: operationCount,
    pages: (operationCount + 1) * langs.length,
    files: outputs.reduce((sum, o) => sum + o.files.size, 0),
    webhookFamilies,
  };
}
