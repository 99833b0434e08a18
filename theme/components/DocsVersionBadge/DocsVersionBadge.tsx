import { useLang, useLocation } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useRef } from 'react';
import type { Lang } from '../../../config/locales';
import { docsVersions, latestDocsVersion } from '../../../config/versions';
import { useUiText } from '../../hooks/useUiText';
import { pathInVersion, readStoredVersion, versionOfPath } from '../../logic/docs-version';
import { safeLocalStorage } from '../../logic/safe-storage';
import { storageKeys } from '../../logic/storage-keys';
import { useStoredValue } from '../../logic/useStoredValue';
import './DocsVersionBadge.css';

/**
 * On docs pages: the version being read ("Next", marked latest) as a badge
 * that opens the list of versions. Choosing one stores it (localStorage
 * `ap-docs-preferred-version`); a stored choice that is no longer published
 * is pointed out, and a corrupted one ignored.
 */
export function DocsVersionBadge() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const [stored, setStored] = useStoredValue(safeLocalStorage, storageKeys.docsPreferredVersion);
  const shown = versionOfPath(pathname, lang);
  if (!shown) return null;
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
