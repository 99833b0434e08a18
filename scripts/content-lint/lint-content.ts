/**
 * The content checks of the pages (docs/<lang>/**.md(x), guides and posts), run
 * by textlint's kernel with the site's MDX parser:
 * - terminology: the glossary's forms to avoid, per locale (prh; fixable);
 * - terminology-review: the same, where a person must rewrite (reported only);
 * - heading-order, image-alt, bare-url (fixable), self-absolute-link (fixable).
 *
 * Used by `npm run lint:content` (scripts/lint-content.ts), its test and the dev
 * server's warnings (plugins/content-lint).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TextlintKernelRule } from '@textlint/kernel';
import { TextlintKernel } from '@textlint/kernel';
import type { TextlintMessage, TextlintRuleModule } from '@textlint/types';
import prhModule from 'textlint-rule-prh';
import { type Lang, langs } from '../../config/locales';
import { mdxTextlintPlugin, parsePage, yamlProseTextlintPlugin } from './mdx-textlint-plugin';
import { prhRuleContents, type VariantKind } from './prh-rules';
import { bareUrlRule } from './rules/bare-url';
import { headingOrderRule } from './rules/heading-order';
import { imageAltRule } from './rules/image-alt';
import { selfAbsoluteLinkRule } from './rules/self-absolute-link';

export const RULE_IDS = [
  'terminology',
  'terminology-review',
  'heading-order',
  'image-alt',
  'bare-url',
  'self-absolute-link',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** Rules whose fixes `--fix` applies (all of them are safe: same meaning, same rendering or better). */
const FIXABLE: ReadonlySet<RuleId> = new Set(['terminology', 'bare-url', 'self-absolute-link']);

export interface ContentProblem {
  /** Relative to the root, with `/`. */
  file: string;
  line: number;
  column: number;
  rule: RuleId | 'parse';
  message: string;
  fixable: boolean;
}

export interface ContentLintResult {
  files: number;
  problems: ContentProblem[];
  /** With `fix`: how many fixes were applied, per rule. */
  fixed: Partial<Record<RuleId, number>>;
}

// textlint-rule-prh is CommonJS with `exports.default`.
const prhRule = ((prhModule as unknown as { default?: TextlintRuleModule }).default ??
  prhModule) as TextlintRuleModule;

function prhDescriptor(ruleId: RuleId, lang: Lang, kind: VariantKind): TextlintKernelRule[] {
  const ruleContents = prhRuleContents(lang, kind);
  if (ruleContents.length === 0) return [];
  return [
    {
      ruleId,
      rule: prhRule,
      options: {
        ruleContents,
        checkLink: true,
        checkBlockQuote: true,
        checkEmphasis: true,
        checkHeader: true,
      },
    },
  ];
}

const rulesCache = new Map<Lang, TextlintKernelRule[]>();

/** Every rule for the pages of a locale (prh rules load, and check their examples, once). */
function rulesFor(lang: Lang): TextlintKernelRule[] {
  let rules = rulesCache.get(lang);
  if (!rules) {
    rules = [
      ...prhDescriptor('terminology', lang, 'fix'),
      ...prhDescriptor('terminology-review', lang, 'review'),
      { ruleId: 'heading-order', rule: headingOrderRule },
      { ruleId: 'image-alt', rule: imageAltRule },
      { ruleId: 'bare-url', rule: bareUrlRule },
      { ruleId: 'self-absolute-link', rule: selfAbsoluteLinkRule },
    ];
    rulesCache.set(lang, rules);
  }
  return rules;
}

/** The API contract, written in the language its `x-language` names. */
export const SPEC_FILE = 'openapi/openapi.yaml';
/** Its translations: openapi/overlays/<lang>.yaml */
export const OVERLAYS_DIR = 'openapi/overlays';

function specLanguage(root: string): Lang | undefined {
  const match = /^x-language:\s*['"]?([\w-]+)/m.exec(
    readFileSync(path.join(root, SPEC_FILE), 'utf8'),
  );
  return (langs as readonly string[]).includes(match?.[1] ?? '') ? (match?.[1] as Lang) : undefined;
}

function asLang(value: string | undefined): Lang | undefined {
  return (langs as readonly string[]).includes(value ?? '') ? (value as Lang) : undefined;
}

/** The language of a checked file: docs/<lang>/…, the spec's `x-language`, an overlay's name. */
export function langOfFile(root: string, file: string): Lang | undefined {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === SPEC_FILE) return specLanguage(root);
  if (relative.startsWith(`${OVERLAYS_DIR}/`)) {
    return asLang(path.basename(relative).replace(/\.ya?ml$/, ''));
  }
  const [top, lang] = relative.split('/');
  return top === 'docs' ? asLang(lang) : undefined;
}

/**
 * What the checks cover: the pages, docs/<lang>/**.md(x), without the generated
 * API reference, and the API reference's source texts (the spec and its overlays).
 */
