/**
 * The API changelog (openapi/changelog.yaml): read with positions, validated
 * (every problem names the file, the line and the reason), and turned into
 * the page data of /docs/guides/changelog, one file per locale.
 */
import { type Lang, langs } from '../../config/locales';
import type { ChangeKind, ChangelogPageData } from '../../shared/api/page-model';
import type { SpecProblem } from './spec-error';
import { isObject, type Json } from './spec-walk';
import { toPointer, type YamlSource } from './yaml-source';

export const CHANGE_KINDS = [
  'breaking',
  'additive',
  'deprecation',
] as const satisfies readonly ChangeKind[];

/** "POST /transactions/{id}/refund", "webhook transaction.paid", "webhook *" (every webhook) or "all". */
const OPERATION =
  /^(?:(?:GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE) \/\S*|webhook (?:[a-z_.]+|\*)|all)$/;
const ENTRY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT_ID = /^[a-z][a-z0-9-]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = /^\d+\.\d+\.\d+$/;

export interface ChangelogEntry {
  id: string;
  date: string;
  version?: string;
  kind: ChangeKind;
  /** The day a deprecated thing stops working (YYYY-MM-DD), for a deprecation entry. */
  sunset?: string;
  products: string[];
  operations: string[];
  fields: string[];
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  migration?: Record<Lang, string>;
}

export interface Changelog {
  products: { id: string; label: Record<Lang, string> }[];
  /** Newest first (by date, then file order). */
  entries: ChangelogEntry[];
}

function isValidDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Validates the file; returns the changelog and the problems (the changelog is usable only without problems). */
export function readChangelog(source: YamlSource): {
  changelog: Changelog;
  problems: SpecProblem[];
} {
  const problems: SpecProblem[] = [];
  const at = (segments: (string | number)[], reason: string) =>
    problems.push({ file: source.file, location: source.locate(toPointer(segments)), reason });
  const data = isObject(source.data) ? source.data : {};
  if (!isObject(source.data))
    at([], 'the changelog must be a YAML map with "products" and "entries"');

  const localized = (value: unknown, where: (string | number)[], name: string) => {
    if (!isObject(value)) {
      at(where, `"${name}" must have a text per language (${langs.join(', ')})`);
      return undefined;
    }
    const out = {} as Record<Lang, string>;
    for (const lang of langs) {
      const text = value[lang];
      if (typeof text !== 'string' || !text.trim()) at([...where], `"${name}" has no ${lang} text`);
      else out[lang] = text;
    }
    return out;
  };

  const products: Changelog['products'] = [];
  if (!isObject(data.products)) at(['products'], '"products" must map product ids to their labels');
  else
    for (const [id, label] of Object.entries(data.products)) {
      if (!PRODUCT_ID.test(id)) at(['products', id], `product id "${id}" must be lower-case`);
      const texts = localized(label, ['products', id], `products.${id}`);
      if (texts) products.push({ id, label: texts });
    }
  const productIds = new Set(products.map((p) => p.id));

  const entries: ChangelogEntry[] = [];
  const seen = new Set<string>();
  const rawEntries = Array.isArray(data.entries) ? data.entries : [];
  if (!Array.isArray(data.entries)) at(['entries'], '"entries" must be a list');
  rawEntries.forEach((raw: unknown, index: number) => {
    const where = ['entries', index];
    if (!isObject(raw)) {
      at(where, 'an entry must be a map');
      return;
    }
    const e = raw as Json;
    const before = problems.length;
    const id = typeof e.id === 'string' ? e.id : '';
    if (!ENTRY_ID.test(id)) at([...where, 'id'], '"id" must be lower-case-with-dashes');
    else if (seen.has(id)) at([...where, 'id'], `duplicate entry id "${id}"`);
    seen.add(id);
    // YAML reads an unquoted 2026-11-24 as a date: accept both.
    const date = e.date instanceof Date ? e.date.toISOString().slice(0, 10) : String(e.date ?? '');
    if (!DATE.test(date) || !isValidDate(date))
      at([...where, 'date'], '"date" must be a day written YYYY-MM-DD');
    if (e.version !== undefined && (typeof e.version !== 'string' || !VERSION.test(e.version)))
      at([...where, 'version'], '"version" must be a version like "1.2.0" (quoted)');
    if (!(CHANGE_KINDS as readonly unknown[]).includes(e.kind))
      at([...where, 'kind'], `"kind" must be one of ${CHANGE_KINDS.join(', ')}`);
    const sunset =
      e.sunset instanceof Date ? e.sunset.toISOString().slice(0, 10) : (e.sunset as unknown);
    if (sunset !== undefined) {
      if (e.kind !== 'deprecation')
        at([...where, 'sunset'], '"sunset" belongs to a deprecation entry only');
      else if (typeof sunset !== 'string' || !DATE.test(sunset) || !isValidDate(sunset))
        at([...where, 'sunset'], '"sunset" must be a day written YYYY-MM-DD');
      else if (sunset <= date)
        at([...where, 'sunset'], `"sunset" (${sunset}) must come after the entry's date (${date})`);
    }
    const list = (key: string, test: (item: string) => string | undefined, required: boolean) => {
      const value = e[key];
      if (value === undefined && !required) return [];
      if (!Array.isArray(value) || (required && value.length === 0)) {
        at([...where, key], `"${key}" must be a ${required ? 'non-empty ' : ''}list`);
        return [];
      }
      return value.flatMap((item: unknown, i: number) => {
        const problem = typeof item === 'string' ? test(item) : 'must be a text';
        if (problem) {
          at([...where, key, i], problem);
          return [];
        }
        return [item as string];
      });
    };
    const products = list(
      'products',
      (p) =>
        productIds.has(p) ? undefined : `unknown product "${p}" (declare it under "products")`,
      true,
    );
    const operations = list(
      'operations',
      (op) =>
        OPERATION.test(op)
          ? undefined
          : `"${op}" must be "METHOD /path", "webhook <event.type>", "webhook *" or "all"`,
      true,
    );
    const fields = list('fields', () => undefined, false);
    const title = localized(e.title, [...where, 'title'], 'title');
    const summary = localized(e.summary, [...where, 'summary'], 'summary');
    const migration =
      e.migration === undefined && e.kind === 'additive'
        ? undefined
        : localized(e.migration, [...where, 'migration'], 'migration');
    if (problems.length > before || !title || !summary) return;
    entries.push({
      id,
      date,
      ...(typeof e.version === 'string' ? { version: e.version } : {}),
      kind: e.kind as ChangeKind,
      ...(typeof sunset === 'string' ? { sunset } : {}),
      products,
      operations,
      fields,
      title,
      summary,
      ...(migration ? { migration } : {}),
    });
  });
  // Newest first; same day keeps the file's order (stable sort).
  entries.sort((a, b) => b.date.localeCompare(a.date));
  return { changelog: { products, entries }, problems };
}

export function changelogPageData(
  changelog: Changelog,
  lang: Lang,
  html: (markdown: string) => string,
  feeds: ChangelogPageData['feeds'],
): ChangelogPageData {
  return {
    lang,
    products: changelog.products.map((p) => ({ id: p.id, label: p.label[lang] })),
    entries: changelog.entries.map((e) => ({
      id: e.id,
      date: e.date,
      ...(e.version ? { version: e.version } : {}),
      kind: e.kind,
      ...(e.sunset ? { sunset: e.sunset } : {}),
      products: e.products,
      operations: e.operations,
      fields: e.fields,
      title: e.title[lang],
      summaryHtml: html(e.summary[lang]),
      ...(e.migration ? { migrationHtml: html(e.migration[lang]) } : {}),
    })),
    feeds,
  };
}
