/**
 * A large site builds its Markdown twins in a process of their own. Rspress compiles three
 * environments in one process (`web`, `node` that renders the pages, `node_md` that renders
 * the Markdown twins and llms.txt) and keeps each compilation until the last is done, so the
 * peak memory is their sum (upstream/rspress/build-memory-environments.md). From
 * `SPLIT_FROM_PAGES` pages on, the build's `beforeBuild` runs a child `rspress build` with only
 * `node_md`, into the same staging folder, and waits for it while it is still small itself;
 * then it compiles `web` and `node` alone. A smaller site keeps one process: the child's
 * start-up (config, plugins, route scan) would cost it more than the memory it saves.
 *
 * The environments are chosen by an Rsbuild plugin (`modifyRsbuildConfig`, which runs before
 * Rsbuild resolves them): Rspress has no option for it. It also orders the compilations
 * (`compiledAfter`), since an environment left out cannot be waited for.
 */
import { spawn } from 'node:child_process';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Pages (both languages) from which the Markdown twins are built in their own process. */
export const SPLIT_FROM_PAGES = 500;
/** Lowers `SPLIT_FROM_PAGES` (tests prove the split on a small site with it). */
export const SPLIT_FROM_PAGES_VARIABLE = 'ACMEPAY_BUILD_SPLIT_FROM_PAGES';
/** Set in the child build: it compiles only the Markdown twins, into the parent's staging folder. */
export const MARKDOWN_TWINS_CHILD_VARIABLE = 'ACMEPAY_BUILD_MARKDOWN_TWINS_ONLY';
/** The prefix of the child's output lines (the bench tells its phases apart by it). */
export const CHILD_OUTPUT_PREFIX = 'markdown twins | ';

/**
 * Rsbuild environment -> the one it waits for. The three run one after another rather than at
 * once: on 2 cores the wall time is the same, and fewer compilations are in memory at a time
 * (a 500-operation API: 3.2 -> 2.8 GB).
 */
const compiledAfter: Record<string, string> = { node: 'web', node_md: 'node' };

/** Whether this process is the child that builds only the Markdown twins. */
export function isMarkdownTwinsChild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[MARKDOWN_TWINS_CHILD_VARIABLE] === '1';
}

/** Whether a build of `pages` pages builds its Markdown twins apart. */
export function splitsAt(pages: number, env: NodeJS.ProcessEnv = process.env): boolean {
  const lowered = Number(env[SPLIT_FROM_PAGES_VARIABLE]);
  const from = Number.isInteger(lowered) && lowered > 0 ? lowered : SPLIT_FROM_PAGES;
  return pages >= from;
}

/**
 * The environments one process compiles: the child only `node_md`; a parent that split, the
 * others; otherwise all (`split()` is read when Rsbuild is configured, after `beforeBuild`).
 */
export function environmentsPlugin(split: () => boolean): RsbuildPlugin {
  return {
    name: 'acmepay:build-environments',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const environments = config.environments ?? {};
        const child = isMarkdownTwinsChild();
        if (!child && !split()) return;
        for (const name of Object.keys(environments)) {
          // The child keeps `web` configured but not compiled (onBeforeCreateCompiler below):
          // Rspress extracts the pages' data (titles, descriptions, brand tokens replaced), which
          // the Markdown twins and llms.txt render, only while configuring `web`.
          const kept = child ? name === 'node_md' || name === 'web' : name !== 'node_md';
          if (!kept) delete environments[name];
        }
        // Both processes write into one staging folder, emptied once before the child starts.
        config.output = { ...config.output, cleanDistPath: false };
        for (const environment of Object.values(environments)) {
          environment.output = { ...environment.output, cleanDistPath: false };
        }
      });
      api.onBeforeCreateCompiler(({ bundlerConfigs }) => {
        if (!isMarkdownTwinsChild()) return;
        const web = bundlerConfigs.findIndex((config) => config.name === 'web');
        if (web === -1) throw new Error('Rsbuild no longer names the `web` compilation `web`');
        bundlerConfigs.splice(web, 1);
      });
      api.modifyRspackConfig((rspackConfig, { environment, environments }) => {
        const after = compiledAfter[environment.name];
        if (after && after in environments && !(isMarkdownTwinsChild() && after === 'web'))
          rspackConfig.dependencies = [after];
      });
    },
  };
}

/** Signals that stop a build: the child gets them too. */
const PASSED_ON_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/**
 * Runs `rspress build` again, with the same arguments, as the child that builds only the
 * Markdown twins; its output lines are printed with `CHILD_OUTPUT_PREFIX`. Rejects when it fails.
 */
export function buildMarkdownTwinsApart(): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [MARKDOWN_TWINS_CHILD_VARIABLE]: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const relay = (stream: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`${CHILD_OUTPUT_PREFIX}${line}\n`);
      });
      stream.on('end', () => {
        if (rest) to.write(`${CHILD_OUTPUT_PREFIX}${rest}\n`);
      });
    };
    // A parent that fails or is stopped before it waits for the child takes the child with it:
    // an orphan would go on writing into a staging folder nobody publishes. Ctrl-C reaches the
    // whole process group, but a signal sent to the parent alone (`kill <pid>`, a CI runner's
    // timeout) would not: pass it on, then let it do to the parent what it would have done.
    function stopChild() {
      child.kill('SIGTERM');
    }
    function passOn(signal: NodeJS.Signals) {
      stopChild();
      forgetChild();
      process.kill(process.pid, signal);
    }
    function forgetChild() {
      process.off('exit', stopChild);
      for (const signal of PASSED_ON_SIGNALS) process.off(signal, passOn);
    }
    process.once('exit', stopChild);
    for (const signal of PASSED_ON_SIGNALS) process.once(signal, passOn);
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      forgetChild();
      if (code === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`markdown twins built in a process of their own (${seconds} s)`);
        resolve();
      } else {
        reject(new Error(`the Markdown twins' build failed (${signal ?? `exit code ${code}`})`));
      }
    });
  });
}
