/**
 * Highlights a response body a slice at a time, so no task holds the main
 * thread long (`npm run bench -- tryit` reports any task over 50 ms): lines are
 * highlighted in groups while a slice's time budget lasts, then the browser
 * gets the thread back (and paints the groups done so far) before the next
 * slice. Pretty-printed JSON has no token spanning lines, so each group
 * highlights alone exactly as the whole would. Returns the HTML of the
 * groups done so far, followed by the lines not yet highlighted as plain
 * text, and whether all are done.
 */
import { useEffect, useMemo, useState } from 'react';
import { escapeHtml, highlightCode, splitLines } from '../components/api/try-it/code-highlight';
import type { BodyLanguage } from '../components/api/try-it/response-body';

/** Lines per group: one group is well under a slice even on a slow phone. */
const LINES_PER_GROUP = 40;
/** Work per slice before yielding (a frame is 16 ms; a long task starts at 50). */
const SLICE_MS = 5;

function groupHtml(lines: string[], language: BodyLanguage): string {
  const text = lines.join('\n');
  return language === 'json' ? highlightCode(text, 'json') : splitLines(escapeHtml(text));
}

export function useSlicedHighlight(
  code: string,
  language: BodyLanguage,
): { groups: string[]; done: boolean } {
  // The state names the answer it belongs to: on a new answer, the render before the
  // effect runs must not show the previous answer's lines as this one's.
  const [state, setState] = useState<{
    code: string;
    language: BodyLanguage;
    groups: string[];
    done: boolean;
  }>({ code, language, groups: [], done: code === '' });
  useEffect(() => {
    const lines = code.split('\n');
    const total = Math.ceil(lines.length / LINES_PER_GROUP);
    const groups: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const start = performance.now();
      while (groups.length < total && performance.now() - start < SLICE_MS) {
        const from = groups.length * LINES_PER_GROUP;
        const last = groups.length === total - 1;
        // Groups end with the line break that separates them from the next.
        groups.push(
          groupHtml(lines.slice(from, from + LINES_PER_GROUP), language) + (last ? '' : '\n'),
        );
      }
      setState({ code, language, groups: [...groups], done: groups.length === total });
      if (groups.length < total) timer = setTimeout(slice, 0);
    };
    setState({ code, language, groups: [], done: false });
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [code, language]);
  const lines = useMemo(() => code.split('\n'), [code]);
  const current =
    state.code === code && state.language === language
      ? { groups: state.groups, done: state.done }
      : { groups: [], done: code === '' };
  if (current.done) return current;
  // Until every group is highlighted, the rest shows as plain text: the answer never paints
  // blank (on a slow phone the first slice can come half a second after the answer).
  const rest = lines.slice(current.groups.length * LINES_PER_GROUP).join('\n');
  return { groups: [...current.groups, splitLines(escapeHtml(rest))], done: false };
}