export function contentFiles(root: string): string[] {
  const files: string[] = [];
  for (const lang of langs) {
    const dir = path.join(root, 'docs', lang);
    if (!existsSync(dir)) continue;
    const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      const parts = entry.split(path.sep);
      if (!/\.mdx?$/.test(entry)) continue;
      if (parts[0] === 'docs' && parts[1] === 'api') continue; // generated (git-ignored)
      if (parts.some((p) => p.startsWith('_') || p.startsWith('.'))) continue;
      files.push(path.join(dir, entry));
    }
  }
  if (existsSync(path.join(root, SPEC_FILE))) files.push(path.join(root, SPEC_FILE));
  for (const lang of langs) {
    const overlay = path.join(root, OVERLAYS_DIR, `${lang}.yaml`);
    if (existsSync(overlay)) files.push(overlay);
  }
  return files.sort();
}

const kernel = new TextlintKernel();

/** An MDX/Markdown page (the rest are the spec's YAML files). */
function isPage(file: string): boolean {
  return /\.mdx?$/.test(file);
}

function kernelOptions(file: string, rules: TextlintKernelRule[]) {
  return {
    ext: path.extname(file),
    filePath: file,
    plugins: [
      { pluginId: 'mdx', plugin: mdxTextlintPlugin },
      { pluginId: 'yaml-prose', plugin: yamlProseTextlintPlugin },
    ],
    rules,
  };
}

function toProblem(root: string, file: string, message: TextlintMessage): ContentProblem {
  const rule = message.ruleId as RuleId;
  return {
    file: path.relative(root, file).split(path.sep).join('/'),
    line: message.line,
    column: message.column,
    rule,
    // prh puts its reason on a second line.
    message: message.message.replace(/\n/g, ' — '),
    fixable: FIXABLE.has(rule) && message.fix !== undefined,
  };
}

/** A parse error of the MDX, where the parser says (VFileMessage has line and column). */
function parseProblem(root: string, file: string, error: unknown): ContentProblem {
  const place = error as { line?: number; column?: number; reason?: string; message?: string };
  return {
    file: path.relative(root, file).split(path.sep).join('/'),
    line: place.line ?? 1,
    column: place.column ?? 1,
    rule: 'parse',
    message: `Invalid MDX: ${place.reason ?? place.message ?? String(error)}`,
    fixable: false,
  };
}

/** The problems of one page's text (`file` names it and gives its locale). */
export async function lintText(
  root: string,
  file: string,
  text: string,
): Promise<ContentProblem[]> {
  const lang = langOfFile(root, file);
  if (!lang) return [];
  try {
    // A parse error first, alone: nothing else was checked.
    if (isPage(file)) parsePage(text);
    const result = await kernel.lintText(text, kernelOptions(file, rulesFor(lang)));
    return result.messages.map((m) => toProblem(root, file, m));
  } catch (error) {
    return [parseProblem(root, file, error)];
  }
}

/**
 * Applies the safe fixes to one page's text until nothing changes (a fix can
 * reveal another: a bare URL made a link, then its host removed).
 */
export async function fixText(
  root: string,
  file: string,
  text: string,
): Promise<{ output: string; applied: Partial<Record<RuleId, number>> }> {
  const lang = langOfFile(root, file);
  const applied: Partial<Record<RuleId, number>> = {};
  if (!lang) return { output: text, applied };
  const rules = rulesFor(lang).filter((r) => FIXABLE.has(r.ruleId as RuleId));
  let output = text;
  for (let pass = 0; pass < 5; pass += 1) {
    let result: Awaited<ReturnType<TextlintKernel['fixText']>>;
    try {
      if (isPage(file)) parsePage(output);
      result = await kernel.fixText(output, kernelOptions(file, rules));
    } catch {
      break; // invalid MDX: reported by lintText, nothing fixed
    }
    if (result.output === output) break;
    for (const message of result.applyingMessages) {
      const rule = message.ruleId as RuleId;
      applied[rule] = (applied[rule] ?? 0) + 1;
    }
    output = result.output;
  }
  return { output, applied };
}

/** Checks (and with `fix`, first fixes) the given pages, or every page. */
export async function lintContent(options: {
  root: string;
  files?: string[];
  fix?: boolean;
}): Promise<ContentLintResult> {
  const { root } = options;
  const files = options.files ?? contentFiles(root);
  const problems: ContentProblem[] = [];
  const fixed: Partial<Record<RuleId, number>> = {};
  for (const file of files) {
    let text = readFileSync(file, 'utf8');
    if (options.fix) {
      const { output, applied } = await fixText(root, file, text);
      if (output !== text) {
        writeFileSync(file, output);
        text = output;
      }
      for (const [rule, count] of Object.entries(applied) as [RuleId, number][]) {
        fixed[rule] = (fixed[rule] ?? 0) + count;
      }
    }
    problems.push(...(await lintText(root, file, text)));
  }
  return { files: files.length, problems, fixed };
}

/** `docs/en/docs/x.mdx:12:5  terminology  PIX => Pix — reason` */
export function formatProblem(problem: ContentProblem): string {
  const fix = problem.fixable ? ' (fixable)' : '';
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.rule}  ${problem.message}${fix}`;
}

/** Problems per rule, for summaries. */
export function countByRule(problems: readonly ContentProblem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of problems) counts[p.rule] = (counts[p.rule] ?? 0) + 1;
  return counts;
}

/** Exposed for tests: the same kernel on a text outside the tree, as a page of `lang`. */
export function virtualPagePath(root: string, lang: Lang, relative: string): string {
  return path.join(root, 'docs', lang, relative);
}
