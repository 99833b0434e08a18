/**
 * A chargeback's defense deadline depends on the card brand: the model sets
 * it per brand, and the spec's description (both languages) and the disputes
 * guide's table (both languages) state the same days as the model.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type Clock, create, isRefusal, transition } from '../../shared/lifecycle/engine';
import { lifecycleModel as model } from '../../shared/lifecycle/model';
import { chargebackDefenseDays } from '../../shared/lifecycle/resources/chargeback';
import type { Json } from '../../shared/lifecycle/types';
import { projectRoot } from '../support/api-project';

const read = (relative: string) => readFileSync(path.join(projectRoot, relative), 'utf8');
const spec = parse(read('openapi/openapi.yaml'), { maxAliasCount: -1 }) as {
  components: { examples: Record<string, { value: Json }>; schemas: Record<string, Json> };
};
const example = (name: string) => structuredClone(spec.components.examples[name]?.value ?? {});

const T0 = Date.parse('2026-11-24T10:00:00Z');
let counter = 0;
const at = (seconds: number): Clock => ({
  now: T0 + seconds * 1000,
  newId: (prefix) => `${prefix}Deadline${String(++counter).padStart(6, '0')}`,
});

/** The deadline of a chargeback opened 10 s after a paid card payment of `brand`. */
function deadlineFor(brand: string): unknown {
  const paid = example('CardTransactionPaid');
  const born = create(
    model,
    {},
    {
      lifecycle: 'transaction',
      template: { ...paid, card: { ...(paid.card as Json), brand } },
      request: { amount: 20000, payment_method: 'credit_card', currency: 'BRL' },
    },
    at(0),
  );
  if (isRefusal(born)) throw new Error(born.refused);
  const id = String(born.subject.id);
  const payed = transition(model, born.world, { id, name: 'pay' }, at(1));
  if (isRefusal(payed)) throw new Error(payed.refused);
  const templates = { chargeback: (example('CardTransactionChargeback').chargeback ?? {}) as Json };
  const opened = create(
    model,
    payed.world,
    { lifecycle: 'chargeback', template: templates.chargeback, parentId: id, request: {} },
    at(10),
  );
  if (isRefusal(opened)) throw new Error(opened.refused);
  return opened.subject.defense_deadline;
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
};

describe('the defense deadline of a chargeback', () => {
  it('is the end of the day, the brand’s number of days after it opened', () => {
    expect(deadlineFor('visa')).toBe('2026-12-14T23:59:59Z');
    expect(deadlineFor('mastercard')).toBe('2026-12-24T23:59:59Z');
    expect(deadlineFor('amex')).toBe('2026-12-04T23:59:59Z');
    expect(deadlineFor('elo')).toBe('2026-12-14T23:59:59Z');
  });

  it('reads the same in the guides (both languages) as in the model', () => {
    for (const file of [
      'docs/en/docs/guides/disputes.mdx',
      'docs/pt-BR/docs/guides/disputes.mdx',
    ]) {
      const text = read(file);
      const table = text.slice(text.indexOf('{#deadlines}'), text.indexOf('{#reason-codes}'));
      for (const [brand, days] of Object.entries(chargebackDefenseDays))
        expect(table, `${file}: ${brand}`).toMatch(
          new RegExp(`\\| ${brandNames[brand]} \\| ${days} (days|dias)`),
        );
    }
  });

  it('reads the same in the spec (both languages) as in the model', () => {
    const en = String(
      (((spec.components.schemas.Chargeback?.properties ?? {}) as Json).defense_deadline as Json)
        .description,
    );
    const overlay = parse(read('openapi/overlays/pt-BR.yaml')) as {
      actions: { target: string; update?: Json }[];
    };
    const action = overlay.actions.find((a) => a.target === '$.components.schemas.Chargeback');
    const pt = String(
      (((action?.update?.properties ?? {}) as Json).defense_deadline as Json).description,
    );
    // The days a sentence gives a brand: the last number before its name ("20 days ... for Visa, Elo").
    const daysOf = (text: string, name: string) =>
      Number(text.slice(0, text.indexOf(name)).match(/\d+/g)?.at(-1));
    for (const [brand, days] of Object.entries(chargebackDefenseDays)) {
      const name = brandNames[brand] ?? brand;
      expect(daysOf(en, name), `en: ${brand}`).toBe(days);
      expect(daysOf(pt, name), `pt-BR: ${brand}`).toBe(days);
    }
  });
});
