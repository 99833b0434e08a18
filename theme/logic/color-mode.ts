/**
 * Colour mode rules, shared by the toggle and the theme state. The same rules
 * run before first paint in the inline script of plugins/theme-states
 * (first-paint-script.ts); tests/unit/color-mode.test.ts checks both agree.
 *
 * - `respectPrefersColorScheme: false` (the default): light unless the reader
 *   chose dark; the OS preference is ignored; the toggle flips light <-> dark.
 * - `true`: the OS preference is the default ('system'); the toggle cycles
 *   light -> dark -> system.
 */
export type ColorMode = 'light' | 'dark';
/** What the reader chose; 'system' follows the OS. */
export type ColorModePreference = ColorMode | 'system';

/** The preference a stored value stands for; anything unknown is the default. */
export function parsePreference(
  stored: string | null,
  respectSystem: boolean,
): ColorModePreference {
  if (stored === 'light' || stored === 'dark') return stored;
  return respectSystem ? 'system' : 'light';
}

/** What is stored for a preference: nothing for 'system' (the OS decides). */
export function storedValueOf(preference: ColorModePreference): string | null {
  return preference === 'system' ? null : preference;
}

export function resolveColorMode(
  preference: ColorModePreference,
  systemIsDark: boolean,
): ColorMode {
  if (preference === 'system') return systemIsDark ? 'dark' : 'light';
  return preference;
}

export function nextPreference(
  preference: ColorModePreference,
  respectSystem: boolean,
): ColorModePreference {
  if (!respectSystem) return preference === 'dark' ? 'light' : 'dark';
  if (preference === 'system') return 'light';
  if (preference === 'light') return 'dark';
  return 'system';
}
