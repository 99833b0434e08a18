import { usePage } from '@rspress/core/runtime';
import type { PageTitleId } from '../../../shared/page-title-id';
import { pagePart } from '../PagePart/page-part';
import { type HeadingLevel, TitleHeading } from './TitleHeading';

/** GitHub's slugger is 3 KB gzip: only a title other than the page's own loads it. */
const SluggedHeading = pagePart(() => import('./SluggedHeading').then((m) => m.SluggedHeading));

/**
 * Rspress' runtime heading (the page title from frontmatter when the page
 * has no `# Title`, e.g. blog posts), with its anchor named after the
 * heading like every other heading anchor (plugins/heading-anchors) instead
 * of a focusable link hidden from screen readers. The page's own title has
 * its id in the page's data, made at build time (shared/page-title-id.ts).
 */
export function FallbackHeading({ level, title }: { level: HeadingLevel; title: string }) {
  const { page } = usePage();
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const builtId = title.trim() === page.title?.trim() ? (page as PageTitleId).titleId : undefined;
  if (builtId === undefined) return <SluggedHeading level={level} title={title} />;
  return <TitleHeading level={level} title={title} id={builtId} />;
}
