/**
 * Generated hostile URLs for the property-based tests of the URL policy
 * (fast-check): paths and query strings built from the pieces attackers and
 * careless links use (encoded slashes and backslashes, dot segments,
 * malformed or over-long percent-encoding, control characters, other hosts,
 * `.html` / `index` / trailing-slash endings that trigger redirects, long
 * segments), so most cases reach the redirect rules instead of a plain 404.
 *
 * Runs are seeded: FC_SEED=<n> replays a run; without it each run draws a new
 * seed, printed with any failure (fast-check's report names the seed and the
 * shrunk counterexample).
 */
import fc from 'fast-check';

/** Pieces of a path segment, written as they go on the request line. */
const pathPieces = [
  '%5C',
  '%5c',
  '%2F',
  '%2f',
  '\\',
  '/',
  '//',
  '%',
  '%E0%A4%A',
  '%C3',
  '%C3%A9',
  '%00',
  '%09',
  '%0D%0A',
  '%7F',
  '%1B',
  '.',
  '..',
  '%2e',
  '%2E%2E',
  '.%2e',
  '.html',
  'index',
  'index.html',
  'en',
  'docs',
  'intro',
  'authentication',
  'blog',
  'search',
  'static',
  '_nginx',
  '_headers',
  '404',
  'evil.example',
  '@evil.example',
  'http:',
  'https:',
  ':',
  '%3A',
  '%3F',
  '%23',
  '%40',
  '%20',
  '%25',
  '%252F',
  ';',
  '~',
  '*',
  '!',
  '$',
  '&',
  "'",
  '(',
  ')',
  '+',
  ',',
  '=',
  '@',
  'é',
  'ção',
  '%FF',
  '%C0%AF',
  '%E2%80%AE',
  'a'.repeat(256),
  '.well-known',
  'javascript:alert(1)',
];

/** Pieces of a query string or a hash, written as they go in the URL. */
const queryPieces = [
  '%',
  '%25',
  '%E0%A4%A',
  '%C3',
  '%00',
  '%0A',
  '%FF',
  '100%',
  '50%25off',
  'q=',
  'q=100%25',
  'utm_campaign=50%25off',
  '&',
  '=',
  '?',
  '#',
  '//evil.example',
  '\\evil.example',
  'https://evil.example',
  '%2F%2Fevil.example',
  '<script>alert(1)</script>',
  '%3Cscript%3E',
  '"',
  "'",
  '`',
  '{',
  '}',
  '|',
  '^',
  'MDR 3%',
  'é',
  '%C3%A9',
  '%E2%80%AE',
  'within=',
  'outside=',
  '..',
  '%2e%2e',
  'javascript:alert(1)',
  'x'.repeat(300),
];

const piece = (pieces: string[]) => fc.constantFrom(...pieces);

/** Request-line text: printable ASCII only (what Node's client will send), anything percent-encoded. */
const encodedText = fc.string({ unit: 'binary', maxLength: 6 }).map((s) => encodeURIComponent(s));

/** A request path (origin-form): the pieces above, with a redirect-triggering ending. */
export function hostilePath(): fc.Arbitrary<string> {
  const segment = fc.oneof(
    { weight: 4, arbitrary: piece(pathPieces) },
    { weight: 1, arbitrary: encodedText },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,12}$/) },
  );
  return (
    fc
      .tuple(
        fc.constantFrom('/', '//', '/\\', '/%5C', '/%2F', '/en/', '/docs/', '/en/docs/'),
        fc.array(
          fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('')),
          {
            maxLength: 5,
          },
        ),
        fc.constantFrom('', '/', '.html', '/index', '/index.html', '/.', '/..'),
      )
      .map(([start, segments, end]) => `${start}${segments.join('/')}${end}`)
      // What Node's HTTP client sends: printable ASCII, and Latin-1 bytes as they are (not UTF-8).
      .filter((p) => /^[\x21-\x7e\u00a0-\u00ff]*$/.test(p))
  );
}

/** A query string or hash body (without its `?` / `#`). */
export function hostileQuery(): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof({ weight: 4, arbitrary: piece(queryPieces) }, { weight: 1, arbitrary: encodedText }),
      {
        minLength: 1,
        maxLength: 6,
      },
    )
    .map((pieces) => pieces.join(''));
}

/** Seed of this run: FC_SEED replays one. */
export const propertySeed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * fast-check options for a suite: seeded, bounded in time (fewer runs on a
 * slow machine rather than a timeout), with the seed in any failure.
 * `timeLimitMs: null` runs every run, for a property whose few runs must all
 * happen (each opens a page: a loaded machine gets its time from the test's timeout).
 */
export function propertyRunOptions<T>(options: {
  numRuns: number;
  timeLimitMs?: number | null;
}): fc.Parameters<T> {
  return {
    seed: propertySeed,
    numRuns: options.numRuns,
    interruptAfterTimeLimit:
      options.timeLimitMs === null ? undefined : (options.timeLimitMs ?? 20_000),
    markInterruptAsFailure: false,
    reporter: (details) => {
      if (!details.failed) return;
      throw new Error(
        `URL property failed (replay with FC_SEED=${details.seed}):\n${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`,
      );
    },
  };
}
