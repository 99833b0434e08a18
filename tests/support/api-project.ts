/**
 * A throw-away project folder for generator tests: an openapi/ folder (the
 * real one, a fixture, or a planted defect) and an empty docs/ tree. The
 * generator writes there exactly as it writes in the real project.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateApiReference } from '../../scripts/api/generate-api-reference';
import { generateApiPages } from '../../scripts/generate-api-pages';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface GeneratorRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ApiProject {
  dir: string;
  file: (relative: string) => string;
  read: (relative: string) => string;
  write: (relative: string, text: string) => void;
  edit: (relative: string, change: (text: string) => string) => void;
  generate: () => ReturnType<typeof generateApiReference>;
  /** Runs the CLI (`tsx scripts/generate-api-pages.ts --root DIR`) like `npm run build` does. */
  runCli: () => Promise<GeneratorRun>;
  /**
   * What the CLI runs, in this process: the same function, the same messages, and 1 for the
   * `false` the CLI exits 1 on; no start of tsx (a second or more each on a loaded machine).
   * For tests about the generator's answer to a spec rather than about the command.
   */
  runInProcess: () => Promise<GeneratorRun>;
  /** Every generated file (relative path -> content). */
  outputs: () => Map<string, string>;
  dispose: () => void;
}

function walk(dir: string, base: string, out: Map<string, string>) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else out.set(path.relative(base, full), readFileSync(full, 'utf8'));
  }
}

/** Every file the generator wrote in project `dir` (relative path -> content): docs/ and .generated/. */
export function generatedOutputs(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  walk(path.join(dir, 'docs'), dir, out);
  walk(path.join(dir, '.generated'), dir, out);
  // The stamp records a CLI or dev-server run for `--if-changed`; generateApiReference()
  // in-process does not write it, and it is no page or data a reader gets.
  out.delete('.generated/api-reference/stamp.json');
  return out;
}

/** `source`: a folder holding openapi.yaml and overlays/ (default: the real openapi/). */
export function createApiProject(source = path.join(projectRoot, 'openapi')): ApiProject {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-project-'));
  cpSync(source, path.join(dir, 'openapi'), { recursive: true });
  for (const lang of ['pt-BR', 'en'])
    mkdirSync(path.join(dir, 'docs', lang, 'docs'), { recursive: true });
  return apiProjectAt(dir);
}

/**
 * A copy of a project the generator has already run in (its spec and what it wrote): for a
 * test that needs the pages of the real spec in place, without generating them again.
 */
export function copyApiProject(generated: string): ApiProject {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-project-'));
  cpSync(generated, dir, { recursive: true });
  return apiProjectAt(dir);
}

function apiProjectAt(dir: string): ApiProject {
  const file = (relative: string) => path.join(dir, relative);
  return {
    dir,
    file,
    read: (relative) => readFileSync(file(relative), 'utf8'),
    write: (relative, text) => writeFileSync(file(relative), text),
    edit: (relative, change) =>
      writeFileSync(file(relative), change(readFileSync(file(relative), 'utf8'))),
    generate: () => generateApiReference({ root: dir }),
    runCli: () =>
      new Promise((resolve) => {
        const child = spawn(
          path.join(projectRoot, 'node_modules/.bin/tsx'),
          [path.join(projectRoot, 'scripts/generate-api-pages.ts'), '--root', dir],
          { env: { ...process.env, NO_COLOR: '1' } },
        );
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
        });
        child.stderr.on('data', (d: Buffer) => {
          stderr += d.toString();
        });
        child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
      }),
    runInProcess: () => runGeneratorInProcess(dir),
    outputs: () => generatedOutputs(dir),
    dispose: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }),
  };
}

/**
 * generateApiPages() on the project at `dir` as the CLI calls it (without `--force`), its
 * console output captured; code 1 where the CLI exits 1.
 */
export async function runGeneratorInProcess(dir: string): Promise<GeneratorRun> {
  const printed = { stdout: '', stderr: '' };
  const saved = { log: console.log, warn: console.warn, error: console.error };
  const to =
    (stream: keyof typeof printed) =>
    (...args: unknown[]) => {
      printed[stream] += `${args.map(String).join(' ')}\n`;
    };
  console.log = to('stdout');
  console.warn = to('stderr');
  console.error = to('stderr');
  try {
    const ok = await generateApiPages(dir, { ifChanged: true });
    return { code: ok ? 0 : 1, ...printed };
  } finally {
    Object.assign(console, saved);
  }
}
