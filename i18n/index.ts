import type { Lang } from '../config/locales';
import { apiReferenceText } from './api-reference';
import { apiSchemaText } from './api-schema';
import { buildText } from './build';
import { en, type UiStringKey, type UiStrings } from './en';
import type { FeatureText } from './feature-text';
import { homeText } from './home';
import { mcpText } from './mcp';
import { pageComponentsText } from './page-components';
import { ptBR } from './pt-BR';
import { sandboxToolsText } from './sandbox-tools';
import { tryItText } from './try-it';

export type { UiStringKey, UiStrings };

/** The chrome's table per locale (Starlight-style): what every page's main script carries. */
export const chromeStrings: FeatureText<UiStrings> = { 'pt-BR': ptBR, en };

/**
 * Every table, by name: the chrome's and each lazy part's. Their keys never overlap
 * (tests/unit/i18n.test.ts), so a string has exactly one home.
 */
export const uiStringTables = {
  chrome: chromeStrings,
  apiReference: apiReferenceText,
  apiSchema: apiSchemaText,
  tryIt: tryItText,
  sandboxTools: sandboxToolsText,
  pageComponents: pageComponentsText,
  home: homeText,
  build: buildText,
  mcp: mcpText,
} as const;

type TableStrings<T> = T extends FeatureText<infer S> ? S : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
/** All UI strings of one locale, every table merged. */
export type AllUiStrings = UnionToIntersection<
  TableStrings<(typeof uiStringTables)[keyof typeof uiStringTables]>
>;

function mergedTable(lang: Lang): AllUiStrings {
  return Object.assign(
    {},
    ...Object.values(uiStringTables).map((table) => table[lang]),
  ) as AllUiStrings;
}

/** All UI strings per locale, for build-time code (generated pages, feeds, heading anchors). */
export const uiStrings: Record<Lang, AllUiStrings> = {
  'pt-BR': mergedTable('pt-BR'),
  en: mergedTable('en'),
};

/**
 * The chrome's tables in the shape Rspress' `i18nSource` wants (key -> lang -> text),
 * so both Rspress' own components and ours read them through `useI18n()`. The lazy
 * parts' tables stay out: they load with their parts (`useFeatureText`).
 */
export function toRspressI18nSource(
  base: Record<string, Record<string, string>>,
): Record<string, Record<string, string>> {
  // Only the site's languages: Rspress' own tables also carry zh, ja, ko, ru..., and the
  // whole table ships in every page's main script.
  const siteLangs = new Set<string>(Object.keys(chromeStrings));
  const merged: Record<string, Record<string, string>> = {};
  for (const [key, texts] of Object.entries(base)) {
    merged[key] = Object.fromEntries(Object.entries(texts).filter(([lang]) => siteLangs.has(lang)));
  }
  for (const [lang, table] of Object.entries(chromeStrings)) {
    for (const [key, text] of Object.entries(table)) {
      merged[key] = { ...merged[key], [lang]: text };
    }
  }
  return merged;
}
