/**
 * Shiki stops tokenizing a line after 500 ms by default and leaves the rest of
 * it as one token: on a busy machine the same code then comes out coloured
 * differently from one build to the next (a sample's string swallowing the
 * rest of its line). No limit: the pages' and the spec's code is ours, and the
 * build's output must not depend on the machine's load. Rspress' Markdown code
 * blocks (rspress.config.ts) and the API samples (scripts/api/highlight-code.ts).
 */
export const deterministicTokenizing = { tokenizeTimeLimit: 0 } as const;
