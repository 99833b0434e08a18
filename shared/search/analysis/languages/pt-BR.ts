import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';
import type { LanguageAnalysis } from './language-analysis';

/**
 * Plural to singular for folded Portuguese words, after the plural step of
 * RSLP (Orengo & Huyck, 2001). Snowball does not conflate `transações` with
 * `transação` (the suffix lies outside its R2 region on short stems), and its
 * suffix rules need accents readers often leave out; reducing the plural of
 * the folded word first makes both spellings meet. No maintained npm package
 * ships RSLP, hence these few lines.
 */
const PLURAL_RULES: readonly [suffix: string, replacement: string, minStem: number][] = [
  ['oes', 'ao', 3],
  ['aes', 'ao', 3],
  ['aos', 'ao', 3],
  ['ais', 'al', 2],
  ['eis', 'el', 3],
  ['ois', 'ol', 3],
  ['ns', 'm', 2],
  ['res', 'r', 3],
  ['les', 'l', 3],
  ['zes', 'z', 3],
];
const NOT_PLURAL = new Set([
  'mais',
  'lapis',
  'cais',
  'pais',
  'atraves',
  'simples',
  'status',
  'bonus',
  'onibus',
  'virus',
  'tenis',
  'gas',
]);

export function singularizePortuguese(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || NOT_PLURAL.has(word)) return word;
  for (const [suffix, replacement, minStem] of PLURAL_RULES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) {
      return word.slice(0, -suffix.length) + replacement;
    }
  }
  return word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')
    ? word
    : word.slice(0, -1);
}

/** Brazilian Portuguese: Snowball stemming, plural reduction, Portuguese stop words. */
export const portuguese: LanguageAnalysis = {
  stem: stemmer,
  singularize: singularizePortuguese,
  // Plus the spellings of chat and hurried typing: `pra` (para), `ta` (está), `vc` (você).
  stopWords: [
    ...stopwords,
    'pra',
    'pras',
    'pro',
    'pros',
    'ta',
    'vc',
    'voce',
    'q',
    'oq',
    'ne',
    'tb',
    'tbm',
  ],
  questionWords: [
    'quais',
    'onde',
    'porque',
    'posso',
    'pode',
    'faco',
    'fazer',
    'faz',
    'devo',
    'preciso',
    'consigo',
    'possivel',
    'usar',
    'quero',
    // "igual ao checkout do Mercado Pago": the comparison says whose word follows, not what to find.
    'igual',
    'equivalente',
    'parecido',
    'similar',
  ],
  questionPhrases: ['quanto tempo', 'quantos dias', 'quantas horas', 'quantos minutos'],
  newsWords: [
    'novo',
    'nova',
    'novos',
    'novas',
    'novidade',
    'novidades',
    'recente',
    'recentes',
    'lancamento',
    'lancamentos',
    'lancou',
    'anuncio',
    'ultimas',
  ],
  circumstanceWords: ['antes', 'depois', 'apos', 'ate'],
  kindWords: [
    'campo',
    'campos',
    'cabecalho',
    'header',
    'parametro',
    'webhook',
    'evento',
    'propriedade',
    'atributo',
  ],
  synonyms: [
    ['estorno', 'reembolso', 'devolucao', 'refund'],
    ['saque', 'cashout', 'payout'],
    ['credencial', 'chave'],
    ['webhook', 'notificacao', 'callback'],
    ['3ds', '3d'],
    ['saldo', 'carteira', 'wallet'],
    ['tarifa', 'taxa', 'fee', 'custo'],
    ['erro', 'falha'],
    ['assinatura', 'hmac'],
    ['cartao', 'card'],
    ['cobranca', 'pagamento', 'transacao'],
    // One family the stemmer splits: "duplicado" (duplic) and "duplicata" (duplicat).
    ['duplicado', 'duplicata', 'repetido'],
    // A time limit: the guides say "janela" (the refund window) where readers type "prazo".
    ['prazo', 'janela'],
    // "Primeiros passos" is what many Brazilian docs call their quick start ("Início rápido" here).
    ['primeiros', 'inicio'],
  ],
};
