/**
 * The content checks of the pages (docs/<lang>/**.md(x), guides and posts), run
 * by textlint's kernel with the site's MDX parser:
 * - terminology: the glossary's forms to avoid, per locale (prh; fixable);
 * - terminology-review: the same, where a person must rewrite (reported only);
 * - heading-order, image-alt, table-header, bare-url (fixable), self-absolute-link (fixable).
 *
 * Used by `npm run lint:content` (scripts/lint-content.ts), its test and the dev
 * server's warnings (plugins/content-lint).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TextlintKernelRule } from '@textlint/kernel';
import { TextlintKernel } from '@textlint/kernel';
import type { TextlintMessage, TextlintRuleModule } from '@textlint/types';
import prhModule from 'textlint-rule-prh';
import type { Lang } from '../../config/locales';
import { SpecError } from '../api/spec-error';
import { unknownErrorCodesInCode } from './contract/code-error-codes';
import { contractFacts } from './contract/contract-facts';
import {
  mdxTextlintPlugin,
  parsePage,
  tsStringsTextlintPlugin,
  yamlProseTextlintPlugin,
} from './mdx-textlint-plugin';
import { prhRuleContents, type VariantKind } from './prh-rules';
import { bareUrlRule } from './rules/bare-url';
import { contractFactRule } from './rules/contract-fact';
import { errorCodeRule, unknownCodeMessage } from './rules/error-code';
import { headingOrderRule } from './rules/heading-order';
import { imageAltRule } from './rules/image-alt';
import { selfAbsoluteLinkRule } from './rules/self-absolute-link';
import { tableHeaderRule } from './rules/table-header';
import {
  contentFiles,
  type SourceKind,
  SPEC_FILE,
  sourceOf,
  type TextSource,
} from './text-sources';
import { usSpellingRuleContents } from './us-spelling';

export { CHANGELOG_FILE, contentFiles, OVERLAYS_DIR, SPEC_FILE } from './text-sources';

export const RULE_IDS = [
  'terminology',
  'terminology-review',
  'us-spelling',
  'error-code',
  'contract-fact',
  'heading-order',
  'image-alt',
  'table-header',
  'bare-url',
  'self-absolute-link',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** Rules whose fixes `--fix` applies (all of them are safe: same meaning, same rendering or better). */
const FIXABLE: ReadonlySet<RuleId> = new Set([
  'terminology',
  'us-spelling',
  'bare-url',
  'self-absolute-link',
]);

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
const prhModuleRule = ((prhModule as unknown as { default?: TextlintRuleModule }).default ??
  prhModule) as TextlintRuleModule;

function prhRule(ruleId: RuleId, ruleContents: string[]): TextlintKernelRule {
  return {
    ruleId,
    rule: prhModuleRule,
    options: {
      ruleContents,
      checkLink: true,
      checkBlockQuote: true,
      checkEmphasis: true,
      checkHeader: true,
    },
  };
}

function prhDescriptor(ruleId: RuleId, lang: Lang, kind: VariantKind): TextlintKernelRule[] {
  const ruleContents = prhRuleContents(lang, kind);
  return ruleContents.length === 0 ? [] : [prhRule(ruleId, ruleContents)];
}

const rulesCache = new Map<string, TextlintKernelRule[]>();

/** The Markdown rules: pages and the contract's texts are Markdown; UI strings and YAML labels are not. */
const MARKDOWN_KINDS: ReadonlySet<SourceKind> = new Set(['page', 'contract']);

