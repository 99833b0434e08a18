import { type FormEvent, use, useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  ApiOperationPageData,
  ApiParameter,
  ApiTryItData,
} from '../../../../shared/api/page-model';
import { useUiText } from '../../../hooks/useUiText';
import { readCredential, writeCredential } from './credential-store';
import { printLiveSamples } from './live-sample-printer';
import { setLiveSamples } from './live-samples';
import { initialParameterText, parameterKey, parameterValue } from './parameter-values';
import { buildRequest, type RequestInput } from './request-building';
import {
  checkJsonBody,
  type ProblemMessage,
  type ValidationProblem,
  validateAgainstSchema,
} from './request-validation';
import { type SendOutcome, sendRequest } from './send-request';
import { TryItBodyField } from './TryItBodyField';
import { TryItCredentialField } from './TryItCredentialField';
import { TryItFieldProblems } from './TryItFieldProblems';
import { TryItParameterField } from './TryItParameterField';
import { TryItProductionDialog } from './TryItProductionDialog';
import { TryItResponseView } from './TryItResponseView';
import { TryItServerField } from './TryItServerField';
import './try-it-console.css';

const TIMEOUT_LIMITS = { min: 1, max: 300, initial: 30 };
/** The samples are reprinted this long after the last keystroke. */
const SAMPLES_DELAY_MS = 150;

const LOCATIONS = [
  ['path', 'apiParametersPath'],
  ['query', 'apiParametersQuery'],
  ['header', 'apiParametersHeader'],
] as const;

interface Problems {
  parameters: Record<string, ProblemMessage[]>;
  body: ValidationProblem[];
  timeout: ProblemMessage[];
}

const NO_PROBLEMS: Problems = { parameters: {}, body: [], timeout: [] };

function problemCount(problems: Problems): number {
  return (
    Object.values(problems.parameters).reduce((sum, list) => sum + list.length, 0) +
    problems.body.length +
    problems.timeout.length
  );
}

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function timeoutProblems(text: string): ProblemMessage[] {
  const seconds = Number(text);
  return /^\d+$/.test(text.trim()) && seconds >= TIMEOUT_LIMITS.min && seconds <= TIMEOUT_LIMITS.max
    ? []
    : [
        {
          key: 'tryItErrorTimeout',
          params: { min: String(TIMEOUT_LIMITS.min), max: String(TIMEOUT_LIMITS.max) },
        },
      ];
}

/**
 * The "Try it" console of an operation, loaded on demand by ApiTryIt: server,
 * credential, parameters and body in a form; validated against the schema
 * before sending; sent with a time limit and a Cancel button; the answer
 * shown below. While it is open, the page's code samples print its request.
 */
