/** Clean production build: wall time, peak memory, pages built, output size. */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { budgets, marked } from './budgets';
import { kb, mb, type Row, seconds } from './format';
import { measureProcess } from './measure-process';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

export async function benchBuild(): Promise<Row[]> {
  rmSync('doc_build', { recursive: true, force: true });
  rmSync('node_modules/.rspress', { recursive: true, force: true });
  rmSync('node_modules/.cache', { recursive: true, force: true });
  const run = await measureProcess('npm', ['run', 'build', '--silent']);
  if (run.code !== 0) throw new Error(`build failed:\n${run.output}`);
  const files = walk('doc_build');
  const pages = files.filter((f) => f.endsWith('.html'));
  const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  return [
    [
      `clean build wall time (budget ${seconds(budgets.buildMs)})`,
      marked(seconds(run.wallMs), run.wallMs <= budgets.buildMs),
    ],
    [
      `clean build peak memory (RSS; budget ${mb(budgets.buildRssBytes)})`,
      marked(mb(run.peakRssBytes), run.peakRssBytes <= budgets.buildRssBytes),
    ],
    ['pages built (HTML files)', String(pages.length)],
    ['output size (doc_build/)', kb(bytes)],
  ];
}
