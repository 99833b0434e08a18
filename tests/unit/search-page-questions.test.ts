/**
 * A guide's `questions` frontmatter becomes its sections' keywords: a section
 * is found by the questions it answers, and a question naming a section the
 * page does not have stops the build with the file and the anchor.
 */
import { describe, expect, it } from 'vitest';
import { mergeKeywords, questionKeywords } from '../../plugins/search-index/page-questions';

describe('page questions', () => {
  const anchors = ['', 'when', 'rates'];

  it('maps each section anchor to its questions', () => {
    const keywords = questionKeywords(
      { questions: { when: ['When do I get paid?', 'How many days?'] } },
      'docs/en/docs/guides/settlement.mdx',
      anchors,
    );
    expect([...keywords]).toEqual([['when', 'When do I get paid? \n How many days?']]);
    expect(questionKeywords({}, 'x.mdx', anchors).size).toBe(0);
  });

  it('names the file and the missing section when an anchor is not on the page', () => {
    expect(() =>
      questionKeywords(
        { questions: { payouts: ['When?'] } },
        'docs/en/docs/guides/settlement.mdx',
        anchors,
      ),
    ).toThrow(
      /docs\/en\/docs\/guides\/settlement\.mdx: frontmatter "questions" names section "payouts", which the page does not have \(its sections: when, rates\)/,
    );
    expect(() => questionKeywords({ questions: ['When?'] }, 'x.mdx', anchors)).toThrow(
      /x\.mdx: frontmatter "questions" must map section anchors/,
    );
  });

  it("adds them to the glossary's keywords of the same section", () => {
    const merged = mergeKeywords(
      new Map([['when', 'D+30 settlement']]),
      new Map([
        ['when', 'When do I get paid?'],
        ['rates', 'How much?'],
      ]),
    );
    expect([...merged]).toEqual([
      ['when', 'D+30 settlement \n When do I get paid?'],
      ['rates', 'How much?'],
    ]);
  });
});
