/**
 * The content items of the payments review's top ten (2026-11-27), planted
 * back in a copy of the site as the review found them: each must fail a check
 * of `npm test` (the content lint, or the examples check of the build) at its
 * file and line, with a message that tells a writer what is right. The checks
 * run as functions on the copy, not as a whole build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentProblem, lintContent } from '../../scripts/content-lint/lint-content';
import { checkExamples, type ExampleProblem } from '../../scripts/examples/check-examples';
import { HELD_SAMPLE_MODULES, loadHeldSamples } from '../../scripts/examples/held-samples';
import { type ChecksCopy, copyForChecks } from '../support/checks-copy';

async function runChecks(
  dir: string,
): Promise<{ content: ContentProblem[]; examples: ExampleProblem[] }> {
  const { problems: content } = await lintContent({ root: dir });
  const { problems: examples } = checkExamples({
    root: dir,
    heldSamples: await loadHeldSamples(dir),
  });
  return { content, examples };
}

let copy: ChecksCopy;
let planted: string;
const lines: Record<string, number> = {};
let result: Awaited<ReturnType<typeof runChecks>>;

beforeAll(async () => {
  // What the two checks read: the pages, the contract, the config and UI texts, the glossary,
  // the samples held in TypeScript.
  copy = copyForChecks([
    'openapi',
    'config',
    'i18n',
    'shared/glossary.ts',
    ...HELD_SAMPLE_MODULES.map((m) => m.file),
  ]);
  planted = copy.dir;
  const plant = (_dir: string, file: string, from: string, to: string) =>
    copy.plant(file, from, to);
  // CT1: the going-live checklist signs the pre-2.0 string.
  lines.ct1 = plant(
    planted,
    'docs/pt-BR/docs/guides/going-live.mdx',
    'recalcula o HMAC-SHA256 de `<webhook-id>.<webhook-timestamp>.<corpo bruto>`',
    'recalcula o HMAC-SHA256 sobre `<timestamp>.<corpo bruto>`',
  );
  // CT2: the authentication guide promises codes the catalogue lacks.
  lines.ct2a = plant(
    planted,
    'docs/en/docs/intro/authentication.mdx',
    'every request made with it gets `401 invalid_api_key`',
    'it answers `401 expired_api_key`',
  );
  lines.ct2b = plant(
    planted,
    'docs/pt-BR/docs/intro/authentication.mdx',
    '| `ip_not_allowed` | O IP de origem não está na lista permitida da chave | Inclua o IP de saída do servidor ou use a chave certa |',
    '| `ip_not_allowed` | O IP de origem não está na lista permitida da chave | Inclua o IP de saída do servidor ou use a chave certa |\n| `insufficient_permissions` | Uma `pk_` chamando `POST /transactions` | Use a chave secreta no servidor |',
  );
  // WF1: the announcement bar on every page gives MED webhooks to the cash-out API.
  lines.wf1 = plant(
    planted,
    'config/brand.ts',
    "'Novo: webhooks de infração (MED) para os Pix que você recebe.'",
    "'Novo: a API de cash-out agora envia webhooks de infração (MED).'",
  );
  // CT3: the home page's first sample makes its Idempotency-Key inside the call.
  lines.ct3 = plant(
    planted,
    'theme/components/HomeHero/first-charge-sample.ts',
    '-H "Idempotency-Key: $IDEMPOTENCY_KEY"',
    '-H "Idempotency-Key: $(uuidgen)"',
  );
  // CT5: card decline guidance that needs a card on file.
  lines.ct5 = plant(
    planted,
    'docs/en/docs/intro/card-tokenization.mdx',
    'Offer another card or Pix; the same card only if the buyer says the limit was freed',
    'The buyer can use another card or Pix; an automatic retry makes sense only days later (a subscription renewal, say)',
  );
  result = await runChecks(planted);
});

afterAll(() => {
  copy?.dispose();
});

const at = (file: string, line: number) => (p: { file: string; line: number }) =>
  p.file === file && p.line === line;

describe("the review's top ten, planted back, fail with a message a writer understands", () => {
  it('CT1: the checklist signs <timestamp>.<corpo bruto>', () => {
    const found = result.content.filter(
      at('docs/pt-BR/docs/guides/going-live.mdx', lines.ct1 as number),
    );
    expect(found.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^The webhook signature is computed over <webhook-id>\.<webhook-timestamp>\.<raw body> .*not over <timestamp>\.<corpo bruto>: a handler that signs this string rejects every webhook/,
      ),
    ]);
  });

  it('CT2: expired_api_key and insufficient_permissions are not in the catalogue', () => {
    const en = result.content.filter(
      at('docs/en/docs/intro/authentication.mdx', lines.ct2a as number),
    );
    expect(en.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^"expired_api_key" is not an error code of the API: .* Did you mean "invalid_api_key"/,
      ),
    ]);
    const pt = result.content.filter(
      at('docs/pt-BR/docs/intro/authentication.mdx', (lines.ct2b as number) + 1),
    );
    expect(pt.map((p) => p.message)).toEqual([
      expect.stringMatching(/^"insufficient_permissions" is not an error code of the API/),
    ]);
  });

  it('WF1: the announcement bar says the cash-out API sends MED webhooks', () => {
    const found = result.content.filter(at('config/brand.ts', lines.wf1 as number));
    expect(found.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^The infraction\.\* webhooks are about a transaction \(their payload carries transaction_id\), not about cashouts, so the cashout API does not send them/,
      ),
    ]);
  });

  it('CT3: the home sample generates the Idempotency-Key in the command', () => {
    const found = result.examples.filter(
      (p) => p.file === 'theme/components/HomeHero/first-charge-sample.ts',
    );
    expect(found.map((p) => [p.line, p.reason])).toEqual([
      [
        expect.any(Number),
        expect.stringContaining(
          'an Idempotency-Key generated inside the command ($(uuidgen)) is new on every run, so running it again is a new request, not a retry',
        ),
      ],
    ]);
    expect(found[0]?.line).toBeLessThanOrEqual(lines.ct3 as number);
  });

  it('CT5: decline guidance suggests automatic and subscription retries', () => {
    const found = result.content.filter(
      at('docs/en/docs/intro/card-tokenization.mdx', lines.ct5 as number),
    );
    expect(found.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^"automatic retry" needs a card kept on file, and this API keeps none: .*every new attempt needs the buyer to enter the card again/,
      ),
      expect.stringMatching(/^"subscription renewal" needs a card kept on file/),
    ]);
  });

  // The site itself passes both checks (content-lint.test.ts, examples-check.test.ts): here,
  // every problem of the copy is one of the plants.
  it('nothing else fails: each plant is reported where it is, and only there', () => {
    const expected = new Set([
      'docs/pt-BR/docs/guides/going-live.mdx',
      'docs/en/docs/intro/authentication.mdx',
      'docs/pt-BR/docs/intro/authentication.mdx',
      'config/brand.ts',
      'docs/en/docs/intro/card-tokenization.mdx',
    ]);
    expect(new Set(result.content.map((p) => p.file))).toEqual(expected);
    expect(new Set(result.examples.map((p) => p.file))).toEqual(
      new Set(['theme/components/HomeHero/first-charge-sample.ts']),
    );
  });
});
