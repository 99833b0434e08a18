/**
 * The lifecycle model of the API's resources: one entry per resource, in
 * `resources/`. The sandbox scenarios, their webhook deliveries, the Try it
 * simulator and the e2e mock all move resources through it (`engine.ts`), and
 * the checks hold every example, payload and answer to it (`check.ts`).
 * Imported by the build and by the browser: nothing here reads files.
 */
import { sandboxIspb, sandboxRates } from './rates';
import { anticipation } from './resources/anticipation';
import { cashout } from './resources/cashout';
import { chargeback } from './resources/chargeback';
import { infraction } from './resources/infraction';
import { receivable } from './resources/receivable';
import { recurrence } from './resources/recurrence';
import { recurringCharge } from './resources/recurring-charge';
import { refund } from './resources/refund';
import { transaction } from './resources/transaction';
import type { Lifecycle, LifecycleModel } from './types';

export const lifecycleModel: LifecycleModel = {
  lifecycles: [
    transaction,
    refund,
    chargeback,
    cashout,
    infraction,
    receivable,
    anticipation,
    recurrence,
    recurringCharge,
  ],
  rates: sandboxRates,
  ispb: sandboxIspb,
  ledger: {
    operation: 'GET /wallet/balance',
    schema: 'Balance',
    accounts: ['available', 'pending', 'blocked'],
  },
  statement: {
    operation: 'GET /wallet/balance-transactions',
    path: '/wallet/balance-transactions',
    schema: 'BalanceTransaction',
    idPrefix: 'btx_',
  },
  feeQuote: { operation: 'GET /transactions/fee', schema: 'Fee' },
  installmentOptions: { operation: 'GET /transactions/installments', schema: 'InstallmentOptions' },
  anticipationQuote: {
    operation: 'GET /transactions/{id}/anticipation-quote',
    schema: 'AnticipationQuote',
  },
};

/** The lifecycle named `name`; throws on a name the model does not have (a bug, not input). */
export function lifecycleNamed(model: LifecycleModel, name: string): Lifecycle {
  const found = model.lifecycles.find((l) => l.name === name);
  if (!found) throw new Error(`no lifecycle "${name}" in the model`);
  return found;
}

/** The lifecycles embedded in or linked to `parent`. */
export function childrenOf(model: LifecycleModel, parent: string): Lifecycle[] {
  return model.lifecycles.filter(
    (l) => l.placement.kind !== 'collection' && l.placement.parent === parent,
  );
}

/** The lifecycle whose resources an API collection holds (`/transactions`, `/receivables`). */
export function lifecycleOfCollection(model: LifecycleModel, path: string): Lifecycle | undefined {
  return model.lifecycles.find(
    (l) =>
      (l.placement.kind === 'collection' || l.placement.kind === 'linked') &&
      l.placement.path === path,
  );
}

/**
 * The lifecycle whose resources the API serves under `path`: its own
 * collection (`/transactions`), or the path an embedded or linked resource is
 * also served at (`/chargebacks`, `/infractions`).
 */
export function lifecycleAtPath(model: LifecycleModel, path: string): Lifecycle | undefined {
  return model.lifecycles.find((l) => l.placement.path === path);
}

/** Every event type the model emits, with the lifecycle and the changes that emit it. */
export function eventsOf(
  model: LifecycleModel,
): Map<string, { lifecycle: Lifecycle; change: string; to: string | undefined }[]> {
  const out = new Map<string, { lifecycle: Lifecycle; change: string; to: string | undefined }[]>();
  const add = (event: string, lifecycle: Lifecycle, change: string, to: string | undefined) =>
    out.set(event, [...(out.get(event) ?? []), { lifecycle, change, to }]);
  const types = (spec: Lifecycle['creation']['event']) =>
    spec === null ? [] : typeof spec === 'string' ? [spec] : Object.values(spec.events);
  for (const lifecycle of model.lifecycles) {
    const created = lifecycle.creation.state;
    for (const event of types(lifecycle.creation.event)) {
      if (typeof created === 'string') add(event, lifecycle, lifecycle.creation.name, created);
      else
        for (const state of new Set(Object.values(created.states)))
          add(event, lifecycle, lifecycle.creation.name, state);
    }
    for (const t of lifecycle.transitions)
      for (const event of types(t.event)) add(event, lifecycle, t.name, t.to);
    for (const u of lifecycle.updates ?? []) add(u.event, lifecycle, u.name, undefined);
  }
  return out;
}
