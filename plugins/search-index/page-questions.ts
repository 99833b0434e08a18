/**
 * A guide's `questions` frontmatter (plugins/source-check/page-schemas.ts):
 * per section anchor, the questions the section answers, as readers ask them.
 * They are searched like the section's keywords (in a field of their own,
 * search-document.ts `questions`), so "when do I get paid" finds the
 * settlement guide's "When money becomes available", whose words differ.
 * The schema checks their shape in the dev server and the build; here an
 * anchor the page does not have fails the build (a renamed heading would
 * otherwise drop its questions silently).
 */
import type { Frontmatter } from './read-frontmatter';

export function questionKeywords(
  frontmatter: Frontmatter,
  source: string,
  anchors: readonly string[],
): Map<string, string> {
  const questions = frontmatter.questions;
  const byAnchor = new Map<string, string>();
  if (questions === undefined) return byAnchor;
  if (typeof questions !== 'object' || questions === null || Array.isArray(questions))
    throw new Error(`${source}: frontmatter "questions" must map section anchors to questions`);
  for (const [anchor, list] of Object.entries(questions)) {
    if (!anchors.includes(anchor) || anchor === '')
      throw new Error(
        `${source}: frontmatter "questions" names section "${anchor}", which the page does not have (its sections: ${anchors.filter(Boolean).join(', ')})`,
      );
    if (!Array.isArray(list) || !list.every((q) => typeof q === 'string'))
      throw new Error(`${source}: frontmatter "questions.${anchor}" must be a list of questions`);
    byAnchor.set(anchor, list.join(' \n '));
  }
  return byAnchor;
}
