import type { TryItStrings } from './en';

/** Brazilian Portuguese UI strings of the Try it console of API operation pages (keys mirror `en.ts`). */
export const ptBR: TryItStrings = {
  // --- Try it ---
  tryItFormLabel: 'Requisição a enviar',
  tryItServer: 'Servidor',
  tryItSimulator: 'Simulador (nesta página, sem conta)',

  // ---  ---
  tryItSimulatorHint:
    'Responde no seu navegador como o sandbox responderia, com os dados de teste dele: nada é enviado. Qualquer chave que comece com sk_test_ funciona.',
  tryItSimulatorForgot:
    'O simulador guarda os {{kept}} recursos mais recentes de cada tipo nesta aba: ele esqueceu os {{count}} mais antigos, que agora respondem 404.',
  tryItSimulatorMemoryOnly:
    'O armazenamento desta aba está cheio ou bloqueado: o simulador guarda o estado só nesta página, até você recarregá-la ou sair dela.',
  tryItSimulatorReset:
    'Não deu para ler o estado que o simulador tinha guardado nesta aba, então ele recomeçou do zero: os recursos criados antes desta requisição não existem mais.',
  tryItProductionWarning:
    'Produção movimenta dinheiro real: a requisição só é enviada depois que você confirmar.',

  // --- Try it ---
  tryItNoServer: 'Nenhum servidor desta operação pode ser chamado pelo navegador.',
  tryItCredentialBearer: 'Chave secreta (token Bearer)',
  tryItCredentialBasic: 'Credenciais (usuário:senha)',
  tryItCredentialApiKey: 'Chave de API ({{name}})',

  // ---  ---
  tryItCredentialHint:
    'Guardada só nesta aba do navegador até você limpar ou fechar a aba. Os exemplos de código mostram um valor fictício no lugar.',

  // --- Try it ---
  tryItCredentialShow: 'Mostrar',
  tryItCredentialHide: 'Ocultar',
  tryItCredentialClear: 'Limpar',
  tryItCredentialCleared: 'Chave apagada.',
  tryItCredentialMissing: 'Sem chave: a API vai responder 401.',
  tryItCookieNotSent:
    'Parâmetros de cookie não são enviados pelo navegador: use os exemplos de código.',
  tryItSelectNone: '(não enviado)',
  tryItNewKey: 'Nova chave',
  tryItBody: 'Corpo da requisição ({{mediaType}})',
  tryItBodyFormat: 'Formatar JSON',
  tryItBodyProblems: 'Problemas no corpo',
  tryItBodyRoot: 'corpo',
  tryItTimeout: 'Tempo limite (segundos)',
  tryItSend: 'Enviar requisição',
  tryItSending: 'Enviando…',
  tryItCancel: 'Cancelar',
  tryItInvalidSummary: 'Nada foi enviado: corrija os campos marcados acima (problemas: {{count}}).',
  tryItConfirmTitle: 'Enviar para produção?',
  tryItConfirmText:
    'Esta requisição vai para {{url}} com a sua chave e pode movimentar dinheiro real.',
  tryItConfirmSend: 'Enviar para produção',
  tryItResponse: 'Resposta',
  tryItResponseSummary: 'Status {{status}} em {{ms}} ms',
  tryItDuration: '{{ms}} ms',
  tryItResponseHeaders: 'Cabeçalhos da resposta ({{count}})',

  // ---  ---
  tryItResponseHeadersNote:
    'O navegador mostra só os cabeçalhos que a API expõe às páginas web (CORS).',

  // --- Try it ---
  tryItResponseBody: 'Corpo',
  tryItResponseEmpty: 'Corpo vazio.',

  // ---  ---
  tryItResponseTruncated:
    'Esta resposta tem {{size}}, mais que os {{limit}} exibidos com destaque de sintaxe: os primeiros {{shown}} aparecem abaixo como texto simples.',

  // --- Try it ---
  tryItResponseDownload: 'Baixar a resposta inteira ({{size}})',
  tryItTimedOut: 'Sem resposta em {{seconds}} s: a requisição foi interrompida.',
  tryItCanceled: 'Requisição cancelada.',

  // ---  ---
  tryItMaybeProcessed:
    'A API pode ter recebido e processado a requisição mesmo assim: confira antes de enviar de novo.',

  // --- Try it ---
  tryItNetworkError: 'A requisição não teve uma resposta que o navegador pudesse ler.',
  tryItNetworkCauses: 'Causas prováveis:',
  tryItNetworkOffline: 'O seu navegador está offline.',

  // ---  ---
  tryItNetworkCors:
    'A API não aceita chamadas deste site (CORS), então o navegador bloqueia a resposta. A mesma requisição feita de um terminal ou do seu servidor (o exemplo cURL) não é afetada.',
  tryItNetworkUnreachable:
    'O host da API não pode ser alcançado: sem conexão, DNS, firewall, VPN ou proxy.',

  // --- Try it ---
  tryItNetworkBlocked:
    'Uma extensão do navegador (bloqueador de anúncios ou de rastreio) barrou a requisição.',
  tryItNetworkBrowserMessage: 'Mensagem do navegador:',
  tryItNetworkConsole: 'O console do navegador (F12) mostra o motivo exato.',
  tryItErrorRequired: 'Obrigatório.',
  tryItErrorType: 'Deve ser do tipo {{type}}.',
  tryItErrorEnum: 'Deve ser um destes: {{values}}.',
  tryItErrorConst: 'Deve ser {{value}}.',
  tryItErrorFormat: 'Deve ser um {{format}} válido.',
  tryItErrorMinimum: 'Deve ser no mínimo {{value}}.',
  tryItErrorMaximum: 'Deve ser no máximo {{value}}.',
  tryItErrorExclusiveMinimum: 'Deve ser maior que {{value}}.',
  tryItErrorExclusiveMaximum: 'Deve ser menor que {{value}}.',
  tryItErrorMultipleOf: 'Deve ser múltiplo de {{value}}.',
  tryItErrorMinLength: 'Deve ter pelo menos {{value}} caracteres.',
  tryItErrorMaxLength: 'Deve ter no máximo {{value}} caracteres.',
  tryItErrorPattern: 'Deve seguir o padrão {{pattern}}.',
  tryItErrorMinItems: 'Deve ter pelo menos {{value}} itens.',
  tryItErrorMaxItems: 'Deve ter no máximo {{value}} itens.',
  tryItErrorUniqueItems: 'Os itens não podem se repetir.',
  tryItErrorMinProperties: 'Deve ter pelo menos {{value}} chaves.',
  tryItErrorMaxProperties: 'Deve ter no máximo {{value}} chaves.',
  tryItErrorUnknownProperty: 'Campo desconhecido.',
  tryItErrorOneOf: 'Deve corresponder a exatamente uma das alternativas.',
  tryItErrorAnyOf: 'Deve corresponder a pelo menos uma das alternativas.',
  tryItErrorInvalid: 'Valor inválido.',
  tryItErrorJson: 'JSON inválido na linha {{line}}, coluna {{column}}.',
  tryItErrorJsonNoPosition: 'JSON inválido.',
  tryItErrorTimeout: 'Informe um número inteiro de segundos de {{min}} a {{max}}.',
};
