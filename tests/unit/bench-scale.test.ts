import { describe, expect, it } from 'vitest';
import { measureProcess, phaseFigures, splitCpuTimes } from '../../scripts/bench/measure-process';
import {
  buildPhaseColumns,
  buildPhases,
  marginalCosts,
  phaseRows,
  type ScalePoint,
  type ScaleWeights,
  scaleHeader,
  scaleRows,
} from '../../scripts/bench/scale';

const MB = 1024 * 1024;
const point = (
  operations: number,
  buildMs: number,
  buildMb: number,
  htmlMb = operations / 10,
): ScalePoint => ({
  operations,
  pages: (operations + 2) * 2,
  generatorMs: 0,
  generatorRssBytes: 0,
  generatorCpuMs: 0,
  buildMs,
  buildCpuMs: buildMs * 2,
  buildRssBytes: buildMb * MB,
  loadAverage: 3.5,
  htmlBytes: htmlMb * MB,
});
const KB = 1024;
const weights = (over: Partial<ScaleWeights> = {}): ScaleWeights => ({
  mainRaw: 85 * KB,
  mainGzip: 28 * KB,
  guideJsGzip: 140 * KB,
  operationJsGzip: 156 * KB,
  navigationJsGzip: 20 * KB,
  navigationReloads: 0,
  ...over,
});
/** The row of `operations`, as header -> cell. */
const rowOf = (rows: string[][], operations: string) =>
  Object.fromEntries(
    scaleHeader.map((h, i) => [h, rows.find((r) => r[0]?.startsWith(operations))?.[i]]),
  );

