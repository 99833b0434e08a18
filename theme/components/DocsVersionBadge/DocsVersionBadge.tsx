import { useLang, useLocation } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type RefObject, useEffect, useRef } from 'react';
import { type Lang, localizePath } from '../../../config/locales';
import { docsVersions, latestDocsVersion } from '../../../config/versions';
import { storageKeys } from '../../../shared/storage-keys';
import { useStoredValue } from '../../hooks/useStoredValue';
import { useUiText } from '../../hooks/useUiText';
import {
  isApiReferencePath,
  pathInVersion,
  readStoredVersion,
  versionOfPath,
} from '../../logic/docs-version';
import { safeLocalStorage } from '../../logic/safe-storage';
import './DocsVersionBadge.css';

/** What changed between releases of the API and of these docs. */
const CHANGELOG = '/docs/guides/changelog';

/** A native <details> menu stays open on its own; a menu closes on a click elsewhere or Esc. */
function useCloseOnOutsideClickOrEscape(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !(event.target instanceof Node && details.contains(event.target))) {
        details.open = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menu]);
}

/**
 * On docs pages, atop the page list (in the site menu on phones): the
 * version being read ("Next", marked latest) as a badge that opens the list
 * of versions. Choosing one stores it (localStorage
 * `ap-docs-preferred-version`); a stored choice that is no longer published
 * is pointed out, and a corrupted one ignored.
 */
export function DocsVersionBadge() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const [stored, setStored] = useStoredValue(safeLocalStorage, storageKeys.docsPreferredVersion);
  useCloseOnOutsideClickOrEscape(menu);
  const shown = versionOfPath(pathname, lang);
  // The API reference names the API's own version (its sidebar's head), not the docs'.
  if (!shown || isApiReferencePath(pathname, lang)) return null;
  const choice = readStoredVersion(stored);

  return (
    <div className="ap-docs-version">
      <details className="ap-docs-version__menu" ref={menu}>
        <summary className="ap-docs-version__badge">
          {t('docsVersionLabel', { version: shown.label[lang] })}
          {shown.latest && (
            <span className="ap-docs-version__latest">{t('docsVersionLatest')}</span>
          )}
        </summary>
        <div className="ap-docs-version__panel">
          <ul className="ap-docs-version__list" aria-label={t('docsVersionMenu')}>
            {docsVersions.map((version) => (
              <li key={version.name}>
                <Link
                  className="ap-docs-version__item"
                  href={pathInVersion(pathname, shown, version, lang)}
                  aria-current={version === shown ? 'page' : undefined}
                  onClick={() => {
                    setStored(version.name);
                    if (menu.current) menu.current.open = false;
                  }}
                >
                  {version.label[lang]}
                  {version.latest && (
                    <span className="ap-docs-version__latest">{t('docsVersionLatest')}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          {/* One version only: say what it is, so the menu does not look broken, and where changes are. */}
          <p className="ap-docs-version__explain">
            {t('docsVersionExplain', { version: latestDocsVersion.label[lang] })}
          </p>
          <Link className="ap-docs-version__changelog" href={localizePath(CHANGELOG, lang)}>
            {t('docsVersionChangelog')}
          </Link>
        </div>
      </details>
      {choice.kind === 'unavailable' && (
        <p className="ap-docs-version__notice" role="status">
          {t('docsVersionUnavailable', {
            version: choice.name,
            current: latestDocsVersion.label[lang],
          })}
        </p>
      )}
    </div>
  );
}
