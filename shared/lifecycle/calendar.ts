/**
 * The settlement calendar: dates in Brasília time and the business days on
 * which card receivables settle. Card money moves through the interbank
 * settlement system, which does not run on weekends and national holidays, so
 * a receivable due on one of those days settles on the next business day. Pix
 * settles every day, at any hour, and needs none of this.
 *
 * Hand-written: the national calendar of the Brazilian financial market is
 * twelve rules (ANBIMA's list of national holidays), four of them moving with
 * Easter; a date library would add weight to every page that settles a
 * receivable in the Try it simulator and still not know these holidays.
 */

/** Brasília time is UTC−3 all year (no daylight saving time since 2019). */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant (epoch ms or ISO 8601) in Brasília time. */
export function brasiliaDate(instant: number | string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return new Date(ms - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The epoch ms of midnight UTC of a `YYYY-MM-DD` date: a date's place on the calendar. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function dateOf(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as `YYYY-MM-DD`. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidayCache = new Map<number, Set<string>>();

/**
 * The national holidays of the financial market in a year: New Year, Carnival
 * Monday and Tuesday, Good Friday, Tiradentes, Labour Day, Corpus Christi,
 * Independence, Nossa Senhora Aparecida, All Souls, the Republic, Black
 * Consciousness (national since 2024) and Christmas.
 */
export function nationalHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const e = easter(year);
  const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
  if (year >= 2024) fixed.push('11-20');
  const holidays = new Set([
    ...fixed.map((md) => `${year}-${md}`),
    addDays(e, -48),
    addDays(e, -47),
    addDays(e, -2),
    addDays(e, 60),
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(dayNumber(date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(Number(date.slice(0, 4))).has(date);
}

/** The date itself when it is a business day, else the next one that is. */
export function businessDayOnOrAfter(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
