/**
 * Claims about the product in prose: which API sends which webhooks, what a
 * card token allows (no card on file, so no merchant-initiated retries), and
 * when a deprecated version stops answering.
 */
import type { ContractFacts } from './contract-facts';
import { type Detector, TAG } from './detector';

/** Words for an event family or an API, per language. */
const FAMILY_WORDS: [RegExp, string][] = [
  [/^(?:cash-?outs?)$/i, 'cashout'],
  [/^(?:transa[cç](?:ão|ões)|transactions?|pagamentos?|payments?)$/i, 'transaction'],
  [/^(?:infra[cç](?:ão|ões)|infractions?|MED)$/i, 'infraction'],
];
const familyOf = (word: string) => FAMILY_WORDS.find(([p]) => p.test(word))?.[1];

const SENDS_PT =
  /API de (cash-?outs?|transa[cç](?:ão|ões)|pagamentos?)\b[^.]*?\b(?:envia|manda|dispara|emite)\b[^.]*?\b(?:webhooks?|eventos?) de (infra[cç](?:ão|ões)|cash-?outs?|transa[cç](?:ão|ões)|MED)/giu;
const SENDS_EN =
  /\b(cash-?out|transaction|payment)s? API\b[^.]*?\b(?:sends?|emits?|fires?)\b[^.]*?\b(infraction|cash-?out|transaction|MED)s?\b(?:\s*\(MED\))?\s*(?:webhooks?|events?)/giu;

/** "The cash-out API sends infraction webhooks": an event family comes from the API of what it is about. */
export const eventSource: Detector = (sentence, facts, _context, report) => {
  for (const pattern of [SENDS_PT, SENDS_EN]) {
    for (const m of sentence.text.matchAll(pattern)) {
      const api = familyOf(m[1] as string);
      const family = familyOf(m[2] as string);
      if (!api || !family) continue;
      const about = facts.eventFamilies.get(family) ?? family;
      if (about === api) continue;
      const what =
        about === family ? `${family}s` : `a ${about} (their payload carries ${about}_id)`;
      report(
        sentence.start + (m.index ?? 0),
        m[0].length,
        `The ${family}.* webhooks are about ${what}, not about ${api}s, so the ${api} API does not send them (webhooks in openapi/openapi.yaml). ${TAG}`,
      );
    }
  }
};

/** Retries or charges that need the card kept on file, which this API never does. */
const STORED_CARD =
  /tentativas? autom[aá]ticas?|nova tentativa autom[aá]tica|retentativas? autom[aá]ticas?|automatic(?:ally)? retr(?:y|ies)|retr(?:y|ies) automatically|renova[cç][aã]o de (?:uma )?assinatura|assinaturas? recorrentes?|subscriptions?(?: renewals?)?|card[- ]on[- ]file|stored cards?|saved cards?|cart[aã]o (?:salvo|guardado)|cart[oõ]es (?:salvos|guardados)/giu;
/**
 * Recurring charges are a product of their own (Pix Automático: the payer
 * authorizes Pix debits in their bank's app), so they need a kept card only
 * when the sentence puts them on a card.
 */
const RECURRING = /cobran[cç]as? recorrentes?|recurring (?:charges?|payments?|billing)/giu;
const ON_A_CARD = /\bcards?\b|\bcart(?:[aã]o|[oõ]es)\b/iu;
const PIX_RECURRING = /\bpix\b|\brecorr[eê]ncias?\b|\brecurrences?\b/iu;
const NEGATION = /\b(?:não|nem|nunca|sem|no|not|never|without|cannot|can't)\b/iu;

export const cardOnFile: Detector = (sentence, _facts, context, report) => {
  if (context.code || NEGATION.test(sentence.text)) return;
  const onCard = ON_A_CARD.test(sentence.text) && !PIX_RECURRING.test(sentence.text);
  const found = [
    ...sentence.text.matchAll(STORED_CARD),
    ...(onCard ? sentence.text.matchAll(RECURRING) : []),
  ];
  for (const m of found) {
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `"${m[0]}" needs a card kept on file, and this API keeps none: a card token is single-use (consumed even when the issuer declines) and expires in minutes, so every new attempt needs the buyer to enter the card again. Say that instead. ${TAG}`,
    );
  }
};

const MONTHS: Record<string, number> = {
  janeiro: 1,
  fevereiro: 2,
  março: 3,
  marco: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};
const MONTH = Object.keys(MONTHS).join('|');
const DATES = new RegExp(
  `(\\d{1,2})º? de (${MONTH}) de (\\d{4})|(${MONTH}) (\\d{1,2}),? (\\d{4})|(\\d{1,2}) (${MONTH}) (\\d{4})|(\\d{4})-(\\d{2})-(\\d{2})`,
  'giu',
);

function isoOf(m: RegExpMatchArray): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = (name: string) => MONTHS[name.toLowerCase()] ?? 0;
  if (m[1]) return `${m[3]}-${pad(month(m[2] as string))}-${pad(Number(m[1]))}`;
  if (m[4]) return `${m[6]}-${pad(month(m[4]))}-${pad(Number(m[5]))}`;
  if (m[7]) return `${m[9]}-${pad(month(m[8] as string))}-${pad(Number(m[7]))}`;
  return `${m[10]}-${m[11]}-${m[12]}`;
}

/** What a deprecation is about, as its title names it: a version path or code ("/v1 is deprecated…" -> "/v1"). */
function subjectOf(title: string): string | undefined {
  const match = /`([^`]+)`|(?<![\w/])(\/v\d+)(?![\w/])/.exec(title);
  return match?.[1] ?? match?.[2];
}

/** A date said about a deprecated thing is its announcement or its sunset. */
export const sunsetDates: Detector = (sentence, facts: ContractFacts, _context, report) => {
  for (const deprecation of facts.deprecations) {
    const subject = subjectOf(deprecation.titleEn);
    if (!subject) continue;
    const mentioned = new RegExp(
      `(?<![\\w/])${subject.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w/])`,
    );
    if (!mentioned.test(sentence.text)) continue;
    for (const m of sentence.text.matchAll(DATES)) {
      const iso = isoOf(m);
      if (iso === deprecation.sunset || iso === deprecation.date) continue;
      report(
        sentence.start + (m.index ?? 0),
        m[0].length,
        `${subject} was deprecated on ${deprecation.date} and stops answering on ${deprecation.sunset} (changelog entry "${deprecation.id}", ${deprecation.where}); this says ${m[0]}. ${TAG}`,
      );
    }
  }
};
