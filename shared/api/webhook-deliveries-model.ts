/**
 * The webhook deliveries of each sandbox scenario, as the generator hands them
 * to the webhook guides: for every scenario that sends events of a family, the
 * exact payloads it sends, in order, built from the spec's examples with the
 * scenario's state applied. The page only signs and shows them.
 */

/** One webhook `POST` of a scenario. */
export interface ScenarioDelivery {
  /** Seconds after the API's answer (cumulative, as the scenario's steps). */
  at: number;
  /** Webhook event type: `transaction.paid`. */
  event: string;
  /** The JSON body, an event envelope whose `id` is the `webhook-id`. */
  payload: Record<string, unknown>;
}

export interface DeliveryScenario {
  /** The scenario's product (`cards`) and its localized title. */
  productId: string;
  productTitle: string;
  /** Stable id of the scenario (`insufficient-funds`), its anchor on the Test data page. */
  id: string;
  summary: string;
  /** The magic value and the request field it goes in. */
  value: string | number;
  field: string;
  deliveries: ScenarioDelivery[];
}

export interface WebhookDeliveriesData {
  /** The webhook family (`transaction`): scenarios that send at least one of its events. */
  family: string;
  scenarios: DeliveryScenario[];
}

/** Where the generator writes a family's deliveries, under docs/<lang>/docs/api/. */
export function webhookDeliveriesFile(family: string): string {
  return `_data/webhook-deliveries-${family}.json`;
}
