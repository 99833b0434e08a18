/**
 * Which operations answer each error catalogue entry, and with which status,
 * from the catalogue's page data (`_data/errors.json`, written by the
 * generator from the spec's responses): a log line naming a path and a status
 * (`POST /v2/transactions/tr_1/capture 409`) opens the errors of that
 * operation and status, not every error of that status (search-index.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiErrorCatalogueData } from '../../shared/api/page-model';
import { normalizePath } from '../../shared/search/analysis/normalize-path';
import type { SearchDocument } from '../../shared/search/engine/search-document';

/** `<status> <METHOD> <normalized path>` per error code, read from the page's data file (none for other pages). */
export async function errorAnswersOf(sourceFile: string): Promise<Map<string, string[]>> {
  const dataFile = path.join(
    path.dirname(sourceFile),
    '_data',
    `${path.parse(sourceFile).name}.json`,
  );
  const data = await readFile(dataFile, 'utf8')
    .then((text) => JSON.parse(text) as ApiErrorCatalogueData)
    .catch(() => null);
  const answers = new Map<string, string[]>();
  if (data?.kind !== 'errors') return answers;
  for (const group of data.groups) {
    for (const entry of group.entries) {
      answers.set(
        entry.code,
        entry.operations.map(
          (op) => `${entry.status} ${op.method.toUpperCase()} ${normalizePath(op.path)}`,
        ),
      );
    }
  }
  return answers;
}

/** The documents with the answers of the entry their anchor names. */
export function withErrorAnswers(
  documents: SearchDocument[],
  answers: ReadonlyMap<string, string[]>,
): SearchDocument[] {
  if (answers.size === 0) return documents;
  return documents.map((d) => {
    const found = answers.get(d.anchor);
    return found?.length ? { ...d, answers: found } : d;
  });
}
