/**
 * `npm run new -- <kind> <name>`: starts a page in both languages, with valid frontmatter,
 * and lists it where the site needs it, so it builds at once.
 *
 *   npm run new -- guide <section>/<slug> [--title-en <title>] [--title-pt <título>]
 *                                                    docs/<lang>/docs/<section>/<slug>.mdx + sidebar
 *     (each title missing is asked for on a terminal; the section must have a sidebar category)
 *   npm run new -- post <slug> --author <key> [--tag <tag>]   docs/<lang>/blog/<slug>.mdx
 *   npm run new -- component <path/to/Name.tsx>      handbook page + config/handbook.ts entry + docgen barrel
 *
 * Refuses to overwrite anything; prints what it wrote.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import yaml from 'yaml';
import { docgenBarrel } from '../config/handbook';
import { type Lang, langs } from '../config/locales';
import { addDocgenExport, addGuideEntry, addHandbookComponent } from './scaffold/sidebar-entry';
import { componentPage, guidePage, postPage, titleFromSlug } from './scaffold/templates';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ScaffoldResult {
  written: string[];
  notes: string[];
}

class ScaffoldError extends Error {}

async function writeNew(root: string, relative: string, text: string, written: string[]) {
  const file = path.join(root, relative);
  if (existsSync(file)) throw new ScaffoldError(`${relative} already exists; nothing was written`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  written.push(relative);
}

function checkFree(root: string, files: string[]) {
  for (const relative of files) {
    if (existsSync(path.join(root, relative))) {
      throw new ScaffoldError(`${relative} already exists; nothing was written`);
    }
  }
}

export async function scaffold(
  root: string,
  kind: string,
  name: string,
  options: {
    author?: string;
    tag?: string;
    date?: string;
    /** A guide's title in each language: the page's title and its sidebar label. */
    titles?: Partial<Record<Lang, string>>;
  } = {},
): Promise<ScaffoldResult> {
  const written: string[] = [];
  const notes: string[] = [];
  if (kind === 'guide') {
    const parts = name.split('/');
    if (parts.length !== 2 || !parts.every((p) => SLUG.test(p))) {
      throw new ScaffoldError(
        `guide: expected <section>/<slug> in lowercase-with-dashes, e.g. webhook/refund-notices (got "${name}")`,
      );
    }
    if (parts[0] === 'api' || parts[0] === 'handbook') {
      throw new ScaffoldError(`guide: /docs/${parts[0]}/ is not a guide section`);
    }
    const files = langs.map((lang) => `docs/${lang}/docs/${name}.mdx`);
    checkFree(root, files);
    const titles = guideTitles(options.titles);
    const navigation = path.join(root, 'config/navigation.ts');
    let updated: string;
    try {
      updated = addGuideEntry(await readFile(navigation, 'utf8'), name, titles);
    } catch (error) {
      throw new ScaffoldError(`guide: ${(error as Error).message}; nothing was written`);
    }
    for (const [i, lang] of langs.entries()) {
      await writeNew(root, files[i] ?? '', guidePage(lang, titles[lang]), written);
    }
    await writeFile(navigation, updated);
    written.push('config/navigation.ts');
  } else if (kind === 'post') {
    if (!SLUG.test(name)) {
      throw new ScaffoldError(`post: the slug must be lowercase-with-dashes (got "${name}")`);
    }
    const authors = Object.keys(
      yaml.parse(await readFile(path.join(root, 'config/blog-authors.yml'), 'utf8')) ?? {},
    );
    if (!options.author || !authors.includes(options.author)) {
      throw new ScaffoldError(
        `post: --author must be a key of config/blog-authors.yml (${authors.join(', ')})`,
      );
    }
    const date = options.date ?? new Date().toISOString().slice(0, 10);
    const day = new Date(`${date}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(day.getTime()) ||
      day.toISOString().slice(0, 10) !== date
    ) {
      throw new ScaffoldError(
        `post: --date must be a day written YYYY-MM-DD (got ${JSON.stringify(date)})`,
      );
    }
    const tag = options.tag ?? 'news';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a tag is one line of text
    if (tag.trim() === '' || tag.length > 40 || /[\u0000-\u001f\u007f]/.test(tag)) {
      throw new ScaffoldError(
        `post: --tag must be one line of at most 40 characters (got ${JSON.stringify(tag)})`,
      );
    }
    const files = langs.map((lang) => `docs/${lang}/blog/${name}.mdx`);
    checkFree(root, files);
    const post = {
      title: titleFromSlug(name),
      date,
      author: options.author,
      tag,
    };
    for (const [i, lang] of langs.entries()) {
      await writeNew(root, files[i] ?? '', postPage(lang, post), written);
    }
    notes.push(
      'Write the title and summary in each language; restart `npm start` to see the post.',
    );
  } else if (kind === 'component') {
    const file = name.replace(/\\/g, '/');
    const componentName = path.basename(file, path.extname(file));
    if (!existsSync(path.join(root, file)) || !/^theme\/.+\.tsx$/.test(file)) {
      throw new ScaffoldError(
        `component: expected the component's file under theme/, e.g. theme/components/Badge/Badge.tsx (got "${name}")`,
      );
    }
    // The name becomes a key of config/handbook.ts, an export and an import: an identifier
    // (PascalCase, as React components are), in a path of plain folder names.
    if (
      !/^[A-Z][A-Za-z0-9]*$/.test(componentName) ||
      !/^theme\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9]+\.tsx$/.test(file)
    ) {
      throw new ScaffoldError(
        `component: the file must be named after its component, a PascalCase name such as Badge.tsx, in folders of letters, digits, "-" and "_" (got "${name}"); nothing was written`,
      );
    }
    const page = componentName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const files = langs.map((lang) => `docs/${lang}/docs/handbook/components/${page}.mdx`);
    checkFree(root, files);
    const config = path.join(root, 'config/handbook.ts');
    const updated = addHandbookComponent(await readFile(config, 'utf8'), {
      name: componentName,
      file,
      page,
    });
    const importPath = `@theme/${file.replace(/^theme\//, '').replace(/\.tsx$/, '')}`;
    for (const [i, lang] of langs.entries()) {
      await writeNew(
        root,
        files[i] ?? '',
        componentPage(lang, { name: componentName, importPath }),
        written,
      );
    }
    const barrel = path.join(root, docgenBarrel);
    const fromBarrel = path.posix
      .relative(path.posix.dirname(docgenBarrel), file)
      .replace(/\.tsx$/, '');
    const barrelUpdated = addDocgenExport(await readFile(barrel, 'utf8'), {
      name: componentName,
      from: fromBarrel.startsWith('.') ? fromBarrel : `./${fromBarrel}`,
    });
    await writeFile(config, updated);
    written.push('config/handbook.ts');
    await writeFile(barrel, barrelUpdated);
    written.push(docgenBarrel);
    notes.push(
      `Document ${componentName}'s props with doc comments, then translate them in theme/components/handbook/props-pt-BR.ts (npm run typecheck names what is missing).`,
    );
  } else {
    throw new ScaffoldError(`unknown kind "${kind}": use guide, post or component`);
  }
  // The edited config files keep the project's formatting.
  const configs = written.filter((f) => f.startsWith('config/') || f === docgenBarrel);
  if (configs.length > 0) {
    execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', ...configs], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  return { written, notes };
}