/** Every rule for a kind of source in a locale (prh rules load, and check their examples, once). */
function rulesFor(root: string, lang: Lang, kind: SourceKind): TextlintKernelRule[] {
  const key = `${root} ${lang} ${kind}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = [
      ...prhDescriptor('terminology', lang, 'fix'),
      ...prhDescriptor('terminology-review', lang, 'review'),
      ...(lang === 'en' ? [prhRule('us-spelling', usSpellingRuleContents())] : []),
      { ruleId: 'error-code', rule: errorCodeRule, options: { root } },
      { ruleId: 'contract-fact', rule: contractFactRule, options: { root } },
      ...(MARKDOWN_KINDS.has(kind)
        ? [
            { ruleId: 'heading-order', rule: headingOrderRule },
            { ruleId: 'image-alt', rule: imageAltRule },
            { ruleId: 'table-header', rule: tableHeaderRule },
            { ruleId: 'bare-url', rule: bareUrlRule },
            { ruleId: 'self-absolute-link', rule: selfAbsoluteLinkRule },
          ]
        : []),
    ];
    rulesCache.set(key, rules);
  }
  return rules;
}

/** The language of a page (docs/<lang>/…), of the spec (`x-language`) or of an overlay (its name). */
export function langOfFile(root: string, file: string): Lang | undefined {
  const source = sourceOf(root, file);
  return source?.langs.length === 1 ? source.langs[0] : undefined;
}

const kernel = new TextlintKernel();

/** An MDX/Markdown page (the rest are the spec's YAML files). */
function isPage(file: string): boolean {
  return /\.mdx?$/.test(file);
}

function kernelOptions(file: string, source: TextSource, lang: Lang, rules: TextlintKernelRule[]) {
  const options = { lang, wholeFile: source.wholeFile };
  return {
    ext: path.extname(file),
    filePath: file,
    plugins: [
      { pluginId: 'mdx', plugin: mdxTextlintPlugin },
      { pluginId: 'yaml-prose', plugin: yamlProseTextlintPlugin, options },
      { pluginId: 'ts-strings', plugin: tsStringsTextlintPlugin, options },
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

/** The problems of one file's text (`file` names it and gives its kind and languages). */
export async function lintText(
  root: string,
  file: string,
  text: string,
): Promise<ContentProblem[]> {
  const source = sourceOf(root, file);
  if (!source) return [];
  try {
    // A parse error first, alone: nothing else was checked.
    if (isPage(file)) parsePage(text);
    const problems: ContentProblem[] = [];
    for (const lang of source.langs) {
      const rules = rulesFor(root, lang, source.kind);
      const result = await kernel.lintText(text, kernelOptions(file, source, lang, rules));
      problems.push(...result.messages.map((m) => toProblem(root, file, m)));
    }
    return problems.sort((a, b) => a.line - b.line || a.column - b.column);
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
  const source = sourceOf(root, file);
  const applied: Partial<Record<RuleId, number>> = {};
  if (!source) return { output: text, applied };
  let output = text;
  for (const lang of source.langs) {
    const rules = rulesFor(root, lang, source.kind).filter((r) => FIXABLE.has(r.ruleId as RuleId));
    for (let pass = 0; pass < 5; pass += 1) {
      let result: Awaited<ReturnType<TextlintKernel['fixText']>>;
      try {
        if (isPage(file)) parsePage(output);
        result = await kernel.fixText(output, kernelOptions(file, source, lang, rules));
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
  }
  return { output, applied };
}

/** The error codes that code and the spec's data use, checked against the catalogue. */
function codeProblems(root: string): ContentProblem[] {
  let facts: ReturnType<typeof contractFacts>;
  try {
    facts = contractFacts(root);
  } catch (error) {
    return [specProblem(error)];
  }
  if (!facts) return [];
  const known = facts;
  return unknownErrorCodesInCode(root, known).map((use) => ({
    file: use.file,
    line: use.line,
    column: use.column,
    rule: 'error-code',
    message: unknownCodeMessage(use.code, known),
    fixable: false,
  }));
}

/** An unreadable spec, where it is unreadable. */
function specProblem(error: unknown): ContentProblem {
  const first = error instanceof SpecError ? error.problems[0] : undefined;
  return {
    file: first?.file ?? SPEC_FILE,
    line: Number(/line (\d+)/.exec(first?.location ?? '')?.[1] ?? 1),
    column: Number(/column (\d+)/.exec(first?.location ?? '')?.[1] ?? 1),
    rule: 'parse',
    message: first?.reason ?? String(error),
    fixable: false,
  };
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
  // Code answers like the API too: checked with every file, not with one page.
  if (!options.files) problems.push(...codeProblems(root));
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
