import { describe, expect, it } from 'vitest';
import {
  CODE_WORDS_PER_MINUTE,
  countWords,
  minutesFor,
  PROSE_WORDS_PER_MINUTE,
  readingTime,
} from '../../plugins/blog/reading-time';

/** `n` distinct-looking words of prose, wrapped at 12 words a line. */
function prose(n: number): string {
  const words = Array.from({ length: n }, (_, i) => `palavra${i}`);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 12) lines.push(words.slice(i, i + 12).join(' '));
  return lines.join('\n');
}

/** A fenced code block of `n` whitespace-separated tokens. */
function code(n: number): string {
  const tokens = Array.from({ length: n }, (_, i) => `token_${i}`);
  return `\`\`\`js\n${tokens.join(' ')}\n\`\`\``;
}

describe('reading time', () => {
  it('counts words, not punctuation', () => {
    expect(countWords('Crie  um cash-out — agora, em R$ 150,00.')).toBe(7);
    expect(countWords('  ')).toBe(0);
    expect(countWords('{ } = => ;')).toBe(0);
  });

  it('reads prose at the prose rate and code at the slower code rate', () => {
    expect(CODE_WORDS_PER_MINUTE).toBeLessThan(PROSE_WORDS_PER_MINUTE);
    expect(minutesFor(1000, 0)).toBe(5);
    expect(minutesFor(0, 500)).toBe(5);
    expect(minutesFor(600, 200)).toBe(5);
  });

  it('gives a post of 1,000 prose words "5 min"', () => {
    const post = `## Getting started\n\n${prose(998)}\n`;
    expect(readingTime(post, 'md')).toEqual({ proseWords: 1000, codeWords: 0, minutes: 5 });
  });

  it('gives a post of 600 prose words and 200 code words 5 minutes, not 4', () => {
    const post = `${prose(600)}\n\n${code(190)}\n\nUse \`a b c d e f g h i j\` here.\n`;
    const time = readingTime(post, 'md');
    expect(time.codeWords).toBe(200);
    expect(time.proseWords).toBe(602);
    expect(time.minutes).toBe(5);
    // The same words all as prose would read in 4 minutes.
    expect(minutesFor(time.proseWords + time.codeWords, 0)).toBe(4);
  });

  it('does not count markup: link targets, imports, JSX attributes, raw HTML', () => {
    const post = [
      "import { Tabs } from '@theme';",
      '',
      'See [the guide](/docs/intro/getting-started "Getting started").',
      '',
      '<Tabs values={["a", "b"]} defaultValue="a">Inside a component.</Tabs>',
      '',
      '![a diagram](/img/flow.png)',
    ].join('\n');
    // "See the guide." + "Inside a component."
    expect(readingTime(post, 'mdx')).toMatchObject({ proseWords: 6, codeWords: 0 });
  });

  it('is at least one minute', () => {
    expect(readingTime('Short.', 'md').minutes).toBe(1);
  });
});
