import { type FormEvent, use, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { apiReferenceText } from '../../../../i18n/api-reference';
import { tryItText } from '../../../../i18n/try-it';
import type {
  ApiOperationPageData,
  ApiParameter,
  ApiTryItData,
} from '../../../../shared/api/page-model';
import { useFeatureText } from '../../../hooks/useFeatureText';
import { setChosenBody } from './chosen-body';
import { readCredential, writeCredential } from './credential-store';
import { printLiveSamples } from './live-sample-printer';
import { setLiveSamples } from './live-samples';
import { initialParameterText, parameterKey, parameterValue } from './parameter-values';
import { buildRequest, type RequestInput } from './request-building';
import { checkJsonBody, type ProblemMessage, validateAgainstSchema } from './request-validation';
import { type SendOutcome, sendRequest } from './send-request';
import {
  lastCreatedId,
  readStore,
  rememberChoice,
  SIMULATOR_ENVIRONMENT,
} from './simulator/simulator-store';
import { TryItBodyField } from './TryItBodyField';
import { TryItCredentialField } from './TryItCredentialField';
import { TryItFieldProblems } from './TryItFieldProblems';
import { TryItParameterField } from './TryItParameterField';
import { TryItProductionDialog } from './TryItProductionDialog';
import { TryItResponseView } from './TryItResponseView';
import { TryItServerField } from './TryItServerField';
import {
  initialTryItState,
  type Problems,
  problemCount,
  timeoutProblems,
  tryItReducer,
} from './try-it-state';
import './try-it-console.css';

/** The samples are reprinted this long after the last keystroke. */
const SAMPLES_DELAY_MS = 150;

const LOCATIONS = [
  ['path', 'apiParametersPath'],
  ['query', 'apiParametersQuery'],
  ['header', 'apiParametersHeader'],
] as const;

function newIdempotencyKey(): string {
  return crypto.randomUUID();
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
  const t = useFeatureText(apiReferenceText, tryItText);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  const servers = data.servers;
  const security = page.security[0];
  // Cookies cannot be set on a cross-origin fetch: cookie parameters are left to the samples.
  const parameters = page.parameters.filter((p) => p.in !== 'cookie');
  const simulator = data.simulator;
  const [state, dispatch] = useReducer(tryItReducer, undefined, () => {
    // The simulator stays chosen from one operation page to the next (this tab).
    const environment =
      simulator && readStore().chosen
        ? SIMULATOR_ENVIRONMENT
        : ((servers.find((s) => s.environment === 'sandbox') ?? servers[0])?.environment ?? '');
    return initialTryItState({
      environment,
      credential: credentialFor(environment),
      values: Object.fromEntries(
        parameters.map((p) => [parameterKey(p), initialParameterText(p, newIdempotencyKey)]),
      ),
      bodyText: data.body?.examples[0]?.json ?? '',
    });
  });
  const { environment, credential, values, bodyText, timeoutText, problems, checked } = state;
  const { focusProblem, sending, outcome, confirming, announcement } = state;
  const simulated = environment === SIMULATOR_ENVIRONMENT;
  // The simulator stands for the sandbox: its requests show the sandbox's URL.
  const server = simulated
    ? (servers.find((s) => s.environment === 'sandbox') ?? servers[0])
    : servers.find((s) => s.environment === environment);

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
    if (checked) dispatch({ type: 'revalidated', problems: validate() });
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

  // The page's body schema shows the alternative this body is (a card body, the card fields).
  useEffect(() => {
    if (!active) return;
    try {
      setChosenBody(page.operationId, bodyText.trim() ? JSON.parse(bodyText) : null);
    } catch {
      // Not JSON yet (being typed): the schema stays where it is.
    }
  }, [active, bodyText, page.operationId]);
  useEffect(() => () => setChosenBody(page.operationId, null), [page.operationId]);

  // The Cancel button goes away with the answer: focus lands back on Send, not on the page.
  useEffect(() => {
    if (outcome && (document.activeElement === document.body || document.activeElement === null))
      sendButton.current?.focus();
  }, [outcome]);

  // Leaving the page cancels a request in flight.
  useEffect(() => () => sending?.abort(), [sending]);

  const changeEnvironment = (next: string) => {
    dispatch({ type: 'environmentChosen', environment: next, credential: credentialFor(next) });
    if (simulator) rememberChoice(next === SIMULATOR_ENVIRONMENT);
  };

  // With the simulator, the id created on another operation page fills this page's `{id}`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on choosing the simulator
  useEffect(() => {
    if (!simulated || !simulator) return;
    const id = lastCreatedId(simulator.collection, simulator.within);
    if (!id) return;
    for (const p of parameters) if (p.in === 'path') setValue(parameterKey(p), id);
  }, [simulated]);
  const changeCredential = (next: string) => {
    dispatch({ type: 'credentialTyped', credential: next });
    writeCredential(environment, next);
  };
  /** The stored key of an environment; the simulator starts with the samples' sandbox key. */
  function credentialFor(next: string): string {
    const stored = readCredential(next);
    return stored === '' && next === SIMULATOR_ENVIRONMENT ? data.sampleCredential : stored;
  }
  const setValue = (key: string, value: string) => dispatch({ type: 'parameterTyped', key, value });

  const send = async () => {
    const controller = new AbortController();
    const timeoutSeconds = Number(timeoutText);
    dispatch({ type: 'sent', controller, announcement: t('tryItSending') });
    const request = buildRequest(requestInput(credential));
    let result: SendOutcome;
    if (simulated && simulator) {
      // Loaded only now: the simulator's code is a chunk of its own.
      const { sendToSimulator } = await import('./simulator/simulate-send');
      result = sendToSimulator(request, {
        path: page.path,
        data: simulator,
        authenticated: security !== undefined,
      });
    } else {
      result = await sendRequest(request, {
        timeoutMs: timeoutSeconds * 1000,
        signal: controller.signal,
      });
    }
    dispatch({
      type: 'answered',
      outcome: { result, timeoutSeconds },
      announcement:
        result.kind === 'response'
          ? t('tryItResponseSummary', { status: String(result.status), ms: String(result.ms) })
          : result.kind === 'timeout'
            ? t('tryItTimedOut', { seconds: String(timeoutSeconds) })
            : result.kind === 'canceled'
              ? t('tryItCanceled')
              : t('tryItNetworkError'),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || !server) return;
    const found = validate();
    if (problemCount(found) > 0) dispatch({ type: 'sendRefused', problems: found });
    else if (server.environment === 'production') dispatch({ type: 'confirmationAsked' });
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
        simulator={simulator !== undefined}
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
          onChange={(text) => dispatch({ type: 'bodyTyped', text })}
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
          onChange={(event) => dispatch({ type: 'timeoutTyped', text: event.target.value })}
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
        onCancel={() => dispatch({ type: 'confirmationClosed' })}
        onConfirm={() => void send()}
      />
    </form>
  );
}
