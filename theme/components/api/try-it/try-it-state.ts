/**
 * The state of a "Try it" console as one value and the events that change
 * it, so the console component only renders and dispatches: what the reader
 * typed (server, credential, parameters, body, time limit) and where a send
 * stands (problems found, confirmation asked, request in flight, answer).
 * Pure: the component does the side effects (storage, fetch, focus, strings).
 */
import type { ProblemMessage, ValidationProblem } from './request-validation';
import type { SendOutcome } from './send-request';

export const TIMEOUT_LIMITS = { min: 1, max: 300, initial: 30 };

export interface Problems {
  parameters: Record<string, ProblemMessage[]>;
  body: ValidationProblem[];
  timeout: ProblemMessage[];
}

export const NO_PROBLEMS: Problems = { parameters: {}, body: [], timeout: [] };

export function problemCount(problems: Problems): number {
  return (
    Object.values(problems.parameters).reduce((sum, list) => sum + list.length, 0) +
    problems.body.length +
    problems.timeout.length
  );
}

export function timeoutProblems(text: string): ProblemMessage[] {
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

export interface TryItState {
  environment: string;
  credential: string;
  /** Parameter texts by `parameterKey`. */
  values: Record<string, string>;
  bodyText: string;
  timeoutText: string;
  problems: Problems;
  /** A Send was tried: from then on, problems follow the edits. */
  checked: boolean;
  /** Bumped by a refused Send: the console focuses the first invalid field. */
  focusProblem: number;
  /** The request in flight (its controller cancels it). */
  sending: AbortController | null;
  outcome: { result: SendOutcome; timeoutSeconds: number } | null;
  /** The production confirmation is open. */
  confirming: boolean;
  /** What the live region says (sending, the answer's summary). */
  announcement: string;
}

export type TryItAction =
  | { type: 'environmentChosen'; environment: string; credential: string }
  | { type: 'credentialTyped'; credential: string }
  | { type: 'parameterTyped'; key: string; value: string }
  | { type: 'bodyTyped'; text: string }
  | { type: 'timeoutTyped'; text: string }
  | { type: 'revalidated'; problems: Problems }
  | { type: 'sendRefused'; problems: Problems }
  | { type: 'confirmationAsked' }
  | { type: 'confirmationClosed' }
  | { type: 'sent'; controller: AbortController; announcement: string }
  | { type: 'answered'; outcome: TryItState['outcome']; announcement: string };

export function initialTryItState(input: {
  environment: string;
  credential: string;
  values: Record<string, string>;
  bodyText: string;
}): TryItState {
  return {
    ...input,
    timeoutText: String(TIMEOUT_LIMITS.initial),
    problems: NO_PROBLEMS,
    checked: false,
    focusProblem: 0,
    sending: null,
    outcome: null,
    confirming: false,
    announcement: '',
  };
}

export function tryItReducer(state: TryItState, action: TryItAction): TryItState {
  switch (action.type) {
    case 'environmentChosen':
      return { ...state, environment: action.environment, credential: action.credential };
    case 'credentialTyped':
      return { ...state, credential: action.credential };
    case 'parameterTyped':
      return { ...state, values: { ...state.values, [action.key]: action.value } };
    case 'bodyTyped':
      return { ...state, bodyText: action.text };
    case 'timeoutTyped':
      return { ...state, timeoutText: action.text };
    case 'revalidated':
      return { ...state, problems: action.problems };
    case 'sendRefused':
      return {
        ...state,
        checked: true,
        problems: action.problems,
        outcome: null,
        announcement: '',
        focusProblem: state.focusProblem + 1,
      };
    case 'confirmationAsked':
      return { ...state, checked: true, problems: NO_PROBLEMS, confirming: true };
    case 'confirmationClosed':
      return { ...state, confirming: false };
    case 'sent':
      return {
        ...state,
        checked: true,
        problems: NO_PROBLEMS,
        confirming: false,
        sending: action.controller,
        outcome: null,
        announcement: action.announcement,
      };
    case 'answered':
      return {
        ...state,
        sending: null,
        outcome: action.outcome,
        announcement: action.announcement,
      };
  }
}
