import type { HomeStrings } from './en';

/** Brazilian Portuguese texts of the home page (keys mirror `en.ts`). */
export const ptBR: HomeStrings = {
  homeSampleTitle: 'Sua primeira cobrança Pix (sandbox)',
  homeSampleTabs: 'Linguagem do exemplo',
  homeSampleCopied: 'Copiado',
  homeTasksTitle: 'O que você quer fazer?',
  homeProductsTitle: 'Produtos',
  homeFeaturesTitle: 'Guias e referência',
  homeOperationsTitle: 'Operações mais usadas',
  homeOperationsAll: 'Todas as operações na referência da API',
};
