import { describe, expect, it } from 'vitest';
import {
  bodyView,
  downloadName,
  downloadType,
  HIGHLIGHT_MAX_CHARS,
  PREVIEW_CHARS,
  previewOf,
} from '../../theme/components/api/try-it/response-body';

describe('Try it: how an answer body is shown', () => {
  it('pretty-prints JSON up to the limit', () => {
    expect(bodyView('{"a":[1,2]}', 'application/json')).toEqual({
      kind: 'full',
      code: '{\n  "a": [\n    1,\n    2\n  ]\n}',
      language: 'json',
    });
    expect(bodyView('{"a":', 'application/json')).toEqual({
      kind: 'full',
      code: '{"a":',
      language: 'text',
    });
    expect(bodyView('plain', 'text/plain').kind).toBe('full');
  });

  it('above the limit, parses nothing and keeps a preview of the first characters', () => {
    const body = JSON.stringify({ data: 'x'.repeat(HIGHLIGHT_MAX_CHARS) });
    const view = bodyView(body, 'application/json');
    expect(view).toEqual({
      kind: 'truncated',
      preview: body.slice(0, PREVIEW_CHARS),
      language: 'json',
    });
  });

  it('cuts the preview after a line end when one is near, never inside a surrogate pair', () => {
    const lines = `${'a'.repeat(15)}\n`.repeat(10);
    expect(previewOf(lines, 40)).toBe(`${'a'.repeat(15)}\n${'a'.repeat(15)}`);
    const emoji = `${'a'.repeat(9)}😀b`;
    expect(previewOf(emoji, 10)).toBe('a'.repeat(9));
  });

  it('names and types the download from the answer', () => {
    expect(downloadName(200, 'json')).toBe('response-200.json');
    expect(downloadName(502, 'text')).toBe('response-502.txt');
    expect(downloadType('application/problem+json; charset=utf-8')).toBe(
      'application/problem+json',
    );
    expect(downloadType('text/html"><script>')).toBe('text/plain');
    expect(downloadType('')).toBe('text/plain');
  });
});
