/**
 * Every file holding text a reader sees, and how the content checks read it:
 * - `page`: the guides and posts, docs/<lang>/**.md(x) (not the generated API
 *   reference);
 * - `contract`: the API contract (openapi/openapi.yaml, in its `x-language`)
 *   and its language overlays (openapi/overlays/<lang>.yaml), whole files;
 * - `localized`: YAML files that give one text per language
 *   (`title: { pt-BR: …, en: … }`): the changelog and config/*.yml (blog authors);
 * - `strings`: TypeScript texts: the UI string tables (i18n/**, one file per
 *   language, or per-language properties), the per-language texts of config/*.ts
 *   (the announcement bar, the tagline) and the glossary (shared/glossary.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Lang, langs } from '../../config/locales';

export type SourceKind = 'page' | 'contract' | 'localized' | 'strings';

export interface TextSource {
  kind: SourceKind;
  /** The languages it holds texts of (the checks run once per language). */
  langs: Lang[];
  /** Every text of the file is in its one language (otherwise: per-language keys). */
  wholeFile: boolean;
}

/** The API contract, written in the language its `x-language` names. */
export const SPEC_FILE = 'openapi/openapi.yaml';
/** Its translations: openapi/overlays/<lang>.yaml */
export const OVERLAYS_DIR = 'openapi/overlays';
export const CHANGELOG_FILE = 'openapi/changelog.yaml';
export const GLOSSARY_FILE = 'shared/glossary.ts';

function asLang(value: string | undefined): Lang | undefined {
  return (langs as readonly string[]).includes(value ?? '') ? (value as Lang) : undefined;
}

function specLanguage(root: string): Lang | undefined {
  const match = /^x-language:\s*['"]?([\w-]+)/m.exec(
    readFileSync(path.join(root, SPEC_FILE), 'utf8'),
  );
  return asLang(match?.[1]);
}

const relativeOf = (root: string, file: string) =>
  path.relative(root, file).split(path.sep).join('/');

/** How a file is read, or undefined when it holds no text for readers. */
export function sourceOf(root: string, file: string): TextSource | undefined {
  const relative = relativeOf(root, file);
  const all = [...langs];
  if (relative === SPEC_FILE) {
    const lang = specLanguage(root);
    return lang ? { kind: 'contract', langs: [lang], wholeFile: true } : undefined;
  }
  if (relative.startsWith(`${OVERLAYS_DIR}/`)) {
    const lang = asLang(path.basename(relative).replace(/\.ya?ml$/, ''));
    return lang ? { kind: 'contract', langs: [lang], wholeFile: true } : undefined;
  }
  if (relative === CHANGELOG_FILE || /^config\/[^/]+\.ya?ml$/.test(relative))
    return { kind: 'localized', langs: all, wholeFile: false };
  if (relative === GLOSSARY_FILE || /^config\/[^/]+\.ts$/.test(relative))
    return { kind: 'strings', langs: all, wholeFile: false };
  if (relative.startsWith('i18n/') && relative.endsWith('.ts')) {
    const lang = asLang(path.basename(relative, '.ts'));
    return lang
      ? { kind: 'strings', langs: [lang], wholeFile: true }
      : { kind: 'strings', langs: all, wholeFile: false };
  }
  const [top, lang] = relative.split('/');
  const pageLang = top === 'docs' ? asLang(lang) : undefined;
  if (pageLang && /\.mdx?$/.test(relative))
    return { kind: 'page', langs: [pageLang], wholeFile: true };
  return undefined;
}

function filesUnder(dir: string, keep: (relative: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((entry) => path.join(dir, entry));
}

/** Every file the content checks read, sorted. */
export function contentFiles(root: string): string[] {
  const files: string[] = [];
  for (const lang of langs) {
    files.push(
      ...filesUnder(path.join(root, 'docs', lang), (entry) => {
        const parts = entry.split(path.sep);
        if (!/\.mdx?$/.test(entry)) return false;
        if (parts[0] === 'docs' && parts[1] === 'api') return false; // generated (git-ignored)
        return !parts.some((p) => p.startsWith('_') || p.startsWith('.'));
      }),
    );
  }
  for (const file of [SPEC_FILE, CHANGELOG_FILE, GLOSSARY_FILE])
    if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  for (const lang of langs) {
    const overlay = path.join(root, OVERLAYS_DIR, `${lang}.yaml`);
    if (existsSync(overlay)) files.push(overlay);
  }
  files.push(...filesUnder(path.join(root, 'config'), (e) => /^[^/\\]+\.(ya?ml|ts)$/.test(e)));
  files.push(...filesUnder(path.join(root, 'i18n'), (e) => e.endsWith('.ts')));
  return files.filter((file) => sourceOf(root, file) !== undefined).sort();
}