/** The flag of each language's title (`--title-en`, `--title-pt`). */
const TITLE_FLAGS: Record<Lang, string> = { en: 'title-en', 'pt-BR': 'title-pt' };
const TITLE_PROMPTS: Record<Lang, string> = {
  en: 'Title in English (page and sidebar): ',
  'pt-BR': 'Título em português (página e menu lateral): ',
};

/** Every language's title, or a clear refusal naming the flags: no sidebar gets another language's words. */
function guideTitles(given: Partial<Record<Lang, string>> = {}): Record<Lang, string> {
  const missing = langs.filter((lang) => !given[lang]?.trim());
  if (missing.length > 0) {
    throw new ScaffoldError(
      `guide: give the page's title in each language, it is also its sidebar label: ${missing
        .map((lang) => `--${TITLE_FLAGS[lang]} "…"`)
        .join(' ')}`,
    );
  }
  return Object.fromEntries(langs.map((lang) => [lang, given[lang]?.trim() ?? ''])) as Record<
    Lang,
    string
  >;
}

/** Asks on a terminal for each title the flags did not give. */
async function askTitles(
  given: Partial<Record<Lang, string>>,
): Promise<Partial<Record<Lang, string>>> {
  if (!process.stdin.isTTY || langs.every((lang) => given[lang]?.trim())) return given;
  const { createInterface } = await import('node:readline/promises');
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const titles = { ...given };
    for (const lang of langs) {
      if (!titles[lang]?.trim()) titles[lang] = await terminal.question(TITLE_PROMPTS[lang]);
    }
    return titles;
  } finally {
    terminal.close();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      author: { type: 'string' },
      tag: { type: 'string' },
      date: { type: 'string' },
      [TITLE_FLAGS.en]: { type: 'string' },
      [TITLE_FLAGS['pt-BR']]: { type: 'string' },
    },
  });
  const [kind = '', name = ''] = positionals;
  try {
    const root = path.resolve(import.meta.dirname, '..');
    const flags = values as Record<string, string | undefined>;
    const titles =
      kind === 'guide'
        ? await askTitles(Object.fromEntries(langs.map((lang) => [lang, flags[TITLE_FLAGS[lang]]])))
        : undefined;
    const result = await scaffold(root, kind, name, {
      author: values.author,
      tag: values.tag,
      date: values.date,
      ...(titles ? { titles } : {}),
    });
    for (const file of result.written) console.log(`wrote ${file}`);
    for (const note of result.notes) console.log(`next: ${note}`);
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(`npm run new: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
