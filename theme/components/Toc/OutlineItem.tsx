import type { Header } from '@rspress/core';
import { Link } from '@rspress/core/theme';
import { useEffect, useRef } from 'react';
import scrollIntoView from 'scroll-into-view-if-needed';
import { withBreakOpportunities } from '../../logic/break-opportunities';
import { inlineMarkdownHtml, parseInlineMarkdownText } from '../../logic/inline-text';
import '../../rspress-internals/toc-item.css';

/**
 * One outline entry. Rspress' own item (TocItem) has the same markup and
 * behaviour but no way to add break opportunities to its text, which long
 * event names need (see theme/logic/break-opportunities.ts).
 */
export function OutlineItem({
  header,
  baseHeaderLevel,
  active,
}: {
  header: Header;
  baseHeaderLevel: number;
  active: boolean;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Keep the active entry visible in a long outline, without scrolling the page.
    if (active && ref.current)
      scrollIntoView(ref.current, {
        behavior: 'smooth',
        block: 'center',
        inline: 'center',
        boundary: (element) =>
          !element.classList.contains('rp-doc-layout__outline') &&
          !element.classList.contains('rspress-doc'),
      });
  }, [active]);
  // The heading's text, escaped, with its inline Markdown (logic/inline-text.ts).
  const text = { __html: withBreakOpportunities(inlineMarkdownHtml(header.text)) };
  const depth = header.depth - baseHeaderLevel;
  return (
    <Link
      href={`#${header.id}`}
      ref={ref}
      title={parseInlineMarkdownText(header.text)}
      className={`rp-toc-item${active ? ' rp-toc-item--active' : ''}`}
      style={{ paddingLeft: depth * 12 }}
      data-depth={depth}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the heading's text, escaped, with its inline Markdown and <wbr> */}
      <span className="rp-toc-item__text rp-doc" dangerouslySetInnerHTML={text} />
    </Link>
  );
}
