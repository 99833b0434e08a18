/**
 * The site's glossary: one entry per payments or API term, in every locale.
 *
 * One source for three readers:
 * - the Glossary page (`/docs/reference/glossary`, `/en/docs/reference/glossary`) renders it,
 *   an anchor per term id;
 * - the content check (`npm run lint:content`) turns every `avoid` entry into a
 *   textlint prh rule for the pages of that locale (scripts/content-lint/prh-rules.ts);
 * - search may use `term` + `synonyms` as a bilingual term table (ids are stable).
 *
 * Writing an `avoid` entry: `variant` is matched as whole words, case as written
 * (a variant starting with a lowercase letter also matches its capitalised form,
 * fixed to the capitalised `use`). `examples` are prh specs: they are checked when
 * the rules load, so a wrong pattern fails the check with the term's id.
 */
import type { Lang, LocaleText } from '../config/locales';

export type GlossaryCategoryId = 'pix' | 'cards' | 'cash-out' | 'api' | 'not-offered';

export const glossaryCategories: readonly { id: GlossaryCategoryId; label: LocaleText }[] = [
  { id: 'pix', label: { 'pt-BR': 'Pix e MED', en: 'Pix and MED' } },
  { id: 'cards', label: { 'pt-BR': 'Cartões', en: 'Cards' } },
  { id: 'cash-out', label: { 'pt-BR': 'Saldo e cash-out', en: 'Balance and cash-out' } },
  { id: 'api', label: { 'pt-BR': 'API e webhooks', en: 'API and webhooks' } },
  {
    id: 'not-offered',
    label: {
      'pt-BR': 'De outros provedores, não oferecidos aqui',
      en: 'From other providers, not offered here',
    },
  },
];

/** A form writers must not use, and what to write instead. */
export interface AvoidedVariant {
  /** The form to avoid, as written in text (whole words). */
  variant: string;
  /** What to write instead. */
  use: string;
  /** Why, in the locale's language: shown by the check and on the Glossary page. */
  reason: string;
  /**
   * `fix` (default): `npm run lint:content -- --fix` replaces it safely.
   * `review`: reported only, a person rewrites the sentence (grammar around it changes).
   */
  kind?: 'fix' | 'review';
  /** At least one: `from` must become `to` (verified when the rules load). */
  examples: readonly { from: string; to: string }[];
}

export interface GlossaryTerm {
  /** Stable id: the anchor on the Glossary page and the key for search. */
  id: string;
  category: GlossaryCategoryId;
  /** The preferred form, per locale. */
  term: LocaleText;
  /** One definition per locale, plain text. */
  definition: LocaleText;
  /** Other words a reader may use for the same thing (accepted, searchable). */
  synonyms?: Partial<Record<Lang, readonly string[]>>;
  /** Forms not to write, per locale. */
  avoid?: Partial<Record<Lang, readonly AvoidedVariant[]>>;
  /**
   * What other payment providers' APIs and documentation call it (Stripe's
   * `PaymentIntent` for a charge), in any language: search finds the entry and
   * its guide by them, and the Glossary page lists them.
   */
  elsewhere?: readonly string[];
  /**
   * A site path (locale-free) where the term is explained in depth, with the
   * section's `#anchor` when one section does (search then leads there).
   */
  guide?: string;
  /**
   * The HTTP status the API answers with when this happens (`429` for the rate
   * limit; the definition says it too): a log line's bare status
   * ("Request failed with status code 429") finds the term's guide by it.
   */
  status?: number;
}

const pixNotAcronym = {
  'pt-BR': 'Pix é marca do Banco Central, não sigla: escreva só a inicial maiúscula.',
  en: "Pix is the Banco Central do Brasil's brand, not an acronym: capitalize only the P.",
};

