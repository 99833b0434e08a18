import { type Lang, localizePath } from '../../config/locales';
import { type DocsVersion, docsVersions } from '../../config/versions';

/** The version whose docs tree holds the page, if any. */
export function versionOfPath(pathname: string, lang: Lang): DocsVersion | undefined {
  return docsVersions.find((version) => {
    const root = localizePath(version.path, lang);
    return pathname === root || pathname.startsWith(`${root}/`);
  });
}

/** What a stored choice means: a known version, a version no longer published, or nothing. */
export type StoredVersion =
  | { kind: 'known'; version: DocsVersion }
  | { kind: 'unavailable'; name: string }
  | { kind: 'none' };

/** Names look like `current`, `2.x`, `v1.4`; anything else is a corrupted value. */
const VERSION_NAME = /^[\w.-]{1,40}$/;

export function readStoredVersion(stored: string | null): StoredVersion {
  if (stored === null || !VERSION_NAME.test(stored)) return { kind: 'none' };
  const version = docsVersions.find((v) => v.name === stored);
  return version ? { kind: 'known', version } : { kind: 'unavailable', name: stored };
}

/** The same page in another version (all versions share the docs layout). */
export function pathInVersion(
  pathname: string,
  from: DocsVersion,
  to: DocsVersion,
  lang: Lang,
): string {
  const fromRoot = localizePath(from.path, lang);
  return `${localizePath(to.path, lang)}${pathname.slice(fromRoot.length)}`;
}

/** Pages of the API reference (`/docs/api/...`), which carry the API's version instead. */
export function isApiReferencePath(pathname: string, lang: Lang): boolean {
  return pathname.startsWith(localizePath('/docs/api/', lang));
}
