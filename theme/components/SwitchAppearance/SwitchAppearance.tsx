import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import type { UiStringKey } from '../../../i18n';
import { useColorModePreference } from '../../hooks/useColorMode';
import { useUiText } from '../../hooks/useUiText';
import { respectPrefersColorScheme } from '../../logic/build-settings';
import { type ColorModePreference, nextPreference } from '../../logic/color-mode';
import { setPreference } from '../../logic/color-mode-store';
// Rspress' rules for switching (no colour transitions meanwhile), kept with our switch.
import '../../rspress-internals/switch-appearance.css';
import './SwitchAppearance.css';

const modeText: Record<ColorModePreference, UiStringKey> = {
  light: 'colorModeLight',
  dark: 'colorModeDark',
  system: 'colorModeSystem',
};

function IconSystem() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
      <rect x="3" y="4" width="18" height="12" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M8 20h8M12 16v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Replaces Rspress' colour-mode switch (a clickable div): a real button that
 * flips light <-> dark, or cycles light -> dark -> system when the site
 * respects the OS preference. The icon follows `data-color-preference` on
 * <html>, set before first paint, so it is right before hydration too.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const t = useUiText();
  const preference = useColorModePreference();
  return (
    <button
      type="button"
      // rp-switch-appearance: the class Rspress' switch had, kept for code and tests that find it.
      className="rp-switch-appearance ap-color-mode-toggle"
      aria-label={t('colorModeToggle', { mode: t(modeText[preference]) })}
      title={t('colorModeToggle', { mode: t(modeText[preference]) })}
      onClick={() => {
        setPreference(nextPreference(preference, respectPrefersColorScheme));
        onClick?.();
      }}
    >
      <SvgWrapper
        icon={IconSun}
        className="ap-color-mode-toggle__icon ap-color-mode-toggle__icon--light"
        aria-hidden="true"
      />
      <SvgWrapper
        icon={IconMoon}
        className="ap-color-mode-toggle__icon ap-color-mode-toggle__icon--dark"
        aria-hidden="true"
      />
      {respectPrefersColorScheme && (
        <span className="ap-color-mode-toggle__icon ap-color-mode-toggle__icon--system">
          <IconSystem />
        </span>
      )}
    </button>
  );
}
