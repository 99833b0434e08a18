/**
 * An error in the API spec or an overlay, with what a reader needs to fix it:
 * the file, where in it (line and column, or a JSON pointer) and why.
 */
export interface SpecProblem {
  file: string;
  /** `line 12, column 5`, `/paths/~1transactions/post` or both. */
  location: string;
  reason: string;
}

export class SpecError extends Error {
  readonly problems: SpecProblem[];

  constructor(problems: SpecProblem[]) {
    super(formatProblems(problems));
    this.name = 'SpecError';
    this.problems = problems;
  }
}

export function formatProblems(problems: SpecProblem[]): string {
  const lines = problems.map((p) => `  ${p.file}: ${p.location}: ${p.reason}`);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `Invalid API spec (${count}):\n${lines.join('\n')}`;
}
