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
 * generates from `file` (its props interface and doc comments). `parts` are components of
 * the same file that only make sense inside this one; its page documents them too.
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
  Checklist: {
    file: 'theme/components/Checklist/Checklist.tsx',
    page: 'checklist',
    label: { 'pt-BR': 'Checklist', en: 'Checklist' },
    parts: ['ChecklistItem', 'ChecklistStorageNote'],
  },
  ChangelogList: {
    file: 'theme/components/Changelog/ChangelogList.tsx',
    page: 'changelog-list',
    label: { 'pt-BR': 'Lista do changelog', en: 'Changelog list' },
  },
} as const satisfies Record<
  string,
  { file: string; page: string; label: LocaleText; parts?: readonly string[] }
>;

export type HandbookComponentName = keyof typeof handbookComponents;

type PartsOf<Entry> = Entry extends { parts: readonly (infer Part)[] } ? Part : never;

/** Every component with a props table in the handbook: the pages' components and their parts. */
export type DocumentedComponentName =
  | HandbookComponentName
  | PartsOf<(typeof handbookComponents)[HandbookComponentName]>;

/**
 * The one module docgen reads: it re-exports every component of `handbookComponents` (a unit
 * test keeps the two in step), because @rspress/plugin-api-docgen starts a TypeScript
 * program per entry, and one program for all components is several times faster than one each.
 */
export const docgenBarrel = 'theme/components/handbook/documented-components.ts';

/** docgen's name for the barrel's tables (its virtual module's key is `<name>-<lang>`). */
export const docgenBarrelName = 'HandbookComponents';

/** @rspress/plugin-api-docgen's entries: name -> file (relative to the project root). */
export function docgenEntries(): Record<string, string> {
  return { [docgenBarrelName]: docgenBarrel };
}

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
