/**
 * Every installed package (nested copies included) must run on every Node the
 * project declares (package.json `engines.node`): otherwise `npm install`
 * prints EBADENGINE warnings on the Node 20 machines, and the package may use
 * what Node 20 lacks. See contributing/README.md, "Node version and dependencies".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: unknown };
}

const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** Every package directory under node_modules, scoped and nested ones included. */
function packageDirs(nodeModules: string): string[] {
  const dirs: string[] = [];
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) {
      dirs.push(...packageDirs(dir));
      continue;
    }
    if (existsSync(path.join(dir, 'package.json'))) dirs.push(dir);
    const nested = path.join(dir, 'node_modules');
    if (existsSync(nested)) dirs.push(...packageDirs(nested));
  }
  return dirs;
}

describe('dependency engines', () => {
  const projectRange = readManifest(path.join(root, 'package.json')).engines?.node;

  it('the project declares a valid Node range', () => {
    expect(typeof projectRange === 'string' && semver.validRange(projectRange)).toBeTruthy();
  });

  it('every installed package accepts every Node the project declares', () => {
    const dirs = packageDirs(path.join(root, 'node_modules'));
    // A real install: hundreds of packages, so an empty walk cannot pass.
    expect(dirs.length).toBeGreaterThan(500);
    const refusing: string[] = [];
    for (const dir of dirs) {
      const manifest = readManifest(path.join(dir, 'package.json'));
      const wanted = manifest.engines?.node;
      // npm only reads a string range (old packages have arrays, ignored by npm too).
      if (typeof wanted !== 'string') continue;
      const accepts =
        semver.validRange(wanted) !== null && semver.subset(String(projectRange), wanted);
      if (!accepts)
        refusing.push(
          `${manifest.name}@${manifest.version} (${path.relative(root, dir)}) requires node ${wanted}`,
        );
    }
    expect(refusing, `project engines.node: ${projectRange}`).toEqual([]);
  });
});
