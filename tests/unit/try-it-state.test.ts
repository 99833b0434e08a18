import { describe, expect, it } from 'vitest';
import {
  initialTryItState,
  NO_PROBLEMS,
  type Problems,
  problemCount,
  timeoutProblems,
  tryItReducer,
} from '../../theme/components/api/try-it/try-it-state';

const start = initialTryItState({
  environment: 'sandbox',
  credential: '',
  values: { 'path:id': 'tr_1' },
  bodyText: '{}',
});
const someProblems: Problems = {
  parameters: { 'path:id': [{ key: 'tryItErrorRequired' }] },
  body: [],
  timeout: [],
};

describe('Try it console state', () => {
  it('starts unchecked, idle, with the default time limit', () => {
    expect(start).toMatchObject({
      timeoutText: '30',
      checked: false,
      sending: null,
      outcome: null,
      confirming: false,
      announcement: '',
    });
    expect(problemCount(start.problems)).toBe(0);
  });

  it('keeps what the reader types', () => {
    let state = tryItReducer(start, { type: 'parameterTyped', key: 'path:id', value: 'tr_2' });
    state = tryItReducer(state, { type: 'bodyTyped', text: '{"a":1}' });
    state = tryItReducer(state, { type: 'timeoutTyped', text: '5' });
    state = tryItReducer(state, {
      type: 'environmentChosen',
      environment: 'production',
      credential: 'sk_live',
    });
    expect(state).toMatchObject({
      values: { 'path:id': 'tr_2' },
      bodyText: '{"a":1}',
      timeoutText: '5',
      environment: 'production',
      credential: 'sk_live',
    });
    expect(start.values['path:id']).toBe('tr_1');
  });

  it('a refused send shows its problems, clears the last answer and asks for focus', () => {
    const answered = tryItReducer(start, {
      type: 'answered',
      outcome: { result: { kind: 'canceled', ms: 3 }, timeoutSeconds: 30 },
      announcement: 'Canceled',
    });
    const refused = tryItReducer(answered, { type: 'sendRefused', problems: someProblems });
    expect(refused).toMatchObject({
      checked: true,
      outcome: null,
      announcement: '',
      focusProblem: 1,
    });
    expect(problemCount(refused.problems)).toBe(1);
    expect(
      tryItReducer(refused, { type: 'sendRefused', problems: someProblems }).focusProblem,
    ).toBe(2);
  });

  it('production asks first; a send runs until its answer', () => {
    const asked = tryItReducer(start, { type: 'confirmationAsked' });
    expect(asked.confirming).toBe(true);
    expect(tryItReducer(asked, { type: 'confirmationClosed' }).confirming).toBe(false);
    const controller = new AbortController();
    const sent = tryItReducer(asked, { type: 'sent', controller, announcement: 'Sending' });
    expect(sent).toMatchObject({
      confirming: false,
      sending: controller,
      outcome: null,
      problems: NO_PROBLEMS,
    });
    const outcome = { result: { kind: 'timeout', ms: 30_000 } as const, timeoutSeconds: 30 };
    const done = tryItReducer(sent, { type: 'answered', outcome, announcement: 'Timed out' });
    expect(done).toMatchObject({ sending: null, outcome, announcement: 'Timed out' });
  });

  it('accepts a whole number of seconds within the limits only', () => {
    expect(timeoutProblems('30')).toEqual([]);
    expect(timeoutProblems('300')).toEqual([]);
    for (const text of ['0', '301', '1.5', '', 'abc'])
      expect(timeoutProblems(text)[0]?.key).toBe('tryItErrorTimeout');
  });
});
