/**
 * The test card numbers of the sandbox card fields (`test-cards` of the spec's
 * sandbox scenarios): each is a real number of its brand (checked here with a
 * Luhn sum and BIN prefixes written apart from shared/api/card-numbers.ts),
 * each outcome has a number per brand, the Try it simulator plays a number as
 * the page says (the scenario's answer), and a wrong number fails the
 * generator at its line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/api/generate-api-reference';
import { deref } from '../../scripts/api/resolve-ref';
import { buildSandboxScenarios, checkSandboxScenarios } from '../../scripts/api/sandbox-scenarios';
import { buildSimulatorData } from '../../scripts/api/simulator-data';
import { isObject, type Json, operationsOf } from '../../scripts/api/spec-walk';
import { readYamlSource } from '../../scripts/api/yaml-source';
import {
  cardBrandOf,
  cardNumberProblem,
  formatCardNumber,
  luhnValid,
} from '../../shared/api/card-numbers';
import type { ApiSimulatorData } from '../../shared/api/page-model';
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import { withValueAtPath } from '../../shared/api/sandbox-model';
import { testCardPlay } from '../../shared/api/test-cards';
import { simulate } from '../../theme/components/api/try-it/simulator/simulate';
import { emptyStore } from '../../theme/components/api/try-it/simulator/simulator-store';
import { projectRoot } from '../support/api-project';

/** Luhn, written apart from the product's: double every second digit from the right. */
function luhnSum(number: string): number {
  return [...number]
    .reverse()
    .map(Number)
    .map((d, i) => (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d))
    .reduce((a, b) => a + b, 0);
}

/** The brands' BINs the test numbers use, with their length. */
const BRAND_SHAPE: Record<string, RegExp> = {
  visa: /^4\d{15}$/,
  mastercard: /^(5[1-5]\d{14}|2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720)\d{12})$/,
  elo: /^(50670[0-9]|50671\d|5067[2-6]\d|50677[0-8]|457631|457632|636297|636368)\d{10}$/,
  amex: /^3[47]\d{13}$/,
};

/** What a buyer tests in the card fields: the outcomes the page must give a number for, per brand. */
const OUTCOMES = [
  'cards/approved',
  'cards/do-not-honor',
  'three-ds/frictionless',
  'three-ds/challenge',
  'three-ds/attempted',
  'three-ds/rejected',
  'three-ds/unavailable',
];

let data: SandboxScenariosData;
let create: ApiSimulatorData;
let cardRequest: Json;

beforeAll(async () => {
  const spec = (await loadContract(projectRoot, 'openapi/openapi.yaml', 'openapi/overlays')).base;
  data = buildSandboxScenarios(spec, (m) => m);
  const op = operationsOf(spec, 'paths').find(
    (o) => o.operation.operationId === 'UserTransactionController_createTransaction',
  );
  if (!op) throw new Error('no create-transaction operation');
  const built = buildSimulatorData(spec, op, data);
  if (!built) throw new Error('no simulator data');
  create = built;
  const media = ((op.operation.requestBody as Json).content as Json)['application/json'] as Json;
  const examples = isObject(media.examples)
    ? Object.values(media.examples).map((e) => deref(spec, e).value as Json)
    : [media.example as Json];
  cardRequest = structuredClone(examples.find((e) => 'card' in e) as Json);
  delete cardRequest.external_id;
  delete (cardRequest.card as Json).three_ds;
}, 60_000);

const allCards = () =>
  data.products.flatMap((product) =>
    product.scenarios.flatMap((scenario) =>
      (scenario.testCards ?? []).map((card) => ({ ...card, product, scenario })),
    ),
  );

describe('the card-number helpers', () => {
  it('know the published numbers of each brand and refuse a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223000048400011')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    // Elo's BINs inside Visa's 4 and beside Mastercard's 5 are Elo.
    expect(cardBrandOf('4576320000000000')).toBe('elo');
    expect(cardBrandOf('5067000000000017')).toBe('elo');
    expect(cardBrandOf('6362970000457013')).toBe('elo');
    expect(cardNumberProblem('37828224631000', 'amex')).toMatch(/15 digits/);
    expect(cardNumberProblem('4000000000000011', 'visa')).toMatch(/Luhn/);
    expect(cardNumberProblem('5067000000000017', 'mastercard')).toMatch(/it is elo/);
    expect(formatCardNumber('378200000000018')).toBe('3782 000000 00018');
    expect(formatCardNumber('4000000000000010')).toBe('4000 0000 0000 0010');
  });
});

