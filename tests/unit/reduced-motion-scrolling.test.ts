import { describe, expect, it } from 'vitest';
import {
  installReducedMotionScrolling,
  withoutSmooth,
} from '../../theme/logic/reduced-motion-scrolling';

describe('smooth scrolling under prefers-reduced-motion', () => {
  it('turns a smooth request into an instant one and leaves other arguments alone', () => {
    expect(withoutSmooth([{ top: 0, behavior: 'smooth' }])).toEqual([
      { top: 0, behavior: 'instant' },
    ]);
    expect(withoutSmooth([{ top: 5, behavior: 'auto' }])).toEqual([{ top: 5, behavior: 'auto' }]);
    expect(withoutSmooth([10, 20])).toEqual([10, 20]);
    expect(withoutSmooth([])).toEqual([]);
  });

  it('wraps window and element scrolling once, following the preference at each call', () => {
    const calls: unknown[][] = [];
    let reduce = true;
    class FakeElement {
      scroll(...args: unknown[]) {
        calls.push(['element.scroll', ...args]);
      }
      scrollTo(...args: unknown[]) {
        calls.push(['element.scrollTo', ...args]);
      }
      scrollBy(...args: unknown[]) {
        calls.push(['element.scrollBy', ...args]);
      }
      scrollIntoView(...args: unknown[]) {
        calls.push(['element.scrollIntoView', ...args]);
      }
    }
    const win = {
      Element: FakeElement,
      matchMedia: () => ({ matches: reduce }),
      scrollTo: (...args: unknown[]) => calls.push(['window.scrollTo', ...args]),
      scroll: (...args: unknown[]) => calls.push(['window.scroll', ...args]),
      scrollBy: (...args: unknown[]) => calls.push(['window.scrollBy', ...args]),
    };
    // biome-ignore lint/suspicious/noExplicitAny: a minimal stand-in for window.
    installReducedMotionScrolling(win as any);
    win.scrollTo({ top: 0, behavior: 'smooth' });
    new FakeElement().scrollIntoView({ behavior: 'smooth', block: 'center' });
    new FakeElement().scroll({ left: 3, behavior: 'smooth' });
    reduce = false;
    win.scrollTo({ top: 0, behavior: 'smooth' });
    expect(calls).toEqual([
      ['window.scrollTo', { top: 0, behavior: 'instant' }],
      ['element.scrollIntoView', { behavior: 'instant', block: 'center' }],
      ['element.scroll', { left: 3, behavior: 'instant' }],
      ['window.scrollTo', { top: 0, behavior: 'smooth' }],
    ]);
  });
});
