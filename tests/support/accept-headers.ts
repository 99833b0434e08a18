/**
 * Generated `Accept` headers (fast-check) for the Markdown negotiation: the
 * ranges a page's two types can match, other types, each type at most once
 * (a type listed twice, with and without a charset say, is left to each
 * server's reading: no client sends that), q-values in every spelling RFC
 * 9110 allows, any letter case and optional spaces.
 */
import fc from 'fast-check';

const ranges = [
  'text/markdown',
  'text/markdown;charset=utf-8',
  'text/html',
  'text/html; charset=utf-8',
  'text/*',
  '*/*',
  'text/plain',
  'application/json',
  'application/xhtml+xml',
  'application/xml',
];

const digits = (max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: max }).map((d) => d.join(''));

/** A qvalue: "0" ["." 0*3DIGIT] / "1" ["." 0*3("0")]. */
const qvalue = fc.oneof(
  digits(3).map((d) => `0.${d}`),
  fc.constantFrom('0', '1', '1.', '1.0', '1.000', '0.5', '0.9'),
);

const spaces = fc.constantFrom('', ' ');

function randomCase(text: string, upper: boolean[]): string {
  return [...text].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
}

const entry = fc
  .record({
    range: fc.constantFrom(...ranges),
    q: fc.option(qvalue, { nil: undefined }),
    space: spaces,
    upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  })
  .map(({ range, q, space, upper }) => ({
    key: (range.split(';')[0] ?? range).trim(),
    text: `${randomCase(range, upper)}${q === undefined ? '' : `${space};${space}q=${q}`}`,
  }));

export function acceptHeader(): fc.Arbitrary<string> {
  return fc
    .uniqueArray(entry, { minLength: 1, maxLength: 5, selector: (e) => e.key })
    .chain((entries) => spaces.map((space) => entries.map((e) => e.text).join(`,${space}`)));
}
