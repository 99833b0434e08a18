/** What a fact detector is given and reports (fact-statements.ts runs them). */
import type { ContractFacts, Defined } from './contract-facts';
import type { Sentence } from './sentences';

export interface FactFinding {
  /** Offset in the block's source. */
  index: number;
  length: number;
  message: string;
}

export interface BlockContext {
  /** A code block (only the signed content and the header names are read there). */
  code: boolean;
  /** For a table cell: its column's header and its whole row, which may say what the cell is about. */
  column?: string;
  row?: string;
  /** The whole block the sentence is in. */
  paragraph?: string;
}

export type Detector = (
  sentence: Sentence,
  facts: ContractFacts,
  context: BlockContext,
  report: (index: number, length: number, message: string) => void,
) => void;

export const TAG = '[contract-fact]';

/** "x-policies.fee-formula, openapi/openapi.yaml:57": the definition a message points to. */
export const at = (d: Defined<unknown>, name: string) => `${name}, ${d.where}`;
