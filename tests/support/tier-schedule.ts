/**
 * The order `npm test` runs its tiers in: each starts once the selected tiers
 * it comes `after` have ended (tests/tiers.ts), so tiers with nothing left to
 * wait for run side by side; a tier whose `needs` did not pass is skipped.
 */

import type { Tier, TierName } from '../tiers';
import type { Outcome } from './tier-summary';

export interface Scheduled<T extends Pick<Tier, 'name' | 'needs' | 'after'>> {
  tier: T;
  /** The tiers running beside it when it starts (empty: it runs alone, and stays alone). */
  beside: TierName[];
}

/**
 * Runs `start` for each selected tier in turn; returns the outcomes in the
 * order of `selected`. `skipped` is told of each tier skipped and why.
 */
export async function runScheduled<
  T extends Pick<Tier, 'name' | 'budgetSeconds' | 'needs' | 'after'>,
>(
  selected: T[],
  start: (scheduled: Scheduled<T>) => Promise<Outcome>,
  skipped: (tier: T, failedNeed: TierName) => void = () => {},
): Promise<Outcome[]> {
  const names = new Set(selected.map((t) => t.name));
  const ended = new Map<TierName, Outcome>();
  const running = new Map<TierName, Promise<void>>();
  const waiting = [...selected];
  for (;;) {
    // A skipped tier ends at once and may free others: look again until none is freed.
    const starting: T[] = [];
    for (let changed = true; changed; ) {
      changed = false;
      for (const tier of [...waiting]) {
        const before = (tier.after ?? []).filter((name) => names.has(name));
        if (before.some((name) => !ended.has(name))) continue;
        waiting.splice(waiting.indexOf(tier), 1);
        const failedNeed = (tier.needs ?? []).find((need) => {
          const outcome = ended.get(need);
          return outcome !== undefined && outcome.status !== 'passed';
        });
        if (failedNeed) {
          ended.set(tier.name, { tier, status: 'skipped', seconds: 0 });
          skipped(tier, failedNeed);
          changed = true;
        } else starting.push(tier);
      }
    }
    // Another tier starts only when one ends, so a tier that starts alone stays alone.
    const all = [...running.keys(), ...starting.map((t) => t.name)];
    for (const tier of starting) {
      const beside = all.length > 1 ? all.filter((name) => name !== tier.name) : [];
      running.set(
        tier.name,
        start({ tier, beside }).then((outcome) => {
          ended.set(tier.name, outcome);
          running.delete(tier.name);
        }),
      );
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  return selected.flatMap((tier) => ended.get(tier.name) ?? []);
}
