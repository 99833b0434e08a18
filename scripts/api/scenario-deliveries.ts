/**
 * The webhook deliveries each sandbox scenario produces: the scenario played
 * on the lifecycle model (scenario-run.ts), every event it emits becoming the
 * spec's example envelope of that webhook, with a stable event id, the time of
 * the change and, as `data`, the snapshot the model took at that change.
 */
import type { SandboxScenariosData } from '../../shared/api/sandbox-model';
import type {
  DeliveryScenario,
  ScenarioDelivery,
  WebhookDeliveriesData,
} from '../../shared/api/webhook-deliveries-model';
import { isoSeconds } from '../../shared/lifecycle/derive';
import { lifecycleModel } from '../../shared/lifecycle/model';
import { withPath } from '../../shared/lifecycle/paths';
import type { LifecycleModel } from '../../shared/lifecycle/types';
import { deref } from './resolve-ref';
import {
  findOperation,
  jsonMedia,
  mediaExamples,
  SCENARIOS_KEY,
  scenarioExamples,
} from './sandbox-scenarios';
import { lifecycleTemplates, type RawStep, runScenario, stableId, stepSpecs } from './scenario-run';
import { isObject, type Json } from './spec-walk';

/** A stable `evt_` id per delivery, shaped like the spec's (14 base62 characters). */
export function deliveryEventId(productId: string, scenarioId: string, index: number): string {
  return stableId('evt_', `${productId}/${scenarioId}/${index}`);
}

/** The webhook's JSON request body example (its envelope). */
function webhookExample(spec: Json, event: string): Json {
  const webhooks = isObject(spec.webhooks) ? spec.webhooks : {};
  const item = deref(spec, webhooks[event]);
  const operation = isObject(item.post) ? item.post : undefined;
  const media = operation ? jsonMedia(spec, operation.requestBody) : undefined;
  const example = [...mediaExamples(spec, media).values()][0];
  return isObject(example) ? example : {};
}

/** The deliveries of every scenario, grouped by webhook family (`transaction` for `transaction.*`). */
export function buildScenarioDeliveries(
  spec: Json,
  data: SandboxScenariosData,
  model: LifecycleModel = lifecycleModel,
): WebhookDeliveriesData[] {
  const families = new Map<string, DeliveryScenario[]>();
  const block = isObject(spec[SCENARIOS_KEY]) ? spec[SCENARIOS_KEY] : {};
  const templates = lifecycleTemplates(spec, model);
  for (const product of data.products) {
    const op = findOperation(spec, product.operationId);
    const raw = block[product.id];
    if (!op || !isObject(raw) || !isObject(raw.scenarios)) continue;
    const examples = scenarioExamples(
      spec,
      op,
      product.field,
      typeof raw.request === 'string' ? raw.request : undefined,
    );
    if (!examples.request) continue;
    for (const scenario of product.scenarios) {
      const source = raw.scenarios[scenario.id];
      if (!isObject(source) || !Array.isArray(source.steps)) continue;
      const run = runScenario(model, {
        op,
        request: withPath(examples.request, product.field, scenario.value),
        responses: examples.responses,
        steps: stepSpecs(source.steps as RawStep[]),
        templates,
        seed: `${product.id}/${scenario.id}`,
      });
      const deliveries: ScenarioDelivery[] = [];
      for (const step of run.steps)
        for (const event of step.events)
          deliveries.push({
            at: step.at,
            event: event.type,
            payload: {
              ...webhookExample(spec, event.type),
              id: deliveryEventId(product.id, scenario.id, deliveries.length),
              type: event.type,
              created_at: isoSeconds(event.at),
              data: event.data,
            },
          });
      const entry: DeliveryScenario = {
        productId: product.id,
        productTitle: product.title,
        id: scenario.id,
        summary: scenario.summary,
        value: scenario.value,
        field: product.field,
        deliveries,
      };
      const names = new Set(deliveries.map((d) => d.event.split('.')[0] as string));
      for (const family of names) families.set(family, [...(families.get(family) ?? []), entry]);
    }
  }
  return [...families].map(([family, scenarios]) => ({ family, scenarios }));
}
