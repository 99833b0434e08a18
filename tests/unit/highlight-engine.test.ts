/**
 * The generator highlights with Shiki's JavaScript regex engine, for speed
 * (scripts/api/highlight-code.ts). It must give what Shiki's default engine
 * (Oniguruma) gives: the same HTML for every sample language and for JSON.
 */
import { toHtml } from 'hast-util-to-html';
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LANGUAGES, loadHighlighter } from '../../scripts/api/highlight-code';
import { SAMPLE_LANGUAGES, type SampleHar } from '../../shared/api/sample-printers';

const har: SampleHar = {
  method: 'POST',
  url: 'https://sandbox.api.acmepay.example/v1/transactions?expand=card&note=%22caf%C3%A9%22',
  headers: [
    { name: 'Authorization', value: 'Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc' },
    { name: 'Idempotency-Key', value: '9f1c\'2b"\\$(rm -rf)' },
    { name: 'Content-Type', value: 'application/json' },
  ],
  postData: {
    mimeType: 'application/json',
    text: JSON.stringify({
      amount: 15000,
      currency: 'BRL',
      // Quotes, a template placeholder, backticks and a backslash: each language escapes them its way.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the point
      description: 'Pedido #123 — "tênis" ${x} `y` \\ ção',
      card: { number: '4111111111111111', cvv: '123', installments: 3, save: true },
      items: [{ sku: 'SHO-204', quantity: 1, unit_price: 15000.5 }],
      metadata: null,
    }),
  },
};

describe('the JavaScript regex engine highlights as Oniguruma does', () => {
  it('for every sample language and JSON', async () => {
    const ours = await loadHighlighter();
    const oniguruma = await createHighlighter({
      themes: [
        createCssVariablesTheme({
          name: 'css-variables',
          variablePrefix: '--shiki-',
          variableDefaults: {},
          fontStyle: true,
        }),
      ],
      langs: [...HIGHLIGHT_LANGUAGES],
    });
    const cases = [
      ...SAMPLE_LANGUAGES.map((l) => ({ lang: l.highlight, code: l.print(har) })),
      {
        lang: 'json' as const,
        code: JSON.stringify(JSON.parse(har.postData?.text ?? ''), null, 2),
      },
    ];
    expect(new Set(cases.map((c) => c.lang))).toEqual(new Set(HIGHLIGHT_LANGUAGES));
    for (const { lang, code } of cases) {
      const root = oniguruma.codeToHast(code, { lang, theme: 'css-variables' });
      const pre = root.children.find((n) => n.type === 'element');
      const codeEl =
        pre?.type === 'element'
          ? pre.children.find((n) => n.type === 'element' && n.tagName === 'code')
          : undefined;
      const expected = codeEl?.type === 'element' ? toHtml(codeEl.children) : '';
      expect(expected).toContain('--shiki-token');
      expect(ours.highlight(code, lang), lang).toBe(expected);
    }
    oniguruma.dispose();
  });
});
