/**
 * A throw-away copy of the whole site in a temp folder (node_modules linked),
 * so build tests can plant a defect and run the real `npm run build` on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/**
 * Not copied: what a build, `npm pack` (dist/) or a test run makes. The
 * contract tier, running beside the build tier, packs the MCP server into
 * dist/ while copies are made.
 */
const skipped = new Set([
  'node_modules',
  'doc_build',
  '.doc_build-staging',
  '.doc_build-previous',
  '.doc_build-lock',
  '.git',
  '.rspress',
  'test-results',
  'dist',
]);

export interface SiteCopy {
  dir: string;
  /** Path inside the copy. */
  file: (relative: string) => string;
  edit: (relative: string, change: (text: string) => string) => Promise<void>;
  write: (relative: string, text: string) => Promise<void>;
  remove: (relative: string) => Promise<void>;
  /** Runs `npm run build` (or `command`, e.g. `npx rspress build`) in the copy. */
  build: (command?: string[]) => Promise<{ code: number; output: string }>;
  dispose: () => Promise<void>;
}

export async function copySite(): Promise<SiteCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-copy-'));
  await cp(projectRoot, dir, {
    recursive: true,
    filter: (src) => !skipped.has(path.basename(src)) || path.dirname(src) !== projectRoot,
  });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const file = (relative: string) => path.join(dir, relative);
  /** Builds still running: a test that timed out leaves one, and it must end before the copy goes. */
  const running = new Set<{ child: ChildProcess; closed: Promise<void> }>();
  return {
    dir,
    file,
    edit: async (relative, change) => {
      await writeFile(file(relative), change(await readFile(file(relative), 'utf8')));
    },
    write: (relative, text) => writeFile(file(relative), text),
    remove: (relative) => rm(file(relative), { force: true }),
    build: (command = ['npm', 'run', 'build', '--silent']) =>
      new Promise((resolve) => {
        const [program = 'npm', ...args] = command;
        // Its own process group: dispose() stops npm and every process it started.
        const child = spawn(program, args, {
          cwd: dir,
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
          detached: true,
        });
        const build = {
          child,
          closed: new Promise<void>((closed) => child.on('close', () => closed())),
        };
        running.add(build);
        void build.closed.then(() => running.delete(build));
        let output = '';
        child.stdout.on('data', (d: Buffer) => {
          output += d.toString();
        });
        child.stderr.on('data', (d: Buffer) => {
          output += d.toString();
        });
        child.on('close', (code) => resolve({ code: code ?? 1, output }));
      }),
    dispose: async () => {
      // A build still writing into the copy would make removing it fail (ENOTEMPTY).
      for (const { child, closed } of running) {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
        } catch {
          // The group ended on its own meanwhile.
        }
        await closed;
      }
      // Retries: a grandchild (a compiler worker) may still be closing its files.
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * Turns the docs pages' links to API pages into their plain text, in both
 * locales, and so the links to anchors made from the spec's data (the test-data
 * page's products, the changelog's entries). For copies that swap in another
 * spec: its operations differ from the real ones, and links to pages or anchors
 * that no longer exist (rightly) fail the build. The home pages' links to
 * operation pages lead to the reference's index.
 */
export async function unlinkGuideApiReferences(site: SiteCopy): Promise<void> {
  for (const lang of ['en', 'pt-BR']) {
    await site.edit(`docs/${lang}/index.mdx`, (text) =>
      text.replace(
        /^(\s*link: (?:\/en)?\/docs\/api\/)(?!documentacao-de-api$|errors$)[\w-]+$/gm,
        '$1documentacao-de-api',
      ),
    );
    const docs = `docs/${lang}/docs`;
    const sections = (await readdir(site.file(docs), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && entry.name !== 'api')
      .map((entry) => entry.name);
    for (const section of sections) {
      const dir = `${docs}/${section}`;
      for (const name of await readdir(site.file(dir), { recursive: true })) {
        if (!/\.mdx?$/.test(name)) continue;
        await site.edit(`${dir}/${name}`, (text) =>
          text
            .replace(/\[([^\]]+)\]\((?:\/en)?\/docs\/api\/[^)]+\)/g, '$1')
            .replace(/\[([^\]]+)\]\((?:\/en)?\/docs\/intro\/test-data#[^)]+\)/g, '$1')
            .replace(/\[([^\]]+)\]\(#[^)]+\)/g, (link: string, label: string) =>
              name.endsWith('changelog.mdx') ? label : link,
            ),
        );
      }
    }
  }
}

/**
 * Takes the API examples out of the guides and posts, in both locales: every
 * code block the examples check reads (JSON, shell, HTTP, JavaScript,
 * TypeScript, Python), and the samples held in TypeScript (the home page's
 * first charge: the copy's check lists no module). For copies that swap in
 * another spec: the examples check of the build validates them against the
 * spec, and the real examples (rightly) do not match another contract.
 */
export async function dropGuideApiExamples(site: SiteCopy): Promise<void> {
  const fence =
    /^```(?:json|jsonc|bash|sh|shell|console|curl|http|js|javascript|mjs|ts|typescript|python|py)\b[^\n]*\n[\s\S]*?^```[ \t]*$/gm;
  for (const lang of ['en', 'pt-BR']) {
    for (const dir of [
      `docs/${lang}/docs/intro`,
      `docs/${lang}/docs/webhook`,
      `docs/${lang}/docs/guides`,
      `docs/${lang}/blog`,
    ]) {
      for (const name of await readdir(site.file(dir))) {
        if (!/\.mdx?$/.test(name)) continue;
        await site.edit(`${dir}/${name}`, (text) => text.replace(fence, ''));
      }
    }
  }
  const heldSamples = 'scripts/examples/held-samples.ts';
  await site.edit(heldSamples, (text) => {
    const list = /(export const HELD_SAMPLE_MODULES[^=]*= )\[[\s\S]*?\];/;
    if (!list.test(text)) throw new Error(`${heldSamples}: HELD_SAMPLE_MODULES not found`);
    return text.replace(list, '$1[];');
  });
}
