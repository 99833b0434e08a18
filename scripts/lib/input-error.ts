/**
 * An error in what writers wrote (frontmatter, a post, a link), for the build
 * to print as the list of problems it is: one line per problem, each starting
 * with `file:line:column`, and no stack trace (the trace would point into the
 * build's own code, not at the writer's mistake).
 */
export class InputError extends Error {
  constructor(
    title: string,
    readonly problems: readonly string[],
  ) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`${title} (${count}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'InputError';
    // Rspress' logger prints `stack`: keep it to the message.
    this.stack = `${this.name}: ${this.message}`;
  }
}
