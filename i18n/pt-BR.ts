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
  searchDevIndexText:
    'O servidor de desenvolvimento não tem índice de pesquisa: ele é gerado com o site. Rode `npm run build && npm run serve` para testar a pesquisa.',
  searchRetryText: 'Tentar de novo',
  searchUnavailableText:
    'A pesquisa precisa de Web Workers, que estão desativados neste navegador. Navegue pela barra lateral ou ative os workers de JavaScript e recarregue a página.',
  searchSeeAllText: 'Ver todos os resultados',
  searchSeeAllWithinText: 'Ver todos os resultados em {{context}}',
  searchSeeAllOutsideText: 'Ver todos os resultados fora de {{context}}',
  searchSectionGuides: 'Guias',
  searchSectionApi: 'Referência da API',
  searchFilterLabel: 'Mostrar resultados de',
  searchFilterAll: 'Todas as seções',
  searchFilterWithin: 'Em {{context}}',
  searchFilterOutside: 'Fora de {{context}}',
  searchResultCountOne: '1 resultado',
  searchResultCountOther: '{{count}} resultados',
  searchPageCountOne: 'em 1 página',
  searchPageCountOther: 'em {{count}} páginas',

  // --- Webhook signature checker ---
  signatureCheckerTitle: 'Verificador de assinatura de webhook',
  signatureCheckerIntro:
    'Calculado no seu navegador com WebCrypto: nada do que você digita sai desta página. Use apenas segredos de sandbox.',
  signatureCheckerPayloadLabel: 'Payload (corpo JSON bruto)',
  signatureCheckerResetButton: 'Restaurar exemplo',
  signatureCheckerSecretLabel: 'Segredo de assinatura',
  signatureCheckerTimestampLabel: 'Timestamp (segundos Unix)',
  signatureCheckerNowButton: 'Agora',
  signatureCheckerHeadersTitle: 'Cabeçalhos que a API enviaria',
  signatureCheckerCurlTitle: 'Reenvie para o seu servidor local',
  signatureCheckerCopyHeaders: 'Copiar cabeçalhos',
  signatureCheckerCopyCurl: 'Copiar curl',
  signatureCheckerCopied: 'Copiado para a área de transferência.',
  signatureCheckerCopyFailed: 'Não foi possível copiar: selecione o texto e copie manualmente.',
  signatureCheckerNotAvailable: '(indisponível)',
  signatureCheckerInvalidJson:
    'Este payload não é um JSON válido ({{error}}). A assinatura continua sendo calculada sobre os bytes brutos, mas a API nunca envia um corpo assim.',
  signatureCheckerMissingId:
    'O payload não tem um campo "id" do tipo string; por isso não há Webhook-Id para enviar.',
  signatureCheckerSecretEmpty: 'Informe o segredo de assinatura para calcular a assinatura.',
  signatureCheckerSecretPrefix:
    'Os segredos de assinatura começam com whsec_. Confira se você copiou o segredo do webhook, e não uma chave de API.',
  signatureCheckerTimestampInvalid: 'O timestamp deve ser um número inteiro de segundos Unix.',
  signatureCheckerTimestampSkew:
    'Este timestamp está a mais de {{seconds}} segundos do seu relógio: um servidor que segue este guia recusaria a requisição.',
  signatureCheckerCryptoUnavailable:
    'O WebCrypto não está disponível nesta página (exige HTTPS ou localhost); por isso a assinatura não pode ser calculada aqui.',

  // --- API reference ---

  // --- Theme states (footer, banner, colour mode, errors, progress) ---
  footerUsefulLinks: 'Links úteis',
  footerSiteLink: 'Site {{brand}}',
  footerCopyright: 'Copyright © {{year}} {{brand}}',
  announcementLabel: 'Aviso',
  announcementClose: 'Fechar o aviso',
  sidebarOpen: 'Abrir o menu da documentação',
  sidebarClose: 'Fechar o menu',
  sidebarTitle: 'Menu da documentação',
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
  docsVersionUnavailable:
    'A versão que você escolheu antes ({{version}}) não está mais disponível: mostrando {{current}}.',

  // --- Blog ---
  blogAllPosts: 'Todos os posts',
  blogListLabel: 'Posts, do mais recente ao mais antigo',
  blogEmpty: 'Nenhum post publicado ainda.',
  blogFeedTitle: 'Blog do {{site}}',
  blogDescription:
    'Novidades do produto e da API para desenvolvedores: lançamentos, mudanças e descontinuações, com as datas que importam.',
  blogFollow: 'Acompanhe o blog:',
  blogRssFeed: 'Feed RSS',
  blogAtomFeed: 'Feed Atom',
  blogReadingTime: '{{minutes}} min de leitura',
  blogAuthorsLabel: 'Autores',
  blogTagsLabel: 'Tags',
  blogPostNavLabel: 'Mais posts',
  blogPreviousPost: 'Post anterior',
  blogNextPost: 'Próximo post',

  // --- Try it ---
};
