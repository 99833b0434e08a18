/**
 * How the site's cost grows with the size of the API: the real site (its
 * own spec, 12 operations) and the synthetic spec of api-reference.ts at 100,
 * 500 and 2,000 operations, each in a fresh copy of the site. For each: the
 * generator and the clean site build (`rspress build`: Rspress and the
 * built-site steps) measured (wall time, CPU time, peak RSS of the whole
 * process tree), then what a reader downloads: the main script (gzip and
 * raw) and the JavaScript the getting-started guide and an operation page
 * fetch until the network is idle (Chromium against `npm run serve`), and
 * what a client-side navigation from the guide into the API fetches (the
 * navbar's API link hovered, then clicked; ✗ if the browser reloaded), each
 * with its ratio to the real site. Each point notes the machine's load
 * average while it was measured. Printed as a curve, with the cost of each
 * added operation between two sizes: a flat per-operation cost is linear
 * growth. A size whose build fails ends the curve there: the points measured
 * so far are still printed (and the process exits non-zero).
 *
 * Goals: page JS at most 1.05x the real site's up to 500 operations and 1.1x
 * at 2,000; the main script within 10 % of the real site's; at 500
 * operations the build in 60 s and 1.5 GB, the generator in 5 s.
 *
 * BENCH_SCALE_LIGHTHOUSE_RUNS=n also runs Lighthouse (mobile, nginx) n times
 * on the guide and the operation page of the real site and of the
 * 500-operation site, alternating between the two so that the machine's
 * load falls on both alike.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { stringify } from 'yaml';
import { launchChromium } from '../../tests/support/browser';
import { copySite, type SiteCopy, unlinkGuideApiReferences } from '../../tests/support/site-copy';
import { startNginx } from '../lib/nginx-server';
import { startSiteServer } from '../serve';
import { syntheticSpec } from './api-reference';
import { marked } from './budgets';
import { kb, mb, printTable, seconds } from './format';
import { startLighthouse } from './lighthouse';
import { measureProcess, type PhaseFigures, type PhaseMark } from './measure-process';
import { measureNavigationJs } from './navigation-weight';
import { measurePageJs } from './page-weight';

const yamlOptions = { aliasDuplicateObjects: false } as const;

/** `real`: the site as it is (its own spec); a number: the synthetic spec of that many operations. */
export type ScaleSize = 'real' | number;
export const scaleSizes: readonly ScaleSize[] = ['real', 100, 500, 2000];

/** The pages whose JavaScript is compared across sizes. */
export const scalePages = {
  guide: '/en/docs/intro/getting-started',
  // The synthetic spec keeps the real first operation's id, so this page exists at every size.
  operation: '/en/docs/api/user-transaction-controller-create-transaction',
} as const;

/** The client-side navigation measured: guide -> the navbar's API entry (the operation page). */
export const scaleNavigation = {
  from: scalePages.guide,
  linkName: 'API',
  to: scalePages.operation,
} as const;

export const scaleGoals = {
  /** The size the build goals apply to. */
  buildGoalOperations: 500,
  buildMs: 60_000,
  buildRssBytes: 1.5 * 1024 * 1024 * 1024,
  generatorMs: 5_000,
  /** Page JS gzip over the real site's: at most this, up to and from 500 operations. */
  pageJsRatio: (operations: number) => (operations <= 500 ? 1.05 : 1.1),
  /** The main script's size may differ from the real site's by this much. */
  mainChunkTolerance: 0.1,
} as const;

/**
 * The phases of `rspress build`, each ending at the line it prints when done: start-up (config,
 * plugins, the route scan) until Rsbuild starts; the three compilations, which Rspress runs one
 * after another here (`compiledAfter` in plugins/built-site/markdown-twins-apart.ts): the browser
 * assets, the server bundle with the pages rendered, the Markdown twins with llms.txt; then the
 * built-site steps. A large site builds its Markdown twins first, in a child process (same file):
 * start-up then ends at the child's start, and its twins come before `web`. Each build goes
 * through one of the two "Markdown twins" marks.
 */
