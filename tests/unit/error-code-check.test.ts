/**
 * Every error code a text, an example, the simulator or the spec's data names
 * is in the error catalogue (`x-error-codes`) with the same status (rule
 * error-code of `npm run lint:content`). Each form of naming a code gets a
 * planted unknown code or a wrong status, reported at its file and line
 * (the code and the spec data of a whole site copy: tests/build/contract-checks-copies.test.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodesInCode } from '../../scripts/content-lint/contract/code-error-codes';
import { type ContentProblem, lintText } from '../../scripts/content-lint/lint-content';

const repo = path.resolve(import.meta.dirname, '../..');
const guide = (lang: string) => path.join(repo, 'docs', lang, 'docs/intro/example.mdx');
const page = (body: string) => `---\ntitle: Example\ndescription: An example page.\n---\n\n${body}`;

async function codeProblems(file: string, text: string): Promise<ContentProblem[]> {
  return (await lintText(repo, file, text)).filter((p) => p.rule === 'error-code');
}

describe('error codes named in prose', () => {
  it('refuses a code the catalogue lacks, next to its status, at its line and column', async () => {
    const text = page('# T\n\nA partir daí a chave responde `401 expired_api_key`.\n');
    const found = await codeProblems(guide('pt-BR'), text);
    expect(found).toEqual([
      expect.objectContaining({
        line: 8,
        column: 36,
        message: expect.stringContaining(
          '"expired_api_key" is not an error code of the API: the catalogue (x-error-codes in openapi/openapi.yaml) has no such code',
        ),
      }),
    ]);
    expect(found[0]?.message).toContain('Did you mean "invalid_api_key"');
  });

  it('refuses a declared code with another status, in both orders', async () => {
    const text = page(
      '# T\n\nIt answers `403 invalid_api_key`.\n\nOr `insufficient_balance` (409).\n',
    );
    const found = await codeProblems(guide('en'), text);
    expect(found.map((p) => [p.line, p.message])).toEqual([
      [
        8,
        expect.stringMatching(
          /^"invalid_api_key" is returned with status 401, not 403 \(openapi\/openapi\.yaml:\d+\)/,
        ),
      ],
      [10, expect.stringMatching(/^"insufficient_balance" is returned with status 422, not 409/)],
    ]);
  });

  it('accepts an error type next to its own status and refuses it next to another', async () => {
    const ok = page('# T\n\n`409 conflict_error` with code `idempotency_key_reused`.\n');
    expect(await codeProblems(guide('en'), ok)).toEqual([]);
    const wrong = page('# T\n\n`422 conflict_error`.\n');
    expect((await codeProblems(guide('en'), wrong)).map((p) => p.message)).toEqual([
      expect.stringContaining('"conflict_error" is the error type of status 409, not 422'),
    ]);
  });

  it('reads error tables: the code column, with the status from its column or the heading above', async () => {
    const text = page(
      [
        '# T',
        '',
        '## 401: quem é você? {#error-401}',
        '',
        '| `code` | Causa |',
        '| --- | --- |',
        '| `invalid_api_key` | Chave inexistente |',
        '| `expired_api_key` | Chave revogada |',
        '',
        '## Outros',
        '',
        '| Código | Status | Quando |',
        '| --- | --- | --- |',
        '| [`infraction_open`](/docs/api/errors#infraction_open) | 422 | MED aberto |',
        '',
      ].join('\n'),
    );
    const found = await codeProblems(guide('pt-BR'), text);
    expect(found.map((p) => [p.line, p.message.slice(0, 50)])).toEqual([
      [13, '"expired_api_key" is not an error code of the API:'],
      [19, '"infraction_open" is returned with status 409, not'],
    ]);
  });

  it('reads links to the catalogue and error examples in JSON', async () => {
    const text = page(
      [
        '# T',
        '',
        'See [the code](/docs/api/errors#card_declined).',
        '',
        '```json',
        '{ "error": { "type": "authentication_error", "code": "insufficient_permissions", "message": "No.", "request_id": "req_1" } }',
        '```',
        '',
        '```json',
        '{ "error": { "type": "permission_error", "code": "invalid_api_key", "message": "No.", "request_id": "req_1" } }',
        '```',
        '',
      ].join('\n'),
    );
    const found = await codeProblems(guide('en'), text);
    expect(found.map((p) => [p.line, p.message.slice(0, 50)])).toEqual([
      [8, '"card_declined" is not an error code of the API: t'],
      [11, '"insufficient_permissions" is not an error code of'],
      [15, '"invalid_api_key" is returned with status 401 (ope'],
    ]);
    expect(found[2]?.message).toContain('whose error type is not "permission_error"');
  });

  it('reads the spec, its overlay and the UI strings', async () => {
    const overlay = path.join(repo, 'openapi/overlays/pt-BR.yaml');
    const text =
      'actions:\n  - target: $.info\n    update:\n      description: Responde `403 insufficient_permissions`.\n';
    expect((await codeProblems(overlay, text)).map((p) => [p.file, p.line])).toEqual([
      ['openapi/overlays/pt-BR.yaml', 4],
    ]);
    const strings = path.join(repo, 'i18n/try-it/en.ts');
    const table =
      "export const en = {\n  tryItHint: 'A revoked key answers 401 expired_api_key.',\n};\n";
    expect((await codeProblems(strings, table)).map((p) => [p.file, p.line])).toEqual([
      ['i18n/try-it/en.ts', 2],
    ]);
  });
});

describe('error codes the code and the spec data answer with', () => {
  it('finds the codes of error(…) calls and error properties, not messages', () => {
    const code = [
      "if (!key) return error('missing_api_key');",
      "if (open) return { error: 'infraction_open', fill: {} };",
      "const body = { error: { code: 'card_declined', message: 'x' } };",
      "throw error('Something went wrong');",
    ].join('\n');
    expect(errorCodesInCode(code)).toEqual([
      { code: 'missing_api_key', line: 1, column: 25 },
      { code: 'infraction_open', line: 2, column: 28 },
      { code: 'card_declined', line: 3, column: 32 },
    ]);
  });
});
