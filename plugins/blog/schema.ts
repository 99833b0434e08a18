/**
 * What a post's frontmatter and the authors file must hold, as zod schemas.
 * Validation errors become one line per problem, naming the field, so the
 * build can fail with "<file>: frontmatter field "<field>" <reason>".
 */
import { z } from 'zod';
import { langs } from '../../config/locales';
import { headEntries } from '../source-check/head-entries';

/** Required, non-empty text; "is required" when absent, rather than zod's type jargon. */
function text() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'must not be empty');
}

function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const publicationDay = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'is required' : 'must be a date written YYYY-MM-DD',
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD', abort: true })
  .refine(isCalendarDay, { error: (issue) => `${JSON.stringify(issue.input)} is not a real day` });

export const SUMMARY_MAX_LENGTH = 300;

/**
 * @param authorKeys the keys of the authors file: a post may only name those
 *   (undefined when that file is itself invalid: any key then passes, so its
 *   errors are not buried under one per post).
 */
export function postFrontmatterSchema(authorKeys: readonly string[] | undefined) {
  const authorKey = z
    .string({ error: 'must be an author key (text)' })
    .refine((key) => !authorKeys || authorKeys.includes(key), {
      error: (issue) =>
        `names unknown author ${JSON.stringify(issue.input)} (known: ${authorKeys?.join(', ')})`,
    });
  // Strict: a misspelt key is an error, not silently ignored. Rspress' own keys that a post may use are listed.
  return z.strictObject({
    title: text(),
    date: publicationDay,
    authors: z
      .array(authorKey, {
        error: (issue) =>
          issue.input === undefined ? 'is required' : 'must be a list of author keys',
      })
      .min(1, 'must name at least one author'),
    tags: z
      .array(text().max(40, 'must be at most 40 characters'), {
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of tags'),
      })
      .min(1, 'must hold at least one tag'),
    summary: text().max(
      SUMMARY_MAX_LENGTH,
      `must be at most ${SUMMARY_MAX_LENGTH} characters (it is shown in lists and feeds)`,
    ),
    description: text().optional(),
    outline: z.boolean({ error: 'must be true or false' }).optional(),
    head: headEntries({ redirects: false, label: 'a blog post' }),
  });
}

export type PostFrontmatter = z.infer<ReturnType<typeof postFrontmatterSchema>>;

const localizedText = z.strictObject(
  Object.fromEntries(langs.map((lang) => [lang, text()])) as Record<
    (typeof langs)[number],
    ReturnType<typeof text>
  >,
  {
    error: (issue) =>
      issue.input === undefined ? 'is required' : 'must give one text per language',
  },
);

export const authorSchema = z.strictObject({
  name: text(),
  title: localizedText,
  avatar: text().regex(
    /^(\/[^/]|https:\/\/)/,
    'must be a site path under public/ (like /blog/authors/x.svg) or an https URL',
  ),
});

export const authorsFileSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'author keys are lowercase-with-dashes'),
  authorSchema,
);

export type AuthorEntry = z.infer<typeof authorSchema>;

/** `['authors', 1]` -> `authors[1]` */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
}

/** One readable line per problem: `field "date" must be a date written YYYY-MM-DD`. */
export function describeIssues(error: z.ZodError, what: string): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0
      ? `${what} "${fieldName(issue.path)}" ${issue.message}`
      : `${what}: ${issue.message}`,
  );
}
