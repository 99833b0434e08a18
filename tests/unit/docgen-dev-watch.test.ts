import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { touchOnComponentChange } from '../../plugins/writers-handbook/docgen-dev-watch';

it('an edit to a documented component touches the docgen entry (the dev server then regenerates its table)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ap-docgen-watch-'));
  const file = path.join(dir, 'Badge.tsx');
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(file, 'export function Badge() { return null; }\n');
  writeFileSync(entry, "export { Badge } from './Badge';\n");
  const past = new Date(Date.now() - 60_000);
  utimesSync(entry, past, past);
  const stop = touchOnComponentChange(entry, [file]);
  try {
    writeFileSync(file, 'export function Badge() { return "new"; }\n');
    await expect
      .poll(() => statSync(entry).mtimeMs, { timeout: 10_000 })
      .toBeGreaterThan(past.getTime() + 30_000);
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
