import type { Lang } from '../../../config/locales';

/**
 * "November 10, 2026" / "10 de novembro de 2026". Read in UTC, like the
 * `YYYY-MM-DD` it comes from, so server and browser render the same day.
 */
export function formatPostDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
