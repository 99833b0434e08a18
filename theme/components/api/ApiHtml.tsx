import type { ElementType } from 'react';

/**
 * Renders a description: HTML produced by the generator from the spec's
 * Markdown and sanitized there (scripts/api/markdown-to-html.ts), so it is
 * safe to insert as is.
 */
export function ApiHtml({
  html,
  as: Tag = 'div',
  className,
}: {
  html?: string;
  as?: ElementType;
  className?: string;
}) {
  if (!html) return null;
  return (
    <Tag
      className={`ap-api-html${className ? ` ${className}` : ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the generator (rehype-sanitize)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
