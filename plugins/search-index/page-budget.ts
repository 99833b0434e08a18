/**
 * What one page may put in the search index, which every reader downloads
 * the first time they search: a page of 10,000 headings or 5 MB of text once
 * made a 5.7 MB index. A page over its budget is indexed up to it (its first
 * sections, then its first characters of text and code) and the build warns,
 * naming the page, so the writer splits it.
 */
import type { ExtractedPage, ExtractedSection } from './extract-page';

/** Sections (the top part and each `##`/`###`) of one page in the index. */
export const MAX_SECTIONS_PER_PAGE = 300;
/** Characters of text and code of one page in the index (a long guide has about 30,000). */
export const MAX_CHARACTERS_PER_PAGE = 100_000;

const count = (n: number) => n.toLocaleString('en');

/** The page within its budget, and the warning when it was over. */
export function withinBudget(page: ExtractedPage): { page: ExtractedPage; warning?: string } {
  const characters = page.sections.reduce((n, s) => n + s.text.length + s.code.length, 0);
  if (page.sections.length <= MAX_SECTIONS_PER_PAGE && characters <= MAX_CHARACTERS_PER_PAGE)
    return { page };
  let left = MAX_CHARACTERS_PER_PAGE;
  const sections: ExtractedSection[] = [];
  for (const section of page.sections.slice(0, MAX_SECTIONS_PER_PAGE)) {
    if (left <= 0) break;
    const text = section.text.slice(0, left);
    left -= text.length;
    const code = section.code.slice(0, Math.max(0, left));
    left -= code.length;
    sections.push({ ...section, text, code });
  }
  return {
    page: { ...page, sections },
    warning: `${count(page.sections.length)} sections and ${count(characters)} characters: the search index keeps the first ${count(sections.length)} sections and ${count(MAX_CHARACTERS_PER_PAGE - Math.max(0, left))} characters (every reader downloads the index); split the page`,
  };
}