export const buildPhases: readonly PhaseMark[] = [
  { name: 'start-up', endsAt: /build started/ },
  { name: 'Markdown twins', endsAt: /markdown twins built in a process of their own/ },
  { name: 'web', endsAt: /built in [^\n]*\(web\)/ },
  { name: 'HTML pages', endsAt: /built in [^\n]*\(node\)/ },
  { name: 'Markdown twins', endsAt: /built in [^\n]*\(node_md\)/ },
];
/** The build phases' columns, in the order of a build in one process. */
export const buildPhaseColumns = ['start-up', 'web', 'HTML pages', 'Markdown twins'] as const;
/** What follows the last compilation: the built-site steps (feeds, links, search, host files). */
export const afterBuildPhase = 'built site';

export interface ScaleWeights {
  mainRaw: number;
  mainGzip: number;
  guideJsGzip: number;
  operationJsGzip: number;
  /** JS fetched by the client-side navigation guide -> operation page (hover, then click). */
  navigationJsGzip: number;
  /** Documents loaded during that navigation: 0 when it stayed in the page. */
  navigationReloads: number;
}

export interface ScalePoint {
  operations: number;
  /** API pages written by the generator (both locales). */
  pages: number;
  generatorMs: number;
  generatorRssBytes: number;
  buildMs: number;
  buildRssBytes: number;
  /** CPU time (user + system): on a shared machine it follows the work, wall time the load. */
  generatorCpuMs: number;
  buildCpuMs: number;
  /** The machine's 1-minute load average when the point was measured. */
  loadAverage: number;
  /** Bytes of all the built pages' HTML: linear in the operations unless a page repeats the others. */
  htmlBytes: number;
  /** CPU, wall time and peak memory of each phase of the build (`buildPhases`). */
  buildPhases?: PhaseFigures[];
  /** What a reader downloads (absent when the pages were not measured). */
  weights?: ScaleWeights;
  /** The copy's built site, while the bench still needs it. */
  siteDir?: string;
}

