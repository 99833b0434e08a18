/**
 * `npm run lint:content` as a command: it passes on the repository's pages,
 * and on a copy with a planted "PIX" it fails at the line and `--fix`
 * repairs it. The rules themselves: tests/unit/content-lint.test.ts.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { langs } from '../../config/locales';
import { contentFiles, formatProblem, lintContent } from '../../scripts/content-lint/lint-content';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe('npm run lint:content', () => {
  it('passes on the repository pages', async () => {
    const result = await lintContent({ root: repo });
    expect(result.files).toBe(contentFiles(repo).length);
    expect(result.files).toBeGreaterThan(30);
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('fails on a planted "PIX" in a guide, printing file:line, and --fix repairs it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-lint-'));
    tmpDirs.push(root);
    // One guide per locale: the command is the same on every page, and this stays quick on a busy machine.
    for (const lang of langs) {
      const relative = path.join('docs', lang, 'docs/intro/getting-started.mdx');
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      cpSync(path.join(repo, relative), path.join(root, relative));
    }
    const file = path.join(root, 'docs/pt-BR/docs/intro/getting-started.mdx');
    const lines = readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((l, i) => i > 5 && /^[A-Z]/.test(l));
    lines[index] = `Cobranças PIX. ${lines[index]}`;
    writeFileSync(file, lines.join('\n'));

    const cli = ['tsx', path.join(repo, 'scripts/lint-content.ts'), `--root=${root}`];
    const failed = await run('npx', cli, { cwd: repo }).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain(
      `docs/pt-BR/docs/intro/getting-started.mdx:${index + 1}:11  terminology  PIX => Pix`,
    );

    const fixed = await run('npx', [...cli, '--fix'], { cwd: repo });
    expect(fixed.stdout).toContain('lint:content: fixed 1 (terminology 1)');
    expect(readFileSync(file, 'utf8').split('\n')[index]).toMatch(/^Cobranças Pix\. /);
  });
});
