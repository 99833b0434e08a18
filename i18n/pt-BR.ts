import type { UiStrings } from './en';

/** Brazilian Portuguese UI strings (keys mirror `en.ts`). */
export const ptBR: UiStrings = {
  // --- Rspress built-in theme ---
  languagesText: 'Idiomas',
  themeText: 'Tema',
  versionsText: 'Versões',
  menuTitle: 'Menu',
  outlineTitle: 'Nesta página',
  scrollToTopText: 'Voltar ao topo',
  lastUpdatedText: 'Atualizado em',
  lastUpdatedAuthorText: 'por',
  prevPageText: 'Página anterior',
  nextPageText: 'Próxima página',
  sourceCodeText: 'Código-fonte',
  searchPlaceholderText: 'Pesquisar',
  searchPanelCancelText: 'Cancelar',
  searchNoResultsText: 'Nenhum resultado',
  searchSuggestedQueryText: 'Tente pesquisar com outras palavras',
  'overview.filterNameText': 'Filtrar',
  'overview.filterPlaceholderText': 'Pesquisar na API',
  'overview.filterNoResultText': 'Nenhuma operação encontrada',
  openInText: 'Abrir no {{name}}',
  copyMarkdownText: 'Copiar Markdown',
  copyMarkdownLinkText: 'Copiar link do Markdown',
  connectEditorText: 'Conectar ao seu editor',
  editLinkText: 'Editar esta página',
  codeButtonGroupCopyButtonText: 'Copiar código',
  codeButtonGroupWrapButtonText: 'Alternar quebra de linha',
  notFoundText: 'Página não encontrada',
  takeMeHomeText: 'Voltar para o início',
  promptCopyText: 'Copiar prompt',
  promptCopiedText: 'Copiado',
  promptExpandText: 'Expandir',
  promptCollapseText: 'Recolher',

  // --- Site ---
  skipToContent: 'Pular para o conteúdo',
  notFoundDescription: 'A página que você procura não existe ou foi movida.',
  notFoundDocsLink: 'Ler a documentação',

  // --- Search page ---
  searchPageTitle: 'Pesquisa',
  searchPageLabel: 'Pesquisar na documentação',
  searchPageEmpty: 'Digite um termo para pesquisar na documentação.',
  searchClearText: 'Limpar pesquisa',
  searchSuggestionsLabel: 'Sugestões de pesquisa',
  searchLoadingText: 'Carregando o índice de pesquisa…',
  searchErrorText: 'Não foi possível carregar o índice de pesquisa.',

  // --- Search page ---
  searchRetryText: 'Tentar de novo',

  // ---  ---
  searchUnavailableText:
    'A pesquisa precisa de Web Workers, que estão desativados neste navegador. Navegue pela barra lateral ou ative os workers de JavaScript e recarregue a página.',

  // --- Search page ---
  searchDidYouMean: 'Você quis dizer',
  searchDidYouMeanEnd: '?',
  searchOtherLanguageText: 'Resultados em {{language}}',
  searchFieldIn: 'em {{operation}}',
  searchSeeAllText: 'Ver todos os resultados',
  searchSeeAllWithinText: 'Ver todos os resultados em {{context}}',
  searchSeeAllOutsideText: 'Ver todos os resultados fora de {{context}}',
  searchSectionGuides: 'Guias',
  searchSectionApi: 'Referência da API',
  searchFilterLabel: 'Mostrar resultados de',
  searchFilterAll: 'Guias, referência da API e blog',
  searchFilterWithin: 'Em {{context}}',
  searchFilterOutside: 'Fora de {{context}}',
  searchResultCountOne: '1 resultado',
  searchResultCountOther: '{{count}} resultados',
  searchPageCountOne: 'em 1 página',
  searchPageCountOther: 'em {{count}} páginas',

  // --- Theme states (footer, banner, colour mode, errors, progress) ---
  footerUsefulLinks: 'Links úteis',
  footerHandbookLink: 'Manual de redação',
  footerSiteLink: 'Site {{brand}}',
  footerCopyright: 'Copyright © {{year}} {{brand}}',
  footerDocsTitle: 'Documentação',
  footerWebhooksLink: 'Webhooks',
  footerApiTitle: 'Referência da API',
  footerApiOverview: 'Visão geral da API',
  footerOpenApiYaml: 'Contrato OpenAPI (YAML)',
  footerOpenApiJson: 'Contrato OpenAPI (JSON)',
  footerBlogTitle: 'Blog',
  footerBlogLink: 'Todos os posts',
  footerRssFeed: 'Feed RSS',
  footerAtomFeed: 'Feed Atom',
  footerStatusLink: 'Status da API',
  footerSupportLink: 'Suporte a desenvolvedores',
  footerSupportLine: 'Dúvidas sobre a integração?',
  notFoundSuggestions: 'Talvez você procurasse',
  notFoundSearch: 'Buscar “{{query}}” na documentação',

  // ---  ---
  docsVersionExplain:
    '{{version}} é a única versão publicada e documenta o /v2, a API como ela funciona hoje em produção. O /v1 está descontinuado e não tem documentação publicada: o changelog diz até quando ele responde.',

  // --- Theme states (footer, banner, colour mode, errors, progress) ---
  docsVersionChangelog: 'O que mudou: o changelog',
  codeBlockLanguage: 'Linguagem: {{language}}',
  siteMenuSidebarTitle: 'Nesta seção',
  announcementLabel: 'Aviso',
  announcementClose: 'Fechar o aviso',
  colorModeToggle: 'Alternar tema (atual: {{mode}})',
  colorModeLight: 'claro',
  colorModeDark: 'escuro',
  colorModeSystem: 'sistema',
  loadingText: 'Carregando…',
  pageCrashedTitle: 'Esta página travou.',
  pageCrashedTryAgain: 'Tentar novamente',
  chunkErrorTitle: 'Não foi possível carregar esta página.',
  chunkErrorRetry: 'Tentar novamente',
  docsVersionLabel: 'Versão: {{version}}',
  docsVersionLatest: 'mais recente',
  docsVersionMenu: 'Versões da documentação',

  // ---  ---
  docsVersionUnavailable:
    'A versão que você escolheu antes ({{version}}) não está mais disponível: mostrando {{current}}.',

  // --- Blog ---
  blogListLabel: 'Posts, do mais recente ao mais antigo',
  blogEmpty: 'Nenhum post publicado ainda.',
  blogFeedTitle: 'Blog do {{site}}',
  blogFollow: 'Acompanhe o blog:',
  blogRssFeed: 'Feed RSS',
  blogAtomFeed: 'Feed Atom',
  blogReadingTime: '{{minutes}} min de leitura',
  blogAuthorsLabel: 'Autores',
  blogPostNavLabel: 'Mais posts',
  blogPreviousPost: 'Post anterior',
  blogNextPost: 'Próximo post',

  // --- Performance and accessibility ---
  headingAnchorLabel: 'Link para a seção “{{heading}}”',
  languageMenuLabel: 'Idioma: {{language}}',
  siteMenuOpen: 'Abrir o menu do site',
  siteMenuClose: 'Fechar o menu do site',
  siteMenuTitle: 'Menu do site',
  mainNavLabel: 'Principal',
  sidebarLandmarkLabel: 'Páginas da documentação',
  diagramScrollLabel: 'Diagrama (rola para o lado)',
  tableScrollLabel: 'Tabela (rola para o lado)',
  llmsMoreOptions: 'Mais formas de usar esta página com ferramentas de IA',
  opensInNewTab: '(abre em uma nova aba)',

  // --- Writers' handbook (live previews, props tables) ---
  searchSectionHandbook: 'Manual de redação',
};
