/**
 * English texts of the home page (theme/components/Home*): its section titles
 * and the sample card. They load with the home page's chunk, not with every
 * page's main script. pt-BR.ts beside it must have exactly these keys.
 */
export const en = {
  homeSampleTitle: 'Your first Pix charge (sandbox)',
  homeSampleTabs: 'Language of the sample',
  homeSampleCopied: 'Copied',
  homeTasksTitle: 'What do you want to do?',
  homeProductsTitle: 'Products',
  homeFeaturesTitle: 'Guides and reference',
  homeOperationsTitle: 'Popular operations',
  homeOperationsAll: 'All operations in the API reference',
} as const;

export type HomeStrings = Record<keyof typeof en, string>;