export default function TryItConsole({
  page,
  data: dataPromise,
  active,
}: {
  page: ApiOperationPageData;
  data: Promise<ApiTryItData>;
  active: boolean;
}) {
  const data = use(dataPromise);
  const t = useUiText();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  const servers = data.servers;
  const [environment, setEnvironment] = useState(
    () => (servers.find((s) => s.environment === 'sandbox') ?? servers[0])?.environment ?? '',
  );
  const server = servers.find((s) => s.environment === environment);
  const security = page.security[0];
  const [credential, setCredential] = useState(() => readCredential(environment));
  // Cookies cannot be set on a cross-origin fetch: cookie parameters are left to the samples.
  const parameters = page.parameters.filter((p) => p.in !== 'cookie');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      parameters.map((p) => [parameterKey(p), initialParameterText(p, newIdempotencyKey)]),
    ),
  );
  const [bodyText, setBodyText] = useState(() => data.body?.examples[0]?.json ?? '');
  const [timeoutText, setTimeoutText] = useState(String(TIMEOUT_LIMITS.initial));
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [checked, setChecked] = useState(false);
  const [focusProblem, setFocusProblem] = useState(0);
  const [sending, setSending] = useState<AbortController | null>(null);
  const [outcome, setOutcome] = useState<{ result: SendOutcome; timeoutSeconds: number } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const requestInput = (secret: string): RequestInput => ({
    method: page.method,
    serverUrl: server?.url ?? '',
    path: page.path,
    parameters,
    values,
    ...(security ? { security } : {}),
    credential: secret,
    ...(data.body ? { body: { mediaType: data.body.mediaType, text: bodyText } } : {}),
  });

  const validate = (): Problems => {
    const byParameter: Record<string, ProblemMessage[]> = {};
    parameters.forEach((p: ApiParameter) => {
      const key = parameterKey(p);
      const text = values[key] ?? '';
      const schema = data.parameters.find((s) => s.in === p.in && s.name === p.name)?.schema;
      const found: ProblemMessage[] =
        text === ''
          ? p.required
            ? [{ key: 'tryItErrorRequired' }]
            : []
          : schema === undefined
            ? []
            : validateAgainstSchema(schema, parameterValue(text, p.schema)).map((x) => x.message);
      if (found.length > 0) byParameter[key] = found;
    });
    const body =
      data.body && /json/i.test(data.body.mediaType)
        ? checkJsonBody(bodyText, {
            required: data.body.required,
            ...(data.body.schema !== undefined ? { schema: data.body.schema } : {}),
          })
        : ({ ok: true } as const);
    return {
      parameters: byParameter,
      body: body.ok ? [] : body.problems,
      timeout: timeoutProblems(timeoutText),
    };
  };

  // After a first Send, problems follow the edits (a fixed field loses its message at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: validate reads exactly these inputs
  useEffect(() => {
    if (checked) setProblems(validate());
  }, [checked, values, bodyText, timeoutText]);

  // Focus the first field on opening.
  useEffect(() => {
    if (active) firstField.current?.focus();
  }, [active]);

  // Focus the first invalid field after a refused Send.
  useEffect(() => {
    if (focusProblem === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusProblem]);

  // The page's samples print this request while the console is open (placeholder credential).
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestInput reads exactly these inputs
  useEffect(() => {
    if (!active) {
      setLiveSamples(page.operationId, null);
      return;
    }
    const timer = setTimeout(() => {
      setLiveSamples(
        page.operationId,
        printLiveSamples(buildRequest(requestInput(data.sampleCredential))),
      );
    }, SAMPLES_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, environment, values, bodyText, page.operationId, data.sampleCredential]);

  useEffect(() => () => setLiveSamples(page.operationId, null), [page.operationId]);

  // The Cancel button goes away with the answer: focus lands back on Send, not on the page.
  useEffect(() => {
    if (outcome && (document.activeElement === document.body || document.activeElement === null))
      sendButton.current?.focus();
  }, [outcome]);

  // Leaving the page cancels a request in flight.
  useEffect(() => () => sending?.abort(), [sending]);

  const changeEnvironment = (next: string) => {
    setEnvironment(next);
    setCredential(readCredential(next));
  };
  const changeCredential = (next: string) => {
    setCredential(next);
    writeCredential(environment, next);
  };
  const setValue = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const send = async () => {
    const controller = new AbortController();
    const timeoutSeconds = Number(timeoutText);
    setSending(controller);
    setOutcome(null);
    setAnnouncement(t('tryItSending'));
    const result = await sendRequest(buildRequest(requestInput(credential)), {
      timeoutMs: timeoutSeconds * 1000,
      signal: controller.signal,
    });
    setSending(null);
    setOutcome({ result, timeoutSeconds });
    setAnnouncement(
      result.kind === 'response'
        ? t('tryItResponseSummary', { status: String(result.status), ms: String(result.ms) })
        : result.kind === 'timeout'
          ? t('tryItTimedOut', { seconds: String(timeoutSeconds) })
          : result.kind === 'canceled'
            ? t('tryItCanceled')
            : t('tryItNetworkError'),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || !server) return;
    const found = validate();
    setChecked(true);
    setProblems(found);
    const count = problemCount(found);
    if (count > 0) {
      setOutcome(null);
      setAnnouncement('');
      setFocusProblem((n) => n + 1);
      return;
    }
    if (server.environment === 'production') setConfirming(true);
    else void send();
  };

  const count = problemCount(problems);
  const ids = useMemo(
    () => ({
      server: `${id}-server`,
      credential: `${id}-credential`,
      body: `${id}-body`,
      timeout: `${id}-timeout`,
      parameter: (p: ApiParameter) => `${id}-${p.in}-${p.name.replace(/[^A-Za-z0-9_-]/g, '_')}`,
    }),
    [id],
  );

  if (!server) return <p className="ap-try-it__hint">{t('tryItNoServer')}</p>;

  return (
    <form
      ref={form}
      className="ap-try-it__form"
      aria-label={t('tryItFormLabel')}
      noValidate
      onSubmit={submit}
      data-testid="try-it-console"
    >
      <TryItServerField
        id={ids.server}
        servers={servers}
        environment={environment}
        onChange={changeEnvironment}
        selectRef={firstField}
      />
      {security ? (
        <TryItCredentialField
          id={ids.credential}
          security={security}
          value={credential}
          onChange={changeCredential}
        />
      ) : (
        <p className="ap-try-it__hint">{t('apiAuthNone')}</p>
      )}
      {LOCATIONS.map(([location, legend]) => {
        const group = parameters.filter((p) => p.in === location);
        if (group.length === 0) return null;
        return (
          <fieldset key={location} className="ap-try-it__group">
            <legend className="ap-try-it__legend">{t(legend)}</legend>
            {group.map((p) => {
              const key = parameterKey(p);
              return (
                <TryItParameterField
                  key={key}
                  id={ids.parameter(p)}
                  parameter={p}
                  value={values[key] ?? ''}
                  problems={problems.parameters[key] ?? []}
                  onChange={(value) => setValue(key, value)}
                  onNewKey={() => setValue(key, newIdempotencyKey())}
                />
              );
            })}
          </fieldset>
        );
      })}
      {page.parameters.some((p) => p.in === 'cookie') && (
        <p className="ap-try-it__hint">{t('tryItCookieNotSent')}</p>
      )}
      {data.body && (
        <TryItBodyField
          id={ids.body}
          mediaType={data.body.mediaType}
          required={data.body.required}
          examples={data.body.examples}
          text={bodyText}
          problems={problems.body}
          onChange={setBodyText}
        />
      )}
      <div className="ap-try-it__field ap-try-it__field--inline">
        <label className="ap-try-it__label" htmlFor={ids.timeout}>
          {t('tryItTimeout')}
        </label>
        <input
          id={ids.timeout}
          className="ap-try-it__control ap-try-it__control--short"
          type="text"
          inputMode="numeric"
          value={timeoutText}
          data-testid="try-it-timeout"
          aria-invalid={problems.timeout.length > 0 || undefined}
          aria-describedby={problems.timeout.length > 0 ? `${ids.timeout}-problems` : undefined}
          onChange={(event) => setTimeoutText(event.target.value)}
        />
        <TryItFieldProblems id={`${ids.timeout}-problems`} problems={problems.timeout} />
      </div>
      {count > 0 && (
        <p className="ap-try-it__summary" role="alert" data-testid="try-it-invalid">
          {t('tryItInvalidSummary', { count: String(count) })}
        </p>
      )}
      <div className="ap-try-it__row ap-try-it__actions">
        {/* aria-disabled, not disabled: the button keeps focus while the request runs. */}
        <button
          ref={sendButton}
          type="submit"
          className="ap-try-it__button ap-try-it__button--primary"
          aria-disabled={sending !== null || undefined}
          data-testid="try-it-send"
        >
          {sending ? t('tryItSending') : t('tryItSend')}
        </button>
        {sending && (
          <button
            type="button"
            className="ap-try-it__button"
            data-testid="try-it-cancel"
            onClick={() => sending.abort()}
          >
            {t('tryItCancel')}
          </button>
        )}
      </div>
      <p className="ap-try-it__sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {outcome && (
        <section className="ap-try-it__response" aria-label={t('tryItResponse')}>
          <h3 className="ap-try-it__response-title">{t('tryItResponse')}</h3>
          <TryItResponseView
            outcome={outcome.result}
            timeoutSeconds={outcome.timeoutSeconds}
            responses={page.responses}
          />
        </section>
      )}
      <TryItProductionDialog
        open={confirming}
        url={server.url}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
      />
    </form>
  );
}
