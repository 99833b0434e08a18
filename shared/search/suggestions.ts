/**
 * How many suggestions the search box shows, and how many sections of one
 * page before the other pages' (a page's further sections come after them).
 * The box and the ranking figures (tests, bench) read them here.
 */
export const SUGGESTIONS = { limit: 8, perPage: 2 } as const;
