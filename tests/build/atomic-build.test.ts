/**
 * Atomic builds (plugins/built-site/staging.ts): only a build whose every step
 * succeeded replaces doc_build/, and plain `rspress build` gives the complete
 * site; whatever step fails, the published doc_build/ stays byte-identical and
 * the build says so. Here the last step fails; site-defects.test.ts plants the
 * failures of the first steps (an MDX syntax error, broken links, a missing
 * translation, bad frontmatter) the same way, and theme-fixture.test.ts builds
 * a copy twice over a planted previous build (same input, same bytes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { hashTree, plantPreviousBuild, previousBuildKept } from '../support/build-tree';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy;
beforeAll(async () => {
  site = await copySite();
});
afterAll(async () => {
  await site?.dispose();
});

async function expectPreviousBuildKept(plant: () => Promise<() => Promise<void>>) {
  const previous = await plantPreviousBuild(site.file('doc_build'));
  const revert = await plant();
  const { code, output } = await site.build();
  await revert();
  expect(code).not.toBe(0);
  expect(await hashTree(site.file('doc_build'))).toBe(previous);
  expect(output).toContain(previousBuildKept);
  return output;
}

describe('a failed build leaves the previous doc_build/ byte-identical', () => {
  it('when the last step (the host files) fails, after the search index and feeds were written', async () => {
    const logo = `public${brand.logo.light}`;
    const original = readFileSync(site.file(logo));
    const output = await expectPreviousBuildKept(async () => {
      await site.remove(logo);
      return () => site.write(logo, original.toString('utf8'));
    });
    expect(output).toContain(brand.logo.light);
    // The failed build got that far: its output waits in the staging folder, unpublished.
    expect(existsSync(site.file('.doc_build-staging/search-manifest.json'))).toBe(true);
    expect(existsSync(site.file('.doc_build-staging/en/blog/rss.xml'))).toBe(true);
  });
});
