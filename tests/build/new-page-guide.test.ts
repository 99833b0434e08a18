/**
 * `npm run new -- guide`: each language's sidebar gets that language's label, and a section
 * without a sidebar category is refused with a clear message, nothing written (the full
 * scaffold-and-build check is in tests/build/theme-fixture.test.ts).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffold } from '../../scripts/new-page';

const repo = path.resolve(import.meta.dirname, '../..');
let root = '';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ap-new-page-'));
  await mkdir(path.join(root, 'config'));
  await copyFile(path.join(repo, 'config/navigation.ts'), path.join(root, 'config/navigation.ts'));
  for (const file of ['biome.json', '.gitignore']) {
    await copyFile(path.join(repo, file), path.join(root, file));
  }
  await symlink(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

const navigation = () => readFile(path.join(root, 'config/navigation.ts'), 'utf8');

describe('npm run new -- guide', () => {
  it("writes each language's title into its own page and sidebar label", async () => {
    await scaffold(root, 'guide', 'webhook/refund-notices', {
      titles: { en: 'Refund notices', 'pt-BR': 'Avisos de estorno' },
    });
    expect(await navigation()).toMatch(
      /slug: 'webhook\/refund-notices',\s*label: \{ 'pt-BR': 'Avisos de estorno', en: 'Refund notices' \}/,
    );
    const pt = await readFile(
      path.join(root, 'docs/pt-BR/docs/webhook/refund-notices.mdx'),
      'utf8',
    );
    const en = await readFile(path.join(root, 'docs/en/docs/webhook/refund-notices.mdx'), 'utf8');
    expect(pt).toContain('# Avisos de estorno');
    expect(en).toContain('# Refund notices');
  });

  it('refuses a guide without a title in each language, naming the flags', async () => {
    const before = await navigation();
    await expect(
      scaffold(root, 'guide', 'webhook/refund-notices', { titles: { en: 'Refund notices' } }),
    ).rejects.toThrow(/--title-pt/);
    expect(await navigation()).toBe(before);
    expect(existsSync(path.join(root, 'docs'))).toBe(false);
  });

  it('refuses a section that has no sidebar category, listing the sections, and writes nothing', async () => {
    const before = await navigation();
    const attempt = scaffold(root, 'guide', 'payouts/bank-accounts', {
      titles: { en: 'Bank accounts', 'pt-BR': 'Contas bancárias' },
    });
    await expect(attempt).rejects.toThrow(/no sidebar category lists "payouts\/" pages/);
    await expect(attempt).rejects.toThrow(/intro, webhook/);
    await expect(attempt).rejects.toThrow(/nothing was written/);
    expect(await navigation()).toBe(before);
    expect(existsSync(path.join(root, 'docs'))).toBe(false);
  });
});
