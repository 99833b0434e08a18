import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type LocaleText, langs } from '../../config/locales';
import { guideCategories } from '../../config/navigation';

const root = path.resolve(import.meta.dirname, '../..');

function titleOf(lang: string, slug: string): string {
  const source = readFileSync(path.join(root, `docs/${lang}/docs/${slug}.mdx`), 'utf8');
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  return String(parse(frontmatter).title);
}

/*
 * A sidebar label is the title of the page it opens: a reader who clicks
 * "Início rápido" and lands on "Primeiros passos" wonders where they are (as
 * "Transactions" once led to "Transaction webhooks").
 */
describe.each(langs)('sidebar labels (%s)', (lang) => {
  const items = guideCategories
    .flatMap((category): readonly { slug: string; label: LocaleText }[] => category.items)
    .filter((item) => !item.slug.startsWith('api/'));
  it.each(items.map((item) => [item.slug, item.label[lang]]))(
    '%s is labelled with its title',
    (slug, label) => {
      expect(label).toBe(titleOf(lang, slug));
    },
  );
});
