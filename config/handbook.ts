/**
 * The writers' handbook (`/docs/handbook/`): its pages in sidebar order and the
 * MDX components it documents. Outside the readers' navbar; linked from the footer.
 */
import type { LocaleText } from './locales';

/** Locale-free path prefix of the handbook. */
export const handbookPrefix = '/docs/handbook/';

/** The handbook's first page, linked from the footer (which imports only this). */
export const handbookEntry = '/docs/handbook/writing-a-page';

/**
 * The components writers may use in MDX, each documented by a handbook page
 * (`/docs/handbook/components/<page>`) whose props table @rspress/plugin-api-docgen
 * generates from `file` (its props interface and doc comments).
 */
export const handbookComponents = {
  WebhookSignatureChecker: {
    file: 'theme/components/WebhookSignatureChecker/WebhookSignatureChecker.tsx',
    page: 'webhook-signature-checker',
    label: { 'pt-BR': 'Verificador de assinatura', en: 'Signature checker' },
  },
  WebhookEvents: {
    file: 'theme/components/api/WebhookEvents.tsx',
    page: 'webhook-events',
    label: { 'pt-BR': 'Eventos de webhook', en: 'Webhook events' },
  },
  LazyPart: {
    file: 'theme/components/LazyPart/LazyPart.tsx',
    page: 'lazy-part',
    label: { 'pt-BR': 'Parte carregada sob demanda', en: 'Lazy-loaded part' },
  },
} as const satisfies Record<string, { file: string; page: string; label: LocaleText }>;

export type HandbookComponentName = keyof typeof handbookComponents;

/**
 * @rspress/plugin-api-docgen's one entry: a module re-exporting every documented component
 * (written by plugins/writers-handbook). One entry is one TypeScript program for all the
 * tables; an entry per component cost a program each (about 1 s apiece).
 */
export const DOCGEN_ENTRY = 'documented-components';

/** Where the re-exporting module is written, relative to the project root. */
export const DOCGEN_ENTRY_FILE = `.generated/handbook/${DOCGEN_ENTRY}.ts`;

/**
 * The handbook's sidebar: the writing guides, then one page per component. A function, so
 * browser code that imports this module for `handbookEntry` does not bundle the table.
 */
export function handbookCategories() {
  return [
    {
      label: { 'pt-BR': 'Manual de redação', en: "Writers' handbook" },
      items: [
        {
          slug: handbookEntry.slice('/docs/'.length),
          label: { 'pt-BR': 'Como escrever uma página', en: 'Writing a page' },
        },
        {
          slug: 'handbook/style',
          label: { 'pt-BR': 'Estilo e terminologia', en: 'Style and terminology' },
        },
      ],
    },
    {
      label: { 'pt-BR': 'Componentes MDX', en: 'MDX components' },
      items: Object.values(handbookComponents).map((c) => ({
        slug: `handbook/components/${c.page}`,
        label: c.label,
      })),
    },
  ] as const satisfies readonly {
    label: LocaleText;
    items: readonly { slug: string; label: LocaleText }[];
  }[];
}
