/**
 * Dev server: @rspress/plugin-api-docgen regenerates the props tables when its entry changes,
 * and it knows only the entry (the barrel of config/handbook.ts, which re-exports the
 * components). An edit to a documented component touches the barrel, so its table follows.
 */
import { utimesSync, watch } from 'node:fs';

/** Watches `files`; each change touches `entry`. Returns the function that stops watching. */
export function touchOnComponentChange(entry: string, files: readonly string[]): () => void {
  const watchers = files.map((file) =>
    watch(file, () => {
      const now = new Date();
      utimesSync(entry, now, now);
    }),
  );
  return () => {
    for (const watcher of watchers) watcher.close();
  };
}
