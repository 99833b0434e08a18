/** ID prefixes in prose: every prefix named exists, and a list of them names them all. */
import { at, type Detector, TAG } from './detector';

/** `tr_`, `tr_...` or `tr_8Kp2mQ7xL4vN9a` as a code span (an ID has a digit or a capital). */
const PREFIX_SPAN = /`([a-z0-9]+_)(?:\.\.\.|[A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*)?`/g;
/** Keys and secrets, not object IDs: `sk_test_`, `pk_live_...`, `whsec_...`. */
const CREDENTIAL = /^(?:sk|pk|whsec)_/;
/** A sentence naming this many ID prefixes is a list of them: it names them all. */
const LIST_MIN = 5;

export const idPrefixes: Detector = (sentence, facts, context, report) => {
  if (context.code) return;
  const known = facts.idPrefixes.value;
  const named = new Set<string>();
  for (const m of sentence.raw.matchAll(PREFIX_SPAN)) {
    const prefix = m[1] as string;
    if (CREDENTIAL.test(m[0].slice(1))) continue;
    if (known.has(prefix)) {
      named.add(prefix);
      continue;
    }
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `"${prefix}" is not an ID prefix of the API; its IDs start with ${[...known.keys()].join(', ')} (${at(facts.idPrefixes, 'x-policies.id-prefixes')}). ${TAG}`,
    );
  }
  if (named.size < LIST_MIN || named.size === known.size) return;
  const missing = [...known.entries()].filter(([p]) => !named.has(p));
  report(
    sentence.start,
    sentence.raw.trimEnd().length,
    `This lists the ID prefixes but leaves out ${missing.map(([p, what]) => `${p} (${what})`).join(', ')}, which responses also carry (${at(facts.idPrefixes, 'x-policies.id-prefixes')}). ${TAG}`,
  );
};
