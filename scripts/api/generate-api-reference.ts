/**
 * The API reference generator: openapi/openapi.yaml (+ one overlay per extra
 * language) -> validated, localized page data -> MDX pages and JSON under
 * docs/<lang>/docs/api/, the API sidebar and the published spec under
 * .generated/api-reference/. Nothing is written unless everything succeeded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { brand, brandTokens } from '../../config/brand';
import { type Lang, langs, localePrefix } from '../../config/locales';
import { uiStrings } from '../../i18n';
import {
  type AgentOperation,
  agentEventPath,
  agentIndexPath,
  agentOperationPath,
} from '../../shared/api/agent-model';
import type { ApiDownloads, ApiRelease, ApiSidebarData } from '../../shared/api/page-model';
import { RATE_CARD_FILE } from '../../shared/api/rate-card-model';
import { SANDBOX_SCENARIOS_FILE } from '../../shared/api/sandbox-model';
import { ERRORS_SLUG, OVERVIEW_SLUG } from '../../shared/api/slug';
import {
  type WebhookDeliveriesData,
  webhookDeliveriesFile,
} from '../../shared/api/webhook-deliveries-model';
import { buildAgentEvents, buildAgentIndex, buildAgentOperation } from './agent-data';
import { applyOverlay } from './apply-overlay';
import { stripBidiControls } from './bidi-controls';
import { applyBrandFacts, replaceTokens } from './brand-facts';
import { checkReleaseChanges, latestRelease } from './breaking-changes';
import { type Changelog, changelogPageData, readChangelog } from './changelog';
import { changelogFeedPath, renderChangelogFeed } from './changelog-feed';
import { checkSpec } from './check-spec';
import { buildErrorCatalogue, checkErrorCodes, errorTextPointers } from './error-catalogue';
import { loadHighlighter } from './highlight-code';
import { buildInsomniaExport } from './insomnia-export';
import { checkLifecycleContract } from './lifecycle-contract';
import { markdownSummary, markdownToHtml } from './markdown-to-html';
import {
  buildOperationPage,
  buildOverviewPage,
  buildServers,
  buildSidebarGroups,
  buildWebhookFamilies,
  type PageDataContext,
} from './page-data';
import {
  componentImport,
  DATA_DIR,
  errorsMdx,
  jsonFile,
  operationMdx,
  overviewMdx,
  tryItDataFile,
  WEBHOOK_EVENTS_FILE,
} from './page-files';
import { apiSources } from './page-sources';
import { buildPostmanFiles } from './postman-collection';
import { publishedRateCard, publishRateCard } from './rate-card';
import { buildSandboxScenarios, checkSandboxScenarios } from './sandbox-scenarios';
import { buildScenarioDeliveries } from './scenario-deliveries';
import { SpecError, type SpecProblem } from './spec-error';
import { oversizedTexts } from './spec-text-limits';
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
  /** The changelog (openapi/changelog.yaml) and the release records (openapi/released/). */
  changelogFile?: string;
  releasedDir?: string;
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

/** File names start with the brand: `acme-pay.postman_collection.json` reads well in a downloads folder. */
const FILE_STEM = brand.name
  .toLowerCase()
  .normalize('NFD')
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');

/** Where each language's API tool files are published (site paths). */
export function apiDownloads(lang: Lang): ApiDownloads {
  const prefix = localePrefix(lang);
  return {
    ...PUBLISHED_SPEC,
    postmanCollection: `${prefix}/postman/${FILE_STEM}.postman_collection.json`,
    postmanEnvironments: {
      sandbox: `${prefix}/postman/${FILE_STEM}-sandbox.postman_environment.json`,
      production: `${prefix}/postman/${FILE_STEM}-production.postman_environment.json`,
    },
    insomnia: `${prefix}/insomnia/${FILE_STEM}.insomnia.json`,
  };
}

