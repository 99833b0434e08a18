import { describe, expect, it } from 'vitest';
import { splitCpuTimes } from '../../scripts/bench/measure-process';
import { marginalCosts, type ScalePoint } from '../../scripts/bench/scale';

const MB = 1024 * 1024;
const point = (operations: number, buildMs: number, buildMb: number): ScalePoint => ({
  operations,
  pages: (operations + 2) * 2,
  generatorMs: 0,
  generatorRssBytes: 0,
  generatorCpuMs: 0,
  buildMs,
  buildCpuMs: buildMs * 2,
  buildRssBytes: buildMb * MB,
});

describe('bench scale curve', () => {
  it('gives the cost of each operation added between two sizes', () => {
    const steps = marginalCosts([
      point(10, 20_000, 900),
      point(100, 29_000, 1_080),
      point(250, 59_000, 1_380),
    ]);
    expect(steps).toEqual([
      { from: 10, to: 100, msPerOperation: 100, cpuMsPerOperation: 200, mbPerOperation: 2 },
      { from: 100, to: 250, msPerOperation: 200, cpuMsPerOperation: 400, mbPerOperation: 2 },
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
});
