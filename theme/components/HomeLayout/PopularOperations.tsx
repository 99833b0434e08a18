import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { useFrontmatter, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { apiOverview } from '../../../config/api-navigation';
import { type Lang, localizePath } from '../../../config/locales';
import { useUiText } from '../../hooks/useUiText';

type Entry = SidebarGroup | SidebarItem | { dividerType: string } | { sectionHeaderText: string };

/** Every link of a sidebar tree, with its text. */
function sidebarLinks(entries: readonly Entry[]): { text: string; link: string }[] {
  return entries.flatMap((entry) => {
    const own = 'link' in entry && entry.link ? [{ text: entry.text, link: entry.link }] : [];
    const children = 'items' in entry ? sidebarLinks(entry.items as Entry[]) : [];
    return [...own, ...children];
  });
}

/**
 * The operations integrators open first (frontmatter `popularOperations`,
 * API page slugs), titled as the API sidebar titles them in the reader's
 * language: the sidebar is generated from the spec, so a renamed operation
 * is renamed here too, and a slug the spec no longer has is left out (and
 * the build's link check would not see a link to it).
 */
export function PopularOperations() {
  const t = useUiText();
  const lang = useLang() as Lang;
  const { frontmatter } = useFrontmatter();
  const { site } = useSite();
  const slugs = (frontmatter?.popularOperations as string[] | undefined) ?? [];
  const apiRoot = localizePath('/docs/api/', lang);
  const locale = site.themeConfig.locales?.find((l) => l.lang === lang);
  const tree = (locale?.sidebar?.[apiRoot] ?? []) as Entry[];
  const links = sidebarLinks(tree);
  const operations = slugs.flatMap((slug) => {
    // Rspress writes sidebar links with `.html` into the site data.
    const found = links.find((l) => l.link.replace(/\.html$/, '') === `${apiRoot}${slug}`);
    return found ? [found] : [];
  });
  if (operations.length === 0) return null;
  return (
    <section className="ap-home-section" aria-labelledby="ap-home-operations-title">
      <h2 className="ap-home-section__title" id="ap-home-operations-title">
        {t('homeOperationsTitle')}
      </h2>
      <ul className="ap-home-operations">
        {operations.map((operation) => (
          <li key={operation.link}>
            <Link className="ap-home-operations__link" href={operation.link}>
              <span>{operation.text}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="ap-home-operations__more">
        <Link href={localizePath(apiOverview, lang)}>{t('homeOperationsAll')}</Link>
      </p>
    </section>
  );
}
