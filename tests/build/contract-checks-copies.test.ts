/**
 * The contract checks of `npm run lint:content` on copies of the site: the
 * error codes that code (the Try it simulator) and the spec's data answer with,
 * a changed definition failing every sentence that states the old value, and a
 * missing definition reported at its line.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SpecError } from '../../scripts/api/spec-error';
import { unknownErrorCodesInCode } from '../../scripts/content-lint/contract/code-error-codes';
import { contractFacts } from '../../scripts/content-lint/contract/contract-facts';
import { lintContent } from '../../scripts/content-lint/lint-content';

const repo = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe('error codes the code and the spec data answer with', () => {
  it('reports a simulator answer and a spec example outside the catalogue, at their lines', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'error-codes-'));
    dirs.push(root);
    cpSync(path.join(repo, 'openapi'), path.join(root, 'openapi'), { recursive: true });
    const simulator = 'theme/components/api/try-it/simulator/simulate.ts';
    mkdirSync(path.dirname(path.join(root, simulator)), { recursive: true });
    const source = readFileSync(path.join(repo, simulator), 'utf8').replace(
      "error('missing_api_key')",
      "error('api_key_missing')",
    );
    writeFileSync(path.join(root, simulator), source);
    const spec = path.join(root, 'openapi/openapi.yaml');
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        'x-sandbox-scenarios:',
        'x-sandbox-scenarios:\n  x-note: { error: { code: pix_key_missing } }',
      ),
    );
    const facts = contractFacts(root);
    if (!facts) throw new Error('no facts');
    const found = unknownErrorCodesInCode(root, facts);
    const simulatorLine = source.split('\n').findIndex((l) => l.includes('api_key_missing')) + 1;
    const specLine =
      readFileSync(spec, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('pix_key_missing')) + 1;
    expect(found.map((p) => [p.file, p.line, p.code])).toEqual([
      [simulator, simulatorLine, 'api_key_missing'],
      ['openapi/openapi.yaml', specLine, 'pix_key_missing'],
    ]);
    // And `npm run lint:content` reports them, with the same message as a page's.
    const whole = await lintContent({ root });
    const reported = whole.problems.filter((p) => p.rule === 'error-code');
    expect(reported.map((p) => `${p.file}:${p.line}`).sort()).toEqual(
      [`${simulator}:${simulatorLine}`, `openapi/openapi.yaml:${specLine}`].sort(),
    );
    expect(reported[0]?.message).toMatch(/is not an error code of the API/);
  });
});

describe('one definition', () => {
  it('a new retry schedule in the spec makes every sentence that states the old one fail', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'contract-facts-'));
    dirs.push(root);
    cpSync(path.join(repo, 'openapi'), path.join(root, 'openapi'), { recursive: true });
    for (const lang of ['en', 'pt-BR'])
      cpSync(
        path.join(repo, `docs/${lang}/docs/webhook`),
        path.join(root, `docs/${lang}/docs/webhook`),
        {
          recursive: true,
        },
      );
    const spec = path.join(root, 'openapi/openapi.yaml');
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        'retry-delays-minutes: [1, 5, 15, 60, 180, 360, 720, 1440]',
        'retry-delays-minutes: [1, 5, 15, 60, 180, 360, 720]',
      ),
    );
    const { problems } = await lintContent({ root });
    const files = new Set(problems.filter((p) => p.rule === 'contract-fact').map((p) => p.file));
    // The retry sections of the three webhook guides, in both languages.
    for (const lang of ['en', 'pt-BR'])
      for (const guide of ['transaction', 'cashout', 'infraction'])
        expect(files, `${lang} ${guide}`).toContain(`docs/${lang}/docs/webhook/${guide}.mdx`);
  });

  it('a missing definition fails with the spec line, not a crash', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'contract-facts-'));
    dirs.push(root);
    cpSync(path.join(repo, 'openapi'), path.join(root, 'openapi'), { recursive: true });
    const spec = path.join(root, 'openapi/openapi.yaml');
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('  fee-formula:', '  fee-formul:'));
    expect(() => contractFacts(root)).toThrow(SpecError);
    expect(() => contractFacts(root)).toThrow(
      /openapi\/openapi\.yaml: line \d+, column \d+ \(\/x-policies\): x-policies\.fee-formula must be a text/,
    );
  });
});
