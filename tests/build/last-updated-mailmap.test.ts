import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGitHistory } from '../../plugins/last-updated/git-history';

describe('last updated: authors by their public name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ap-mailmap-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });

  it('maps the committer identity through .mailmap, as the site’s own .mailmap does', async () => {
    git('init', '-q');
    writeFileSync(path.join(dir, 'page.mdx'), '# Page\n');
    writeFileSync(path.join(dir, '.mailmap'), 'Developer docs team <bot@ci.example>\n');
    git('add', '.');
    git(
      '-c',
      'user.name=Seed 1234 maintainers',
      '-c',
      'user.email=bot@ci.example',
      'commit',
      '-q',
      '-m',
      'page',
    );
    const history = await readGitHistory(dir);
    expect(history.get('page.mdx')?.author).toBe('Developer docs team');
  });

  it('the site’s .mailmap names every author of its history publicly', () => {
    const raw = execFileSync('git', ['log', '--format=%an'], { encoding: 'utf8' });
    const mapped = execFileSync('git', ['log', '--format=%aN'], { encoding: 'utf8' });
    // No machine identity ("Seed <hash> maintainers") reaches a page.
    for (const name of new Set(mapped.split('\n').filter(Boolean)))
      expect(name).not.toMatch(/^Seed [0-9a-f]+ maintainers$/);
    expect(raw.length).toBeGreaterThan(0);
  });
});
