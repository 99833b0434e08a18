import type { McpStrings } from './en';

/** Brazilian Portuguese texts of the MCP server (keys mirror `en.ts`). */
export const ptBR: McpStrings = {
  // --- Languages, as a sentence names them ---
  mcpLanguagePtBR: 'português',
  mcpLanguageEn: 'inglês',

  // --- search_docs ---
  mcpSearchResults:
    'Resultados para “{{query}}” na documentação em {{language}}, os mais relevantes primeiro:',
  mcpSearchNone: 'Nada na documentação em {{language}} corresponde a “{{query}}”.',
  mcpSearchDidYouMean: 'Você quis dizer: {{queries}}?',
  mcpSearchOtherLanguage: 'A documentação em {{language}} tem isto:',
  mcpSearchEmpty:
    'A busca está vazia: informe algumas palavras, um campo, um header, um código de erro ou um caminho da API.',
  mcpSearchMore: 'Há mais {{count}}: peça com um `limit` maior ou refine a busca.',

  // --- get_page ---
  mcpPageNotFound:
    'Não existe página em {{path}} no site {{site}}. Procure com search_docs ou leia o recurso llms.txt ({{llms}}).',
  mcpPageOutside:
    '“{{input}}” não é uma página de {{site}}: informe um caminho como /docs/intro/getting-started ou uma URL de {{site}}.',
  mcpPageInvalid:
    '“{{input}}” não é um caminho de página válido: sem barras codificadas, barras invertidas, segmentos de ponto ou caracteres de controle.',

  // --- get_operation ---
  mcpOperationUnknown:
    'Nenhuma operação ou evento de webhook corresponde a “{{input}}”. A API tem estas operações:',
  mcpEventList: 'E envia estes eventos de webhook:',
  mcpEventKind: 'evento de webhook',
  mcpEventGuide: 'Guia',
  mcpEventDelivery:
    'A {{brand}} envia o evento com `POST` para o seu endpoint de webhook, assinado (Standard Webhooks), com estes headers:',
  mcpEventBody: 'Corpo',
  mcpEventAnswer: 'A sua resposta',
  mcpOperationAmbiguous: '“{{input}}” corresponde a mais de uma operação: informe também o método.',
  mcpOperationPage: 'Página de referência',
  mcpOperationServers: 'Servidores',
  mcpOperationAuth: 'Autenticação',
  mcpOperationAuthBearer: '`Authorization: Bearer <chave secreta>` (`sk_test_…` no sandbox)',
  mcpOperationDeprecated: 'Obsoleta: veja o changelog antes de usar.',
  mcpColumnName: 'Nome',
  mcpColumnIn: 'Em',
  mcpColumnType: 'Tipo',
  mcpColumnRequired: 'Obrigatório',
  mcpColumnDescription: 'Descrição',
  mcpYes: 'sim',
  mcpNo: 'não',
  mcpJsonSchema: 'JSON Schema',
  mcpExample: 'Exemplo',
  mcpResponseHeaders: 'Headers: {{headers}}.',
  mcpSameSchema: 'Mesmo schema da resposta {{status}}.',
  mcpResponseErrorCodes: 'Códigos de erro: {{codes}} (get_error explica cada um).',
  mcpSamplesTitle: 'Exemplos de requisição',
  mcpSamplesIntro:
    'A requisição do primeiro exemplo, em cada linguagem da página de referência (servidor de sandbox; troque a chave).',

  // --- get_error ---
  mcpErrorUnknown: 'O catálogo não tem o código de erro “{{code}}”.',
  mcpErrorClosest: 'Códigos mais próximos: {{codes}}.',
  mcpErrorAll: 'Códigos do catálogo: {{codes}}.',
  mcpErrorsWithStatus: 'Códigos de erro devolvidos com HTTP {{status}}:',
  mcpErrorEntry: 'Verbete no catálogo',

  // --- list_test_scenarios ---
  mcpScenariosTitle: 'Valores de teste do sandbox',
  mcpScenariosIntro:
    'Envie um valor no campo indicado, com uma chave de sandbox (`sk_test_…`), para o sandbox ou para a ferramenta simulate: o resultado abaixo acontece. Os valores não expiram.',
  mcpScenariosUnknownProduct: 'Não há valores de teste para “{{product}}”. Produtos: {{products}}.',

  // --- simulate ---
  mcpSimulateAnswer:
    'Resposta simulada: o simulador do Testar respondeu como o sandbox responderia; nada saiu desta máquina.',
  mcpSimulateMemory:
    'O simulador guarda o que você cria até este servidor parar: consulte, liste e estorne em seguida. Os passos de um cenário acontecem na hora prevista (consulte o recurso de novo mais tarde).',
  mcpSimulateInvalid:
    'Nada foi enviado: a requisição não segue o schema (como o Testar mostraria):',
  mcpSimulateUnknown: 'Nenhuma operação responde a {{method}} {{path}}. A API tem estas:',
  mcpSimulateNoSimulator: 'O simulador não reproduz {{method}} {{path}}.',
  mcpSimulateTooLarge: 'Nada foi enviado: {{what}} passa do limite de {{limit}}.',
  mcpSimulateBadUrl:
    '“{{input}}” não é um caminho de requisição: informe algo como /transactions ou /transactions/tr_123/refund?x=1.',

  // --- The site the server reads ---
  mcpSiteNoBuild:
    'Não há site gerado em {{dir}}: rode `npm run build` no projeto da documentação ou inicie o servidor com --site https://….',
  mcpSiteUnreachable: '{{site}} não respondeu {{file}} ({{reason}}).',
  mcpSiteGarbage:
    '{{site}} respondeu {{file}} com algo que não é {{what}}: é este site de documentação, gerado por esta versão?',
  mcpSiteTooLarge: '{{site}}: {{file}} tem mais de {{limit}} bytes; não foi lido.',

  // --- Command line ---
  mcpCliUsage:
    'Uso: acmepay-developers mcp [--site https://docs.exemplo | --dir caminho/do/doc_build]\nInicia o servidor MCP da documentação em stdin/stdout. Sem opção, lê o site gerado ao lado deste pacote (doc_build/).',
  mcpCliBadSite:
    '--site deve ser uma URL https:// (http:// só para localhost): recebido “{{value}}”.',
  mcpCliUnknownCommand: 'Comando desconhecido “{{command}}”.',
};
