import type { ApiReferenceStrings } from './en';

/** Brazilian Portuguese UI strings of the API reference (operation pages, overview, error catalogue; keys mirror `en.ts`). */
export const ptBR: ApiReferenceStrings = {
  // --- API reference ---
  apiMethodLabel: 'Método HTTP {{method}}',
  apiServerLabel: 'Servidor',
  apiEnvironmentProduction: 'Produção',
  apiEnvironmentSandbox: 'Sandbox',
  apiCopyUrl: 'Copiar URL',
  apiUrlCopied: 'Copiada',
  apiDeprecatedNotice:
    'Esta operação está obsoleta: ainda funciona, mas evite usá-la em código novo.',
  apiAuthTitle: 'Autenticação',
  apiAuthBearer: 'Envie sua chave secreta como token bearer no cabeçalho {{header}}:',
  apiAuthBasic: 'Envie suas credenciais com autenticação HTTP Basic no cabeçalho {{header}}.',
  apiAuthApiKey: 'Envie sua chave no parâmetro {{name}} ({{location}}).',
  apiAuthNone: 'Esta operação não exige autenticação.',
  apiAuthGuideLink: 'Como funciona a autenticação',
  apiParametersTitle: 'Parâmetros',
  apiParametersPath: 'Parâmetros de caminho',
  apiParametersQuery: 'Parâmetros de consulta',
  apiParametersHeader: 'Parâmetros de cabeçalho',
  apiParametersCookie: 'Parâmetros de cookie',
  apiRequestBodyTitle: 'Corpo da requisição',
  apiResponsesTitle: 'Respostas',
  apiResponseHeaders: 'Cabeçalhos da resposta',
  apiResponseErrorBody: 'objeto de erro',
  apiResponseDetails: 'Cabeçalhos e corpo',
  apiNoBody: 'Sem corpo.',
  apiCodeSamplesTitle: 'Requisição',
  apiLanguageLabel: 'Linguagem',
  apiRequestExampleLabel: 'Exemplo',
  apiResponseExamplesTitle: 'Resposta',
  apiResponseStatusLabel: 'Status',
  apiResponseExampleNone: 'Esta resposta não tem corpo.',
  apiOverviewVersion: 'Versão {{version}}',
  apiOverviewServers: 'Servidores',
  apiOverviewServersGuide: 'Ambientes, chaves e URLs base',
  apiOverviewAuthentication: 'Autenticação',
  apiOverviewOperations: 'Operações',
  apiOverviewDownload: 'Baixar a especificação',

  // ---  ---
  apiOverviewDownloadText:
    'A API inteira como um documento OpenAPI 3.1, para importar no Postman, no Insomnia ou num gerador de clientes:',

  // --- API reference ---
  apiOverviewDownloadJson: 'openapi.json (JSON)',
  apiOverviewDownloadYaml: 'openapi.yaml (YAML)',
  apiOverviewTools: 'Baixar para Postman / Insomnia',

  // ---  ---
  apiOverviewToolsText:
    'Todas as operações prontas para enviar, em pastas por tag, com seu exemplo e suas respostas salvas. Escolha o ambiente de sandbox ou de produção e ponha sua chave secreta na variável apiKey dele. Cada envio leva uma Idempotency-Key nova, então reenviar uma requisição é uma operação nova, não uma nova tentativa da anterior.',

  // --- API reference ---
  apiOverviewPostmanCollection: 'Coleção do Postman',
  apiOverviewPostmanSandbox: 'Ambiente do Postman: sandbox',
  apiOverviewPostmanProduction: 'Ambiente do Postman: produção',
  apiOverviewInsomnia: 'Insomnia (coleção e os dois ambientes)',
  apiColumnEnvironment: 'Ambiente',
  apiColumnBaseUrl: 'URL base',

  // --- Try it ---
  tryItSamplesLive: 'Mostrando a requisição do Testar; a sua chave aparece como um valor fictício.',

  // ---  ---
  apiErrorsIntro:
    'Toda resposta de erro traz error.code e error.doc_url, um link para a entrada abaixo. Decida no seu código pelo code (e pelo status HTTP), nunca pela message: o texto dela pode mudar.',

  // --- Error catalogue (/docs/api/errors, generated from x-error-codes) ---
  apiErrorMeaning: 'Significado',
  apiErrorCause: 'Causa provável',
  apiErrorAction: 'O que fazer',
  apiErrorRetry: 'Repetir?',
  apiErrorReturnedBy: 'Retornado por',
  apiErrorRetryNo: 'Não: a mesma requisição falha sempre do mesmo jeito.',
  apiErrorRetryAfterFix: 'Só depois de corrigir a causa.',
  apiErrorRetryAfterWait: 'Sim, depois de esperar os segundos de Retry-After.',
  apiErrorRetryYes: 'Sim, com backoff e a mesma Idempotency-Key.',
  apiErrorEntryLink: 'O que {{code}} significa e o que fazer',

  // --- Test data page (sandbox scenarios) and its links ---
  sandboxTestDataLink: 'Valores de teste do sandbox',

  // --- Try it: the entry on operation pages (the console itself is i18n/try-it) ---
  tryItTitle: 'Testar',
  tryItIntro:
    'Envie uma requisição real por esta página, ao sandbox por padrão, e veja a resposta.',
  tryItOpen: 'Testar',
  tryItClose: 'Fechar',
  tryItLoading: 'Carregando o console…',
  tryItLoadFailed: 'Não foi possível carregar o console.',
  tryItRetry: 'Tentar de novo',
};
