/**
 * Same input, same bytes: two builds of the same sources give the same
 * doc_build/, every file (route chunks, their hashes in the main script, the
 * inline scripts and so the CSP, the precompressed twins). So caches and CDNs
 * keep what did not change across a deploy. A generated API page is dated by
 * its sources (the contract), not by the build that wrote it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy;
beforeAll(async () => {
  site = await copySite();
}, 300_000);
afterAll(async () => {
  await site?.dispose();
});

/** Every file of the build and the SHA-256 of its bytes. */
function fingerprint(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  return new Map(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );
}

it('two builds of the same sources are byte-identical; API pages carry the contract’s date', async () => {
  // Outside a checkout (the copy has no .git), a generated page is dated by its sources' files.
  const contractDate = new Date('2026-10-01T08:00:00Z');
  for (const file of [
    'openapi/openapi.yaml',
    'openapi/overlays/pt-BR.yaml',
    'openapi/changelog.yaml',
  ])
    utimesSync(site.file(file), contractDate, contractDate);

  const first = await site.build();
  expect(first.code, first.output.slice(-3000)).toBe(0);
  const before = fingerprint(site.file('doc_build'));
  const second = await site.build();
  expect(second.code, second.output.slice(-3000)).toBe(0);
  const after = fingerprint(site.file('doc_build'));

  expect([...after.keys()]).toEqual([...before.keys()]);
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([f]) => f);
  expect(changed).toEqual([]);

  const page = readFileSync(
    site.file('doc_build/en/docs/api/user-transaction-controller-create-transaction.html'),
    'utf8',
  );
  expect(page).toContain('dateTime="2026-10-01T08:00:00.000Z"');
}, 1_500_000);
