/**
 * Content checks of the guides, in both locales: they exist, carry
 * frontmatter, are long enough in prose (not only code), never hard-code the
 * brand, link only where the build can check, and keep both languages in step.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { operationSlug } from '../../shared/api/slug';

/** API reference pages, one per operationId of the spec. */
const API_PAGES = [
  ...readFileSync('openapi/openapi.yaml', 'utf8').matchAll(/operationId:\s*(\S+)/g),
].map((m) => `api/${operationSlug(m[1] ?? '')}`);
// The generated overview and error catalogue are link targets too.
API_PAGES.push('api/documentacao-de-api', 'api/errors');

const LANGS = ['pt-BR', 'en'] as const;

const GUIDES = [
  'intro/getting-started',
  'intro/authentication',
  'intro/card-tokenization',
  'intro/3ds-authentication',
  'webhook/transaction',
  'webhook/cashout',
  'webhook/infraction',
  'guides/refunds',
  'guides/disputes',
  'guides/recurring-pix',
  'guides/going-live',
] as const;

/** Pages of the Reference section the guides may link to (the Glossary's terms: `#<term id>`). */
// Pages made of generated tables (the Glossary, the Test data of the sandbox scenarios).
const REFERENCE_PAGES = ['reference/glossary', 'intro/test-data'];

type Guide = (typeof GUIDES)[number];
type Lang = (typeof LANGS)[number];

const MIN_WORDS = 500;
const MIN_PROSE_WORDS = 350;

/** Pages whose flow must be drawn as a mermaid sequence diagram. */
const SEQUENCE_DIAGRAM_REQUIRED: Guide[] = [
  'intro/3ds-authentication',
  'webhook/transaction',
  'webhook/cashout',
  'webhook/infraction',
];

const EVENT_TYPES: Partial<Record<Guide, string[]>> = {
  'webhook/transaction': [
    'transaction.created',
    'transaction.authorized',
    'transaction.paid',
    'transaction.refused',
    'transaction.canceled',
    'transaction.refunded',
    'transaction.partially_refunded',
    'transaction.chargeback',
    'transaction.delivery_status_updated',
  ],
  'webhook/cashout': [
    'cashout.created',
    'cashout.processing',
    'cashout.completed',
    'cashout.failed',
  ],
  'webhook/infraction': ['infraction.opened', 'infraction.updated', 'infraction.closed'],
};

function filePath(lang: Lang, guide: Guide): string {
  return path.join('docs', lang, 'docs', `${guide}.mdx`);
}

interface ParsedGuide {
  frontmatter: Record<string, unknown>;
  body: string;
  /** Contents of fenced code blocks, with their info string. */
  fences: { lang: string; code: string }[];
  /** The body without fenced code blocks, imports and JSX component tags. */
  prose: string;
}

