import { useLayoutEffect, useMemo, useRef } from 'react';
import { apiReferenceText } from '../../../../i18n/api-reference';
import { apiSchemaText } from '../../../../i18n/api-schema';
import { tryItText } from '../../../../i18n/try-it';
import { highlightJson } from '../../../../shared/api/json-highlight';
import type { ApiBodyExample } from '../../../../shared/api/page-model';
import { useFeatureText } from '../../../hooks/useFeatureText';
import { lineOfPointer } from './body-lines';
import { displayPath, type ValidationProblem } from './request-validation';

/** The gutter and the highlighted copy follow the textarea's scroll. */
function syncScroll(
  textarea: HTMLTextAreaElement | null,
  gutter: HTMLElement | null,
  layer: HTMLElement | null,
): void {
  if (!textarea) return;
  if (gutter) gutter.scrollTop = textarea.scrollTop;
  if (layer) {
    layer.scrollTop = textarea.scrollTop;
    layer.scrollLeft = textarea.scrollLeft;
  }
}

/**
 * The request body: a plain textarea (keyboard, screen readers, browser
 * spell-check off) prefilled with an example; another example can replace it,
 * and "Format JSON" re-indents it. An editor's gutter beside it numbers the
 * lines and marks those with a problem; the problems are listed under it,
 * each with the field it is about (the list is what assistive technology reads).
 * A JSON body is coloured as the code panels are: its text is drawn by a
 * highlighted copy under the textarea, whose own text is transparent (the
 * caret and the selection stay the textarea's). Written here rather than with
 * an editor library: CodeMirror or Monaco weigh 100+ KB for one field whose
 * keyboard, undo and accessibility the native textarea already gives.
 */
export function TryItBodyField({
  id,
  mediaType,
  required,
  examples,
  text,
  problems,
  onChange,
}: {
  id: string;
  mediaType: string;
  required: boolean;
  examples: ApiBodyExample[];
  text: string;
  problems: ValidationProblem[];
  onChange: (text: string) => void;
}) {
  const t = useFeatureText(apiReferenceText, apiSchemaText, tryItText);
  const problemsId = `${id}-problems`;
  const invalid = problems.length > 0;
  const isJson = /json/i.test(mediaType);
  const lineCount = text.split('\n').length;
  const markedLines = useMemo(() => {
    const lines = new Set<number>();
    for (const problem of problems) {
      const parseLine = problem.message.key === 'tryItErrorJson' && problem.message.params?.line;
      lines.add(parseLine ? Number(parseLine) : lineOfPointer(text, problem.pointer));
    }
    return lines;
  }, [problems, text]);
  const gutter = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLPreElement>(null);
  // The trailing newline gives the copy the textarea's last, possibly empty, line.
  const highlighted = useMemo(() => (isJson ? `${highlightJson(text)}\n` : ''), [isJson, text]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The textarea scrolls before the copy has its new text (a line typed at the bottom): align
  // the copy again once it has.
  useLayoutEffect(() => {
    if (!highlighted) return;
    syncScroll(textarea.current, gutter.current, layer.current);
  }, [highlighted]);
  const format = () => {
    try {
      onChange(JSON.stringify(JSON.parse(text), null, 2));
    } catch {
      // Not JSON yet: Send reports where.
    }
  };
  return (
    <div className="ap-try-it__field">
      <div className="ap-try-it__body-bar">
        <label className="ap-try-it__label" htmlFor={id}>
          {t('tryItBody', { mediaType })}
          {required && <span className="ap-try-it__required">{t('apiRequired')}</span>}
        </label>
        <span className="ap-try-it__row">
          {examples.length > 1 && (
            <label className="ap-api-select" htmlFor={`${id}-example`}>
              <span className="ap-api-select__label">{t('apiRequestExampleLabel')}</span>
              <select
                id={`${id}-example`}
                data-testid="try-it-body-example"
                value={examples.findIndex((e) => e.json === text)}
                onChange={(event) => {
                  const example = examples[Number(event.target.value)];
                  if (example) onChange(example.json);
                }}
              >
                {/* -1: the text was edited and matches no example. */}
                <option value={-1} disabled hidden>
                  —
                </option>
                {examples.map((example, index) => (
                  <option key={example.name} value={index}>
                    {example.summary ?? example.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {isJson && (
            <button
              type="button"
              className="ap-try-it__button ap-try-it__button--quiet"
              onClick={format}
            >
              {t('tryItBodyFormat')}
            </button>
          )}
        </span>
      </div>
      <div className="ap-try-it__editor">
        <div className="ap-try-it__gutter" ref={gutter} aria-hidden="true">
          {Array.from({ length: lineCount }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a line number is its own identity
              key={index}
              className="ap-try-it__line-number"
              data-problem={markedLines.has(index + 1) ? '' : undefined}
            >
              {index + 1}
            </span>
          ))}
        </div>
        <div className="ap-try-it__code" data-highlighted={isJson ? '' : undefined}>
          {isJson && (
            <pre className="ap-try-it__highlight" ref={layer} aria-hidden="true">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlightJson escapes the text */}
              <code dangerouslySetInnerHTML={{ __html: highlighted }} />
            </pre>
          )}
          <textarea
            id={id}
            className="ap-try-it__control ap-try-it__body"
            value={text}
            rows={Math.min(24, Math.max(6, text.split('\n').length + 1))}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? problemsId : undefined}
            data-testid="try-it-body"
            wrap="off"
            onChange={(event) => onChange(event.target.value)}
            ref={textarea}
            onScroll={() => syncScroll(textarea.current, gutter.current, layer.current)}
          />
        </div>
      </div>
      {invalid && (
        <div id={problemsId} className="ap-try-it__problems" data-testid="try-it-body-problems">
          <p className="ap-try-it__problems-title">{t('tryItBodyProblems')}</p>
          <ul>
            {problems.map((problem) => {
              const message = t(problem.message.key, problem.message.params);
              const where = displayPath(problem.pointer) || t('tryItBodyRoot');
              return (
                <li key={`${problem.pointer}:${message}`}>
                  <code>{where}</code>: {message}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
