/**
 * A generated API page is dated by the last commit of the contract it comes
 * from (scripts/api/page-sources.ts), not by the day the generator wrote it:
 * the same sources give the same page on every build.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginLastUpdatedDate } from '../../plugins/last-updated';
import { apiPageSources } from '../../scripts/api/page-sources';

describe('last-updated of a generated page', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));

  /** A checkout whose contract was last committed on `day`; the page is generated now. */
  function checkout(day: string) {
    dir = mkdtempSync(path.join(tmpdir(), 'ap-last-updated-'));
    mkdirSync(path.join(dir, 'openapi'), { recursive: true });
    writeFileSync(path.join(dir, 'openapi/openapi.yaml'), 'openapi: 3.1.0\n');
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: `${day}T12:00:00Z`,
          GIT_COMMITTER_DATE: `${day}T12:00:00Z`,
          GIT_AUTHOR_NAME: 'Contract Author',
          GIT_AUTHOR_EMAIL: 'a@example.com',
          GIT_COMMITTER_NAME: 'Contract Author',
          GIT_COMMITTER_EMAIL: 'a@example.com',
        },
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'contract');
    const page = path.join(dir, 'docs/en/docs/api/create-a-thing.mdx');
    mkdirSync(path.dirname(page), { recursive: true });
    writeFileSync(page, '# Generated now\n');
    return page;
  }

  async function dateOf(page: string) {
    const plugin = pluginLastUpdatedDate({
      docsRoot: path.join(dir, 'docs'),
      author: true,
      generatedFrom: apiPageSources,
    });
    const data = { _filepath: page, lang: 'en' } as Parameters<
      NonNullable<typeof plugin.extendPageData>
    >[0] & { lastUpdatedDate?: { iso: string; author?: string } };
    await plugin.extendPageData?.(data, true);
    return data.lastUpdatedDate;
  }

  it('is the last commit of the contract, not the day it was generated', async () => {
    const page = checkout('2026-11-20');
    expect(await dateOf(page)).toMatchObject({
      iso: '2026-11-20T12:00:00.000Z',
      author: 'Contract Author',
    });
  });

  it('outside a checkout, is the contract file’s date, not the generated file’s', async () => {
    const page = checkout('2026-11-20');
    rmSync(path.join(dir, '.git'), { recursive: true, force: true, maxRetries: 5 });
    const contractTime = new Date('2026-10-01T08:00:00Z');
    utimesSync(path.join(dir, 'openapi/openapi.yaml'), contractTime, contractTime);
    expect(await dateOf(page)).toEqual({
      iso: '2026-10-01T08:00:00.000Z',
      text: 'October 1, 2026',
    });
  });
});
