/**
 * A guide's `questions` frontmatter becomes its sections' keywords: a section
 * is found by the questions it answers, and a question naming a section the
 * page does not have stops the build with the file and the anchor.
 */
import { describe, expect, it } from 'vitest';
import { pageDocuments } from '../../plugins/search-index/page-documents';
import { questionKeywords } from '../../plugins/search-index/page-questions';

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

  it("puts them in a field of their own beside the glossary's keywords", () => {
    const page = {
      title: 'Settlement',
      sections: [
        { level: 1, anchor: '', heading: 'Settlement', text: 'How money settles.', code: '' },
        {
          level: 2,
          anchor: 'when',
          heading: 'When money becomes available',
          text: 'D+30.',
          code: '',
        },
      ],
    };
    const [, when] = pageDocuments({
      url: '/en/docs/guides/settlement',
      section: 'guides',
      page: page as unknown as Parameters<typeof pageDocuments>[0]['page'],
      api: null,
      keywords: new Map([['when', 'D+30 settlement']]),
      questions: new Map([['when', 'When do I get paid?']]),
    });
    expect(when?.keywords).toBe('D+30 settlement');
    expect(when?.questions).toBe('When do I get paid?');
  });
});
