/**
 * What the sandbox card fields do with a test card number (`test-cards` of a
 * sandbox scenario): the card is tokenized, and its token and 3-D Secure
 * authentication behave as the magic values of the scenario the number is
 * listed under. One table (the spec's scenarios) serves the token and the PAN.
 */
import { cardBrandOf } from './card-numbers';
import type { SandboxProduct, SandboxScenario, SandboxScenariosData } from './sandbox-model';

export interface TestCardPlay {
  brand: string;
  last4: string;
  /** The product and scenario the number is listed under. */
  product: SandboxProduct;
  scenario: SandboxScenario;
  /**
   * The request fields the tokenized card stands for (`card.token`, and
   * `card.three_ds.authentication_id` after `threeDS.authenticate()`): the
   * scenario's value in its product's field, the default scenario's value in
   * the other card products' fields.
   */
  fields: Record<string, string | number>;
}

/** The scenario a test card number plays, or undefined for any other number. */
export function testCardPlay(data: SandboxScenariosData, number: string): TestCardPlay | undefined {
  const digits = number.replace(/[\s-]/g, '');
  for (const product of data.products) {
    const scenario = product.scenarios.find((s) =>
      s.testCards?.some((card) => card.number === digits),
    );
    if (!scenario) continue;
    const fields: Record<string, string | number> = {};
    for (const other of data.products) {
      if (other.operationId !== product.operationId || !other.field.startsWith('card.')) continue;
      const fallback = other.scenarios.find((s) => s.id === other.defaultScenario);
      if (other === product) fields[other.field] = scenario.value;
      else if (fallback) fields[other.field] = fallback.value;
    }
    const card = scenario.testCards?.find((c) => c.number === digits);
    return {
      brand: card?.brand ?? cardBrandOf(digits) ?? '',
      last4: digits.slice(-4),
      product,
      scenario,
      fields,
    };
  }
  return undefined;
}
