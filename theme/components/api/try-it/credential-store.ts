/**
 * The credential typed in the "Try it" console, one per API environment: in
 * sessionStorage (this tab only, gone when it closes), so it follows the
 * reader from one operation page to the next; in memory when sessionStorage
 * is unavailable. Never in localStorage: a secret key must not outlive the tab.
 */

import { storageKeys } from '../../../../shared/storage-keys';
import { safeSessionStorage } from '../../../logic/safe-storage';

const memory = new Map<string, string>();

export function credentialStorageKey(environment: string): string {
  return `${storageKeys.tryItCredential}:${environment}`;
}

export function readCredential(environment: string): string {
  return safeSessionStorage.get(credentialStorageKey(environment)) ?? memory.get(environment) ?? '';
}

export function writeCredential(environment: string, credential: string): void {
  const key = credentialStorageKey(environment);
  if (credential === '') {
    memory.delete(environment);
    safeSessionStorage.remove(key);
    return;
  }
  // Kept in memory only when the tab's storage refuses it.
  if (safeSessionStorage.set(key, credential)) memory.delete(environment);
  else memory.set(environment, credential);
}