function parseGuide(source: string): ParsedGuide {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const frontmatter = match ? (parseYaml(match[1] ?? '') as Record<string, unknown>) : {};
  const body = match ? source.slice(match[0].length) : source;
  const fences: { lang: string; code: string }[] = [];
  const prose = body
    .replace(/^(`{3,})([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm, (_all, _ticks, info: string, code) => {
      fences.push({ lang: info.trim().split(/\s+/)[0] ?? '', code });
      return '';
    })
    .replace(/^import .*$/gm, '')
    .replace(/<[A-Z][\w.]*[^>]*\/>/g, '');
  return { frontmatter, body, fences, prose };
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const guides = new Map<string, ParsedGuide>();
for (const lang of LANGS) {
  for (const guide of GUIDES) {
    const file = filePath(lang, guide);
    if (existsSync(file)) guides.set(`${lang}/${guide}`, parseGuide(readFileSync(file, 'utf8')));
  }
}

function get(lang: Lang, guide: Guide): ParsedGuide {
  const parsed = guides.get(`${lang}/${guide}`);
  if (!parsed) throw new Error(`missing ${filePath(lang, guide)}`);
  return parsed;
}

const cases = LANGS.flatMap((lang) => GUIDES.map((guide) => [lang, guide] as const));

describe.each(cases)('guide %s/%s', (lang, guide) => {
  it('exists', () => {
    expect(existsSync(filePath(lang, guide))).toBe(true);
  });

  it('has a title and a one-sentence description in its frontmatter', () => {
    const { frontmatter } = get(lang, guide);
    expect(typeof frontmatter.title).toBe('string');
    expect(String(frontmatter.title).trim()).not.toBe('');
    const description = String(frontmatter.description ?? '');
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.replace(/\.$/, '')).not.toMatch(/[.!?]\s/);
  });

  it('has exactly one H1, then h2/h3 sections', () => {
    const { prose } = get(lang, guide);
    expect(prose.match(/^# /gm)?.length).toBe(1);
    expect(prose.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(prose).not.toMatch(/^#{5,} /m);
  });

  it(`has at least ${MIN_WORDS} words, ${MIN_PROSE_WORDS} of them prose outside code blocks`, () => {
    const { body, prose } = get(lang, guide);
    expect(countWords(body)).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(countWords(prose)).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
  });

  it('never hard-codes the brand (uses the %TOKENS%)', () => {
    const source = readFileSync(filePath(lang, guide), 'utf8');
    expect(source).not.toMatch(/acme/i);
    expect(source).toContain('%BRAND%');
  });

  it('links only to the guides, reference pages and API operations, site-absolute, without .html or locale prefix', () => {
    const { prose } = get(lang, guide);
    const targets = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    for (const target of targets) {
      if (target.startsWith('#')) continue;
      expect(target, target).toMatch(/^\/docs\/[\w/-]+(#[\w-]+)?$/);
      expect(target).not.toMatch(/\.html|^\/en\//);
      const page = target.replace(/^\/docs\//, '').replace(/#.*$/, '');
      expect([...GUIDES, ...REFERENCE_PAGES, ...API_PAGES], target).toContain(page);
    }
  });

  if (SEQUENCE_DIAGRAM_REQUIRED.includes(guide)) {
    it('draws its flow as a mermaid sequenceDiagram', () => {
      const mermaid = get(lang, guide).fences.filter((f) => f.lang === 'mermaid');
      expect(mermaid.some((f) => f.code.trimStart().startsWith('sequenceDiagram'))).toBe(true);
    });
  }

  const eventTypes = EVENT_TYPES[guide];
  if (eventTypes) {
    it('documents every event type of its family and embeds the signature checker', () => {
      const { body } = get(lang, guide);
      for (const type of eventTypes) expect(body, type).toContain(`\`${type}\``);
      const family = guide.replace('webhook/', '');
      // Its example body comes from the spec, like the event list's.
      expect(body).toMatch(
        new RegExp(`<WebhookSignatureChecker data=\\{webhookEvents\\} event="${family}\\.\\w+" />`),
      );
      // By path, not through `@theme`: theme/index.tsx is in every page's bundle, the page
      // chunk is not, so the checker's code loads only on the webhook pages.
      expect(body).toContain(
        "import { WebhookSignatureChecker } from '@theme/components/WebhookSignatureChecker/WebhookSignatureChecker';",
      );
      expect(body).toMatch(/createHmac\('sha256'/);
      expect(body).toMatch(/hmac\.new\(/);
    });
  }
});

describe.each(GUIDES)('both languages of %s carry the same structure', (guide) => {
  const ids = (lang: Lang) =>
    [...get(lang, guide).prose.matchAll(/^#{2,3} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);

  it('same section anchors, in the same order', () => {
    expect(ids('en')).toEqual(ids('pt-BR'));
    expect(ids('en').length).toBeGreaterThan(0);
  });

  it('same number and kinds of code blocks', () => {
    const kinds = (lang: Lang) => get(lang, guide).fences.map((f) => f.lang);
    expect(kinds('en')).toEqual(kinds('pt-BR'));
  });

  it('the Portuguese text is written with its accents', () => {
    expect(get('pt-BR', guide).prose).toMatch(/[çãõáéíóúâê]/);
  });
});
