import { getCustomMDXComponent } from '@rspress/core/theme';
import { type ComponentType, useMemo } from 'react';
import { useUiText } from '../../hooks/useUiText';
import { renderInlineMarkdown } from '../../logic/inline-text';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading made from a title, with its anchor named after it (plugins/heading-anchors). */
export function TitleHeading({
  level,
  title,
  id,
}: {
  level: HeadingLevel;
  title: string;
  id: string;
}) {
  const t = useUiText();
  const components = useMemo(() => getCustomMDXComponent(), []);
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
