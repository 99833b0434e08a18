/**
 * The moment the dev server has served its first page, for start-up work that
 * would otherwise compete with it for the CPU: the content check and the
 * frontmatter check of every page. Rsbuild compiles route chunks on request, so
 * "ready" is not enough: the signal waits until compiles have been quiet for
 * `quietMs` (the first page's chunks are built by then), or `capMs` at most.
 */
import type { RspressPlugin } from '@rspress/core';

interface DevStartState {
  started: Promise<void>;
  resolve: () => void;
}

/** Rspress restarts re-evaluate the config: one signal per process. */
const STATE_KEY = Symbol.for('acmepay.dev-start');
type GlobalWithState = typeof globalThis & { [STATE_KEY]?: DevStartState };

function state(): DevStartState {
  const g = globalThis as GlobalWithState;
  if (!g[STATE_KEY]) {
    let resolve = () => {};
    const started = new Promise<void>((r) => {
      resolve = r;
    });
    g[STATE_KEY] = { started, resolve };
  }
  return g[STATE_KEY];
}

/** Resolves once the dev server's first page is built (never in a production build). */
export function afterDevStart(): Promise<void> {
  return state().started;
}

export function pluginDevStart(options: { quietMs?: number; capMs?: number } = {}): RspressPlugin {
  const { quietMs = 2500, capMs = 30_000 } = options;
  let quietTimer: NodeJS.Timeout | undefined;
  return {
    name: 'dev-start',
    builderConfig: {
      plugins: [
        {
          name: 'acmepay:dev-start',
          setup(api) {
            api.onAfterDevCompile(({ isFirstCompile }: { isFirstCompile: boolean }) => {
              const { resolve } = state();
              if (isFirstCompile) setTimeout(resolve, capMs).unref();
              // Each compile (the first page's lazy chunks) restarts the quiet period.
              clearTimeout(quietTimer);
              quietTimer = setTimeout(resolve, quietMs);
              quietTimer.unref();
            });
          },
        },
      ],
    },
  };
}