export const glossary: readonly GlossaryTerm[] = [
  // Pix and MED
  {
    id: 'pix',
    category: 'pix',
    term: { 'pt-BR': 'Pix', en: 'Pix' },
    definition: {
      'pt-BR':
        'O sistema de pagamentos instantâneos do Banco Central do Brasil: transferências e pagamentos liquidados em segundos, 24 horas por dia, identificados por uma chave Pix ou por um QR Code.',
      en: "Banco Central do Brasil's instant payment system: transfers and payments settled in seconds, around the clock, addressed by a Pix key or a QR code.",
    },
    synonyms: { 'pt-BR': ['pagamento instantâneo'], en: ['instant payment'] },
    avoid: {
      'pt-BR': [
        {
          variant: 'PIX',
          use: 'Pix',
          reason: pixNotAcronym['pt-BR'],
          examples: [{ from: 'uma cobrança PIX', to: 'uma cobrança Pix' }],
        },
      ],
      en: [
        {
          variant: 'PIX',
          use: 'Pix',
          reason: pixNotAcronym.en,
          examples: [{ from: 'a PIX charge', to: 'a Pix charge' }],
        },
      ],
    },
    guide: '/docs/intro/getting-started',
  },
  {
    id: 'pix-key',
    category: 'pix',
    term: { 'pt-BR': 'chave Pix', en: 'Pix key' },
    definition: {
      'pt-BR':
        'O apelido de uma conta no Pix, registrado no DICT: CPF, CNPJ, e-mail, telefone ou chave aleatória. Um cash-out informa a chave de quem recebe.',
      en: 'The alias of an account in Pix, registered in the DICT: a CPF, CNPJ, e-mail address, phone number or random key. A cash-out names the recipient by their key.',
    },
    synonyms: { 'pt-BR': ['chave aleatória', 'EVP'], en: ['random key', 'EVP'] },
    guide: '/docs/webhook/cashout',
  },
  {
    id: 'copia-e-cola',
    category: 'pix',
    term: { 'pt-BR': 'Pix Copia e Cola', en: 'Pix Copia e Cola code' },
    definition: {
      'pt-BR':
        'O texto EMV que um QR Code Pix contém (campo `qr_code` da transação). No celular o pagador cola esse código no app do banco em vez de escanear a imagem.',
      en: "The EMV text a Pix QR code holds (the transaction's `qr_code` field). On a phone the payer pastes it into their banking app instead of scanning the image.",
    },
    synonyms: { 'pt-BR': ['código EMV', 'copia e cola'], en: ['copy and paste code', 'EMV code'] },
    avoid: {
      'pt-BR': [
        {
          variant: 'copia-e-cola',
          use: 'Copia e Cola',
          reason: 'É o nome do Banco Central para o recurso: "Pix Copia e Cola", sem hífens.',
          examples: [{ from: 'o código copia-e-cola', to: 'o código Copia e Cola' }],
        },
        {
          variant: 'Pix copia e cola',
          use: 'Pix Copia e Cola',
          reason:
            'É o nome do Banco Central para o recurso: "Pix Copia e Cola", com iniciais maiúsculas.',
          examples: [{ from: 'o Pix copia e cola', to: 'o Pix Copia e Cola' }],
        },
      ],
      en: [
        {
          variant: 'copia-e-cola',
          use: 'Copia e Cola',
          reason: 'The Banco Central names the feature "Pix Copia e Cola", without hyphens.',
          examples: [{ from: 'the copia-e-cola code', to: 'the Copia e Cola code' }],
        },
        {
          variant: 'Pix copia e cola',
          use: 'Pix Copia e Cola',
          reason: 'The Banco Central names the feature "Pix Copia e Cola", capitalized.',
          examples: [{ from: 'the Pix copia e cola string', to: 'the Pix Copia e Cola string' }],
        },
      ],
    },
    guide: '/docs/intro/getting-started',
  },
  {
    id: 'qr-code',
    category: 'pix',
    term: { 'pt-BR': 'QR Code', en: 'QR code' },
    definition: {
      'pt-BR':
        'A imagem que o pagador escaneia no app do banco para pagar uma cobrança Pix; codifica o mesmo texto do Pix Copia e Cola.',
      en: 'The image the payer scans in their banking app to pay a Pix charge; it encodes the same text as the Pix Copia e Cola code.',
    },
    avoid: {
      'pt-BR': [
        {
          variant: 'QRCode',
          use: 'QR Code',
          reason: 'Em português o nome se escreve "QR Code", em duas palavras.',
          examples: [{ from: 'mostre o QRCode', to: 'mostre o QR Code' }],
        },
        {
          variant: 'QR code',
          use: 'QR Code',
          reason: 'Em português o nome se escreve "QR Code", com as duas iniciais maiúsculas.',
          examples: [{ from: 'a imagem do QR code', to: 'a imagem do QR Code' }],
        },
      ],
      en: [
        {
          variant: 'QRCode',
          use: 'QR code',
          reason: 'Write "QR code", two words, lowercase "code", as in common English usage.',
          examples: [{ from: 'show the QRCode', to: 'show the QR code' }],
        },
        {
          variant: 'QR Code',
          use: 'QR code',
          reason: 'Write "QR code", lowercase "code", as in common English usage.',
          examples: [{ from: 'the QR Code image', to: 'the QR code image' }],
        },
      ],
    },
    guide: '/docs/intro/getting-started',
  },
  {
    id: 'end-to-end-id',
    category: 'pix',
    term: { 'pt-BR': 'identificador end-to-end', en: 'end-to-end ID' },
    definition: {
      'pt-BR':
        'O identificador único que o Banco Central dá a cada Pix (`end_to_end_id`, 32 caracteres começando por "E"). É a referência do comprovante e da conciliação; uma devolução Pix tem o seu próprio.',
      en: 'The unique identifier the Banco Central gives every Pix payment (`end_to_end_id`, 32 characters starting with "E"). It is the reference for receipts and reconciliation; a Pix refund has its own.',
    },
    synonyms: { 'pt-BR': ['E2E', 'end_to_end_id'], en: ['E2E ID', 'end_to_end_id'] },
    avoid: {
      'pt-BR': [
        {
          variant: 'id end-to-end',
          use: 'identificador end-to-end',
          reason:
            'Em prosa, escreva "identificador end-to-end"; `end_to_end_id` é o nome do campo.',
          examples: [{ from: 'guarde o id end-to-end', to: 'guarde o identificador end-to-end' }],
        },
      ],
      en: [
        {
          variant: 'end-to-end id',
          use: 'end-to-end ID',
          reason: 'Write "ID" in capitals in prose; `end_to_end_id` is the field name.',
          examples: [{ from: 'store the end-to-end id', to: 'store the end-to-end ID' }],
        },
      ],
    },
    elsewhere: ['EndToEndId', 'e2eId'],
    guide: '/docs/webhook/cashout',
  },
  {
    id: 'med',
    category: 'pix',
    term: { 'pt-BR': 'MED', en: 'MED' },
    definition: {
      'pt-BR':
        'Mecanismo Especial de Devolução: a regra do Banco Central que permite devolver um Pix em caso de fundada suspeita de fraude ou de falha operacional. O valor contestado fica bloqueado no saldo de quem recebeu enquanto o caso é analisado.',
      en: "Mecanismo Especial de Devolução (Special Return Mechanism): the Banco Central's rule that lets a Pix payment be returned on well-founded suspicion of fraud or an operational failure. The disputed amount is blocked in the recipient's balance while the case is analyzed.",
    },
    synonyms: {
      'pt-BR': ['Mecanismo Especial de Devolução'],
      en: ['Special Return Mechanism'],
    },
    guide: '/docs/webhook/infraction',
  },
  {
    id: 'infraction',
    category: 'pix',
    term: { 'pt-BR': 'notificação de infração', en: 'infraction notification' },
    definition: {
      'pt-BR':
        'O registro que o banco do pagador abre no DICT para iniciar um MED contra um Pix. Na API ele é uma infração (`inf_...`), acompanhada pelos eventos `infraction.*`.',
      en: "The record the payer's bank files in the DICT to start a MED against a Pix payment. In the API it is an infraction (`inf_...`), followed through the `infraction.*` events.",
    },
    synonyms: { 'pt-BR': ['infração'], en: ['infraction'] },
    guide: '/docs/webhook/infraction',
  },
  {
    id: 'pix-automatico',
    category: 'pix',
    term: { 'pt-BR': 'Pix Automático', en: 'Pix Automático' },
    definition: {
      'pt-BR':
        'O Pix recorrente do Banco Central: o pagador autoriza uma vez, no app do banco, uma recorrência (valor, frequência, vigência), e o recebedor agenda cada cobrança dela sem pedir nova confirmação. Na API é uma recorrência (`rec_...`) com suas cobranças (`rch_...`).',
      en: "Banco Central's recurring Pix: the payer authorizes a recurrence (amount, frequency, period) once in their bank's app, and the receiver schedules each of its charges without asking again. In the API it is a recurrence (`rec_...`) and its charges (`rch_...`).",
    },
    synonyms: {
      'pt-BR': ['Pix recorrente', 'recorrência'],
      en: ['recurring Pix', 'recurrence'],
    },
    elsewhere: ['subscription', 'preapproval', 'recurring billing'],
    guide: '/docs/guides/recurring-pix',
  },
  {
    id: 'devolucao',
    category: 'pix',
    term: { 'pt-BR': 'devolução', en: 'Pix refund' },
    definition: {
      'pt-BR':
        'O reembolso de um Pix recebido, total ou parcial: sai do seu saldo, não passa do valor original e ganha um identificador end-to-end próprio. Em cartões, o mesmo ato se chama estorno.',
      en: 'Giving back all or part of a Pix payment received: it comes out of your balance, never exceeds the original amount and gets its own end-to-end ID. For cards the same act is a refund (estorno).',
    },
    synonyms: { 'pt-BR': ['reembolso'], en: ['devolução', 'return'] },
    avoid: {
      en: [
        {
          variant: 'Pix devolução',
          use: 'Pix refund',
          reason:
            'One English name: "Pix refund" (devolução in Portuguese). Link the Portuguese word to the glossary to gloss it.',
          examples: [{ from: 'a Pix devolução', to: 'a Pix refund' }],
        },
        {
          variant: 'devoluções',
          use: 'Pix refunds',
          reason:
            'One English name: "Pix refund" (devolução in Portuguese). Link the Portuguese word to the glossary to gloss it.',
          kind: 'review',
          examples: [{ from: 'reconcile devoluções', to: 'reconcile Pix refunds' }],
        },
        {
          variant: 'a devolução',
          use: 'a Pix refund',
          reason:
            'One English name: "Pix refund" (devolução in Portuguese). Link the Portuguese word to the glossary to gloss it.',
          kind: 'review',
          examples: [{ from: 'got a devolução', to: 'got a Pix refund' }],
        },
        {
          variant: 'the devolução',
          use: 'the Pix refund',
          reason:
            'One English name: "Pix refund" (devolução in Portuguese). Link the Portuguese word to the glossary to gloss it.',
          kind: 'review',
          examples: [{ from: 'of the devolução', to: 'of the Pix refund' }],
        },
      ],
      'pt-BR': [
        {
          variant: 'estorno do Pix',
          use: 'devolução do Pix',
          reason: 'Um Pix é devolvido (devolução); "estorno" fica para cartões.',
          kind: 'review',
          examples: [{ from: 'pediu estorno do Pix', to: 'pediu devolução do Pix' }],
        },
        {
          variant: 'estorno de Pix',
          use: 'devolução de Pix',
          reason: 'Um Pix é devolvido (devolução); "estorno" fica para cartões.',
          kind: 'review',
          examples: [{ from: 'pedidos de estorno de Pix', to: 'pedidos de devolução de Pix' }],
        },
        {
          variant: 'estornar o Pix',
          use: 'devolver o Pix',
          reason: 'Um Pix é devolvido (devolução); "estornar" fica para cartões.',
          examples: [{ from: 'para estornar o Pix', to: 'para devolver o Pix' }],
        },
      ],
    },
    guide: '/docs/guides/refunds',
  },
  // Cards
  {
    id: 'estorno',
    category: 'cards',
    term: { 'pt-BR': 'estorno', en: 'refund' },
    definition: {
      'pt-BR':
        'A devolução, total ou parcial, do valor de uma compra no cartão, pedida por você com `POST /transactions/{id}/refund`. O portador vê o crédito na fatura. Para Pix, use devolução.',
      en: 'Giving back all or part of a card payment, requested by you with `POST /transactions/{id}/refund`. The cardholder sees the credit on their statement. Pix payments are returned with a Pix refund (devolução).',
    },
    synonyms: { 'pt-BR': ['reembolso'], en: ['reversal'] },
    guide: '/docs/guides/refunds',
  },
  {
    id: 'chargeback',
    category: 'cards',
    term: { 'pt-BR': 'chargeback', en: 'chargeback' },
    definition: {
      'pt-BR':
        'O débito forçado de uma compra no cartão quando o portador a contesta junto ao emissor (fraude, produto não recebido, cobrança duplicada). O valor sai do seu saldo e você pode apresentar provas dentro do prazo da bandeira.',
      en: "The forced reversal of a card payment after the cardholder disputes it with their issuer (fraud, goods not received, duplicate charge). The amount leaves your balance and you can submit evidence within the card scheme's deadline.",
    },
    elsewhere: ['NOTIFICATION_OF_CHARGEBACK', 'contracargo'],
    guide: '/docs/guides/disputes',
  },
  {
    id: 'contestacao',
    category: 'cards',
    term: { 'pt-BR': 'contestação', en: 'dispute' },
    definition: {
      'pt-BR':
        'O pedido de quem pagou para desfazer um pagamento: no cartão leva a um chargeback; no Pix, a uma notificação de infração do MED.',
      en: 'A payer asking for a payment to be undone: for a card it leads to a chargeback; for Pix, to a MED infraction notification.',
    },
    synonyms: { 'pt-BR': ['disputa'], en: ['contestation'] },
    guide: '/docs/guides/disputes',
  },
  {
    id: 'cobranca',
    category: 'cards',
    term: { 'pt-BR': 'cobrança', en: 'charge' },
    definition: {
      'pt-BR':
        'Um pedido de pagamento criado com `POST /transactions`: uma transação Pix à espera do pagador ou uma compra no cartão.',
      en: 'A payment request created with `POST /transactions`: a Pix transaction waiting for the payer, or a card purchase.',
    },
    synonyms: { 'pt-BR': ['transação', 'pagamento'], en: ['transaction', 'payment'] },
    elsewhere: ['PaymentIntent', 'payment intent'],
    guide: '/docs/intro/getting-started',
  },
  {
    id: '3-d-secure',
    category: 'cards',
    term: { 'pt-BR': '3-D Secure (3DS)', en: '3-D Secure (3DS)' },
    definition: {
      'pt-BR':
        'O protocolo das bandeiras que autentica o portador do cartão antes da compra (sem atrito ou com desafio, como um código no app do banco). Com a autenticação aprovada, a responsabilidade por fraude passa ao emissor.',
      en: "The card schemes' protocol that authenticates the cardholder before a purchase (frictionless, or with a challenge such as a code in the banking app). Once authenticated, liability for fraud shifts to the issuer.",
    },
    synonyms: { 'pt-BR': ['3DS', '3DS2'], en: ['3DS', '3DS2'] },
    avoid: {
      'pt-BR': [
        {
          variant: '3D Secure',
          use: '3-D Secure',
          reason: 'O nome do protocolo leva hífen: "3-D Secure" (ou a sigla 3DS).',
          examples: [{ from: 'com 3D Secure', to: 'com 3-D Secure' }],
        },
        {
          variant: '3DSecure',
          use: '3-D Secure',
          reason: 'O nome do protocolo leva hífen: "3-D Secure" (ou a sigla 3DS).',
          examples: [{ from: 'com 3DSecure', to: 'com 3-D Secure' }],
        },
        {
          variant: 'sem fricção',
          use: 'sem atrito',
          reason: 'Um só nome para o fluxo frictionless: "sem atrito".',
          examples: [{ from: 'o fluxo sem fricção', to: 'o fluxo sem atrito' }],
        },
      ],
      en: [
        {
          variant: '3D Secure',
          use: '3-D Secure',
          reason: 'The protocol is written "3-D Secure" (or 3DS).',
          examples: [{ from: 'with 3D Secure', to: 'with 3-D Secure' }],
        },
        {
          variant: '3DSecure',
          use: '3-D Secure',
          reason: 'The protocol is written "3-D Secure" (or 3DS).',
          examples: [{ from: 'with 3DSecure', to: 'with 3-D Secure' }],
        },
      ],
    },
    elsewhere: ['SCA', 'requires_action', 'threeDS2'],
    guide: '/docs/intro/3ds-authentication',
  },
  {
    id: 'liability-shift',
    category: 'cards',
    term: { 'pt-BR': 'transferência de responsabilidade', en: 'liability shift' },
    definition: {
      'pt-BR':
        'A regra das bandeiras pela qual, numa compra autenticada com 3-D Secure, o prejuízo de um chargeback por fraude passa do lojista para o emissor.',
      en: 'The card schemes’ rule by which, for a purchase authenticated with 3-D Secure, the loss from a fraud chargeback moves from the merchant to the issuer.',
    },
    avoid: {
      'pt-BR': [
        {
          variant: 'liability shift',
          use: 'transferência de responsabilidade',
          reason:
            'Em português, "transferência de responsabilidade"; para citar o termo em inglês, ligue-o ao glossário.',
          kind: 'review',
          examples: [{ from: 'com liability shift', to: 'com transferência de responsabilidade' }],
        },
      ],
    },
    guide: '/docs/intro/3ds-authentication',
  },
  {
    id: 'card-token',
    category: 'cards',
    term: { 'pt-BR': 'token de cartão', en: 'card token' },
    definition: {
      'pt-BR':
        'Um valor de uso único (`tok_...`) que substitui os dados do cartão: a biblioteca JavaScript o cria no navegador com a chave pública, e o seu servidor o envia na cobrança sem nunca ver o número do cartão.',
      en: "A single-use value (`tok_...`) that stands for the card's details: the JavaScript library creates it in the browser with the public key, and your server sends it in the charge without ever seeing the card number.",
    },
    synonyms: { 'pt-BR': ['tokenização'], en: ['tokenization'] },
    guide: '/docs/intro/card-tokenization',
  },
  {
    id: 'hosted-fields',
    category: 'cards',
    term: { 'pt-BR': 'campos hospedados', en: 'hosted fields' },
    definition: {
      'pt-BR':
        'Os campos de número, validade e código de segurança que a biblioteca JavaScript insere no seu formulário de checkout, cada um em um iframe: o cartão é digitado ali e vira um token sem passar pela sua página nem pelo seu servidor.',
      en: 'The card number, expiry and security code fields the JavaScript library places in your checkout form, each in an iframe: the card is typed there and becomes a token without passing through your page or your server.',
    },
    // "Checkout Transparente": Mercado Pago's and PagSeguro's name for a card form on your own page.
    elsewhere: [
      'Elements',
      'Card Element',
      'Drop-in',
      'Secure Fields',
      'CardForm',
      'Checkout Transparente',
    ],
    guide: '/docs/intro/card-tokenization#browser',
  },
  {
    id: 'capture',
    category: 'cards',
    term: { 'pt-BR': 'captura', en: 'capture' },
    definition: {
      'pt-BR':
        'A cobrança efetiva de um pagamento com cartão já autorizado. Com `card.capture: false` o cartão é só autorizado (o valor fica reservado no limite do comprador) e você captura o total ou parte dele em até 7 dias, ou cancela a autorização.',
      en: "Charging a card payment that was authorized. With `card.capture: false` the card is only authorized (the amount is reserved on the buyer's limit), and you capture all or part of it within 7 days, or cancel the authorization.",
    },
    synonyms: {
      'pt-BR': ['captura manual', 'captura posterior'],
      en: ['manual capture', 'pre-authorization'],
    },
    elsewhere: ['capture_method', 'authorise', 'auth and capture', 'capture=false'],
    guide: '/docs/intro/card-tokenization#capture',
  },
  {
    id: 'issuer',
    category: 'cards',
    term: { 'pt-BR': 'emissor', en: 'issuer' },
    definition: {
      'pt-BR':
        'O banco que emitiu o cartão do comprador: aprova ou recusa a compra, autentica o portador no 3-D Secure e recebe as contestações.',
      en: "The bank that issued the buyer's card: it approves or declines the purchase, authenticates the cardholder in 3-D Secure and receives disputes.",
    },
    synonyms: { 'pt-BR': ['banco emissor'], en: ['issuing bank'] },
    guide: '/docs/intro/card-tokenization',
  },
  // Balance and cash-out
  {
    id: 'cash-out',
    category: 'cash-out',
    term: { 'pt-BR': 'cash-out', en: 'cash-out' },
    definition: {
      'pt-BR':
        'Um envio de dinheiro do seu saldo disponível para uma chave Pix, criado com `POST /cashouts` e acompanhado pelos eventos `cashout.*`. O objeto e a operação da API se chamam cash-out; na prosa, "repasse" (a vendedores de um marketplace, a parceiros) e "saque" (de quem retira o próprio saldo) nomeiam bem os usos dele.',
      en: 'Money sent from your available balance to a Pix key, created with `POST /cashouts` and followed through the `cashout.*` events, whatever it is used for (paying suppliers, sellers or customers).',
    },
    synonyms: { 'pt-BR': ['saque', 'repasse', 'transferência'], en: ['payout', 'withdrawal'] },
    avoid: {
      'pt-BR': [
        {
          variant: 'API de saque',
          use: 'API de cash-out',
          reason:
            'O objeto e a operação da API se chamam cash-out; "saque" e "repasse" ficam para a prosa que descreve um uso dele.',
          examples: [{ from: 'a API de saque', to: 'a API de cash-out' }],
        },
        {
          variant: 'API de saques',
          use: 'API de cash-out',
          reason:
            'O objeto e a operação da API se chamam cash-out; "saque" e "repasse" ficam para a prosa que descreve um uso dele.',
          examples: [{ from: 'a API de saques', to: 'a API de cash-out' }],
        },
        {
          variant: 'API de repasse',
          use: 'API de cash-out',
          reason:
            'O objeto e a operação da API se chamam cash-out; "saque" e "repasse" ficam para a prosa que descreve um uso dele.',
          examples: [{ from: 'a API de repasse', to: 'a API de cash-out' }],
        },
        {
          variant: 'webhooks de saque',
          use: 'webhooks de cash-out',
          reason:
            'Os eventos são `cashout.*`: webhooks de cash-out; "saque" e "repasse" ficam para a prosa que descreve um uso dele.',
          examples: [{ from: 'os webhooks de saque', to: 'os webhooks de cash-out' }],
        },
        {
          variant: 'status do saque',
          use: 'status do cash-out',
          reason:
            'O `status` é do objeto cash-out; "saque" e "repasse" ficam para a prosa que descreve um uso dele.',
          kind: 'review',
          examples: [{ from: 'o status do saque', to: 'o status do cash-out' }],
        },
      ],
    },
    elsewhere: ['Transfer', 'bank transfer'],
    guide: '/docs/webhook/cashout#create-cashout',
  },
  {
    id: 'available-balance',
    category: 'cash-out',
    term: { 'pt-BR': 'saldo disponível', en: 'available balance' },
    definition: {
      'pt-BR':
        'A parte do seu saldo que já pode sair em cash-outs e devoluções; valores a liberar e valores bloqueados por MED ficam fora dela (`GET /wallet/balance`).',
      en: 'The part of your balance that can already leave in cash-outs and refunds; amounts still pending and amounts blocked by a MED are not part of it (`GET /wallet/balance`).',
    },
    guide: '/docs/webhook/cashout',
  },
  {
    id: 'blocked-balance',
    category: 'cash-out',
    term: { 'pt-BR': 'saldo bloqueado', en: 'blocked balance' },
    definition: {
      'pt-BR':
        'Valores retidos enquanto uma infração do MED está aberta: não podem sair em cash-outs até a infração ser encerrada.',
      en: 'Amounts held while a MED infraction is open: they cannot leave in cash-outs until the infraction is closed.',
    },
    guide: '/docs/webhook/infraction',
  },
  // API and webhooks
  {
    id: 'dashboard',
    category: 'api',
    term: { 'pt-BR': 'painel', en: 'dashboard' },
    definition: {
      'pt-BR':
        'O site onde você administra a conta: chaves de API, endpoints de webhook e eventos que falharam, defesas de infrações e chargebacks, liberação para produção.',
      en: 'The web app where you run your account: API keys, webhook endpoints and failed events, defenses of infractions and chargebacks, approval for production.',
    },
    avoid: {
      'pt-BR': [
        {
          variant: 'dashboard',
          use: 'painel',
          reason: 'Um só nome em português para o site da conta: "painel".',
          examples: [{ from: 'no dashboard', to: 'no painel' }],
        },
      ],
    },
    elsewhere: ['Customer Area', 'Stripe Dashboard'],
    guide: '/docs/guides/going-live',
  },
  {
    id: 'public-key',
    category: 'api',
    term: { 'pt-BR': 'chave pública', en: 'public key' },
    definition: {
      'pt-BR':
        'A chave `pk_test_...` ou `pk_live_...`, feita para ficar no navegador: só cria tokens de cartão e inicia a autenticação 3-D Secure. Não cobra nem lê dados.',
      en: 'The `pk_test_...` or `pk_live_...` key, made to live in the browser: it only creates card tokens and starts 3-D Secure authentication. It cannot charge or read data.',
    },
    avoid: {
      'pt-BR': [
        {
          variant: 'chave publicável',
          use: 'chave pública',
          reason: '"Publicável" é decalque do inglês "publishable"; em português, "chave pública".',
          examples: [{ from: 'a chave publicável', to: 'a chave pública' }],
        },
        {
          variant: 'chaves publicáveis',
          use: 'chaves públicas',
          reason: '"Publicável" é decalque do inglês "publishable"; em português, "chave pública".',
          examples: [{ from: 'as chaves publicáveis', to: 'as chaves públicas' }],
        },
      ],
      en: [
        {
          variant: 'publishable key',
          use: 'public key',
          reason: 'One name in both languages: "public key" (chave pública), the `pk_` key.',
          examples: [{ from: 'your publishable key', to: 'your public key' }],
        },
        {
          variant: 'publishable keys',
          use: 'public keys',
          reason: 'One name in both languages: "public key" (chave pública), the `pk_` key.',
          examples: [{ from: 'the publishable keys', to: 'the public keys' }],
        },
      ],
    },
    elsewhere: ['client key', 'public_key'],
    guide: '/docs/intro/authentication#key-types',
  },
  {
    id: 'secret-key',
    category: 'api',
    term: { 'pt-BR': 'chave secreta', en: 'secret key' },
    definition: {
      'pt-BR':
        'A chave `sk_test_...` ou `sk_live_...` que autentica o seu servidor na API. Nunca vai para o navegador, um app ou um repositório.',
      en: 'The `sk_test_...` or `sk_live_...` key that authenticates your server to the API. It never goes to a browser, an app or a repository.',
    },
    synonyms: { 'pt-BR': ['chave de API'], en: ['API key'] },
    elsewhere: ['access_token', 'X-API-Key', 'secret API key'],
    guide: '/docs/intro/authentication',
  },
  {
    id: 'idempotency',
    category: 'api',
    term: { 'pt-BR': 'idempotência', en: 'idempotency' },
    definition: {
      'pt-BR':
        'A garantia de que repetir um pedido não o executa duas vezes: um `POST` com o mesmo cabeçalho `Idempotency-Key` (a chave de idempotência) devolve o resultado do primeiro, sem criar outra cobrança, estorno ou cash-out.',
      en: 'The guarantee that repeating a request does not run it twice: a `POST` with the same `Idempotency-Key` header (the idempotency key) returns the first result without creating another charge, refund or cash-out.',
    },
    synonyms: { 'pt-BR': ['chave de idempotência'], en: ['idempotency key'] },
    avoid: {
      'pt-BR': [
        {
          variant: 'idempotencia',
          use: 'idempotência',
          reason: 'Com acento: "idempotência".',
          examples: [{ from: 'a idempotencia', to: 'a idempotência' }],
        },
      ],
    },
    guide: '/docs/intro/getting-started',
  },
  {
    id: 'rate-limit',
    category: 'api',
    term: { 'pt-BR': 'limite de requisições', en: 'rate limit' },
    definition: {
      'pt-BR':
        'Quantas requisições a API aceita por intervalo de tempo; acima dele a resposta é `429` e os cabeçalhos `RateLimit-*` dizem quando tentar de novo.',
      en: 'How many requests the API accepts per time window; beyond it the answer is `429` and the `RateLimit-*` headers say when to try again.',
    },
    avoid: {
      'pt-BR': [
        {
          variant: 'limites de taxa',
          use: 'limites de requisições',
          reason: '"Taxa" se lê como tarifa (fee): o limite é de requisições.',
          examples: [{ from: 'os limites de taxa', to: 'os limites de requisições' }],
        },
        {
          variant: 'limite de taxa',
          use: 'limite de requisições',
          reason: '"Taxa" se lê como tarifa (fee): o limite é de requisições.',
          examples: [{ from: 'o limite de taxa', to: 'o limite de requisições' }],
        },
      ],
    },
    guide: '/docs/intro/authentication#rate-limits',
    status: 429,
  },
  {
    id: 'webhook',
    category: 'api',
    term: { 'pt-BR': 'webhook', en: 'webhook' },
    definition: {
      'pt-BR':
        'Um `POST` HTTPS que a API envia para a URL cadastrada por você quando algo muda (um Pix pago, um cash-out concluído, uma infração aberta), assinado com HMAC-SHA256 e reenviado até você responder `2xx`.',
      en: 'An HTTPS `POST` the API sends to the URL you registered when something changes (a Pix paid, a cash-out completed, an infraction opened), signed with HMAC-SHA256 and sent again until you answer `2xx`.',
    },
    synonyms: { 'pt-BR': ['evento', 'notificação'], en: ['event', 'notification'] },
    avoid: {
      'pt-BR': [
        {
          variant: 'web hook',
          use: 'webhook',
          reason: 'Uma palavra só: "webhook".',
          examples: [{ from: 'o web hook', to: 'o webhook' }],
        },
      ],
      en: [
        {
          variant: 'web hook',
          use: 'webhook',
          reason: 'One word: "webhook".',
          examples: [{ from: 'the web hook', to: 'the webhook' }],
        },
      ],
    },
    elsewhere: ['notification_url', 'IPN', 'notification webhook', 'notificationCode'],
    guide: '/docs/webhook/transaction',
  },
  {
    id: 'sandbox',
    category: 'api',
    term: { 'pt-BR': 'sandbox', en: 'sandbox' },
    definition: {
      'pt-BR':
        'O ambiente de testes da API, com chaves `_test_`: nenhum dinheiro de verdade se move e os pagamentos são simulados pelo painel.',
      en: 'The API’s test environment, with `_test_` keys: no real money moves and payments are simulated from the dashboard.',
    },
    synonyms: { 'pt-BR': ['ambiente de testes', 'homologação'], en: ['test environment'] },
    guide: '/docs/intro/getting-started',
  },
  // From other providers, not offered here: readers coming from another provider search for them.
  {
    id: 'boleto',
    category: 'not-offered',
    term: { 'pt-BR': 'boleto', en: 'boleto' },
    definition: {
      'pt-BR':
        'O boleto bancário: um documento de cobrança pago em qualquer banco ou lotérica, compensado em até três dias úteis. Esta API não emite boletos; a cobrança Pix faz o mesmo papel, com validade de até 24 horas e confirmação em segundos.',
      en: 'The boleto bancário: a Brazilian payment slip paid at any bank or lottery outlet, cleared within three business days. This API does not issue boletos; a Pix charge plays the same role, payable for up to 24 hours and confirmed in seconds.',
    },
    synonyms: { 'pt-BR': ['boleto bancário'], en: ['bank slip', 'boleto bancário'] },
    guide: '/docs/intro/getting-started#payment-methods',
  },
  {
    id: 'debit-card',
    category: 'not-offered',
    term: { 'pt-BR': 'cartão de débito', en: 'debit card' },
    definition: {
      'pt-BR':
        'Um cartão que tira o valor direto da conta do portador. Esta API cobra cartões só na função crédito (`payment_method: credit_card`); para receber direto da conta de quem paga, use Pix.',
      en: "A card that takes the amount straight from the cardholder's account. This API charges cards on their credit function only (`payment_method: credit_card`); to take money straight from the payer's account, use Pix.",
    },
    synonyms: { 'pt-BR': ['débito'], en: ['debit'] },
    guide: '/docs/intro/getting-started#payment-methods',
  },
  {
    id: 'split-payment',
    category: 'not-offered',
    term: { 'pt-BR': 'split de pagamento', en: 'split payment' },
    definition: {
      'pt-BR':
        'A divisão de uma cobrança entre vários recebedores no momento do pagamento, comum em marketplaces. Esta API não divide cobranças: o valor inteiro entra no seu saldo e você paga cada vendedor com um cash-out para a chave Pix dele.',
      en: 'Dividing one charge between several recipients at payment time, common in marketplaces. This API does not split charges: the whole amount reaches your balance and you pay each seller with a cash-out to their Pix key.',
    },
    synonyms: { 'pt-BR': ['split', 'divisão de pagamento'], en: ['split', 'marketplace split'] },
    guide: '/docs/intro/getting-started#payment-methods',
  },
  {
    id: 'saved-card',
    category: 'not-offered',
    term: { 'pt-BR': 'cartão salvo', en: 'saved card' },
    definition: {
      'pt-BR':
        'Um cartão que outros provedores guardam para cobranças futuras (compra com um clique, assinaturas) e que esta API não guarda: o token de cartão é de uso único e vale 15 minutos, então cada compra coleta o cartão de novo.',
      en: 'A card other providers keep for later charges (one-click purchases, subscriptions), which this API does not keep: a card token is single-use and lasts 15 minutes, so every purchase collects the card again.',
    },
    synonyms: {
      'pt-BR': ['cartão armazenado', 'cobrança recorrente'],
      en: ['card on file', 'stored card', 'recurring charge'],
    },
    elsewhere: [
      'PaymentMethod',
      'customer card',
      'card vault',
      'SetupIntent',
      'setup intent',
      'shopperReference',
      'recurringDetailReference',
      'card_id',
    ],
    guide: '/docs/intro/card-tokenization#saved-cards',
  },
];

