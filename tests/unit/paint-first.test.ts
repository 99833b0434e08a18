import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirstTags } from '../../plugins/paint-first';
import { loaderScript, SCRIPTS_START_MARK } from '../../plugins/paint-first/loader-script';

const scripts = ['/static/js/lib-react.1.js', '/static/js/index.2.js'];

describe('paint-first: scripts after the first paint', () => {
  it('replaces the deferred scripts with one inline loader, keeping other tags', () => {
    const tags = paintFirstTags([
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/a.css' } },
      { tag: 'script', attrs: { defer: true, src: scripts[0] } },
      { tag: 'script', attrs: { defer: true, src: scripts[1] } },
      { tag: 'script', children: 'inline()' },
    ]);
    expect(tags.map((t) => t.tag)).toEqual(['link', 'script', 'script']);
    expect(tags.some((t) => t.attrs?.defer)).toBe(false);
    expect(tags[2]?.children).toBe(loaderScript(scripts));
  });

  /** Runs the loader in a stand-in browser; returns what it appended and the paint callback. */
  function load(visibility: 'visible' | 'hidden', paintSupported = true) {
    const appended: { src: string; async: boolean }[] = [];
    const marks: string[] = [];
    let paintObserver: ((list: { getEntries(): { name: string }[] }, o: unknown) => void) | null =
      null;
    const timers: (() => void)[] = [];
    const context = {
      document: {
        visibilityState: visibility,
        addEventListener: () => {},
        createElement: () => ({ src: '', async: true }),
        head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
      },
      window: {} as Record<string, unknown>,
      performance: { mark: (name: string) => marks.push(name) },
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: typeof paintObserver) {
          paintObserver = callback;
          return { observe: () => {}, disconnect: () => {} };
        },
        { supportedEntryTypes: paintSupported ? ['paint', 'largest-contentful-paint'] : [] },
      ),
      requestAnimationFrame: (fn: () => void) => timers.push(fn),
      setTimeout: (fn: () => void, ms: number) => {
        if (ms === 0) timers.push(fn);
      },
    };
    context.window = context as unknown as Record<string, unknown>;
    runInNewContext(loaderScript(scripts), context);
    return {
      appended,
      marks,
      paint: (name: string) =>
        paintObserver?.({ getEntries: () => [{ name }] }, { disconnect: () => {} }),
      runTimers: () => {
        while (timers.length) timers.shift()?.();
      },
    };
  }

  it('adds the scripts, in order and not async, only once the first contentful paint is reported', () => {
    const page = load('visible');
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    page.runTimers();
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    page.runTimers();
    expect(page.appended.map((s) => [s.src, s.async])).toEqual([
      [scripts[0], false],
      [scripts[1], false],
    ]);
    expect(page.marks).toEqual([SCRIPTS_START_MARK]);
  });

  it('starts at once in a hidden tab (it paints nothing)', () => {
    const page = load('hidden');
    expect(page.appended.map((s) => s.src)).toEqual(scripts);
  });

  it('waits two animation frames where paint timing is not supported', () => {
    const page = load('visible', false);
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended.map((s) => s.src)).toEqual(scripts);
  });
});
