/**
 * What a page's frontmatter `head` may add to its `<head>`: `[tag, { attribute: value }]`
 * pairs, as Rspress reads them, allowed only where a page needs them. Rspress writes any tag
 * and attribute it is given, so a `script` would run on every reader of the page and a
 * `meta http-equiv="refresh"` would send them all to another site.
 *
 * - Every page: `meta name=<one of metaNames> content=<text>`, and `link rel=canonical` or
 *   `rel=alternate` whose `href` is a path of this site (a feed, a translation), with an
 *   optional `type` from `linkTypes`, `title` and `hreflang`.
 * - A redirect page (`pageType: custom`, the only kind that may): `meta http-equiv=refresh`
 *   to a path of this site (`0; url=/en/docs/intro/getting-started`).
 *
 * Anything else (another tag or attribute, an off-site URL) is an error at its line.
 */
import { z } from 'zod';

/** `meta name`s a page may set. */
export const metaNames = ['robots', 'googlebot', 'keywords', 'author'] as const;
/** `link type`s of the alternates a page may name (feeds, Markdown twins, JSON). */
export const linkTypes = [
  'application/rss+xml',
  'application/atom+xml',
  'text/markdown',
  'application/json',
] as const;

/** A path of this site: one leading `/`, no backslash, no control or space characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const SITE_PATH = /^\/(?![/\\])[^\\\u0000-\u0020\u007f]*$/;
/** A meta refresh to a path of this site: `<seconds>; url=/path`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const SAME_SITE_REFRESH = /^\d{1,4}\s*;\s*url=\/(?![/\\])[^\\\u0000-\u0020\u007f'"]*$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const PLAIN_TEXT = /^[^\u0000-\u001f\u007f<>]*$/;

const sitePath = z.string().regex(SITE_PATH, 'must be a path of this site, like /en/blog/rss.xml');
const plainText = z.string().max(300).regex(PLAIN_TEXT, 'must be plain text of one line');

const metaName = z.strictObject({
  name: z.enum(metaNames, { error: `must be one of ${metaNames.join(', ')}` }),
  content: plainText,
});

const refresh = z.strictObject({
  'http-equiv': z.literal('refresh', { error: 'must be refresh' }),
  content: z.string().regex(SAME_SITE_REFRESH, 'must be "<seconds>; url=/a/path/of/this/site"'),
});

const link = z.strictObject({
  rel: z.enum(['canonical', 'alternate'], { error: 'must be canonical or alternate' }),
  href: sitePath,
  type: z.enum(linkTypes, { error: `must be one of ${linkTypes.join(', ')}` }).optional(),
  title: plainText.optional(),
  hreflang: z
    .string()
    .regex(/^(?:[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*|x-default)$/, 'must be a language tag')
    .optional(),
});

/**
 * The frontmatter `head` of a kind of page.
 * @param redirects whether the page may send its readers on (a redirect page)
 */
export function headEntries(options: { redirects: boolean; label: string }) {
  const tags = options.redirects ? 'meta (name or refresh) and link' : 'meta (name) and link';
  const entry = z
    .tuple([z.string(), z.record(z.string(), z.string())], {
      error: 'must be a [tag, { attribute: value }] pair',
    })
    .superRefine(([tag, attributes], context) => {
      const schemas: z.ZodType[] =
        tag === 'meta'
          ? 'http-equiv' in attributes
            ? options.redirects
              ? [refresh]
              : []
            : [metaName]
          : tag === 'link'
            ? [link]
            : [];
      const schema = schemas[0];
      if (!schema) {
        context.addIssue({
          code: 'custom',
          path: [0],
          message:
            tag === 'meta'
              ? `is a "meta http-equiv", which is not allowed on ${options.label} (only a redirect page, pageType: custom, may refresh)`
              : `is "${tag}", which is not allowed on ${options.label} (allowed: ${tags}; see the writers' handbook)`,
        });
        return;
      }
      const result = schema.safeParse(attributes);
      if (result.success) return;
      for (const issue of result.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys)
            context.addIssue({
              code: 'custom',
              path: [1, key],
              message: `is not an attribute a page's head may give "${tag}" (allowed: ${Object.keys(
                (schema as z.ZodObject).shape,
              ).join(', ')})`,
            });
        } else {
          context.addIssue({ code: 'custom', path: [1, ...issue.path], message: issue.message });
        }
      }
    });
  return z
    .array(entry, { error: 'must be a list of [tag, { attribute: value }] pairs' })
    .optional();
}
