import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffold } from '../../scripts/new-page';
import { copySite, type SiteCopy } from '../support/site-copy';

let site: SiteCopy | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

describe('npm run new', () => {
  it('writes a guide, a post and a component page that build at once, in both languages, listed in the sidebars', async () => {
    site = await copySite();
    const guide = await scaffold(site.dir, 'guide', 'webhook/refund-notices', {
      titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
    });
    expect(guide.written).toEqual([
      'docs/pt-BR/docs/webhook/refund-notices.mdx',
      'docs/en/docs/webhook/refund-notices.mdx',
      'config/navigation.ts',
    ]);
    await scaffold(site.dir, 'guide', 'guides/bank-accounts', {
      titles: { en: 'Bank accounts', 'pt-BR': 'Contas bancárias' },
    });
    await scaffold(site.dir, 'post', 'refund-notices-launch', {
      author: 'juliana-rocha',
      date: '2026-01-15',
    });
    await scaffold(site.dir, 'component', 'theme/components/DelayedSpinner/DelayedSpinner.tsx');
    // A second run refuses to overwrite.
    await expect(
      scaffold(site.dir, 'guide', 'webhook/refund-notices', {
        titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
      }),
    ).rejects.toThrow('docs/pt-BR/docs/webhook/refund-notices.mdx already exists');

    const { code, output } = await site.build();
    expect(code, output.slice(-3000)).toBe(0);
    for (const page of [
      'docs/webhook/refund-notices.html',
      'en/docs/webhook/refund-notices.html',
      'docs/guides/bank-accounts.html',
      'en/docs/guides/bank-accounts.html',
      'blog/refund-notices-launch.html',
      'en/blog/refund-notices-launch.html',
      'docs/handbook/components/delayed-spinner.html',
      'en/docs/handbook/components/delayed-spinner.html',
    ]) {
      const html = await readFile(site.file(`doc_build/${page}`), 'utf8');
      expect(html, page).toContain('<h1');
    }
    // The sidebar of another guide links the new ones.
    const neighbour = await readFile(site.file('doc_build/en/docs/webhook/cashout.html'), 'utf8');
    expect(neighbour).toContain('href="/en/docs/webhook/refund-notices"');
    expect(neighbour).toContain('href="/en/docs/guides/bank-accounts"');
    // Each language's sidebar in its own words.
    const vizinho = await readFile(site.file('doc_build/docs/webhook/cashout.html'), 'utf8');
    expect(vizinho).toContain('Avisos de estorno');
    expect(vizinho).not.toContain('Refund notices');
    // One full build of the whole site: allow for a loaded machine.
  }, 600_000);
});
