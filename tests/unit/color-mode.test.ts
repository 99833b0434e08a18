import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstPaintScript } from '../../plugins/theme-states/first-paint-script';
import {
  type ColorModePreference,
  nextPreference,
  parsePreference,
  resolveColorMode,
  storedValueOf,
} from '../../theme/logic/color-mode';

describe('colour mode rules', () => {
  it('ignores the OS unless the site respects it', () => {
    expect(parsePreference(null, false)).toBe('light');
    expect(parsePreference('auto', false)).toBe('light');
    expect(parsePreference(null, true)).toBe('system');
    expect(parsePreference('dark', false)).toBe('dark');
    expect(parsePreference('{"junk', true)).toBe('system');
  });

  it('toggles light <-> dark, or cycles light -> dark -> system', () => {
    expect(nextPreference('light', false)).toBe('dark');
    expect(nextPreference('dark', false)).toBe('light');
    expect(nextPreference('system', true)).toBe('light');
    expect(nextPreference('light', true)).toBe('dark');
    expect(nextPreference('dark', true)).toBe('system');
  });

  it('stores nothing for "system"', () => {
    expect(storedValueOf('system')).toBeNull();
    expect(storedValueOf('dark')).toBe('dark');
  });
});

/** Runs the inline <head> script against a fake document; returns what it set. */
function runFirstPaint(options: {
  respect: boolean;
  stored: Record<string, string>;
  systemDark: boolean;
  storageThrows?: boolean;
}) {
  const classes = new Set<string>();
  const attributes: Record<string, string> = {};
  const root = {
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      add: (name: string) => classes.add(name),
    },
    style: { colorScheme: '' },
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (options.storageThrows) throw new Error('SecurityError');
      return options.stored[key] ?? null;
    },
  };
  const matchMedia = () => ({ matches: options.systemDark });
  runInNewContext(
    firstPaintScript({ respectPrefersColorScheme: options.respect, announcementId: 'news-1' }),
    { document: { documentElement: root }, localStorage, matchMedia, window: { matchMedia } },
  );
  return { classes, attributes, colorScheme: root.style.colorScheme };
}

describe('the first-paint script', () => {
  const cases: [boolean, string | undefined, boolean][] = [];
  for (const respect of [false, true])
    for (const stored of [undefined, 'light', 'dark', 'auto', 'garbage'])
      for (const systemDark of [false, true]) cases.push([respect, stored, systemDark]);

  it.each(cases)(
    'agrees with the runtime rules (respect %s, stored %s, OS dark %s)',
    (respect, stored, systemDark) => {
      const result = runFirstPaint({
        respect,
        stored: stored === undefined ? {} : { 'rspress-theme-appearance': stored },
        systemDark,
      });
      const preference: ColorModePreference = parsePreference(stored ?? null, respect);
      const mode = resolveColorMode(preference, systemDark);
      expect(result.classes.has('dark')).toBe(mode === 'dark');
      expect(result.classes.has('rp-dark')).toBe(mode === 'dark');
      expect(result.colorScheme).toBe(mode);
      expect(result.attributes['data-color-preference']).toBe(preference);
    },
  );

  it('hides the announcement only when its current id was dismissed', () => {
    const dismissed = (id: string) =>
      runFirstPaint({
        respect: false,
        stored: { 'ap-announcement-dismissed': id },
        systemDark: false,
      }).classes.has('ap-announcement-dismissed');
    expect(dismissed('news-1')).toBe(true);
    expect(dismissed('news-0')).toBe(false);
  });

  it('falls back to the defaults when storage throws', () => {
    const result = runFirstPaint({
      respect: false,
      stored: {},
      systemDark: true,
      storageThrows: true,
    });
    expect(result.classes.has('dark')).toBe(false);
    expect(result.classes.has('ap-announcement-dismissed')).toBe(false);
  });
});
