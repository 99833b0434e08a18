/**
 * Code is coloured the same on a busy machine: Shiki's per-line time limit
 * (500 ms by default) would stop a line's tokenizing halfway when the process
 * is descheduled, and the rest of the line would come out as one token. The
 * clock is made to jump a second at every reading, as a loaded machine's does.
 */
import { createHighlighter } from 'shiki';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deterministicTokenizing } from '../../config/code-highlighting';
import { loadHighlighter } from '../../scripts/api/highlight-code';

const code = "fetch('https://sandbox.api.acmepay.example/v2/transactions', { method: 'POST' });";

function slowClock() {
  let now = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => {
    now += 1000;
    return now;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('code highlighting on a loaded machine', () => {
  it('API samples: the same tokens as on a quiet machine', async () => {
    const shiki = await loadHighlighter();
    const quiet = shiki.highlight(code, 'javascript');
    expect(quiet).toContain("> 'POST'<");
    slowClock();
    // A new text: the highlighter caches what it has highlighted.
    const busy = shiki.highlight(`${code} `, 'javascript');
    expect(busy.replace(/ <\/span><\/span>$/, '</span></span>')).toBe(quiet);
  });

  it("Markdown code blocks: Rspress' Shiki options (rspress.config.ts) lift the time limit", async () => {
    const shiki = await createHighlighter({ themes: ['github-light'], langs: ['javascript'] });
    const render = (options: object) =>
      shiki.codeToHtml(code, { lang: 'javascript', theme: 'github-light', ...options });
    // Even this machine's real clock may exceed the default limit: the reference has no limit.
    const quiet = render(deterministicTokenizing);
    slowClock();
    expect(render({}), 'Shiki without the option').not.toBe(quiet);
    expect(render(deterministicTokenizing)).toBe(quiet);
  });
});
