import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme';
// The same slugger Rspress uses (ids must match the outline's).
import { slug } from 'github-slugger';
import { type ComponentType, useMemo } from 'react';
import { useUiText } from '../../hooks/useUiText';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Rspress' runtime heading (the page title from frontmatter when the page
 * has no `# Title`, e.g. blog posts), with its anchor named after the
 * heading like every other heading anchor (plugins/heading-anchors) instead
 * of a focusable link hidden from screen readers.
 */
export function FallbackHeading({ level, title }: { level: HeadingLevel; title: string }) {
  const t = useUiText();
  const components = useMemo(() => getCustomMDXComponent(), []);
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const id = title ? slug(title.trim()) : '';
  if (!id) return null;
  const Heading = (components[`h${level}`] ?? components.h1) as ComponentType<{
    id: string;
    children: React.ReactNode;
  }>;
  const A = components.a as ComponentType<React.ComponentProps<'a'>>;
  return (
    <Heading id={id}>
      <span {...renderInlineMarkdown(title)} />
      <A
        className="rp-header-anchor"
        href={`#${id}`}
        aria-label={t('headingAnchorLabel', { heading: title.trim() })}
      >
        #
      </A>
    </Heading>
  );
}
