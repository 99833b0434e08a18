import { describe, expect, it } from 'vitest';
import { marginalCosts, type ScalePoint } from '../../scripts/bench/scale';

const MB = 1024 * 1024;
const point = (operations: number, buildMs: number, buildMb: number): ScalePoint => ({
  operations,
  pages: (operations + 2) * 2,
  generatorMs: 0,
  generatorRssBytes: 0,
  buildMs,
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
      { from: 10, to: 100, msPerOperation: 100, mbPerOperation: 2 },
      { from: 100, to: 250, msPerOperation: 200, mbPerOperation: 2 },
    ]);
  });

  it('has no step for a single point', () => {
    expect(marginalCosts([point(10, 1, 1)])).toEqual([]);
  });
});