export function defaultPaths(root: string) {
  return {
    specFile: apiSources.specFile,
    overlaysDir: apiSources.overlaysDir,
    docsDir: 'docs',
    generatedDir: '.generated/api-reference',
    changelogFile: apiSources.changelogFile,
    releasedDir: 'openapi/released',
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
  const oversized = oversizedTexts(overlay);
  if (oversized.length > 0) throw new SpecError(oversized);
  const overlaid = applyOverlay(base, overlay);
  // Overlay texts may use brand tokens too.
  const spec = replaceTokens(overlaid.spec, brandTokens) as Json;
  const { written } = overlaid;
  const missing = [
    ...untranslatedTexts(base, written),
    // The catalogue's texts are prose under other keys than summary/description/title.
    ...errorTextPointers(base).filter((pointer) => !written.has(pointer)),
  ];
  const problems: SpecProblem[] = missing.map((pointer) => ({
    file,
    location: pointer,
    reason: `no ${lang} text for ${source.file} ${source.locate(pointer)}: add an action that updates it`,
  }));
  problems.push(...(await checkSpec(spec, { ...source, file: `${source.file} + ${file}` })));
  if (problems.length > 0) throw new SpecError(problems);
  return spec;
}

/** The contract as published (base language, brand facts filled) and as each site language reads it. */
export interface LoadedContract {
  /** The spec file as read, with positions (for located errors). */
  source: YamlSource;
  base: Json;
  baseLang: string;
  /** Every site language's spec, overlay applied (the base language's is `base`). */
  localized: Map<Lang, Json>;
}

/** The changelog, validated; undefined when the project has none (a test fixture). */
function loadChangelog(root: string, file: string): Changelog | undefined {
  const absolute = path.join(root, file);
  if (!existsSync(absolute)) return undefined;
  const { changelog, problems } = readChangelog(readYamlSource(absolute, file));
  if (problems.length > 0) throw new SpecError(problems);
  return changelog;
}

/** Reads, validates and localizes the spec: everything the outputs are made from. */
export async function loadContract(
  root: string,
  specFile: string,
  overlaysDir: string,
): Promise<LoadedContract> {
  const source = readYamlSource(path.join(root, specFile), specFile);
  if (!isObject(source.data)) {
    throw new SpecError([
      { file: specFile, location: 'line 1', reason: 'the spec must be a YAML/JSON object' },
    ]);
  }
  // Before anything else walks the data: a runaway text must fail fast, not after minutes.
  const oversized = oversizedTexts(source);
  if (oversized.length > 0) throw new SpecError(oversized);
  const base = applyBrandFacts(toJsonCopy(source.data), { tokens: brandTokens, brand }, source);
  const problems = [
    // The model's rate card, published before the checks read the spec.
    ...publishRateCard(base, source),
    ...(await checkSpec(base, source)),
    ...checkErrorCodes(base, source, brand.docsUrl),
    ...checkSandboxScenarios(base, source),
    ...checkLifecycleContract(base, source),
  ];
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
  const localized = new Map<Lang, Json>();
  for (const lang of langs)
    localized.set(lang, await localizedSpec(base, lang, baseLang, source, overlaysDir, root));
  return { source, base, baseLang, localized };
}

/** The version the reference describes and the day it shipped: its oldest changelog entry. */
export function apiRelease(version: string, changelog: Changelog): ApiRelease {
  const dates = changelog.entries.filter((e) => e.version === version).map((e) => e.date);
  const date = dates.sort()[0];
  return date ? { version, date } : { version };
}

export async function generateApiReference(options: GenerateOptions): Promise<GenerateResult> {
  const root = path.resolve(options.root);
  const defaults = defaultPaths(root);
  const specFile = options.specFile ?? defaults.specFile;
  const overlaysDir = options.overlaysDir ?? defaults.overlaysDir;
  const docsDir = path.join(root, options.docsDir ?? defaults.docsDir);
  const generatedDir = path.join(root, options.generatedDir ?? defaults.generatedDir);
  const { source, base, localized } = await loadContract(root, specFile, overlaysDir);

  const changelogFile = options.changelogFile ?? defaults.changelogFile;
  // A project without a changelog (a test fixture) still gets the page's data: no entries.
  const changelog: Changelog = loadChangelog(root, changelogFile) ?? { products: [], entries: [] };
  const release = latestRelease(path.join(root, options.releasedDir ?? defaults.releasedDir));
  if (release && changelog) {
    const releasedFile = path.relative(root, release.file);
    const released = readYamlSource(release.file, releasedFile);
    const info = isObject(source.data) && isObject(source.data.info) ? source.data.info : {};
    const releaseProblems = checkReleaseChanges({
      released: { version: release.version, file: releasedFile, data: released.data },
      current: {
        version: String(info.version ?? ''),
        file: specFile,
        data: source.data,
        locate: source.locate,
      },
      changelog,
      changelogFile,
    });
    if (releaseProblems.length > 0) throw new SpecError(releaseProblems);
  }

  const highlighter = await loadHighlighter();
  const outputs: OutputFolder[] = [];
  const feedFiles = new Map<string, string>();
  // The reference as data for AI tools (mcp/), published under <locale>/mcp/.
  const agentFiles = new Map<string, string>();
  const sidebar = {} as ApiSidebarData;
  let operationCount = 0;
  let webhookFamilies: string[] = [];
  for (const lang of langs) {
    // The pages get no bidi controls (the published spec, the contract, keeps its texts as written).
    const spec = stripBidiControls(localized.get(lang) ?? base);
    const downloads = apiDownloads(lang);
    const ctx: PageDataContext = { spec, lang, highlighter, downloads };
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
    const scenarios = buildSandboxScenarios(spec, (markdown) => markdownToHtml(markdown, { lang }));
    const agentOperations: AgentOperation[] = [];
    for (const op of operations) {
      const page = buildOperationPage(ctx, op);
      const description =
        markdownSummary(
          typeof op.operation.description === 'string' ? op.operation.description : '',
        ) || page.summary;
      files.set(`${page.slug}.mdx`, operationMdx(page, description, importPath, tryItImport));
      files.set(`${DATA_DIR}/${page.slug}.json`, jsonFile(page));
      const tryIt = buildTryItData(ctx, op, page, scenarios);
      files.set(`${DATA_DIR}/${tryItDataFile(page.slug)}`, jsonFile(tryIt));
      const agentOperation = buildAgentOperation(spec, op, page, tryIt);
      agentOperations.push(agentOperation);
      agentFiles.set(
        `public${agentOperationPath(localePrefix(lang), page.slug)}`,
        jsonFile(agentOperation),
      );
    }
    const catalogue = buildErrorCatalogue(
      spec,
      lang,
      (markdown) => markdownToHtml(markdown, { lang }),
      (op) => (typeof op.operation.summary === 'string' ? op.operation.summary : op.key),
    );
    const text = uiStrings[lang];
    files.set(
      `${ERRORS_SLUG}.mdx`,
      errorsMdx(
        catalogue,
        text.apiErrorsTitle,
        text.apiErrorsDescription,
        componentImport(pagesDir, defaults.componentsDir, 'ApiErrorCatalogue'),
      ),
    );
    files.set(`${DATA_DIR}/${ERRORS_SLUG}.json`, jsonFile(catalogue));
    const asWritten = (markdown: string) => markdown;
    const agentEvents = buildAgentEvents(spec, lang);
    for (const event of agentEvents)
      agentFiles.set(`public${agentEventPath(localePrefix(lang), event.name)}`, jsonFile(event));
    agentFiles.set(
      `public${agentIndexPath(localePrefix(lang))}`,
      jsonFile(
        buildAgentIndex({
          lang,
          apiVersion: String(info.version ?? ''),
          servers: buildServers(spec),
          operations: agentOperations,
          events: agentEvents,
          catalogue: buildErrorCatalogue(spec, lang, asWritten, (op) =>
            typeof op.operation.summary === 'string' ? op.operation.summary : op.key,
          ),
          scenarios: buildSandboxScenarios(spec, asWritten),
        }),
      ),
    );
    // The sandbox's magic values: the "Test data" page and the Try it simulator.
    files.set(SANDBOX_SCENARIOS_FILE, jsonFile(scenarios));
    // The rate card the guides' rate table shows.
    const rateCard = publishedRateCard(spec);
    if (rateCard) files.set(RATE_CARD_FILE, jsonFile(rateCard));
    // The signed webhook deliveries of each scenario, per family, for the webhook guides.
    const deliveriesByFamily = new Map(
      buildScenarioDeliveries(spec, scenarios).map((d) => [d.family, d]),
    );
    for (const deliveries of deliveriesByFamily.values())
      files.set(webhookDeliveriesFile(deliveries.family), jsonFile(deliveries));

    if (changelog) {
      const html = (markdown: string) => markdownToHtml(markdown, { lang });
      const feeds = { rss: changelogFeedPath(lang, 'rss'), atom: changelogFeedPath(lang, 'atom') };
      files.set(
        `${DATA_DIR}/changelog.json`,
        jsonFile(changelogPageData(changelog, lang, html, feeds)),
      );
      const kindLabel = {
        breaking: text.changelogKindBreaking,
        additive: text.changelogKindAdditive,
        deprecation: text.changelogKindDeprecation,
      };
      for (const format of ['rss', 'atom'] as const)
        feedFiles.set(
          `public${feeds[format]}`,
          renderChangelogFeed(
            format,
            {
              lang,
              siteUrl: brand.docsUrl,
              title: text.changelogFeedTitle.replace('{{brand}}', brand.name),
              description: text.changelogFeedDescription.replace('{{brand}}', brand.name),
              copyright: brand.legalName,
              kindLabel: (kind) => kindLabel[kind],
              html,
            },
            changelog,
          ),
        );
    }

    const families = buildWebhookFamilies(ctx);
    webhookFamilies = families.map((f) => f.family);
    // The events this spec sends: the Glossary maps other providers' events only to these.
    files.set(
      `${DATA_DIR}/${WEBHOOK_EVENTS_FILE}`,
      jsonFile(families.flatMap((f) => f.events.map((e) => e.name))),
    );
    for (const family of families) {
      files.set(`${DATA_DIR}/webhooks-${family.family}.json`, jsonFile(family));
      // Every family's guide can import its deliveries: none when no scenario sends its events.
      if (!deliveriesByFamily.has(family.family))
        files.set(
          webhookDeliveriesFile(family.family),
          jsonFile({ family: family.family, scenarios: [] } satisfies WebhookDeliveriesData),
        );
    }

    sidebar[lang] = {
      overviewTitle: overview.title,
      errorsTitle: text.apiErrorsTitle,
      ...(overview.version ? { release: apiRelease(overview.version, changelog) } : {}),
      groups: buildSidebarGroups(spec),
    };
    outputs.push({ dir: pagesDir, files });
  }

  // The published spec: the base language, brand facts filled in.
  const published = new Map<string, string>([
    ['sidebar.json', jsonFile(sidebar)],
    ...feedFiles,
    ...agentFiles,
    [`public${PUBLISHED_SPEC.json}`, `${JSON.stringify(base, null, 2)}\n`],
    [
      `public${PUBLISHED_SPEC.yaml}`,
      stringify(base, { lineWidth: 0, aliasDuplicateObjects: false }),
    ],
  ]);
  // The Postman collection, environments and Insomnia export of each language.
  const toolFiles = await Promise.all(
    langs.map(async (lang) => {
      // Tool names show in Postman's and Insomnia's UI: no bidi controls there either.
      const spec = stripBidiControls(localized.get(lang) ?? base);
      const postman = await buildPostmanFiles(spec, lang);
      const insomnia = buildInsomniaExport(postman, lang);
      const paths = apiDownloads(lang);
      return [
        [paths.postmanCollection, postman.collection],
        [paths.postmanEnvironments.sandbox, postman.environments.sandbox],
        [paths.postmanEnvironments.production, postman.environments.production],
        [paths.insomnia, insomnia],
      ] as const;
    }),
  );
  for (const [sitePath, data] of toolFiles.flat())
    published.set(`public${sitePath}`, `${JSON.stringify(data, null, 2)}\n`);
  outputs.push({ dir: generatedDir, files: published });

  await writeAtomically(root, outputs, options.mode ?? 'swap');
  return {
    operations: operationCount,
    // Per locale: the operations, the overview and the error catalogue.
    pages: (operationCount + 2) * langs.length,
    files: outputs.reduce((sum, o) => sum + o.files.size, 0),
    webhookFamilies,
  };
}
