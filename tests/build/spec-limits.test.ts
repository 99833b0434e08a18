/**
 * The spec as a careless designer writes it: whatever would cost minutes,
 * megabytes per page, a stack trace or a silently dropped key is refused at
 * its line, before anything else reads the spec (scripts/api/spec-text-limits.ts,
 * scripts/api/check-spec.ts); and the console refuses an amount no JSON
 * client reads exactly (scripts/api/request-schema.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requestSchema } from '../../scripts/api/request-schema';
import { SpecError } from '../../scripts/api/spec-error';
import { validateAgainstSchema } from '../../theme/components/api/try-it/request-validation';
import { type ApiProject, createApiProject, projectRoot } from '../support/api-project';

let project: ApiProject | undefined;
afterEach(() => {
  project?.dispose();
  project = undefined;
});

/** The generator's refusal of the planted spec: its message, which must name file and line. */
async function refusal(
  plant: (spec: string) => string,
): Promise<{ message: string; line: (text: string) => number }> {
  project = createApiProject();
  project.edit('openapi/openapi.yaml', plant);
  const text = project.read('openapi/openapi.yaml');
  const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  const error = await project.generate().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpecError);
  const message = (error as Error).message;
  expect(message).not.toMatch(/^\s+at /m);
  return { message, line };
}

describe('the generator refuses, at the line', () => {
  it('a 50,000-value enum', async () => {
    const values = Array.from({ length: 50_000 }, (_, i) => `V${i}`).join(', ');
    const { message, line } = await refusal((s) => s.replace(/enum: \[BRL\]/, `enum: [${values}]`));
    expect(message).toMatch(
      new RegExp(
        `openapi/openapi\\.yaml: line ${line('V49999')}, column \\d+ .*: enum has 50,000 values, above the limit of 200`,
      ),
    );
  });

  it('descriptions that add up to more than the spec can carry, each within its own limit', async () => {
    const properties = Array.from(
      { length: 95 },
      (_, i) => `        p${i}: { type: string, description: "${'x'.repeat(8_000)}" }`,
    ).join('\n');
    const { message } = await refusal((s) =>
      s.replace(
        /^ {2}schemas:\n/m,
        `  schemas:\n    Bulky:\n      type: object\n      properties:\n${properties}\n`,
      ),
    );
    expect(message).toMatch(
      /line \d+, column \d+ .*: the descriptions add up to [\d,]+ characters, above the limit of 200,000 for the whole spec; this one has 8,000/,
    );
  });

  it('a __proto__ property, and a __proto__ sandbox scenario (never silently dropped)', async () => {
    const { message, line } = await refusal((s) =>
      s
        .replace(/^( {6}properties:\n)/m, '$1        __proto__: { type: string }\n')
        .replace(/^( {4}scenarios:\n)/m, '$1      __proto__:\n        value: tok_x\n'),
    );
    expect(message).toMatch(
      new RegExp(
        `line ${line('__proto__: { type')}, column \\d+ .*: a key named "__proto__" cannot be used`,
      ),
    );
    expect(message).toMatch(
      new RegExp(
        `line ${line('      __proto__:')}, column \\d+ .*: a key named "__proto__" cannot be used`,
      ),
    );
  });

  it('a $ref outside the spec, under a sandbox scenario', async () => {
    const { message, line } = await refusal((s) =>
      s.replace(
        /set: \{ refusal_reason: issuer_unavailable \}/,
        "set: { $ref: './other.yaml#/set' }",
      ),
    );
    expect(message).toMatch(
      new RegExp(
        `line ${line('./other.yaml')}, column \\d+ .*: \\$ref "./other.yaml#/set" points outside the spec`,
      ),
    );
  });

  it('a javascript: server URL', async () => {
    const { message, line } = await refusal((s) =>
      s.replace(
        /^servers:\n/m,
        'servers:\n  - url: "javascript:alert(1)"\n    description: Evil\n',
      ),
    );
    expect(message).toMatch(
      new RegExp(
        `line ${line('javascript:alert')}, column \\d+ .*: a server URL must be an absolute https URL`,
      ),
    );
  });
});

describe('Try it', () => {
  it('refuses an amount no JSON client reads exactly (1e308 once made the sandbox answer a fee of null)', () => {
    const spec = parse(readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8'));
    const body = requestSchema(spec, { $ref: '#/components/schemas/CreateCashoutRequest' });
    const problems = validateAgainstSchema(body, {
      amount: 1e308,
      pix_key: 'x',
      pix_key_type: 'email',
    });
    expect(problems.map((p) => `${p.pointer}: ${p.message.key}`)).toContain(
      '/amount: tryItErrorMaximum',
    );
  });
});
