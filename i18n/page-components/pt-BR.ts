import type { PageComponentsStrings } from './en';

/** Brazilian Portuguese UI strings of components placed in guide pages (handbook demos, changelog, glossary, checklist, blog tags) (keys mirror `en.ts`). */
export const ptBR: PageComponentsStrings = {
  // --- Blog ---
  blogTagsLabel: 'Tags',

  // --- Going-live checklist ---
  checklistProgress: '{{done}} de {{total}} concluídos',
  checklistReset: 'Desmarcar tudo',
  checklistSavedNote: 'As marcações ficam salvas só neste navegador.',

  // --- Changelog ---
  changelogFilterLabel: 'Produto',
  changelogFilterAll: 'Todos os produtos',
  changelogKindBreaking: 'Incompatível',
  changelogKindAdditive: 'Compatível',
  changelogKindDeprecation: 'Descontinuação',
  changelogAffected: 'Operações e campos',
  changelogMigration: 'Migração',
  changelogSunset: 'Deixa de funcionar em',
  changelogVersion: 'API {{version}}',
  changelogShown: '{{count}} de {{total}} entradas',
  changelogNone: 'Nenhuma entrada para este produto.',
  changelogFeeds: 'Acompanhe as mudanças:',
  glossaryAlsoCalled: 'Também chamado',
  glossaryAvoid: 'Evite',
  glossaryAvoidEntry: 'escreva “{{use}}”',
  glossaryElsewhere: 'Em outros provedores',
  glossaryGuide: 'Saiba mais',
  glossaryEventsHeading: 'Eventos de webhook de outros provedores',
  glossaryEventsIntro:
    'Vindo de outro provedor? O evento de webhook que esta API envia para a mesma mudança. Um evento que só diz "algo mudou" (o `payment.updated` do Mercado Pago) não tem um equivalente único: leia o `status` da transação em qualquer evento.',
  glossaryEventsOurs: 'Evento aqui',
  glossaryEventsTheirs: 'Em outros provedores',

  // --- Writers' handbook (live previews, props tables) ---
  handbookPreviewCode: 'MDX',
  handbookPreviewResult: 'Resultado',
  handbookPreviewColorMode: 'Modo de cor do resultado',
  handbookPreviewLight: 'Claro',
  handbookPreviewDark: 'Escuro',
  handbookPropsCaption: 'Props de {{component}}',
  handbookPropsName: 'Prop',
  handbookPropsType: 'Tipo',
  handbookPropsDefault: 'Padrão',
  handbookPropsDescription: 'Descrição',
  handbookPropsRequired: 'obrigatória',
  handbookPropsNone: 'Este componente não recebe props.',
  // --- Rate card table (settlement guide) ---
  rateCardColumnWhat: 'Pagamento ou movimentação',
  rateCardColumnRate: 'Taxa',
  rateCardColumnFixed: 'Tarifa fixa',
  rateCardPix: 'Pix',
  rateCardCardOne: 'Cartão, 1 parcela',
  rateCardCardRange: 'Cartão, de {{from}} a {{to}} parcelas que você financia',
  rateCardCardIssuer: 'Cartão, parcelas que o emissor financia',
  rateCardCashout: 'Cash-out',
  rateCardAnticipation: 'Antecipação',
  rateCardPerMonth: '{{rate}} a cada 30 dias adiantados',
  rateCardNone: 'nenhuma',
};
