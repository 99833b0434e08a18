/**
 * The glossary's `avoid` entries as prh rules (YAML, as textlint-rule-prh reads
 * them), generated at run time: nothing is written to disk.
 */
import { stringify } from 'yaml';
import type { Lang } from '../../config/locales';
import { type AvoidedVariant, glossary } from '../../shared/glossary';

export type VariantKind = NonNullable<AvoidedVariant['kind']>;

const WORD = '[\\p{L}\\p{N}_-]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The variant as whole words (Unicode letters: "publicável" ends a word at "l"). */
export function variantPattern(variant: string): string {
  return `/(?<!${WORD})${escapeRegExp(variant)}(?!${WORD})/`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface PrhRule {
  expected: string;
  pattern: string;
  prh: string;
  specs: { from: string; to: string }[];
}

function rulesOf(termId: string, entry: AvoidedVariant): PrhRule[] {
  const reason = `${entry.reason} [glossary: ${termId}]`;
  const rules: PrhRule[] = [
    {
      expected: entry.use,
      pattern: variantPattern(entry.variant),
      prh: reason,
      specs: entry.examples.map((e) => ({ from: e.from, to: e.to })),
    },
  ];
  // "saque" at the start of a sentence is "Saque": fixed to "Cash-out".
  if (/^\p{Ll}/u.test(entry.variant)) {
    const variant = capitalise(entry.variant);
    rules.push({
      expected: capitalise(entry.use),
      pattern: variantPattern(variant),
      prh: reason,
      specs: [{ from: `${variant}.`, to: `${capitalise(entry.use)}.` }],
    });
  }
  return rules;
}

/** The prh rules of one locale and kind, as the YAML documents textlint-rule-prh takes (`ruleContents`). */
export function prhRuleContents(lang: Lang, kind: VariantKind): string[] {
  const rules = glossary.flatMap((term) =>
    (term.avoid?.[lang] ?? [])
      .filter((entry) => (entry.kind ?? 'fix') === kind)
      .flatMap((entry) => rulesOf(term.id, entry)),
  );
  return rules.length === 0 ? [] : [stringify({ version: 1, rules })];
}
