/**
 * `npm start` runs the API generator only when something changed since its last run
 * (scripts/api/generation-stamp.ts): a restart with the same spec writes nothing, an
 * edited spec or a deleted page regenerates.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGeneratorInProcess } from '../support/api-project';
import { copySite, type SiteCopy } from '../support/site-copy';

const run = promisify(execFile);
let site: SiteCopy;

/** The generator as `npm start` runs it (package.json `prestart`). */
async function prestartCommand(): Promise<string> {
  const { stdout, stderr } = await run('npx', ['tsx', 'scripts/generate-api-pages.ts'], {
    cwd: site.dir,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return `${stdout}${stderr}`;
}

/**
 * What that command runs, in this process (no start of tsx, seconds each on a loaded machine):
 * for the runs after the first two, which show that the command is this function.
 */
async function prestart(): Promise<string> {
  const { stdout, stderr } = await runGeneratorInProcess(site.dir);
  return `${stdout}${stderr}`;
}

const PAGE = 'docs/en/docs/api/user-wallet-controller-get-balance.mdx';

beforeAll(async () => {
  site = await copySite();
});

afterAll(async () => {
  await site?.dispose();
});

describe('the API generator before the dev server', () => {
  it('runs once, then not again until the spec or its pages change', async () => {
    // Whatever the copy's stamp says, a first run leaves the pages current.
    await prestartCommand();
    const before = (await stat(site.file(PAGE))).mtimeMs;
    await expect(prestartCommand()).resolves.toMatch(/API reference: up to date/);
    await expect(prestart()).resolves.toMatch(/API reference: up to date/);
    expect((await stat(site.file(PAGE))).mtimeMs).toBe(before);

    await site.edit('openapi/openapi.yaml', (t) =>
      t.replace('Returns your balance split by availability.', 'Returns your balance, split.'),
    );
    await expect(prestart()).resolves.toMatch(/API reference: \d+ operations/);
    await expect(prestart()).resolves.toMatch(/up to date/);

    await site.remove(PAGE);
    await expect(prestart()).resolves.toMatch(/API reference: \d+ operations/);
    await expect(stat(site.file(PAGE))).resolves.toBeTruthy();
  });
});