/** Bytes of every `.html` file of a build (not their precompressed twins). */
export function htmlBytesOf(siteDir: string): number {
  let total = 0;
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html'))
      total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The main script of a build: `static/js/index.<hash>.js`. */
export function mainChunkSizes(siteDir: string): { raw: number; gzip: number } {
  const dir = path.join(siteDir, 'static/js');
  const file = readdirSync(dir).find((f) => /^index\.[0-9a-f]+\.js$/.test(f));
  if (!file) throw new Error(`no main script (static/js/index.*.js) in ${siteDir}`);
  const code = readFileSync(path.join(dir, file));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

async function measureWeights(browser: Browser, siteDir: string): Promise<ScaleWeights> {
  const server = await startSiteServer({ dir: siteDir });
  try {
    const guide = await measurePageJs(browser, new URL(scalePages.guide, server.url).href);
    const operation = await measurePageJs(browser, new URL(scalePages.operation, server.url).href);
    const navigation = await measureNavigationJs(browser, server.url, scaleNavigation);
    const main = mainChunkSizes(siteDir);
    return {
      mainRaw: main.raw,
      mainGzip: main.gzip,
      guideJsGzip: guide.jsGzip,
      operationJsGzip: operation.jsGzip,
      navigationJsGzip: navigation.jsGzip,
      navigationReloads: navigation.reloads,
    };
  } finally {
    await server.close();
  }
}

/** Builds the site on the real spec or a synthetic one, in a throw-away copy (returned). */
export async function measureScalePoint(
  size: ScaleSize,
  browser?: Browser,
): Promise<{ point: ScalePoint; site: SiteCopy }> {
  const site = await copySite();
  try {
    if (size !== 'real') {
      const { spec, overlay } = syntheticSpec(size);
      rmSync(site.file('openapi'), { recursive: true, force: true });
      mkdirSync(site.file('openapi/overlays'), { recursive: true });
      // Written without YAML anchors, as a spec of that size is: the reader's alias-bomb guard
      // counts every alias's expansion, which on thousands of aliases costs the generator seconds.
      writeFileSync(site.file('openapi/openapi.yaml'), stringify(spec, yamlOptions));
      writeFileSync(site.file('openapi/overlays/pt-BR.yaml'), stringify(overlay, yamlOptions));
      // The guides link to the real operations, which the synthetic spec does not have.
      await unlinkGuideApiReferences(site);
    }
    const generator = await measureProcess(
      path.join(site.dir, 'node_modules/.bin/tsx'),
      [path.join(site.dir, 'scripts/generate-api-pages.ts')],
      { cwd: site.dir, cpu: true },
    );
    if (generator.code !== 0)
      throw new Error(`generator failed at ${size} operations:\n${generator.output}`);
    const pages = Number(/(\d+) pages/.exec(generator.output)?.[1] ?? Number.NaN);
    const operations =
      size === 'real' ? Number(/(\d+) operations/.exec(generator.output)?.[1] ?? Number.NaN) : size;
    // The clean site build on the generated pages: `npm run build` less its prebuild (the
    // generator, measured above, and the guides' example check, which is about the guides
    // and fails on a spec without the schemas they show).
    rmSync(site.file('node_modules/.rspress'), { recursive: true, force: true });
    rmSync(site.file('node_modules/.cache'), { recursive: true, force: true });
    const build = await measureProcess(
      path.join(site.dir, 'node_modules/.bin/rspress'),
      ['build'],
      { cwd: site.dir, cpu: true, phases: buildPhases, after: afterBuildPhase },
    );
    if (build.code !== 0)
      throw new Error(`build failed at ${size} operations:\n${build.output.slice(-3000)}`);
    const siteDir = site.file('doc_build');
    return {
      site,
      point: {
        operations,
        pages,
        generatorMs: generator.wallMs,
        generatorRssBytes: generator.peakRssBytes,
        buildMs: build.wallMs,
        buildRssBytes: build.peakRssBytes,
        generatorCpuMs: generator.cpuMs ?? Number.NaN,
        buildCpuMs: build.cpuMs ?? Number.NaN,
        loadAverage: loadAverage(),
        htmlBytes: htmlBytesOf(siteDir),
        buildPhases: build.phases,
        weights: browser ? await measureWeights(browser, siteDir) : undefined,
        siteDir,
      },
    };
  } catch (error) {
    await site.dispose();
    throw error;
  }
}

/**
 * Cost of each operation added between consecutive points (ms and MB per
 * operation): roughly equal figures along the curve mean linear growth.
 */
export function marginalCosts(points: readonly ScalePoint[]): {
  from: number;
  to: number;
  msPerOperation: number;
  cpuMsPerOperation: number;
  mbPerOperation: number;
  htmlBytesPerOperation: number;
}[] {
  return points.slice(1).map((point, i) => {
    const previous = points[i] as ScalePoint;
    const added = point.operations - previous.operations;
    return {
      from: previous.operations,
      to: point.operations,
      msPerOperation: (point.buildMs - previous.buildMs) / added,
      cpuMsPerOperation: (point.buildCpuMs - previous.buildCpuMs) / added,
      mbPerOperation: (point.buildRssBytes - previous.buildRssBytes) / 1024 / 1024 / added,
      htmlBytesPerOperation: (point.htmlBytes - previous.htmlBytes) / added,
    };
  });
}

/** A size and its ratio to the real site's, `✗` when `withinGoal` says no. */
function withRatio(
  value: number,
  base: number | undefined,
  withinGoal: (ratio: number) => boolean,
) {
  if (base === undefined) return kb(value);
  const ratio = value / base;
  return marked(`${kb(value)} (${ratio.toFixed(2)}x)`, withinGoal(ratio));
}

/**
 * The navigation's JS and its ratio to the real site's (no goal: it is the API
 * section's data, which grows with the API's sidebar), ✗ when the browser reloaded.
 */
function navigationCell(w: ScaleWeights, base: number | undefined): string {
  const size =
    base === undefined
      ? kb(w.navigationJsGzip)
      : `${kb(w.navigationJsGzip)} (${(w.navigationJsGzip / base).toFixed(2)}x)`;
  return w.navigationReloads === 0
    ? size
    : marked(`${size}, ${w.navigationReloads} reload(s)`, false);
}

/** The table's rows: one per point (the first one the base of the ratios), then the marginal costs. */
export function scaleRows(points: readonly ScalePoint[]): string[][] {
  const base = points[0]?.weights;
  const rows = points.map((p, index) => {
    const atGoalSize = p.operations === scaleGoals.buildGoalOperations;
    const w = p.weights;
    const ratioBase = index === 0 ? undefined : base;
    const pageGoal = (ratio: number) => ratio <= scaleGoals.pageJsRatio(p.operations);
    const mainGoal = (ratio: number) => Math.abs(ratio - 1) <= scaleGoals.mainChunkTolerance;
    return [
      index === 0 ? `${p.operations} (real site)` : String(p.operations),
      String(p.pages),
      marked(seconds(p.generatorMs), !atGoalSize || p.generatorMs <= scaleGoals.generatorMs),
      marked(seconds(p.buildMs), !atGoalSize || p.buildMs <= scaleGoals.buildMs),
      seconds(p.buildCpuMs),
      marked(mb(p.buildRssBytes), !atGoalSize || p.buildRssBytes <= scaleGoals.buildRssBytes),
      mb(p.htmlBytes),
      w ? withRatio(w.guideJsGzip, ratioBase?.guideJsGzip, pageGoal) : '',
      w ? withRatio(w.operationJsGzip, ratioBase?.operationJsGzip, pageGoal) : '',
      w ? withRatio(w.mainGzip, ratioBase?.mainGzip, mainGoal) : '',
      w ? withRatio(w.mainRaw, ratioBase?.mainRaw, mainGoal) : '',
      w ? navigationCell(w, ratioBase?.navigationJsGzip) : '',
      p.loadAverage.toFixed(1),
    ];
  });
  for (const step of marginalCosts(points)) {
    rows.push([
      `${step.from} -> ${step.to}`,
      '',
      '',
      `+${(step.msPerOperation / 1000).toFixed(3)} s/op`,
      `+${(step.cpuMsPerOperation / 1000).toFixed(3)} s/op`,
      `+${step.mbPerOperation.toFixed(2)} MB/op`,
      `+${(step.htmlBytesPerOperation / 1024).toFixed(1)} KB/op`,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  return rows;
}

/**
 * Where each size's build spends its CPU and memory: one row per size, a cell per phase
 * (CPU time, then the peak RSS of the process tree during the phase), then the CPU each added
 * operation costs in each phase between two sizes.
 */
export function phaseRows(points: readonly ScalePoint[]): { header: string[]; rows: string[][] } {
  const names = [...buildPhaseColumns, afterBuildPhase];
  const header = ['operations', ...names.map((n) => `${n}: CPU, peak RSS`)];
  const cpuOf = (p: ScalePoint, name: string) => p.buildPhases?.find((f) => f.name === name)?.cpuMs;
  const rows = points.map((p) => [
    String(p.operations),
    ...names.map((name) => {
      const figures = p.buildPhases?.find((f) => f.name === name);
      return figures ? `${seconds(figures.cpuMs)}, ${mb(figures.peakRssBytes)}` : '';
    }),
  ]);
  for (const [i, point] of points.slice(1).entries()) {
    const previous = points[i] as ScalePoint;
    const added = point.operations - previous.operations;
    rows.push([
      `${previous.operations} -> ${point.operations}`,
      ...names.map((name) => {
        const [from, to] = [cpuOf(previous, name), cpuOf(point, name)];
        return from === undefined || to === undefined
          ? ''
          : `+${((to - from) / added / 1000).toFixed(3)} s/op`;
      }),
    ]);
  }
  return { header, rows };
}

export const scaleHeader = [
  'operations',
  'API pages',
  'generator',
  'site build (rspress build)',
  'build CPU',
  'build peak RSS',
  'HTML total',
  'guide JS gzip',
  'operation page JS gzip',
  'main script gzip',
  'main script raw',
  'guide -> API navigation JS gzip',
  'load avg',
];

/**
 * Lighthouse on the guide and the operation page of two builds, one run at a
 * time, alternating builds: each row lists every run's performance score and
 * Total Blocking Time, then their medians.
 */
export async function alternatedLighthouse(
  sites: { label: string; siteDir: string }[],
  runs: number,
): Promise<string[][]> {
  const servers = await Promise.all(
    sites.map((s) => startNginx({ siteDir: s.siteDir, workers: 1 })),
  );
  const results = new Map<string, { perf: number[]; tbt: number[] }>();
  try {
    const sessions = await Promise.all(
      sites.map((s) => startLighthouse({ siteDir: s.siteDir, runs: 1 })),
    );
    try {
      for (let run = 0; run < runs; run++) {
        for (const [page, pagePath] of Object.entries(scalePages)) {
          for (const [i, site] of sites.entries()) {
            const server = servers[i];
            const session = sessions[i];
            if (!server || !session) continue;
            const figures = await session.audit(new URL(pagePath, server.url).href);
            const key = `${page}|${site.label}`;
            const entry = results.get(key) ?? { perf: [], tbt: [] };
            entry.perf.push(figures.scores.performance);
            entry.tbt.push(figures.tbtMs);
            results.set(key, entry);
          }
        }
      }
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  return [...results].map(([key, { perf, tbt }]) => {
    const [page, label] = key.split('|');
    return [
      page ?? '',
      label ?? '',
      `${perf.join(', ')} (median ${median(perf)})`,
      `${tbt.map((t) => t.toFixed(0)).join(', ')} ms (median ${median(tbt).toFixed(0)} ms)`,
    ];
  });
}

/** The machine's 1-minute load average. */
function loadAverage(): number {
  return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
}

/** The machine's load while the bench ran (1-minute load average, and the cores it falls on). */
function loadNote(): string {
  const cores = readdirSync('/sys/devices/system/cpu').filter((d) => /^cpu\d+$/.test(d)).length;
  return `load average ${loadAverage()} on ${cores} cores`;
}

export async function benchScale(sizes: readonly ScaleSize[] = scaleSizes): Promise<void> {
  const points: ScalePoint[] = [];
  const copies: SiteCopy[] = [];
  const lighthouseRuns = Number(process.env.BENCH_SCALE_LIGHTHOUSE_RUNS ?? 0);
  const browser = await launchChromium();
  try {
    for (const size of sizes) {
      // One build at a time: a 2,000-operation build alone takes gigabytes.
      let measured: Awaited<ReturnType<typeof measureScalePoint>>;
      try {
        measured = await measureScalePoint(size, browser);
      } catch (error) {
        // Minutes of larger sizes already measured are not thrown away: the curve ends here.
        console.error(`scale: ${size} operations not measured (${loadNote()}):`, error);
        process.exitCode = 1;
        break;
      }
      const { point, site } = measured;
      const w = point.weights;
      // Each point takes minutes at the larger sizes: say where the bench is.
      console.error(
        `scale: ${point.operations} operations: generator ${seconds(point.generatorMs)} (CPU ${seconds(point.generatorCpuMs)}), build ${seconds(point.buildMs)} (CPU ${seconds(point.buildCpuMs)}), ${mb(point.buildRssBytes)}` +
          (w
            ? `; guide ${kb(w.guideJsGzip)}, operation ${kb(w.operationJsGzip)}, main ${kb(w.mainGzip)} gzip / ${kb(w.mainRaw)}, guide -> API navigation ${kb(w.navigationJsGzip)} (${w.navigationReloads} reloads)`
            : '') +
          `; ${loadNote()}`,
      );
      points.push(point);
      // Kept for the alternated Lighthouse runs (the real site and the goal size), else freed.
      const keep =
        lighthouseRuns > 0 &&
        (size === 'real' || point.operations === scaleGoals.buildGoalOperations);
      if (keep) copies.push(site);
      else await site.dispose();
    }
  } finally {
    await browser.close();
  }
  printTable(
    'Site at scale (real site, then the synthetic spec; ✗ = goal missed: page JS <= 1.05x the ' +
      'real site up to 500 operations, 1.1x at 2,000; main script within 10 %; at 500 operations ' +
      `build <= 60 s and <= 1536 MB, generator <= 5 s; ${loadNote()})`,
    scaleHeader,
    scaleRows(points),
  );
  const phases = phaseRows(points);
  printTable(
    `Build phases (CPU time and peak RSS of each; ${loadNote()})`,
    phases.header,
    phases.rows,
  );
  try {
    if (lighthouseRuns > 0) {
      const sites = points
        .filter((p) => p.siteDir && copies.some((c) => p.siteDir === c.file('doc_build')))
        .map((p) => ({ label: `${p.operations} operations`, siteDir: p.siteDir as string }));
      printTable(
        `Lighthouse 12.8 mobile, the two builds alternated, ${lighthouseRuns} runs each (${loadNote()})`,
        ['page', 'site', 'performance', 'Total Blocking Time'],
        await alternatedLighthouse(sites, lighthouseRuns),
      );
    }
  } finally {
    await Promise.all(copies.map((c) => c.dispose()));
  }
}
