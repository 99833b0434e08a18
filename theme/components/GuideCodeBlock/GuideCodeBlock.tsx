import { CodeBlock } from '@rspress/core/theme';
import type { ComponentProps } from 'react';
import { useUiText } from '../../hooks/useUiText';
import { languageName } from './language-names';
import './GuideCodeBlock.css';

type PreProps = ComponentProps<'pre'> &
  Omit<ComponentProps<typeof CodeBlock>, 'children'> & { title?: string; lang?: string };

/**
 * The Markdown code block of guides and posts (MDX `pre`): Rspress' block
 * with a header bar that always names the language ("JSON", "Shell") and,
 * when the fence has one (```ts title="client.ts"), the file title. API
 * components that render CodeBlock themselves keep their own look.
 */
export function GuideCodeBlock({
  title,
  lang,
  wrapCode,
  lineNumbers,
  fold,
  height,
  containerElementClassName,
  codeButtonGroupProps,
  ...preProps
}: PreProps) {
  const t = useUiText();
  const language = languageName(lang);
  const pre = <pre {...preProps} data-lang={lang} data-title={title} />;
  if (import.meta.env.SSG_MD || (!title && !language)) {
    return (
      <CodeBlock
        title={title}
        lang={lang}
        wrapCode={wrapCode}
        lineNumbers={lineNumbers}
        fold={fold}
        height={height}
        containerElementClassName={containerElementClassName}
        codeButtonGroupProps={codeButtonGroupProps}
      >
        {pre}
      </CodeBlock>
    );
  }
  const header = (
    <>
      {title && <span className="ap-codeblock__file">{title}</span>}
      {language && (
        <span className="ap-codeblock__lang" title={t('codeBlockLanguage', { language })}>
          {language}
        </span>
      )}
    </>
  );
  return (
    <CodeBlock
      // Rspress renders `title` as the content of its title bar: ours holds the file name and the language.
      title={header as unknown as string}
      lang={lang}
      wrapCode={wrapCode}
      lineNumbers={lineNumbers}
      fold={fold}
      height={height}
      containerElementClassName={`ap-codeblock ${containerElementClassName ?? ''}`.trim()}
      codeButtonGroupProps={codeButtonGroupProps}
    >
      {pre}
    </CodeBlock>
  );
}
