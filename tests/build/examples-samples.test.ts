/**
 * The examples check covers every code sample a reader can copy: JavaScript
 * (it parses, its `fetch` calls match the contract, its webhook signatures are
 * Standard Webhooks), Python signatures, the samples inside the handbook's MDX
 * examples, and the samples held in TypeScript (the home page's first charge).
 * Each gets a planted defect, reported at its file and line.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples are JavaScript source held as text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkExamples, formatProblem } from '../../scripts/examples/check-examples';
import { HELD_SAMPLE_MODULES, loadHeldSamples } from '../../scripts/examples/held-samples';
import { readJsSample } from '../../scripts/examples/js-sample';
import { type ChecksCopy, copyForChecks } from '../support/checks-copy';

const copies: ChecksCopy[] = [];
afterAll(() => {
  for (const copy of copies) copy.dispose();
});

/** A copy of what the examples check reads: the spec, the pages, and the modules holding samples. */
function copySite(): string {
  const copy = copyForChecks(['openapi', 'config', ...HELD_SAMPLE_MODULES.map((m) => m.file)]);
  copies.push(copy);
  return copy.dir;
}

/** Replaces the first `from` of `file` in the copy; the 1-based line where it was. */
function plant(dir: string, file: string, from: string, to: string): number {
  const copy = copies.find((c) => c.dir === dir);
  if (!copy) throw new Error(`${dir} is not a copy`);
  return copy.plant(file, from, to);
}

async function problemsOf(dir: string, file: string) {
  const report = checkExamples({ root: dir, heldSamples: await loadHeldSamples(dir) });
  return report.problems.filter((p) => p.file === file);
}

describe('reading a JavaScript sample', () => {
  it('finds fetch calls with what they write out, and what they compute', () => {
    const sample = readJsSample(
      [
        "const order = { idempotencyKey: 'k-1' };",
        "await fetch('%API_URL%/transactions', {",
        "  method: 'POST',",
        "  headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': crypto.randomUUID() },",
        "  body: JSON.stringify({ amount: 15000, currency: 'BRL', customer: order.customer }),",
        '});',
        'await fetch(`${API_URL}/wallet/balance?x=${y}`);',
      ].join('\n'),
    );
    expect(sample.syntax).toEqual([]);
    expect(sample.calls.map((c) => [c.line, c.method, c.unknown, [...c.generated.keys()]])).toEqual(
      [
        [1, 'POST', { headers: false, body: true, query: false }, ['idempotency-key']],
        [6, 'GET', { headers: false, body: false, query: true }, []],
      ],
    );
  });

  it('reads what a createHmac chain signs and how it encodes it', () => {
    const sample = readJsSample(
      "const a = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest('base64');\nconst b = createHmac('sha256', s).update(payload).digest('hex');\n",
    );
    expect(sample.hmacs.map((h) => [h.line, h.parts, h.encoding])).toEqual([
      [0, ['webhook-id', 'webhook-timestamp', 'body'], 'base64'],
      [1, ['body'], 'hex'],
    ]);
  });
});

describe('the examples check refuses a bad code sample, at its file and line', {
  timeout: 60_000,
}, () => {
  it('a JavaScript sample that does not parse', () => {
    const dir = copySite();
    const file = 'docs/en/docs/intro/authentication.mdx';
    const line = plant(dir, file, '    method,\n', '    method,,\n');
    const problems = checkExamples({ root: dir }).problems.filter((p) => p.file === file);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${line}: the JavaScript does not parse: `)),
    ]);
  });

  it('a fetch call to a path the API does not have, and a body without a required field', () => {
    const dir = copySite();
    const file = 'docs/en/blog/fee-query-endpoint.mdx';
    const line = plant(dir, file, '%API_URL%/transactions/fee?', '%API_URL%/transaction/fee?');
    const problems = checkExamples({ root: dir }).problems.filter((p) => p.file === file);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [line, 'GET /transaction/fee matches no operation of the spec'],
    ]);
  });

  it('webhook signatures computed in hex, or over the wrong content, in JavaScript and Python', () => {
    const dir = copySite();
    const file = 'docs/pt-BR/docs/webhook/cashout.mdx';
    const js = plant(
      dir,
      file,
      ".update(`${id}.${timestamp}.`).update(rawBody).digest('base64')",
      ".update(`${timestamp}.`).update(rawBody).digest('hex')",
    );
    const py = plant(
      dir,
      file,
      'hmac.new(key, signed, hashlib.sha256).digest())',
      'hmac.new(key, signed, hashlib.sha256).hexdigest())',
    );
    const problems = checkExamples({ root: dir }).problems.filter((p) => p.file === file);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [
        js,
        expect.stringMatching(/^the webhook signature is the base64 of the HMAC .*, not its hex:/),
      ],
      [
        js,
        expect.stringMatching(
          /^the webhook signature is the HMAC of <webhook-id>\.<webhook-timestamp>\.<raw body>/,
        ),
      ],
      [
        py,
        expect.stringMatching(
          /^the webhook signature is the base64 of the HMAC .*, not its hexdigest\(\)/,
        ),
      ],
    ]);
    expect(problems[1]?.reason).toContain('but this sample signs `${timestamp}.` + rawBody');
  });

  it("a sample inside the handbook's MDX example", () => {
    const dir = copySite();
    const file = 'docs/pt-BR/docs/handbook/writing-a-page.mdx';
    const line = plant(dir, file, ".digest('base64');", ".digest('hex');");
    const problems = checkExamples({ root: dir }).problems.filter((p) => p.file === file);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [line, expect.stringMatching(/^the webhook signature is the base64 of the HMAC/)],
    ]);
  });

  it("the home page's first charge, held in TypeScript: a key made inside the call, and a bad body", async () => {
    const dir = copySite();
    const file = 'theme/components/HomeHero/first-charge-sample.ts';
    const curl = plant(
      dir,
      file,
      '-H "Idempotency-Key: $IDEMPOTENCY_KEY"',
      '-H "Idempotency-Key: $(uuidgen)"',
    );
    plant(
      dir,
      file,
      "'Idempotency-Key': order.idempotencyKey,",
      "'Idempotency-Key': crypto.randomUUID(),",
    );
    plant(
      dir,
      file,
      "    currency: 'BRL',\n    payment_method: 'pix',",
      "    currency: 'USD',\n    payment_method: 'pix',",
    );
    const source = readFileSync(path.join(dir, file), 'utf8').split('\n');
    const codeLine = (id: string) =>
      source.findIndex(
        (l, i) => i > source.findIndex((m) => m.includes(`id: '${id}',`)) && l.includes('code:'),
      ) + 1;
    const problems = await problemsOf(dir, file);
    expect(problems.find((p) => p.reason.includes('BRL'))?.pointer).toBe('/currency');
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [
        codeLine('curl') + 1,
        expect.stringContaining(
          'an Idempotency-Key generated inside the command ($(uuidgen)) is new on every run',
        ),
      ],
      [
        codeLine('node') + 1,
        expect.stringContaining(
          'an Idempotency-Key generated inside the call (crypto.randomUUID()) is new on every run',
        ),
      ],
      // The body of the fetch call: at its `body:` line, with the field's pointer.
      [codeLine('node') + 8, 'Instance does not match any of ["BRL"].'],
    ]);
    expect(curl).toBeGreaterThan(codeLine('curl'));
  });
});