/** This API's webhook event and what other providers call the event for the same change. */
export interface EventElsewhere {
  /** A webhook event this API sends (`transaction.paid`): the spec's webhooks define it. */
  event: string;
  /** Other providers' event names for it (Stripe, Adyen, Mercado Pago, PagSeguro), as they spell them. */
  elsewhere: readonly string[];
}

/**
 * Other payment providers a reader names beside their words ("stripe
 * elements", "client key da adyen"): the name says whose vocabulary the rest
 * is, not what to find, so search drops it when other words remain (their
 * words are in `elsewhere`). A name of several words is dropped only when they
 * come together ("mercado pago"): alone, "pago" is Portuguese for "paid".
 */
export const otherProviders: readonly string[] = [
  'Stripe',
  'Mercado Pago',
  'MercadoPago',
  'Adyen',
  'PagSeguro',
  'Braintree',
  'PayPal',
  'Cielo',
  'Getnet',
];

/**
 * Other providers' webhook events, mapped to the event this API sends for the
 * same change: the Glossary page lists them, and search finds the event's
 * entry on its webhook guide by them (`charge.dispute.created` opens
 * `transaction.chargeback`). Only close equivalents: an event that means
 * "something changed" on another API (Mercado Pago's `payment.updated`) has
 * no single counterpart and is left out, and so are one-word names that are
 * this site's own words (Adyen's `CAPTURE`, `REFUND`): a reader typing
 * "refund" asks about refunds, not an event.
 */
