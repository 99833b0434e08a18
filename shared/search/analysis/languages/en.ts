import { stemmer } from '@orama/stemmers/english';
import { stopwords } from '@orama/stopwords/english';
import type { LanguageAnalysis } from './language-analysis';

/** English: Porter stemming and the usual English stop words. */
export const english: LanguageAnalysis = {
  stem: stemmer,
  stopWords: stopwords,
  // `equivalent`, `similar`: "stripe payouts equivalent" says whose word the rest is, not what to find.
  questionWords: ['need', 'want', 'way', 'possible', 'use', 'equivalent', 'similar'],
  questionPhrases: ['how many', 'how much', 'how long', 'how often', 'how soon', 'how fast'],
  newsWords: [
    'new',
    'news',
    'latest',
    'recent',
    'recently',
    'release',
    'released',
    // Not `launch`: "launch to production" is a task, not news.
    'launched',
    'announcing',
    'announcement',
    'whats',
  ],
  circumstanceWords: ['before', 'after', 'until', 'once'],
  kindWords: [
    'field',
    'fields',
    'header',
    'parameter',
    'param',
    'webhook',
    'event',
    'property',
    'attribute',
  ],
  synonyms: [
    ['refund', 'reversal'],
    ['cashout', 'payout', 'withdrawal'],
    ['credential', 'key'],
    ['webhook', 'callback', 'notification'],
    ['3ds', '3d', 'threeds'],
    ['balance', 'wallet'],
    ['fee', 'cost'],
    // Production is the live environment (`sk_live_`, "going live").
    ['production', 'live'],
    ['error', 'failure'],
    ['signature', 'hmac'],
    // A time limit: the guides say "window" (the refund window) where readers type "deadline".
    ['deadline', 'window'],
  ],
};
