/**
 * Where the reader is on a long page, as a `#fragment` another locale's copy
 * of the page also has (headings carry the same explicit ids in both
 * languages, e.g. `## Ambientes e URLs base {#environments}`), so switching
 * language lands at the same place rather than at the top.
 */
export interface Anchored {
  id: string;
  /** Top edge relative to the viewport, in px. */
  top: number;
}

/**
 * The fragment of the reader's place: the element the address bar's hash
 * names while it is still on screen, else the last heading that has scrolled
 * past the top (below the sticky bars), else none (the top of the page).
 */
export function readingPlace(options: {
  hashTarget?: Anchored | undefined;
  headings: readonly Anchored[];
  /** Height covered by the sticky bars at the top. */
  coveredTop: number;
  viewportHeight: number;
}): string {
  const { hashTarget, headings, coveredTop, viewportHeight } = options;
  if (hashTarget && hashTarget.top >= coveredTop - 1 && hashTarget.top < viewportHeight) {
    return `#${hashTarget.id}`;
  }
  let place = '';
  for (const heading of headings) {
    if (heading.top <= coveredTop + 8) place = `#${heading.id}`;
    else break;
  }
  return place;
}