describe('the test card numbers of the sandbox', () => {
  it('are Luhn-valid numbers of their brand, each used once', () => {
    const cards = allCards();
    expect(cards.length).toBeGreaterThanOrEqual(OUTCOMES.length * 4);
    for (const card of cards) {
      const label = `${card.product.id}/${card.scenario.id} ${card.brand} ${card.number}`;
      expect(luhnSum(card.number) % 10, label).toBe(0);
      expect(card.number, label).toMatch(BRAND_SHAPE[card.brand] ?? /^$/);
    }
    const numbers = cards.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('give every outcome a number per brand: Visa, Mastercard, Elo and Amex', () => {
    for (const outcome of OUTCOMES) {
      const [productId, scenarioId] = outcome.split('/');
      const scenario = data.products
        .find((p) => p.id === productId)
        ?.scenarios.find((s) => s.id === scenarioId);
      expect(scenario, outcome).toBeDefined();
      expect((scenario?.testCards ?? []).map((c) => c.brand).sort(), outcome).toEqual([
        'amex',
        'elo',
        'mastercard',
        'visa',
      ]);
    }
  });

  it('play, in the Try it simulator, the scenario the page lists them under', () => {
    for (const card of allCards()) {
      const play = testCardPlay(data, formatCardNumber(card.number));
      const label = `${card.brand} ${card.number}`;
      expect(play?.scenario.id, label).toBe(card.scenario.id);
      expect(play?.last4, label).toBe(card.number.slice(-4));
      let body = cardRequest;
      for (const [field, value] of Object.entries(play?.fields ?? {}))
        body = withValueAtPath(body, field, value);
      const answer = simulate({
        request: {
          method: 'POST',
          url: 'https://sandbox.example/transactions',
          headers: [{ name: 'Authorization', value: 'Bearer sk_test_cards' }],
          body: JSON.stringify(body),
        },
        path: '/transactions',
        data: create,
        authenticated: true,
        store: emptyStore(),
        now: Date.parse('2026-11-24T10:00:00Z'),
        randomId: (n) => 'A'.repeat(n),
      });
      const json = JSON.parse(answer.body) as Json;
      // What the page shows for the scenario at the answer: its status and fields.
      const shows = card.scenario.steps[0]?.shows ?? {};
      expect(json.status, label).toBe(card.scenario.status);
      for (const [field, value] of Object.entries(shows)) {
        const actual = field
          .split('.')
          .reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), json);
        expect(String(actual), `${label} ${field}`).toBe(value);
      }
    }
  });

  it('are any other number: no scenario', () => {
    expect(testCardPlay(data, '4111 1111 1111 1111')).toBeUndefined();
  });
});

describe('a wrong test card number in the spec', () => {
  const specText = readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'test-cards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const problems = (change: (text: string) => string) => {
    const changed = change(specText);
    expect(changed).not.toBe(specText);
    const file = path.join(dir, 'openapi.yaml');
    writeFileSync(file, changed);
    const source = readYamlSource(file, 'openapi/openapi.yaml');
    return checkSandboxScenarios(source.data as Json, source).map((p) => p.reason);
  };

  it('fails the generator: Luhn, brand, length and a number used twice', () => {
    expect(
      problems((t) => t.replace('visa: "4000000000000010"', 'visa: "4000000000000011"')),
    ).toEqual(['4000000000000011 fails the Luhn check']);
    expect(
      problems((t) => t.replace('visa: "4000000000000010"', 'visa: "5200000000000015"')),
    ).toEqual(
      expect.arrayContaining(['5200000000000015 is not in a visa BIN range (it is mastercard)']),
    );
    expect(
      problems((t) => t.replace('amex: "378200000000018"', 'amex: "3782000000000183"')),
    ).toEqual(['amex numbers have 15 digits, not 16']);
    expect(
      problems((t) => t.replace('visa: "4000000000000051"', 'visa: "4000000000000010"')),
    ).toEqual(['card number 4000000000000010 already plays scenario cards.approved']);
    expect(
      problems((t) => t.replace('elo: "5067000000000017"', 'discover: "6011000000000004"')),
    ).toEqual([
      'unknown card brand "discover" (card.brand is one of visa, mastercard, elo, amex, hipercard)',
    ]);
  }, 120_000);
});
