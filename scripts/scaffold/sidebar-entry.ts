/**
 * Adds a page to a sidebar table written in TypeScript (`guideCategories` in
 * config/navigation.ts, `handbookComponents` in config/handbook.ts) by editing its text:
 * the file stays the hand-written source, with its comments and order.
 */

/** Index just after the `}` that closes the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('unbalanced braces');
}

function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The sections (`webhook`, `intro`) whose pages `guideCategories` lists, in order. */
export function guideSections(source: string): string[] {
  const block = guideCategoriesBlock(source).text;
  return [...new Set([...block.matchAll(/slug: '([a-z0-9-]+)\//g)].map((m) => m[1] ?? ''))];
}

function guideCategoriesBlock(source: string): { start: number; end: number; text: string } {
  const start = source.indexOf('export const guideCategories = [');
  const end = source.indexOf('] as const satisfies', start);
  if (start < 0 || end < 0) throw new Error('config/navigation.ts: guideCategories not found');
  return { start, end, text: source.slice(start, end) };
}

/**
 * Adds `{ slug, label }` to the guide category whose pages share the slug's section
 * (`webhook/...`), after its last page, with its label in each language. Throws when the
 * slug is already listed, or when no category holds the section: a new section is a new
 * sidebar category, which needs its own name in each language (write it in
 * config/navigation.ts first).
 */
export function addGuideEntry(
  source: string,
  slug: string,
  label: Readonly<Record<'pt-BR' | 'en', string>>,
): string {
  const { start, text: block } = guideCategoriesBlock(source);
  if (block.includes(`slug: ${quoted(slug)}`)) {
    throw new Error(`config/navigation.ts already lists ${slug}`);
  }
  const section = slug.split('/')[0] ?? slug;
  const item = `{ slug: ${quoted(slug)}, label: { 'pt-BR': ${quoted(label['pt-BR'])}, en: ${quoted(label.en)} } },`;
  const last = block.lastIndexOf(`slug: ${quoted(`${section}/`).slice(0, -1)}`);
  if (last < 0) {
    throw new Error(
      `no sidebar category lists "${section}/" pages (sections: ${guideSections(source).join(', ')}); add the category to guideCategories in config/navigation.ts, with its name in both languages, then run this again`,
    );
  }
  const open = block.lastIndexOf('{', last);
  const close = closingBrace(block, open);
  const after = block[close] === ',' ? close + 1 : close;
  const at = start + after;
  return `${source.slice(0, at)}\n${item}${source.slice(at)}`;
}

/** Adds a component to `handbookComponents` in config/handbook.ts (its handbook page). */
export function addHandbookComponent(
  source: string,
  component: { name: string; file: string; page: string },
): string {
  const start = source.indexOf('export const handbookComponents = {');
  const end = source.indexOf('} as const satisfies', start);
  if (start < 0 || end < 0) throw new Error('config/handbook.ts: handbookComponents not found');
  if (new RegExp(`\\n\\s*${component.name}: \\{`).test(source.slice(start, end))) {
    throw new Error(`config/handbook.ts already lists ${component.name}`);
  }
  const entry = `${component.name}: { file: ${quoted(component.file)}, page: ${quoted(component.page)}, label: { 'pt-BR': ${quoted(component.name)}, en: ${quoted(component.name)} } },\n`;
  return `${source.slice(0, end)}${entry}${source.slice(end)}`;
}

/**
 * Adds a component to the docgen barrel (config/handbook.ts `docgenBarrel`), the module whose
 * re-exports @rspress/plugin-api-docgen documents; `from` is the import path relative to it.
 */
export function addDocgenExport(source: string, component: { name: string; from: string }): string {
  const line = `export { ${component.name} } from ${quoted(component.from)};\n`;
  if (new RegExp(`export \\{[^}]*\\b${component.name}\\b`).test(source)) {
    throw new Error(`the docgen barrel already exports ${component.name}`);
  }
  return `${source.replace(/\n*$/, '\n')}${line}`;
}
