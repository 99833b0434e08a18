/**
 * The build/browser boundary is a Biome rule (biome.json, `noRestrictedImports`
 * on theme/, shared/, config/, i18n/): this proves it rejects what it must and
 * accepts what it may, so a loosened config fails here, not in a bundle.
 * Biome applies its per-folder overrides to real files only (not to stdin), so
 * each probe is a file written in the folder it speaks for, linted in one run,
 * then removed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PROBE_DIR = '__boundary_probe__';

const rejected: [folder: string, source: string][] = [
  ['theme/components', "import { x } from '../../../scripts/api/resolve-ref';"],
  ['theme', "import { x } from '../../plugins/blog/load-blog';"],
  ['shared/api', "import { x } from '../../../theme/logic/safe-storage';"],
  ['config', "import { x } from '../../scripts/api/spec-walk';"],
];
const accepted: [folder: string, source: string][] = [
  ['theme/components', "import { x } from '../../../shared/url-rules';"],
  ['theme', "import { x } from '../../config/locales';"],
  ['shared/api', "import { x } from '../../../i18n';"],
  ['shared/api', "import { x } from '@scalar/snippetz/plugins/go/native';"],
  ['scripts/api', "import { x } from '../../../theme/logic/safe-storage';"],
];
const probes = [...rejected, ...accepted].map(([folder, source], i) => ({
  folder,
  source,
  file: path.join(folder, PROBE_DIR, `probe-${i}.ts`),
}));
let lintOutput = '';

beforeAll(() => {
  for (const probe of probes) {
    mkdirSync(path.join(root, path.dirname(probe.file)), { recursive: true });
    writeFileSync(path.join(root, probe.file), `${probe.source}\nexport const y = x;\n`);
  }
  const biome = path.join(root, 'node_modules/.bin/biome');
  const result = spawnSync(
    biome,
    [
      'lint',
      '--only=style/noRestrictedImports',
      '--max-diagnostics=none',
      ...probes.map((p) => p.file),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  lintOutput = result.stdout + result.stderr;
});

afterAll(() => {
  for (const folder of new Set(probes.map((p) => p.folder)))
    rmSync(path.join(root, folder, PROBE_DIR), { recursive: true, force: true, maxRetries: 5 });
});

function flagged(folder: string, source: string): boolean {
  const probe = probes.find((p) => p.folder === folder && p.source === source);
  if (!probe) throw new Error('unknown probe');
  return lintOutput.includes(`${probe.file}:1:19 lint/style/noRestrictedImports`);
}

describe('module boundary (lint rule)', () => {
  it.each(rejected)('rejects code in %s importing across the boundary: %s', (folder, source) => {
    expect(flagged(folder, source)).toBe(true);
  });

  it.each(accepted)('accepts code in %s importing %s', (folder, source) => {
    expect(flagged(folder, source)).toBe(false);
  });
});
