/**
 * How the API reference's cost grows with the size of the API:
 * the synthetic spec of api-reference.ts at 10, 100, 250 and 500 operations,
 * each in a fresh copy of the site, the generator and then the clean site
 * build (`rspress build`: Rspress and the built-site steps) measured (wall time, peak RSS of the whole process tree). Printed as
 * a curve, with the cost of each added operation between two sizes: a flat
 * per-operation cost is linear growth. Goals at 500 operations: build ≤ 60 s
 * and ≤ 1.5 GB, generator ≤ 5 s.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { copySite, unlinkGuideApiReferences } from '../../tests/support/site-copy';
import { syntheticSpec } from './api-reference';
import { marked } from './budgets';
import { mb, seconds } from './format';
import { measureProcess } from './measure-process';

const yamlOptions = { aliasDuplicateObjects: false } as const;

export const scaleSizes = [10, 100, 250, 500] as const;

export const scaleGoals = {
  /** At the largest size. */
  buildMs: 60_000,
  buildRssBytes: 1.5 * 1024 * 1024 * 1024,
  generatorMs: 5_000,
} as const;

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
}

/** Builds the site on a synthetic spec of `operations` operations, in a throw-away copy. */
export async function measureScalePoint(operations: number): Promise<ScalePoint> {
  const { spec, overlay } = syntheticSpec(operations);
  const site = await copySite();
  try {
    rmSync(site.file('openapi'), { recursive: true, force: true });
    mkdirSync(site.file('openapi/overlays'), { recursive: true });
    // Written without YAML anchors, as a spec of that size is: the reader's alias-bomb guard
    // counts every alias's expansion, which on thousands of aliases costs the generator seconds.
    writeFileSync(site.file('openapi/openapi.yaml'), stringify(spec, yamlOptions));
    writeFileSync(site.file('openapi/overlays/pt-BR.yaml'), stringify(overlay, yamlOptions));
    // The guides link to the real operations, which the synthetic spec does not have.
    await unlinkGuideApiReferences(site);
    const generator = await measureProcess(
      path.join(site.dir, 'node_modules/.bin/tsx'),
      [path.join(site.dir, 'scripts/generate-api-pages.ts')],
      { cwd: site.dir, cpu: true },
    );
    if (generator.code !== 0)
      throw new Error(`generator failed at ${operations} operations:\n${generator.output}`);
    const pages = Number(/(\d+) pages/.exec(generator.output)?.[1] ?? Number.NaN);
    // The clean site build on the generated pages: `npm run build` less its prebuild (the
    // generator, measured above, and the guides' example check, which is about the guides
    // and fails on a spec without the schemas they show).
    rmSync(site.file('node_modules/.rspress'), { recursive: true, force: true });
    rmSync(site.file('node_modules/.cache'), { recursive: true, force: true });
    const build = await measureProcess(
      path.join(site.dir, 'node_modules/.bin/rspress'),
      ['build'],
      { cwd: site.dir, cpu: true },
    );
    if (build.code !== 0)
      throw new Error(`build failed at ${operations} operations:\n${build.output.slice(-3000)}`);
    return {
      operations,
      pages,
      generatorMs: generator.wallMs,
      generatorRssBytes: generator.peakRssBytes,
      buildMs: build.wallMs,
      buildRssBytes: build.peakRssBytes,
      generatorCpuMs: generator.cpuMs ?? Number.NaN,
      buildCpuMs: build.cpuMs ?? Number.NaN,
    };
  } finally {
    await site.dispose();
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
    };
  });
}

export async function benchScale(sizes: readonly number[] = scaleSizes): Promise<string[][]> {
  const points: ScalePoint[] = [];
  for (const operations of sizes) {
    const point = await measureScalePoint(operations);
    // Each point takes minutes at the larger sizes: say where the bench is.
    console.error(
      `scale: ${operations} operations: generator ${seconds(point.generatorMs)} (CPU ${seconds(point.generatorCpuMs)}), build ${seconds(point.buildMs)} (CPU ${seconds(point.buildCpuMs)}), ${mb(point.buildRssBytes)}`,
    );
    points.push(point);
  }
  const largest = points.at(-1);
  const rows = points.map((p) => {
    const atGoalSize = p === largest && p.operations >= 500;
    return [
      String(p.operations),
      String(p.pages),
      marked(seconds(p.generatorMs), !atGoalSize || p.generatorMs <= scaleGoals.generatorMs),
      seconds(p.generatorCpuMs),
      mb(p.generatorRssBytes),
      marked(seconds(p.buildMs), !atGoalSize || p.buildMs <= scaleGoals.buildMs),
      seconds(p.buildCpuMs),
      marked(mb(p.buildRssBytes), !atGoalSize || p.buildRssBytes <= scaleGoals.buildRssBytes),
    ];
  });
  for (const step of marginalCosts(points)) {
    rows.push([
      `${step.from} -> ${step.to}`,
      '',
      '',
      '',
      '',
      `+${(step.msPerOperation / 1000).toFixed(3)} s/op`,
      `+${(step.cpuMsPerOperation / 1000).toFixed(3)} s/op`,
      `+${step.mbPerOperation.toFixed(2)} MB/op`,
    ]);
  }
  return rows;
}

export const scaleHeader = [
  'operations',
  'API pages',
  'generator',
  'generator CPU',
  'generator RSS',
  'site build (rspress build)',
  'build CPU',
  'build peak RSS',
];
