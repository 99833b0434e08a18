import { stemmer } from '@orama/stemmers/english';
import { stopwords } from '@orama/stopwords/english';
import type { LanguageAnalysis } from './language-analysis';

/** English: Porter stemming and the usual English stop words. */
export const english: LanguageAnalysis = {
  stem: stemmer,
  stopWords: stopwords,
  questionWords: ['need', 'want', 'way', 'possible', 'use'],
  newsWords: [
    'new',
    'news',
    'latest',
    'recent',
    'recently',
    'release',
    'released',
    'launch',
    'launched',
    'announcing',
    'announcement',
    'whats',
  ],
  synonyms: [
    ['refund', 'reversal'],
    ['cashout', 'payout', 'withdrawal'],
    ['credential', 'key'],
    ['webhook', 'callback', 'notification'],
    ['3ds', '3d', 'threeds'],
    ['balance', 'wallet'],
    ['fee', 'cost'],
    ['error', 'failure'],
    ['signature', 'hmac'],
  ],
};
