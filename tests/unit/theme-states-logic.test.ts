import { describe, expect, it } from 'vitest';
import { latestDocsVersion } from '../../config/versions';
import { formatLastUpdated } from '../../plugins/last-updated';
import { parseGitLog } from '../../plugins/last-updated/git-history';
import { pathInVersion, readStoredVersion, versionOfPath } from '../../theme/logic/docs-version';
import { prefetchAllowed } from '../../theme/logic/prefetch-policy';

describe('prefetch policy', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g', saveData: false }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j -> %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('docs version', () => {
  it('finds the version of a docs page, in both locales', () => {
    expect(versionOfPath('/en/docs/intro/authentication', 'en')?.name).toBe('current');
    expect(versionOfPath('/docs/webhook/cashout', 'pt-BR')?.name).toBe('current');
    expect(versionOfPath('/en/', 'en')).toBeUndefined();
    expect(versionOfPath('/docsearch', 'pt-BR')).toBeUndefined();
  });

  it('reads a stored choice: known, no longer published, or corrupted', () => {
    expect(readStoredVersion('current')).toEqual({ kind: 'known', version: latestDocsVersion });
    expect(readStoredVersion('1.x')).toEqual({ kind: 'unavailable', name: '1.x' });
    expect(readStoredVersion('<script>')).toEqual({ kind: 'none' });
    expect(readStoredVersion(null)).toEqual({ kind: 'none' });
  });

  it('keeps the page when switching versions', () => {
    expect(
      pathInVersion('/en/docs/intro/authentication', latestDocsVersion, latestDocsVersion, 'en'),
    ).toBe('/en/docs/intro/authentication');
  });
});

describe('last update', () => {
  it('takes the newest commit of each file from one git log', () => {
    const log = [
      '\u00001700000200\u0000Ana',
      '',
      'en/docs/a.mdx',
      '\u00001700000100\u0000Bruno',
      '',
      'en/docs/a.mdx',
      'en/docs/b.mdx',
    ].join('\n');
    const history = parseGitLog(log);
    expect(history.get('en/docs/a.mdx')).toEqual({ timestamp: 1700000200000, author: 'Ana' });
    expect(history.get('en/docs/b.mdx')).toEqual({ timestamp: 1700000100000, author: 'Bruno' });
  });

  it('formats the date in the page language', () => {
    const at = Date.UTC(2026, 10, 21, 12);
    expect(formatLastUpdated(at, 'en', 'Ana')).toEqual({
      iso: '2026-11-21T12:00:00.000Z',
      text: 'November 21, 2026',
      author: 'Ana',
    });
    expect(formatLastUpdated(at, 'pt-BR').text).toBe('21 de novembro de 2026');
    expect(formatLastUpdated(at, 'pt-BR')).not.toHaveProperty('author');
  });
});
