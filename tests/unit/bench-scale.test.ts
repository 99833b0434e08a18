import { describe, expect, it } from 'vitest';
import { splitCpuTimes } from '../../scripts/bench/measure-process';
import {
  marginalCosts,
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
});
