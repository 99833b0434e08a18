/**
 * Statements of contract facts in a block of text (a paragraph, a heading, a
 * table cell, a string, a code block), compared with the facts' one
 * definition (contract-facts.ts). Each detector recognizes how the guides say a
 * fact, in Portuguese and English ("reenviado até 8 vezes", "redelivered up to
 * 8 times"), reads the value the text states and reports it when it differs,
 * naming the right value and where it is defined.
 *
 * Written by hand: no library reads payment facts out of prose. The patterns
 * are narrow on purpose (a number is a fact only in the words that say which
 * fact it is), so a sentence about something else is never reported.
 */
import { cardOnFile, eventSource, sunsetDates } from './claim-facts';
import type { ContractFacts } from './contract-facts';
import type { BlockContext, Detector, FactFinding } from './detector';
import { idPrefixes } from './identity-facts';
import { feeFormula, numberFacts, refundWindows } from './money-facts';
import { sentencesOf } from './sentences';
import { headerNames, retrySchedule, signedContent } from './webhook-facts';

export type { BlockContext, FactFinding } from './detector';

export const PROSE_DETECTORS: Detector[] = [
  signedContent,
  headerNames,
  retrySchedule,
  refundWindows,
  numberFacts,
  idPrefixes,
  feeFormula,
  eventSource,
  cardOnFile,
  sunsetDates,
];
export const CODE_DETECTORS: Detector[] = [signedContent, headerNames];

/** The fact problems of a block's source. */
export function factFindings(
  raw: string,
  facts: ContractFacts,
  context: BlockContext,
): FactFinding[] {
  const findings: FactFinding[] = [];
  const report = (index: number, length: number, message: string) =>
    findings.push({ index, length, message });
  for (const sentence of sentencesOf(raw))
    for (const detect of context.code ? CODE_DETECTORS : PROSE_DETECTORS)
      detect(sentence, facts, { ...context, paragraph: raw }, report);
  return findings;
}