export const webhookEventsElsewhere: readonly EventElsewhere[] = [
  { event: 'transaction.created', elsewhere: ['payment_intent.created', 'payment.created'] },
  {
    event: 'transaction.authorized',
    elsewhere: ['payment_intent.amount_capturable_updated', 'charge.authorized', 'AUTHORISATION'],
  },
  {
    event: 'transaction.paid',
    elsewhere: ['payment_intent.succeeded', 'charge.succeeded', 'charge.captured'],
  },
  { event: 'transaction.refused', elsewhere: ['payment_intent.payment_failed', 'charge.failed'] },
  { event: 'transaction.canceled', elsewhere: ['payment_intent.canceled'] },
  { event: 'transaction.refunded', elsewhere: ['charge.refunded'] },
  { event: 'transaction.partially_refunded', elsewhere: ['refund.created'] },
  {
    event: 'transaction.refund_updated',
    elsewhere: ['refund.updated', 'refund.failed', 'charge.refund.updated', 'REFUND_FAILED'],
  },
  { event: 'transaction.chargeback', elsewhere: ['charge.dispute.created'] },
  {
    event: 'transaction.chargeback_updated',
    elsewhere: [
      'charge.dispute.updated',
      'charge.dispute.closed',
      'CHARGEBACK_REVERSED',
      'SECOND_CHARGEBACK',
    ],
  },
  { event: 'cashout.created', elsewhere: ['payout.created'] },
  { event: 'cashout.completed', elsewhere: ['payout.paid'] },
  { event: 'cashout.failed', elsewhere: ['payout.failed', 'PAYOUT_DECLINE'] },
  { event: 'cashout.canceled', elsewhere: ['payout.canceled'] },
  { event: 'recurrence.created', elsewhere: ['customer.subscription.created'] },
  { event: 'recurrence.canceled', elsewhere: ['customer.subscription.deleted'] },
  { event: 'recurring_charge.paid', elsewhere: ['invoice.paid', 'invoice.payment_succeeded'] },
  { event: 'recurring_charge.failed', elsewhere: ['invoice.payment_failed'] },
];

/** Other providers' names for a webhook event of this API (none when it has no close equivalent). */
export function eventElsewhere(event: string): readonly string[] {
  return webhookEventsElsewhere.find((entry) => entry.event === event)?.elsewhere ?? [];
}

/** The Glossary page, locale-free. */
export const glossaryPath = '/docs/reference/glossary';

/** The Glossary page's anchors: `#<term id>` and `#category-<id>`. */
export function glossaryAnchorId(kind: 'term' | 'category', id: string): string {
  return kind === 'term' ? id : `category-${id}`;
}

/** A link to an anchor of the Glossary (`/docs/reference/glossary#pix`, `/en/…`, or `#pix` on the page). */
export const glossaryAnchorLink = new RegExp(
  `^(?:(?:/[a-zA-Z-]+)?${glossaryPath})?#(?:${[
    ...glossary.map((t) => glossaryAnchorId('term', t.id)),
    ...glossaryCategories.map((c) => glossaryAnchorId('category', c.id)),
  ].join('|')})$`,
);

/** A term's guide without its `#anchor` (the page), and the anchor ('' when none). */
export function guidePage(guide: string): { path: string; anchor: string } {
  const [path = '', anchor = ''] = guide.split('#');
  return { path, anchor };
}
