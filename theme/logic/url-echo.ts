/**
 * A text box whose value the URL follows (useQueryParamInput): telling the URL coming back with
 * a value the box wrote from a change made elsewhere (a link, back/forward).
 *
 * The box writes into the URL once typing pauses, and the router applies each write as a
 * transition: on a slow phone one can land after the box has written a newer value, or be
 * skipped for it. A late arrival of an older write is no outside change; taking it as one put the
 * older value back into the box and lost what was typed since (whole words, at a CPU 12 times
 * slower than a laptop's).
 */

/** How long the URL waits after the last keystroke before it follows the box. */
export const URL_FOLLOWS_AFTER_MS = 300;

/** The URL now holds `fromUrl`: the writes still under way, and whether the box takes the URL's value. */
export function urlEcho(
  pending: readonly string[],
  fromUrl: string,
): { pending: string[]; outside: boolean } {
  // Writes land in order, and a newer one may supersede older ones: everything up to this one is done.
  const at = pending.indexOf(fromUrl);
  if (at >= 0) return { pending: pending.slice(at + 1), outside: false };
  return { pending: [], outside: true };
}

/** What the URL will hold once the writes under way have landed. */
export function settledUrlValue(pending: readonly string[], fromUrl: string): string {
  return pending.at(-1) ?? fromUrl;
}
