/**
 * Reads the API sidebar the generator wrote (Node only: used by rspress.config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiSidebarData } from '../shared/api/page-model';

export function readApiSidebarData(root = path.join(import.meta.dirname, '..')): ApiSidebarData {
  const file = path.join(root, '.generated/api-reference/sidebar.json');
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: run "npx tsx scripts/generate-api-pages.ts" (npm start and npm run build run it first).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ApiSidebarData;
}
