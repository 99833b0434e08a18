/** Webhook facts in prose: the signed content, the header names, the retry schedule. */
import { at, type Detector, TAG } from './detector';
import { DURATION, formatMinutes, listText, minutesOf } from './durations';

const ROLE_OF_PART: [RegExp, string][] = [
  [/timestamp/i, 'webhook-timestamp'],
  [/\bid\b|webhook-id/i, 'webhook-id'],
  [/body|corpo|payload/i, 'body'],
];
const SIGNED_CONTENT = /<([^<>\n]{1,40})>((?:\.<[^<>\n]{1,40}>)+)/g;

/** "`<webhook-id>.<webhook-timestamp>.<corpo bruto>`": the parts, in order. */
export const signedContent: Detector = (sentence, facts, _context, report) => {
  for (const m of sentence.text.matchAll(SIGNED_CONTENT)) {
    const parts = [m[1] as string, ...(m[2] as string).slice(2, -1).split('>.<')];
    const roles = parts.map((p) => ROLE_OF_PART.find(([pattern]) => pattern.test(p))?.[1]);
    // `<lang>.<hash>` and other dotted templates are not a signature's content.
    if (!roles.includes('body') && !roles.includes('webhook-timestamp')) continue;
    const expected = facts.signedContent.value;
    if (roles.length === expected.length && roles.every((r, i) => r === expected[i])) continue;
    const right = expected.map((p) => (p === 'body' ? '<raw body>' : `<${p}>`)).join('.');
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `The webhook signature is computed over ${right} (Standard Webhooks; ${at(facts.signedContent, 'x-policies.webhook-delivery.signed-content')}), not over ${m[0]}: a handler that signs this string rejects every webhook. ${TAG}`,
    );
  }
};

const HEADER =
  /(?<![\w-])(?:x-)?webhook-(?:id|timestamp|signature)(?![\w-])|(?<![\w-])x-[a-z-]*signature(?![\w-])/gi;

/** The webhook headers, spelled as the spec names them (`webhook-id`, lower case). */
export const headerNames: Detector = (sentence, facts, _context, report) => {
  const names = facts.webhookHeaders.value;
  for (const m of sentence.text.matchAll(HEADER)) {
    if (names.includes(m[0])) continue;
    const right = names.find((n) => n.toLowerCase() === m[0].toLowerCase().replace(/^x-/, ''));
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      right
        ? `The header is "${right}" (${at(facts.webhookHeaders, 'the webhooks\u2019 parameters')}): write it as the spec does, not "${m[0]}". ${TAG}`
        : `"${m[0]}" is not a header of the webhooks; they send ${names.join(', ')} (${facts.webhookHeaders.where}). ${TAG}`,
    );
  }
};

const RETRY_CONTEXT = /webhook|evento|event|entreg|deliver|reenvi|redeliver|resen/i;
const AGAIN_COUNT =
  /(\d+)\s+(vezes|times|novas tentativas|reenvios|retries|redeliveries)(?![\p{L}])/giu;
const ATTEMPT_COUNT = /(\d+)\s+(tentativas|attempts)(?![\p{L}])/giu;
const TOTAL =
  /(?:cerca de|about|aproximadamente|around|roughly)\s+(\d+)\s?(horas|hours|h)(?![\p{L}])/giu;

/** How many times a failed webhook is sent again, over how long, with which waits. */
export const retrySchedule: Detector = (sentence, facts, _context, report) => {
  const delays = facts.retryDelaysMinutes.value;
  const where = at(facts.retryDelaysMinutes, 'x-policies.webhook-delivery.retry-delays-minutes');
  const schedule = `${delays.length} new attempts after the first, waiting ${listText(delays, 'en')}`;
  // A list of 3 or more durations: the waits, in order.
  const durations = [...sentence.text.matchAll(DURATION)];
  const runs: RegExpMatchArray[][] = [];
  for (const d of durations) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    const between = previous
      ? sentence.text.slice((previous.index ?? 0) + previous[0].length, d.index)
      : '';
    if (run && previous && /^\s*(?:,|e|and|, and|,\s*e)\s*$/.test(between)) run.push(d);
    else runs.push([d]);
  }
  for (const run of runs) {
    if (run.length < 3) continue;
    const minutes = run.map((d) => minutesOf(d[1] as string, d[2] as string));
    if (minutes.length === delays.length && minutes.every((m, i) => m === delays[i])) continue;
    const first = run[0] as RegExpMatchArray;
    const last = run[run.length - 1] as RegExpMatchArray;
    const start = first.index ?? 0;
    report(
      sentence.start + start,
      (last.index ?? 0) + last[0].length - start,
      `Webhook retries wait ${listText(delays, 'en')} (${where}); this list says ${run.map((d) => d[0]).join(', ')}. ${TAG}`,
    );
  }
  if (!RETRY_CONTEXT.test(sentence.text)) return;
  for (const m of sentence.text.matchAll(AGAIN_COUNT)) {
    if (Number(m[1]) === delays.length) continue;
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `A failed webhook is sent again ${delays.length} times (${schedule}; ${where}), not ${m[1]}. ${TAG}`,
    );
  }
  for (const m of sentence.text.matchAll(ATTEMPT_COUNT)) {
    if (Number(m[1]) === delays.length + 1) continue;
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `A webhook is attempted ${delays.length + 1} times in all (${schedule}; ${where}), not ${m[1]}. ${TAG}`,
    );
  }
  const total = delays.reduce((a, b) => a + b, 0);
  for (const m of sentence.text.matchAll(TOTAL)) {
    if (Number(m[1]) === Math.floor(total / 60) || Number(m[1]) === Math.round(total / 60))
      continue;
    report(
      sentence.start + (m.index ?? 0),
      m[0].length,
      `Webhook retries last ${formatMinutes(total)} from the first attempt to the last (${where}), not ${m[0].trim()}. ${TAG}`,
    );
  }
};
