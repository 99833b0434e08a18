import type { SandboxToolsStrings } from './en';

/** Brazilian Portuguese UI strings of the webhook signature checker, scenario deliveries and the test data page (keys mirror `en.ts`). */
export const ptBR: SandboxToolsStrings = {
  // --- Webhook signature checker ---
  signatureCheckerTitle: 'Verificador de assinatura de webhook',

  // ---  ---
  signatureCheckerIntro:
    'Calculado no seu navegador com WebCrypto: nada do que você digita sai desta página. Use apenas segredos de sandbox.',

  // --- Webhook signature checker ---
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
  signatureCheckerCurlShortened:
    'O corpo aparece aqui até {{shown}} dos seus {{total}} caracteres; Copiar curl copia o comando inteiro.',

  // ---  ---
  signatureCheckerInvalidJson:
    'Este payload não é um JSON válido ({{error}}). A assinatura continua sendo calculada sobre os bytes brutos, mas a API nunca envia um corpo assim.',
  signatureCheckerMissingId:
    'O payload não tem um campo "id" do tipo string: não há webhook-id para enviar, e a assinatura o inclui.',

  // --- Webhook signature checker ---
  signatureCheckerSecretEmpty: 'Informe o segredo de assinatura para calcular a assinatura.',

  // ---  ---
  signatureCheckerSecretPrefix:
    'Os segredos de assinatura são whsec_ seguido de base64 (Standard Webhooks). Confira se você copiou o segredo do webhook, e não uma chave de API.',

  // --- Webhook signature checker ---
  signatureCheckerTimestampInvalid: 'O timestamp deve ser um número inteiro de segundos Unix.',

  // ---  ---
  signatureCheckerTimestampSkew:
    'Este timestamp está a mais de {{seconds}} segundos do seu relógio: um servidor que segue este guia recusaria a requisição.',
  signatureCheckerCryptoUnavailable:
    'O WebCrypto não está disponível nesta página (exige HTTPS ou localhost); por isso a assinatura não pode ser calculada aqui.',

  // --- Test data page (sandbox scenarios) and its links ---
  sandboxColumnValue: 'Valor de teste',
  sandboxColumnScenario: 'Cenário',
  sandboxColumnAnswer: 'Status e webhooks',
  sandboxAnswerStep: 'Resposta:',
  sandboxColumnWebhooks: 'Webhooks, em ordem',
  sandboxCopy: 'Copiar',
  sandboxCopied: 'Copiado',
  sandboxCopyFailed: 'Falha ao copiar',
  sandboxCopyValue: 'Copiar {{value}}',
  sandboxAfterSeconds: 'Após {{seconds}} s:',
  sandboxNothingCreated: 'nada é criado nem reservado',
  sandboxStatusUnchanged: 'status sem mudança',
  sandboxSendIn: 'Envie o valor em',
  sandboxSendTo: 'de',
  sandboxSendAs: 'Envie o valor em `{{field}}` de `{{operation}}`.',
  sandboxTestCards: 'Ou digite nos campos de cartão do sandbox:',
  scenarioDeliveriesTitle: 'Webhooks de um cenário do sandbox',

  // ---  ---
  scenarioDeliveriesIntro:
    'Escolha um valor de teste para ver, na ordem, os webhooks que o sandbox envia com ele, assinados com o seu segredo, e reenvie cada um para o seu endpoint local com cURL. Tudo é calculado no seu navegador; nada é enviado.',

  // --- Test data page (sandbox scenarios) and its links ---
  scenarioDeliveriesLoading: 'Carregando os cenários…',
  scenarioDeliveriesLoadFailed:
    'Não foi possível carregar os cenários. Recarregue a página para tentar de novo.',
  scenarioDeliveriesScenarioLabel: 'Cenário',
  scenarioDeliveriesSecretLabel: 'Segredo de assinatura (whsec_...)',
  scenarioDeliveriesEndpointLabel: 'Seu endpoint local',

  // ---  ---
  scenarioDeliveriesEndpointInvalid:
    'Informe uma URL http:// ou https://; até lá, os comandos usam {{url}}.',

  // --- Test data page (sandbox scenarios) and its links ---
  scenarioDeliveriesSendAs: 'Disparado ao enviar {{value}} em {{field}}.',
  scenarioDeliveriesResign: 'Assinar de novo com a hora atual',
  scenarioDeliveriesAtOnce: 'enviado na hora',
  scenarioDeliveriesAfter: 'enviado {{seconds}} s após a requisição',
  scenarioDeliveriesPayload: 'Corpo',
  scenarioDeliveriesCopyCurl: 'Copiar o cURL de {{event}}',
};