describe('bench scale curve', () => {
  it('gives the cost of each operation added between two sizes', () => {
    const steps = marginalCosts([
      point(10, 20_000, 900),
      point(100, 29_000, 1_080),
      point(250, 59_000, 1_380),
    ]);
    expect(steps).toEqual([
      {
        from: 10,
        to: 100,
        msPerOperation: 100,
        cpuMsPerOperation: 200,
        mbPerOperation: 2,
        htmlBytesPerOperation: MB / 10,
      },
      {
        from: 100,
        to: 250,
        msPerOperation: 200,
        cpuMsPerOperation: 400,
        mbPerOperation: 2,
        htmlBytesPerOperation: MB / 10,
      },
    ]);
  });

  it('reads the CPU time bash reports after the command, and removes it from the output', () => {
    expect(splitCpuTimes('built\n0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toEqual({
      output: 'built\n',
      cpuMs: 65_750,
    });
    expect(splitCpuTimes('no times here\n')).toEqual({ output: 'no times here\n' });
  });

  it('has no step for a single point', () => {
    expect(marginalCosts([point(10, 1, 1)])).toEqual([]);
  });

  it('marks the goals a point misses, and a navigation that reloaded the page', () => {
    const rows = scaleRows([
      { ...point(13, 30_000, 1_100), weights: weights() },
      {
        ...point(500, 50_000, 1_400),
        weights: weights({ guideJsGzip: 147 * KB, navigationJsGzip: 30 * KB }),
      },
      {
        ...point(2000, 200_000, 3_000, 800),
        weights: weights({ operationJsGzip: 180 * KB, navigationReloads: 1 }),
      },
    ]);
    const real = rowOf(rows, '13 (real site)');
    expect(real['guide JS gzip']).toBe('140.0 KB');
    expect(real['load avg']).toBe('3.5');
    const at500 = rowOf(rows, '500');
    expect(at500['guide JS gzip']).toBe('147.0 KB (1.05x)');
    expect(at500['build peak RSS']).toBe('1400 MB');
    expect(at500['guide -> API navigation JS gzip']).toBe('30.0 KB (1.50x)');
    const at2000 = rowOf(rows, '2000');
    expect(at2000['operation page JS gzip']).toBe('180.0 KB (1.15x) ✗');
    expect(at2000['guide -> API navigation JS gzip']).toBe('20.0 KB (1.00x), 1 reload(s) ✗');
    // The build goals apply at 500 operations only.
    expect(at2000['build peak RSS']).toBe('3000 MB');
    expect(rowOf(rows, '500 -> 2000')['build peak RSS']).toBe('+1.07 MB/op');
    // HTML growing faster than the operations shows as a rising cost per added operation.
    expect(at500['HTML total']).toBe('50 MB');
    expect(rowOf(rows, '13 -> 500')['HTML total']).toBe('+102.4 KB/op');
    expect(rowOf(rows, '500 -> 2000')['HTML total']).toBe('+512.0 KB/op');
  });

  it('turns the marks taken as each phase ended into the figures of each phase', () => {
    expect(
      phaseFigures([
        { name: 'start-up', wallMs: 10_000, cpuMs: 8_000, peakRssBytes: 400 * MB },
        { name: 'web', wallMs: 40_000, cpuMs: 50_000, peakRssBytes: 1_100 * MB },
        { name: 'built site', wallMs: 45_000, cpuMs: 56_000, peakRssBytes: 900 * MB },
      ]),
    ).toEqual([
      { name: 'start-up', wallMs: 10_000, cpuMs: 8_000, peakRssBytes: 400 * MB },
      { name: 'web', wallMs: 30_000, cpuMs: 42_000, peakRssBytes: 1_100 * MB },
      { name: 'built site', wallMs: 5_000, cpuMs: 6_000, peakRssBytes: 900 * MB },
    ]);
  });

  it('ends each phase at the line the command prints, and the last one with the process', async () => {
    // A command that works between its lines: each phase's CPU is its own. The work is counted
    // in CPU time, not wall time, so that it is the same on a loaded machine.
    const busy = (ms: number) =>
      `node -e "const c = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; while (c() < ${ms});"`;
    const run = await measureProcess(
      'bash',
      [
        '-c',
        `echo starting; ${busy(150)}; echo 'phase one done'; sleep 0.3; echo 'phase two done'; ${busy(150)}`,
      ],
      {
        cpu: true,
        phases: [
          { name: 'one', endsAt: /phase one done/ },
          { name: 'missing', endsAt: /never printed/ },
          { name: 'two', endsAt: /phase two done/ },
        ],
        after: 'rest',
      },
    );
    expect(run.code).toBe(0);
    const names = run.phases?.map((p) => p.name);
    expect(names).toEqual(['one', 'two', 'rest']);
    const [one, two, rest] = run.phases ?? [];
    // Busy phases used CPU (at least most of their 150 ms); the sleeping one almost none.
    expect(one?.cpuMs).toBeGreaterThan(100);
    expect(rest?.cpuMs).toBeGreaterThan(100);
    expect(two?.cpuMs).toBeLessThan(one?.cpuMs ?? 0);
    const total = (run.phases ?? []).reduce((sum, p) => sum + p.cpuMs, 0);
    expect(total).toBeCloseTo(run.cpuMs ?? Number.NaN, -2);
  }, 60_000);

  it('names the phases of a build in one process and of one with its Markdown twins apart', async () => {
    // The lines Rsbuild and the built-site plugin print, in each order (cat: no CPU to count).
    const lines = {
      one: [
        'start   build started...',
        'ready   built in 9s (web)',
        'ready   built in 8s (node)',
        'ready   built in 7s (node_md)',
        'built site: 3 pages',
      ],
      apart: [
        'markdown twins | start   build started...',
        'markdown twins | ready   built in 7s',
        'markdown twins built in a process of their own (9.0 s)',
        'start   build started...',
        'ready   built in 9s (web)',
        'ready   built in 8s (node)',
        'built site: 3 pages',
      ],
    };
    for (const [order, expected] of [
      ['one', ['start-up', 'web', 'HTML pages', 'Markdown twins', 'built site']],
      ['apart', ['start-up', 'Markdown twins', 'web', 'HTML pages', 'built site']],
    ] as const) {
      // One line at a time, as a build prints them.
      const script = lines[order].map((line) => `echo '${line}'; sleep 0.2`).join('; ');
      const run = await measureProcess('bash', ['-c', script], {
        phases: buildPhases,
        after: 'built site',
      });
      expect(run.phases?.map((p) => p.name)).toEqual(expected);
    }
  }, 60_000);

  it('prints the CPU and peak memory of each phase per size, and its CPU per added operation', () => {
    const phases = (cpuSeconds: number[], rssMb: number) =>
      [...buildPhaseColumns, 'built site'].map((name, i) => ({
        name,
        wallMs: 0,
        cpuMs: (cpuSeconds[i] ?? 0) * 1000,
        peakRssBytes: rssMb * MB,
      }));
    const { header, rows } = phaseRows([
      { ...point(12, 1, 1), buildPhases: phases([8, 20, 10, 5, 3], 1_000) },
      { ...point(512, 1, 1), buildPhases: phases([9, 45, 30, 20, 13], 2_000) },
    ]);
    expect(header).toEqual([
      'operations',
      'start-up: CPU, peak RSS',
      'web: CPU, peak RSS',
      'HTML pages: CPU, peak RSS',
      'Markdown twins: CPU, peak RSS',
      'built site: CPU, peak RSS',
    ]);
    expect(rows[0]).toEqual([
      '12',
      '8.00 s, 1000 MB',
      '20.00 s, 1000 MB',
      '10.00 s, 1000 MB',
      '5.00 s, 1000 MB',
      '3.00 s, 1000 MB',
    ]);
    expect(rows[2]).toEqual([
      '12 -> 512',
      '+0.002 s/op',
      '+0.050 s/op',
      '+0.040 s/op',
      '+0.030 s/op',
      '+0.020 s/op',
    ]);
  });
});
