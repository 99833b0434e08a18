/**
 * The site's sharing image (Open Graph / Twitter card), 1200x630 PNG, one per
 * locale (the tagline is translated), drawn from the brand config at build
 * time so a white-label brand gets its own image. SVG rendered by resvg with
 * the Inter font shipped in an npm package (no system fonts: same pixels on
 * every machine).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { brand, siteTitle } from '../../config/brand';
import type { Lang } from '../../config/locales';
import { sharingImageSize } from '../../config/sharing-image';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
const fontFiles = ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((f) =>
  path.join(fontDir, f),
);

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap; Inter averages about half an em per character. */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const maxChars = Math.floor(maxWidth / (fontSize * 0.5));
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function ogImageSvg(lang: Lang, logoSvg: string): string {
  const { width, height } = sharingImageSize;
  const { colors } = brand;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const tagline = wrap(brand.tagline[lang], 48, 1008)
    .slice(0, 3)
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 60}">${escapeXml(line)}</tspan>`)
    .join('');
  const host = new URL(brand.docsUrl).host;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.brandDarker}"/>
      <stop offset="1" stop-color="${colors.brandDark}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="${colors.brandLight}" fill-opacity="0.12"/>
  <circle cx="1150" cy="560" r="170" fill="${colors.brandLight}" fill-opacity="0.08"/>
  <image href="${logo}" x="96" y="96" width="112" height="112"/>
  <text x="96" y="330" font-family="Inter" font-weight="700" font-size="80" fill="#ffffff">${escapeXml(siteTitle)}</text>
  <text x="96" y="410" font-family="Inter" font-weight="400" font-size="48" fill="${colors.brandLighter}">${tagline}</text>
  <rect x="96" y="526" width="72" height="6" rx="3" fill="${colors.brandLight}"/>
  <text x="96" y="580" font-family="Inter" font-weight="400" font-size="32" fill="#ffffff" fill-opacity="0.85">${escapeXml(host)}</text>
</svg>`;
}

export function renderOgImage(lang: Lang, publicDir: string): Buffer {
  const logoSvg = readFileSync(path.join(publicDir, brand.logo.light), 'utf8');
  const resvg = new Resvg(ogImageSvg(lang, logoSvg), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'width', value: sharingImageSize.width },
  });
  return resvg.render().asPng();
}
