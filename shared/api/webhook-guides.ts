/**
 * The guide that shows each family of webhook events (the page that renders
 * its `<WebhookEvents>` from `_data/webhooks-<family>.json`), locale-free.
 * Links to an event (`<guide>#event.<name>`) outside the site, such as the
 * MCP server's answers, are built from here; tests/unit/webhook-guides.test.ts
 * checks that each guide imports its family's data and that every family of
 * the spec has a guide.
 */
export const webhookFamilyGuides: Readonly<Record<string, string>> = {
  transaction: '/docs/webhook/transaction',
  cashout: '/docs/webhook/cashout',
  infraction: '/docs/webhook/infraction',
  // Settlement and anticipation events are explained with the money they move.
  receivable: '/docs/guides/settlement',
  anticipation: '/docs/guides/settlement',
  // A recurrence and its charges are explained together, with the authorization they follow.
  recurrence: '/docs/guides/recurring-pix',
  recurring_charge: '/docs/guides/recurring-pix',
};

/** The guide of an event family; throws for a family no guide shows (a new family needs one). */
export function webhookFamilyGuide(family: string): string {
  const guide = webhookFamilyGuides[family];
  if (!guide)
    throw new Error(`webhook family "${family}" has no guide in shared/api/webhook-guides.ts`);
  return guide;
}
