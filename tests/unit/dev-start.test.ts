/**
 * The dev server's start-up work (the content check and the frontmatter check of every
 * page) waits until the first page is built: compiles quiet for a while after
 * the first one, or a cap.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type CompileHandler = (params: { isFirstCompile: boolean }) => void;

async function freshPlugin(options?: { quietMs?: number; capMs?: number }) {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('acmepay.dev-start')];
  const { afterDevStart, pluginDevStart } = await import('../../plugins/dev-start');
  const handlers: CompileHandler[] = [];
  const rsbuildPlugin = pluginDevStart(options).builderConfig?.plugins?.[0] as {
    setup: (api: { onAfterDevCompile: (h: CompileHandler) => void }) => void;
  };
  rsbuildPlugin.setup({ onAfterDevCompile: (h) => handlers.push(h) });
  let started = false;
  void afterDevStart().then(() => {
    started = true;
  });
  const compile = (isFirstCompile: boolean) => {
    for (const h of handlers) h({ isFirstCompile });
  };
  return { compile, isStarted: () => started };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('after dev start', () => {
  it('waits for the first compile, then for compiles to be quiet', async () => {
    vi.useFakeTimers();
    const dev = await freshPlugin({ quietMs: 1000, capMs: 10_000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(dev.isStarted()).toBe(false); // no compile yet: the server is not ready
    dev.compile(true);
    await vi.advanceTimersByTimeAsync(800);
    dev.compile(false); // the first page's lazy chunks
    await vi.advanceTimersByTimeAsync(800);
    expect(dev.isStarted()).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(dev.isStarted()).toBe(true);
  });

  it('starts after the cap even if compiles never pause', async () => {
    vi.useFakeTimers();
    const dev = await freshPlugin({ quietMs: 1000, capMs: 3000 });
    dev.compile(true);
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(500);
      dev.compile(false);
    }
    expect(dev.isStarted()).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(dev.isStarted()).toBe(true);
  });
});
