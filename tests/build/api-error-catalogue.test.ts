/**
 * The error catalogue generated from the spec's `x-error-codes`: one entry per
 * code with its status, texts in both languages, retry advice and the
 * operations that return it; API page examples carry their code for the link.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type {
  ApiErrorCatalogueData,
  ApiOperationPageData,
  ApiSidebarData,
} from '../../shared/api/page-model';
import { generatedApi } from '../support/generated-api';
import { specOperations } from '../support/spec-operations';

describe('the error catalogue', () => {
  const project = generatedApi();
  const data = (lang: string) =>
    JSON.parse(project.read(`docs/${lang}/docs/api/_data/errors.json`)) as ApiErrorCatalogueData;

  it('has one entry per declared code, grouped by status, each returned by some operation', () => {
    const spec = parse(project.read('openapi/openapi.yaml')) as {
      'x-error-codes': Record<string, { status: number }>;
    };
    const declared = Object.keys(spec['x-error-codes']).sort();
    const catalogue = data('en');
    const codes = catalogue.groups.flatMap((g) => g.entries.map((e) => e.code)).sort();
    expect(codes).toEqual(declared);
    expect(catalogue.groups.map((g) => g.status)).toEqual([400, 401, 403, 404, 409, 422, 429, 500]);
    for (const group of catalogue.groups)
      for (const entry of group.entries) {
        expect(entry.status).toBe(group.status);
        expect(entry.operations.length, entry.code).toBeGreaterThan(0);
      }
  });

  it('lists the operations that return a code and its localized texts', () => {
    const find = (lang: string, code: string) =>
      data(lang)
        .groups.flatMap((g) => g.entries)
        .find((e) => e.code === code);
    const en = find('en', 'refund_window_expired');
    expect(en?.retry).toBe('no');
    expect(en?.type).toBe('validation_error');
    expect(en?.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'post /transactions/{id}/refund',
    ]);
    expect(en?.causeHtml).toContain('90 days');
    expect(find('pt-BR', 'refund_window_expired')?.causeHtml).toContain('90 dias');
    // A shared response (components/responses/Unauthorized) is returned by every operation.
    expect(find('en', 'invalid_api_key')?.operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      specOperations.map((o) => `${o.method} ${o.key}`),
    );
    expect(
      find('en', 'insufficient_balance')
        ?.operations.map((o) => o.path)
        .sort(),
    ).toEqual(['/cashouts', '/transactions/{id}/refund']);
  });

  it('writes the page in both languages with its title, and the sidebar entry', () => {
    expect(project.read('docs/en/docs/api/errors.mdx')).toContain('title: "Error codes"');
    expect(project.read('docs/pt-BR/docs/api/errors.mdx')).toContain('title: "Códigos de erro"');
    const sidebar = JSON.parse(
      project.read('.generated/api-reference/sidebar.json'),
    ) as ApiSidebarData;
    expect(sidebar.en.errorsTitle).toBe('Error codes');
    expect(sidebar['pt-BR'].errorsTitle).toBe('Códigos de erro');
  });

  it('gives each error example of an operation page its code (the link to the entry)', () => {
    const page = JSON.parse(
      project.read('docs/en/docs/api/_data/user-transaction-controller-refund-transaction.json'),
    ) as ApiOperationPageData;
    const byStatus = (status: string) =>
      page.responses.find((r) => r.status === status)?.content?.examples.map((e) => e.errorCode);
    expect(byStatus('409')).toEqual([
      'transaction_not_refundable',
      'infraction_open',
      'idempotency_key_reused',
    ]);
    expect(byStatus('422')).toEqual([
      'refund_amount_too_large',
      'refund_window_expired',
      'insufficient_balance',
    ]);
    // Success examples (a full and a partial refund) carry no error code.
    expect(byStatus('200')).toEqual([undefined, undefined]);
  });

  it('publishes doc_url in the error examples, on the brand docs URL', () => {
    const published = project.read('.generated/api-reference/public/openapi.json');
    expect(published).toContain(
      '"doc_url": "https://developers.acmepay.example/docs/api/errors#infraction_open"',
    );
    expect(published).not.toContain('%DOCS_URL%');
  });
});
