import { describe, expect, it } from 'vitest';
import { settledUrlValue, urlEcho } from '../../theme/logic/url-echo';

describe('a search box the URL follows: its own writes coming back', () => {
  it('a write landing after a newer one was made leaves the box alone', () => {
    // Typed "launch", paused (written), typed " to", paused (written): the first lands late.
    const first = urlEcho(['launch', 'launch to'], 'launch');
    expect(first).toEqual({ pending: ['launch to'], outside: false });
    expect(urlEcho(first.pending, 'launch to')).toEqual({ pending: [], outside: false });
  });

  it('a newer write that supersedes older ones settles them all', () => {
    expect(urlEcho(['a', 'ab', 'abc'], 'abc')).toEqual({ pending: [], outside: false });
  });

  it('a value the box never wrote (a link, back/forward) replaces the box', () => {
    expect(urlEcho(['launch'], 'refund')).toEqual({ pending: [], outside: true });
    expect(urlEcho([], 'refund')).toEqual({ pending: [], outside: true });
  });

  it('the URL is compared with what it will hold once the writes under way land', () => {
    expect(settledUrlValue(['launch', 'launch to'], 'launch')).toBe('launch to');
    expect(settledUrlValue([], 'refund')).toBe('refund');
  });
});
