import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  safeLocalStorage,
  safeSessionStorage,
  withMemoryFallback,
} from '../../theme/logic/safe-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('safe storage', () => {
  it('reads and writes when storage works, and tells subscribers', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', Object.assign(target, { localStorage: memoryStorage() }));
    const changes: string[] = [];
    const stop = safeLocalStorage.subscribe('k', () => changes.push('k'));
    expect(safeLocalStorage.set('k', 'v')).toBe(true);
    expect(safeLocalStorage.get('k')).toBe('v');
    expect(safeLocalStorage.remove('k')).toBe(true);
    expect(safeLocalStorage.get('k')).toBeNull();
    stop();
    safeLocalStorage.set('k', 'again');
    expect(changes).toEqual(['k', 'k']);
  });

  it('never throws when the browser blocks storage', () => {
    const blocked = new EventTarget();
    Object.defineProperty(blocked, 'sessionStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    expect(safeSessionStorage.get('k')).toBeNull();
    expect(safeSessionStorage.set('k', 'v')).toBe(false);
    expect(safeSessionStorage.remove('k')).toBe(false);
  });

  it('reports a refused write (quota exceeded)', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: full }));
    expect(safeLocalStorage.set('k', 'v')).toBe(false);
  });

  it('does nothing on the server', () => {
    expect(safeLocalStorage.get('k')).toBeNull();
    expect(safeLocalStorage.set('k', 'v')).toBe(false);
  });
});

describe('safe storage with memory fallback', () => {
  it('keeps a refused write in memory for the visit, tells subscribers, and still reports the refusal', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: full }));
    const choices = withMemoryFallback(safeLocalStorage);
    const changes: string[] = [];
    const stop = choices.subscribe('k', () => changes.push(choices.get('k') ?? 'null'));
    expect(choices.set('k', 'python')).toBe(false);
    expect(choices.get('k')).toBe('python');
    expect(changes).toEqual(['python']);
    expect(full.getItem('k')).toBeNull();
    stop();
  });

  it('stores through when the browser accepts, and follows changes from another tab', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    vi.stubGlobal('window', Object.assign(target, { localStorage: storage }));
    const choices = withMemoryFallback(safeLocalStorage);
    const changes: string[] = [];
    const stop = choices.subscribe('k', () => changes.push(choices.get('k') ?? 'null'));
    expect(choices.set('k', 'go')).toBe(true);
    expect(storage.getItem('k')).toBe('go');
    storage.setItem('k', 'ruby');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'k' }));
    expect(choices.get('k')).toBe('ruby');
    expect(changes).toEqual(['go', 'ruby']);
    stop();
  });
});
