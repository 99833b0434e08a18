import type { BuildStrings } from './en';

/** Brazilian Portuguese UI strings of text written into pages and feeds at build time (blog sidebar, feeds, generated API pages) (keys mirror `en.ts`). */
export const ptBR: BuildStrings = {
  // --- Blog ---
  blogAllPosts: 'Todos os posts',

  // ---  ---
  blogDescription:
    'Novidades do produto e da API para desenvolvedores: lançamentos, mudanças e descontinuações, com as datas que importam.',

  // --- Blog ---
  feedPageBadge: 'Feed',

  // ---  ---
  feedPageIntro:
    'Este é o feed do blog. Copie o endereço abaixo em um leitor de feeds para receber cada novo post; esta página é o que o seu navegador mostra dele.',

  // --- Blog ---
  feedPageBlogLink: 'Ler o blog no site',
  feedPagePosts: 'Posts deste feed',

  // --- Error catalogue (/docs/api/errors, generated from x-error-codes) ---
  apiErrorsTitle: 'Códigos de erro',

  // ---  ---
  apiErrorsDescription:
    'Todos os códigos de erro que a API retorna: status HTTP, significado, causa provável, o que fazer, se vale repetir e as operações que o retornam.',

  // --- Changelog ---
  changelogFeedTitle: 'Changelog da API {{brand}}',
  changelogFeedDescription: 'Mudanças incompatíveis, novidades e descontinuações da API {{brand}}.',
};
