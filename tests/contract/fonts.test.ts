import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/served-site';

/** The faces' budget: the text face is on every first paint (preloaded). */
const FACE_MAX_BYTES = 30 * 1024;

async function text(pathname: string): Promise<string> {
  const response = await fetch(new URL(pathname, baseUrl()));
  expect(response.status, pathname).toBe(200);
  return response.text();
}

async function bytes(pathname: string): Promise<number> {
  const response = await fetch(new URL(pathname, baseUrl()), {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(response.status, pathname).toBe(200);
  return (await response.arrayBuffer()).byteLength;
}

describe('web fonts', () => {
  it.each(['/', '/en/'])(
    '%s preloads one face, the text face cut to the pages (Latin, 400–700)',
    async (page) => {
      const html = await text(page);
      const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map(
        ([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? '',
      );
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toMatch(/\/inter-text\.[0-9a-f]+\.woff2$/);
      expect(await bytes(preloads[0] as string)).toBeLessThanOrEqual(FACE_MAX_BYTES);
    },
  );

  it('declares both faces at 400–700 with their subsets, and the metric-matched fallback', async () => {
    const html = await text('/en/');
    const css = await Promise.all(
      [...html.matchAll(/<link href="([^"]+\.css)" rel="stylesheet">/g)].map(([, href]) =>
        text(href as string),
      ),
    ).then((sheets) => sheets.join('\n'));
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => body as string);
    const webFaces = faces.filter((face) => /url\(/.test(face));
    expect(webFaces.map((face) => /font-family:"?([^;"]+)/.exec(face)?.[1]).sort()).toEqual([
      'Inter Variable',
      'JetBrains Mono Variable',
    ]);
    for (const face of webFaces) {
      expect(face).toMatch(/font-weight:400 700/);
      const url = /url\(([^)]+)\)/.exec(face)?.[1]?.replace(/^"|"$/g, '') ?? '';
      expect(await bytes(url)).toBeLessThanOrEqual(FACE_MAX_BYTES);
    }
    // While the text face loads, Arial (or Liberation Sans) scaled to its metrics: no reflow.
    const fallback = faces.find((face) => /font-family:"?Inter Fallback/.test(face)) ?? '';
    expect(fallback).toMatch(/size-adjust:/);
    expect(fallback).toMatch(/ascent-override:/);
  });
});
