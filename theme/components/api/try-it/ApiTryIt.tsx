import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { apiReferenceText } from '../../../../i18n/api-reference';
import type { ApiOperationPageData, ApiTryItData } from '../../../../shared/api/page-model';
import { useFeatureText } from '../../../hooks/useFeatureText';
import { DelayedSpinner } from '../../DelayedSpinner/DelayedSpinner';
import './api-try-it.css';

const lazyConsole = () =>
  lazy(() => import(/* webpackChunkName: "try-it-console" */ './TryItConsole'));

export type TryItDataLoader = () => Promise<{ default: ApiTryItData }>;

function LoadFailed({ resetErrorBoundary }: FallbackProps) {
  const t = useFeatureText(apiReferenceText);
  return (
    <div className="ap-try-it__failed" role="alert">
      <p>{t('tryItLoadFailed')}</p>
      <button type="button" className="ap-try-it__button" onClick={resetErrorBoundary}>
        {t('tryItRetry')}
      </button>
    </div>
  );
}

/**
 * The "Try it" section of an operation page. Closed, it is a button: the
 * console's code (form, validator, highlighter, sample printers) and its data
 * load only when the reader opens it, so the page costs nothing more to
 * readers who never do. Once open, it stays mounted (what was typed survives
 * closing and reopening); focus goes to its first field on opening and back
 * to the button on closing.
 */
export function ApiTryIt({
  page,
  loadData,
}: {
  page: ApiOperationPageData;
  loadData: TryItDataLoader;
}) {
  const t = useFeatureText(apiReferenceText);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<Promise<ApiTryItData> | null>(null);
  // A failed load is retried with a fresh lazy component (React keeps a rejected one).
  const [TryItConsole, setTryItConsole] = useState(() => lazyConsole());
  const openConsole = () => {
    setData((loaded) => loaded ?? loadData().then((module) => module.default));
    setOpen(true);
  };
  const closeConsole = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  const retry = () => {
    setAttempt((n) => n + 1);
    setTryItConsole(() => lazyConsole());
    setData(loadData().then((module) => module.default));
  };
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  return (
    <section className="ap-try-it rp-not-doc" aria-labelledby={titleId} data-testid="try-it">
      <div className="ap-try-it__bar">
        <h2 id={titleId} className="ap-try-it__title">
          {t('tryItTitle')}
        </h2>
        <button
          ref={toggle}
          type="button"
          className="ap-try-it__button ap-try-it__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          data-testid="try-it-toggle"
          onClick={open ? closeConsole : openConsole}
        >
          {open ? t('tryItClose') : t('tryItOpen')}
        </button>
      </div>
      {!open && <p className="ap-try-it__intro">{t('tryItIntro')}</p>}
      <div id={panelId} hidden={!open}>
        {data && (
          <ErrorBoundary FallbackComponent={LoadFailed} onReset={retry} resetKeys={[attempt]}>
            <Suspense fallback={<DelayedSpinner label={t('tryItLoading')} />}>
              <TryItConsole page={page} data={data} active={open} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </section>
  );
}
