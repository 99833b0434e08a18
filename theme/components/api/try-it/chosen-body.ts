/**
 * The request body the "Try it" console holds, for the page's body schema to
 * show the alternative being sent (a card body shows the card fields, not
 * Pix's). A tiny store in the page's main code, like live-samples.ts: the
 * console (loaded on demand) writes it, ApiSchemaVariants reads it.
 */
let current: { operationId: string; body: unknown } | null = null;
const listeners = new Set<() => void>();

export function setChosenBody(operationId: string, body: unknown | null): void {
  if (body === null && current?.operationId !== operationId) return;
  current = body === null ? null : { operationId, body };
  for (const listener of listeners) listener();
}

export function subscribeChosenBody(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentChosenBody() {
  return current;
}

/** The value of the body's discriminator property, when the body is an object that has one. */
export function discriminatorValue(body: unknown, property: string): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[property];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
