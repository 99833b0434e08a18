import { CodeBlock } from '@rspress/core/theme-original';

/**
 * A code block with the site's look and its copy (and wrap) buttons: Rspress'
 * own CodeBlock around highlighted code (text escaped), Shiki's markup rebuilt
 * from the page data: code samples from the generator's tokens
 * (shared/api/code-lines.ts), JSON examples from their text
 * (shared/api/json-highlight.ts). `html` may come in parts (Try it adds a long
 * answer's parts as highlight.js highlights them).
 */
export function ApiCodeBlock({
  html,
  language,
  title,
  wrap = false,
}: {
  html: string | readonly string[];
  language: string;
  title?: string;
  /** Start with long lines wrapped (the reader can switch it off). */
  wrap?: boolean;
}) {
  return (
    <CodeBlock lang={language} title={title} wrapCode={wrap}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable); Shiki's own <pre> does the same */}
      <pre className="shiki css-variables" data-lang={language} tabIndex={0}>
        {typeof html === 'string' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki output from the generator, text escaped
          <code dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code className="ap-code-parts">
            {html.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts only grow at the end; the index is their identity
              // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output, text escaped
              <span key={i} className="ap-code-part" dangerouslySetInnerHTML={{ __html: part }} />
            ))}
          </code>
        )}
      </pre>
    </CodeBlock>
  );
}
