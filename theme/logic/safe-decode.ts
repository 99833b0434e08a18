/**
 * decodeURIComponent for text from the address bar (hash, query string):
 * a malformed escape (`#%`, `?q=100%`) is kept as written instead of
 * throwing, which would crash the page.
 */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
