import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateApiReference } from './scripts/api/generate-api-reference';

const dir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
cpSync('tests/fixtures/api/hostile', path.join(dir, 'openapi'), { recursive: true });
try {
  console.log(await generateApiReference({ root: dir }));
} catch (e) {
  console.log((e as Error).message);
}
console.log(dir);
