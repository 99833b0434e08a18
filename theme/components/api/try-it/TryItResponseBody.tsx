import { useLang } from '@rspress/core/runtime';
import { useEffect, useMemo, useState } from 'react';
import { useSlicedHighlight } from '../../../hooks/useSlicedHighlight';
import { useUiText } from '../../../hooks/useUiText';
import { ApiCodeBlock } from '../ApiCodeBlock';
import {
  type BodyLanguage,
  bodyView,
  downloadName,
  downloadType,
  HIGHLIGHT_MAX_CHARS,
} from './response-body';

/** `5.5 MB`, `120 KB` in the reader's language. */
function formatSize(bytes: number, lang: string): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A Blob URL of the whole body, revoked when the view goes. */
function useDownloadUrl(body: string, type: string): { url?: string; bytes: number } {
  const blob = useMemo(() => new Blob([body], { type }), [body, type]);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return { url, bytes: blob.size };
}

function HighlightedBody({ code, language }: { code: string; language: BodyLanguage }) {
  const t = useUiText();
  const { groups, done } = useSlicedHighlight(code, language);
  return (
    <div aria-busy={!done} data-highlighted={done}>
      <ApiCodeBlock html={groups} language={language} title={t('tryItResponseBody')} />
    </div>
  );
}

function TruncatedBody({
  body,
  preview,
  language,
  status,
  contentType,
}: {
  body: string;
  preview: string;
  language: BodyLanguage;
  status: number;
  contentType: string;
}) {
  const t = useUiText();
  const lang = useLang();
  const { url, bytes } = useDownloadUrl(body, downloadType(contentType));
  return (
    <div data-truncated="true">
      <p className="ap-try-it__hint" data-testid="try-it-response-truncated">
        {t('tryItResponseTruncated', {
          size: formatSize(bytes, lang),
          shown: formatSize(new Blob([preview]).size, lang),
          limit: formatSize(HIGHLIGHT_MAX_CHARS, lang),
        })}{' '}
        {url && (
          <a href={url} download={downloadName(status, language)} data-testid="try-it-download">
            {t('tryItResponseDownload', { size: formatSize(bytes, lang) })}
          </a>
        )}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <pre className="ap-try-it__plain-body" tabIndex={0}>
        {/* One text node: no per-line markup to lay out. */}
        <code>{preview}</code>
      </pre>
    </div>
  );
}

/** The body of an answer: highlighted when it is small enough, else a plain preview and a download. */
export function TryItResponseBody({
  body,
  contentType,
  status,
}: {
  body: string;
  contentType: string;
  status: number;
}) {
  const view = useMemo(() => bodyView(body, contentType), [body, contentType]);
  return view.kind === 'full' ? (
    <HighlightedBody code={view.code} language={view.language} />
  ) : (
    <TruncatedBody
      body={body}
      preview={view.preview}
      language={view.language}
      status={status}
      contentType={contentType}
    />
  );
}
