/**
 * Lets a handbook demo take the other colour mode than the page (HandbookPreview's Light/Dark
 * switch), with the site's real styles. Rspress and our components style the dark mode from
 * the root (`.dark`, `html.dark`, `:where(html.rp-dark)` and their descendants), which no
 * element below <html> can undo; this PostCSS pass, run on every stylesheet of the build,
 * gives each such rule a twin scoped to `[data-ap-color-mode]`:
 *
 * - a root rule of a mode (`:root`, `html.dark`, `:where(html:not(.rp-dark))`…) is copied to
 *   the scope of that mode, custom properties and `color-scheme` only (the colour tokens);
 * - a descendant rule of a mode (`.dark .ap-x`) also matches inside a scope of that mode and
 *   no longer matches inside a scope of the other one.
 *
 * The twins keep each selector's specificity (`.dark` becomes `[data-ap-color-mode="dark"]`,
 * `:where(…)` stays zero), so the cascade inside a demo is the page's. Hand-written rather
 * than postcss-selector-parser: the root selectors it recognises are a handful of fixed
 * shapes, and anything else is left as it is.
 */

import { DEMO_COLOR_MODE_ATTRIBUTE } from '../../shared/demo-color-mode';

type Mode = 'light' | 'dark';

/** What this pass uses of a PostCSS rule and its declarations. */
interface CssDeclaration {
  type: string;
  prop?: string;
  remove(): void;
}
interface CssRule {
  selectors: string[];
  parent?: { type: string; name?: string } | undefined;
  nodes: CssDeclaration[];
  clone(overrides: { selectors: string[] }): CssRule;
  after(node: CssRule): void;
}

const DARK_HEAD = /^(:where\()?(html|:root)?\.(?:rp-)?dark\)?$/;
const LIGHT_HEAD = /^(:where\()?(html)?:(?:root|not\(\.(?:rp-)?dark\))\)?$/;

/** The selector's first compound and the rest (after its first combinator), at paren depth 0. */
function splitHead(selector: string): { head: string; rest: string } {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~')) {
      return { head: selector.slice(0, i), rest: selector.slice(i).trim() };
    }
  }
  return { head: selector, rest: '' };
}

function modeOf(head: string): Mode | null {
  if (DARK_HEAD.test(head)) return 'dark';
  if (LIGHT_HEAD.test(head)) return 'light';
  return null;
}

/** The scope of `mode`, with the specificity of `head` (the root selector it stands for). */
function scopeFor(head: string, mode: Mode): string {
  const scope = `[${DEMO_COLOR_MODE_ATTRIBUTE}="${mode}"]`;
  if (head.startsWith(':where(')) return `:where(${scope})`;
  return head.startsWith('html') ? `html ${scope}` : scope;
}

/** `selector` that no longer matches inside a scope of `mode` (before a pseudo-element). */
function outsideScope(selector: string, mode: Mode): string {
  const not = `:not(:where([${DEMO_COLOR_MODE_ATTRIBUTE}="${mode}"] *))`;
  const pseudoElement = /(::?(?:-?[\w-]+)(?:\([^)]*\))?)*$/.exec(selector);
  // Only a trailing `::x` (or a legacy `:before`/`:after`) must stay last.
  const tail = pseudoElement?.[0] ?? '';
  const cut = tail.search(/::|:(?:before|after|first-line|first-letter)\b/);
  if (cut < 0) return `${selector}${not}`;
  const at = selector.length - tail.length + cut;
  return `${selector.slice(0, at)}${not}${selector.slice(at)}`;
}

const KEEP_IN_ROOT_COPY = (prop: string) => prop.startsWith('--') || prop === 'color-scheme';

export function demoColorModeScope() {
  return {
    postcssPlugin: 'ap-demo-color-mode',
    Rule(rule: CssRule) {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name ?? '')) return;
      if (rule.selectors.some((s) => s.includes(DEMO_COLOR_MODE_ATTRIBUTE))) return;
      const rootCopies: string[] = [];
      let changed = false;
      const selectors = rule.selectors.flatMap((selector) => {
        const { head, rest } = splitHead(selector.trim());
        const mode = modeOf(head);
        // `:root .x` holds in both modes; only `:not(.dark) .x` is a light-mode rule.
        if (!mode || (rest && mode === 'light' && !head.includes(':not('))) return [selector];
        if (!rest) {
          rootCopies.push(scopeFor(head, mode));
          return [selector];
        }
        changed = true;
        const other: Mode = mode === 'dark' ? 'light' : 'dark';
        return [outsideScope(selector, other), `${scopeFor(head, mode)} ${rest}`];
      });
      if (rootCopies.length > 0) {
        const copy = rule.clone({ selectors: rootCopies });
        for (const node of [...copy.nodes]) {
          if (node.type !== 'decl' || !KEEP_IN_ROOT_COPY(node.prop ?? '')) node.remove();
        }
        if (copy.nodes.length > 0) rule.after(copy);
      }
      if (changed) rule.selectors = selectors;
    },
  };
}
