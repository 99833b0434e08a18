/**
 * English UI strings of components placed in guide pages (handbook demos, changelog, glossary, checklist, blog tags).
 * Shipped by the chunks of the pages that use them, not by every page's main script (i18n/en.ts is the
 * chrome's table). pt-BR.ts beside it must have exactly these keys.
 */
export const en = {
  // --- Blog ---
  blogTagsLabel: 'Tags',

  // --- Going-live checklist ---
  checklistProgress: '{{done}} of {{total}} done',
  checklistReset: 'Untick all',
  checklistSavedNote: 'Your ticks are kept in this browser only.',

  // --- Changelog ---
  changelogFilterLabel: 'Product',
  changelogFilterAll: 'All products',
  changelogKindBreaking: 'Breaking',
  changelogKindAdditive: 'Additive',
  changelogKindDeprecation: 'Deprecation',
  changelogAffected: 'Operations and fields',
  changelogMigration: 'Migration',
  changelogSunset: 'Stops working on',
  changelogVersion: 'API {{version}}',
  changelogShown: '{{count}} of {{total}} entries',
  changelogNone: 'No entries for this product.',
  changelogFeeds: 'Follow the changes:',
  glossaryAlsoCalled: 'Also called',
  glossaryAvoid: 'Avoid',
  glossaryAvoidEntry: 'write “{{use}}”',
  glossaryElsewhere: 'Other providers call it',
  glossaryGuide: 'Read more',
  glossaryEventsHeading: "Other providers' webhook events",
  glossaryEventsIntro:
    'Coming from another provider? The webhook event this API sends for the same change. An event that only says "something changed" (Mercado Pago\'s `payment.updated`) has no single counterpart: read the transaction\'s `status` in any event.',
  glossaryEventsOurs: 'Event here',
  glossaryEventsTheirs: 'Other providers',

  // --- Writers' handbook (live previews, props tables) ---
  handbookPreviewCode: 'MDX',
  handbookPreviewResult: 'Result',
  handbookPreviewColorMode: 'Color mode of the result',
  handbookPreviewLight: 'Light',
  handbookPreviewDark: 'Dark',
  handbookPropsCaption: 'Props of {{component}}',
  handbookPropsName: 'Prop',
  handbookPropsType: 'Type',
  handbookPropsDefault: 'Default',
  handbookPropsDescription: 'Description',
  handbookPropsRequired: 'required',
  handbookPropsNone: 'This component takes no props.',
  // --- Rate card table (settlement guide) ---
  rateCardColumnWhat: 'Payment or movement',
  rateCardColumnRate: 'Rate',
  rateCardColumnFixed: 'Fixed fee',
  rateCardPix: 'Pix',
  rateCardCardOne: 'Card, 1 installment',
  rateCardCardRange: 'Card, {{from}} to {{to}} installments you finance',
  rateCardCardIssuer: 'Card, installments the issuer finances',
  rateCardCashout: 'Cash-out',
  rateCardAnticipation: 'Anticipation',
  rateCardPerMonth: '{{rate}} per 30 days brought forward',
  rateCardNone: 'none',
} as const;

export type PageComponentsStrings = Record<keyof typeof en, string>;
