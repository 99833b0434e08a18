import { describe, expect, it } from 'vitest';
import { demoColorModeScope } from '../../plugins/writers-handbook/demo-color-mode';

interface Decl {
  type: 'decl';
  prop: string;
  value: string;
  remove(): void;
}

/** A stylesheet of flat rules with just what the pass uses of PostCSS' nodes. */
function run(css: [selectors: string[], decls: Record<string, string>][]): string[] {
  const sheet: FakeRule[] = [];
  class FakeRule {
    nodes: Decl[];
    parent = { type: 'root' };
    constructor(
      public selectors: string[],
      decls: Record<string, string>,
    ) {
      this.nodes = Object.entries(decls).map(([prop, value]) => {
        const decl: Decl = {
          type: 'decl',
          prop,
          value,
          remove: () => {
            this.nodes = this.nodes.filter((d) => d !== decl);
          },
        };
        return decl;
      });
    }
    clone({ selectors }: { selectors: string[] }) {
      return new FakeRule(selectors, Object.fromEntries(this.nodes.map((d) => [d.prop, d.value])));
    }
    after(rule: FakeRule) {
      sheet.splice(sheet.indexOf(this) + 1, 0, rule);
    }
  }
  for (const [selectors, decls] of css) sheet.push(new FakeRule(selectors, decls));
  const pass = demoColorModeScope();
  for (const rule of [...sheet]) pass.Rule(rule);
  return sheet.map(
    (r) => `${r.selectors.join(',')}{${r.nodes.map((d) => `${d.prop}:${d.value}`).join(';')}}`,
  );
}

describe('the demo colour-mode CSS pass', () => {
  it("copies each mode's colour tokens to that mode's scope, with the same specificity", () => {
    expect(
      run([
        [[':root'], { '--bg': '#fff', 'font-size': '16px' }],
        [['html.dark'], { '--bg': '#121212', 'color-scheme': 'dark' }],
        [[':where(html.rp-dark)'], { '--text': '#eee' }],
        [[':where(html:not(.rp-dark))'], { '--text': '#222' }],
        [['.dark'], { '--brand': '#2fb886' }],
      ]),
    ).toEqual([
      ':root{--bg:#fff;font-size:16px}',
      '[data-ap-color-mode="light"]{--bg:#fff}',
      'html.dark{--bg:#121212;color-scheme:dark}',
      'html [data-ap-color-mode="dark"]{--bg:#121212;color-scheme:dark}',
      ':where(html.rp-dark){--text:#eee}',
      ':where([data-ap-color-mode="dark"]){--text:#eee}',
      ':where(html:not(.rp-dark)){--text:#222}',
      ':where([data-ap-color-mode="light"]){--text:#222}',
      '.dark{--brand:#2fb886}',
      '[data-ap-color-mode="dark"]{--brand:#2fb886}',
    ]);
  });

  it("makes a mode's descendant rules hold in its scope and stop in the other's", () => {
    expect(
      run([
        [['.dark .ap-badge', '.ap-other'], { color: '#ff8a80' }],
        [['.rp-dark .rp-scrollbar::-webkit-scrollbar-thumb:hover'], { background: '#333' }],
        [[':root #nprogress .bar'], { background: 'green' }],
        [['.dark::view-transition-new(root)'], { 'z-index': '1' }],
      ]),
    ).toEqual([
      '.dark .ap-badge:not(:where([data-ap-color-mode="light"] *)),[data-ap-color-mode="dark"] .ap-badge,.ap-other{color:#ff8a80}',
      '.rp-dark .rp-scrollbar:not(:where([data-ap-color-mode="light"] *))::-webkit-scrollbar-thumb:hover,[data-ap-color-mode="dark"] .rp-scrollbar::-webkit-scrollbar-thumb:hover{background:#333}',
      // Not mode rules: `:root .x` holds in both modes; a pseudo-element of the root is left alone.
      ':root #nprogress .bar{background:green}',
      '.dark::view-transition-new(root){z-index:1}',
    ]);
  });
});
