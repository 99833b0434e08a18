/** Durations as the guides write them ("1 min", "12 h", "300 segundos"), in minutes. */

const UNIT_MINUTES: [RegExp, number][] = [
  [/^(?:s|seg|segundos?|seconds?)$/i, 1 / 60],
  [/^(?:min|minutos?|minutes?)$/i, 1],
  [/^(?:h|horas?|hours?)$/i, 60],
  [/^(?:dias?|days?)$/i, 1440],
];
export const DURATION =
  /(\d+)\s?(segundos?|seconds?|seg|s|minutos?|minutes?|min|horas?|hours?|h|dias?|days?)(?![\p{L}\d])/giu;

export function minutesOf(amount: string, unit: string): number | undefined {
  const factor = UNIT_MINUTES.find(([pattern]) => pattern.test(unit))?.[1];
  return factor === undefined ? undefined : Number(amount) * factor;
}

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function listText(minutes: readonly number[], lang: 'en' | 'pt'): string {
  const parts = minutes.map(formatMinutes);
  const last = parts.pop();
  return `${parts.join(', ')} ${lang === 'pt' ? 'e' : 'and'} ${last}`;
}
