import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

const post = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\nA planted post.\n`;

const valid = {
  title: 'Planted post',
  date: '2026-06-01',
  authors: '[mariana-costa]',
  tags: '[api]',
  summary: 'A post planted by a build test.',
};

describe('the build refuses an invalid blog post', () => {
  it('fails naming the file and the field, for a missing and an invalid field', async () => {
    site = await copySite();
    const { summary: _missing, ...withoutSummary } = valid;
    await site.write('docs/en/blog/planted-missing-summary.mdx', post(withoutSummary));
    await site.write('docs/pt-BR/blog/planted-missing-summary.mdx', post(valid));
    await site.write('docs/en/blog/planted-bad-date.mdx', post(valid));
    await site.write(
      'docs/pt-BR/blog/planted-bad-date.mdx',
      post({ ...valid, date: '01/06/2026' }),
    );

    const { code, output } = await site.build();

    expect(code).not.toBe(0);
    expect(output).toContain(
      'docs/en/blog/planted-missing-summary.mdx:2:1: frontmatter field "summary" is required',
    );
    expect(output).toContain(
      'docs/pt-BR/blog/planted-bad-date.mdx:3:7: frontmatter field "date" must be a date written YYYY-MM-DD',
    );
    // The valid twins are not blamed, and nothing was built.
    expect(output).not.toContain('docs/pt-BR/blog/planted-missing-summary.mdx:');
    expect(output).not.toContain('docs/en/blog/planted-bad-date.mdx:');
    expect(existsSync(site.file('doc_build/index.html'))).toBe(false);
  });
});
