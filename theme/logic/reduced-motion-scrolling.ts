/**
 * Rspress scrolls smoothly from JavaScript (back to top, the outline
 * following the reading position, code blocks) with `behavior: 'smooth'`,
 * which overrides CSS `scroll-behavior` and has no option to turn it off.
 * For readers who ask for reduced motion, the browser's scrolling methods
 * are wrapped once so that a smooth request jumps instead; other readers
 * keep the smooth scrolling. The preference is read at each call, so a
 * change in the OS settings applies at once.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type ScrollArgs = [ScrollToOptions?] | [number, number];

/** The options without `behavior: 'smooth'` (the arguments untouched otherwise). */
export function withoutSmooth<T extends unknown[]>(args: T): T {
  const [first] = args;
  if (typeof first === 'object' && first !== null && 'behavior' in first) {
    const options = first as { behavior?: ScrollBehavior };
    if (options.behavior === 'smooth') {
      return [{ ...options, behavior: 'instant' }, ...args.slice(1)] as T;
    }
  }
  return args;
}

let installed = false;

export function installReducedMotionScrolling(
  win: Window & { Element: typeof Element } = window,
): void {
  if (installed || typeof win.matchMedia !== 'function') return;
  installed = true;
  const reduced = () => win.matchMedia(REDUCED_MOTION_QUERY).matches;
  const wrap = <O extends object>(owner: O, name: 'scroll' | 'scrollTo' | 'scrollBy') => {
    const original = (owner as Record<string, unknown>)[name] as
      | ((...args: ScrollArgs) => void)
      | undefined;
    if (typeof original !== 'function') return;
    (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: ScrollArgs) {
      return original.apply(this, reduced() ? withoutSmooth(args) : args);
    };
  };
  for (const name of ['scroll', 'scrollTo', 'scrollBy'] as const) {
    wrap(win, name);
    wrap(win.Element.prototype, name);
  }
  const intoView = win.Element.prototype.scrollIntoView;
  win.Element.prototype.scrollIntoView = function (
    this: Element,
    arg?: boolean | ScrollIntoViewOptions,
  ) {
    return intoView.call(
      this,
      reduced() && typeof arg === 'object' ? withoutSmooth([arg])[0] : arg,
    );
  };
}
