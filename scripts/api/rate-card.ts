/**
 * Publishes the model's rate card (shared/lifecycle/rates.ts) in the spec as
 * `x-policies.rate-card`: the spec states the rates the sandbox charges, and
 * the guides' rate table reads them from the page data the spec makes. The
 * spec file itself must not write one: there would be two definitions.
 */
import { type RateCardPolicy, rateCardPolicy } from '../../shared/api/rate-card-model';
import { lifecycleModel } from '../../shared/lifecycle/model';
import type { SpecProblem } from './spec-error';
import { isObject, type Json } from './spec-walk';
import type { YamlSource } from './yaml-source';

const KEY = 'rate-card';

/** The spec with `x-policies.rate-card` filled in; a problem if the file wrote one. */
export function publishRateCard(
  spec: Json,
  source: YamlSource,
  rates = lifecycleModel.rates,
): SpecProblem[] {
  const policies = isObject(spec['x-policies']) ? spec['x-policies'] : {};
  const problems: SpecProblem[] =
    policies[KEY] === undefined
      ? []
      : [
          {
            file: source.file,
            location: source.locate(`/x-policies/${KEY}`),
            reason: `x-policies.${KEY} is written by the generator from shared/lifecycle/rates.ts; change the rates there and remove it here`,
          },
        ];
  spec['x-policies'] = { ...policies, [KEY]: rateCardPolicy(rates) };
  return problems;
}

/** The published rate card of a spec, for the guides' page data. */
export function publishedRateCard(spec: Json): RateCardPolicy | undefined {
  const policies = spec['x-policies'];
  return isObject(policies) && isObject(policies[KEY])
    ? (policies[KEY] as unknown as RateCardPolicy)
    : undefined;
}
