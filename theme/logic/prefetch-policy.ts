/**
 * Prefetching linked pages spends the reader's data on pages they may never
 * open: skip it when the connection asks to save data or is 2G-class.
 */

/** The part of the Network Information API we read (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !String(connection.effectiveType ?? '').includes('2g'); // '2g' and 'slow-2g'
}

export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
