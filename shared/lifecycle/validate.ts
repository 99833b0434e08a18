/**
 * The model's own consistency, for its test: every transition joins states of
 * its lifecycle, nothing leaves a final state, every state is reachable from
 * birth, operations name transitions that exist, parents exist, and every
 * change that moves the balance names the statement entry it writes.
 */
import type { Condition, FieldRule, Lifecycle, LifecycleModel } from './types';

function creationStates(lifecycle: Lifecycle): string[] {
  const state = lifecycle.creation.state;
  return typeof state === 'string' ? [state] : [...new Set(Object.values(state.states))];
}

function conditionLinks(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionLinks);
  if ('not' in condition) return conditionLinks(condition.not);
  return 'linked' in condition ? [condition.linked] : [];
}

function ruleLinks(rule: FieldRule): string[] {
  return 'when' in rule
    ? [...conditionLinks(rule.when), ...ruleLinks(rule.use), ...ruleLinks(rule.otherwise)]
    : [];
}

export function modelProblems(model: LifecycleModel): string[] {
  const problems: string[] = [];
  const names = new Set(model.lifecycles.map((l) => l.name));
  const prefixes = new Set<string>();
  for (const lifecycle of model.lifecycles) {
    const at = (text: string) => problems.push(`${lifecycle.name}: ${text}`);
    const states = new Set(Object.keys(lifecycle.states));
    if (prefixes.has(lifecycle.idPrefix)) at(`id prefix ${lifecycle.idPrefix} is used twice`);
    prefixes.add(lifecycle.idPrefix);
    if (lifecycle.placement.kind !== 'collection' && !names.has(lifecycle.placement.parent))
      at(`its parent ${lifecycle.placement.parent} is not a lifecycle of the model`);
    for (const state of creationStates(lifecycle))
      if (!states.has(state)) at(`it is born in ${state}, which is not one of its states`);
    const transitionNames = new Set<string>([lifecycle.creation.name]);
    for (const t of lifecycle.transitions) {
      if (transitionNames.has(t.name)) at(`transition ${t.name} is declared twice`);
      transitionNames.add(t.name);
      for (const state of [...t.from, t.to])
        if (!states.has(state))
          at(`transition ${t.name} names ${state}, which is not one of its states`);
      for (const state of t.from)
        if (lifecycle.states[state]?.final)
          at(`transition ${t.name} leaves ${state}, a final state`);
    }
    // Every state is reached from birth.
    const reached = new Set(creationStates(lifecycle));
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of lifecycle.transitions)
        if (!reached.has(t.to) && t.from.some((s) => reached.has(s))) {
          reached.add(t.to);
          grew = true;
        }
    }
    for (const state of states) if (!reached.has(state)) at(`state ${state} is never reached`);
    for (const op of lifecycle.operations ?? []) {
      if (!transitionNames.has(op.transition))
        at(`operation ${op.operation} makes ${op.transition}, which it does not have`);
      for (const guard of op.guards ?? [])
        for (const linked of conditionLinks(guard.unless))
          if (!names.has(linked))
            at(`operation ${op.operation} looks at ${linked}, not a lifecycle`);
    }
    for (const rules of [
      lifecycle.always ?? {},
      ...Object.values(lifecycle.states).map((s) => s.fields ?? {}),
    ])
      for (const rule of Object.values(rules))
        for (const linked of ruleLinks(rule))
          if (!names.has(linked)) at(`a rule looks at ${linked}, not a lifecycle`);
    const followUp = lifecycle.sandboxFollowUp;
    if (followUp)
      for (const name of [followUp.transition, ...followUp.alternatives])
        if (!transitionNames.has(name)) at(`its sandbox follow-up ${name} is not a transition`);
    // Every change that moves the balance writes the statement (ledger.ts).
    const effects = (state: string) => JSON.stringify(lifecycle.states[state]?.balance ?? []);
    if (!lifecycle.creation.ledger && creationStates(lifecycle).some((s) => effects(s) !== '[]'))
      at(`it is born in a state that moves the balance, with no ledger entry type`);
    for (const t of lifecycle.transitions)
      if (!t.ledger && t.from.some((s) => effects(s) !== effects(t.to)))
        at(`transition ${t.name} moves the balance with no ledger entry type`);
    for (const u of lifecycle.updates ?? [])
      if (
        !u.ledger &&
        u.inStates.some((s) =>
          (lifecycle.states[s]?.balance ?? []).some((e) =>
            e.fields.some((f) => u.fields.includes(f)),
          ),
        )
      )
        at(`update ${u.name} moves the balance with no ledger entry type`);
    for (const effect of Object.values(lifecycle.states).flatMap((s) => s.balance ?? []))
      if (!model.ledger.accounts.includes(effect.account))
        at(`a balance effect names ${effect.account}, not an account of the ledger`);
  }
  return problems;
}
