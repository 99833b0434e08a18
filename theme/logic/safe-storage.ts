/**
 * localStorage and sessionStorage that never throw. Browsers throw on access
 * when storage is blocked (privacy settings, sandboxed frames) or full, and a
 * stored value can be anything; every read and write of the site goes through
 * here, so a reader without storage still gets working pages with defaults.
 * Writes also notify subscribers in this tab (the `storage` event only fires
 * in other tabs).
 */

export interface SafeStorage {
  /** The stored text, or null when absent or unreadable. */
  get(key: string): string | null;
  /** Stores the value; false when the browser refused it. */
  set(key: string, value: string): boolean;
  /** Removes the key; false when the browser refused it. */
  remove(key: string): boolean;
  /** Calls back when the key changes, in this tab or another one. */
  subscribe(key: string, onChange: () => void): () => void;
}

type StorageName = 'localStorage' | 'sessionStorage';
const CHANGE_EVENT = 'ap-storage-change';

function open(name: StorageName): Storage | null {
  try {
    // Reading the property itself throws a SecurityError when storage is blocked.
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

function createSafeStorage(name: StorageName): SafeStorage {
  const notify = (key: string) => {
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { name, key } }));
  };
  return {
    get(key) {
      try {
        return open(name)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const storage = open(name);
      if (!storage) return false;
      try {
        storage.setItem(key, value);
      } catch {
        return false;
      }
      notify(key);
      return true;
    },
    remove(key) {
      const storage = open(name);
      if (!storage) return false;
      try {
        storage.removeItem(key);
      } catch {
        return false;
      }
      notify(key);
      return true;
    },
    subscribe(key, onChange) {
      if (typeof window === 'undefined') return () => {};
      const onLocal = (event: Event) => {
        const detail = (event as CustomEvent<{ name: StorageName; key: string }>).detail;
        if (detail.name === name && detail.key === key) onChange();
      };
      const onOtherTab = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener(CHANGE_EVENT, onLocal);
      window.addEventListener('storage', onOtherTab);
      return () => {
        window.removeEventListener(CHANGE_EVENT, onLocal);
        window.removeEventListener('storage', onOtherTab);
      };
    },
  };
}

export const safeLocalStorage: SafeStorage = createSafeStorage('localStorage');
export const safeSessionStorage: SafeStorage = createSafeStorage('sessionStorage');

/**
 * `storage`, plus memory for this page's lifetime when the browser refuses a
 * write: a reader without storage still keeps a choice while reading (it is
 * gone on reload). `set` still reports the refusal. A change from another tab
 * replaces what memory holds.
 */
export function withMemoryFallback(storage: SafeStorage): SafeStorage {
  const memory = new Map<string, string | null>();
  const listeners = new Map<string, Set<() => void>>();
  const tell = (key: string) => {
    for (const listener of listeners.get(key) ?? []) listener();
  };
  const remember = (key: string, value: string | null, stored: boolean) => {
    if (stored) memory.delete(key);
    else {
      memory.set(key, value);
      tell(key);
    }
    return stored;
  };
  return {
    get: (key) => (memory.has(key) ? (memory.get(key) ?? null) : storage.get(key)),
    set: (key, value) => remember(key, value, storage.set(key, value)),
    remove: (key) => remember(key, null, storage.remove(key)),
    subscribe(key, onChange) {
      const forKey = listeners.get(key) ?? new Set();
      forKey.add(onChange);
      listeners.set(key, forKey);
      const stop = storage.subscribe(key, () => {
        memory.delete(key);
        onChange();
      });
      return () => {
        forKey.delete(onChange);
        stop();
      };
    },
  };
}
