/**
 * Lints the API contract with the tools integrators run on it: Redocly CLI
 * (`recommended`, openapi/lint/redocly.yaml) and Spectral (`spectral:oas` plus
 * the house rules, openapi/lint/spectral.yaml). Both run on the source
 * (openapi/openapi.yaml), the published spec (what /openapi.json serves: base
 * language, brand facts filled) and each localized spec (overlay applied).
 * Every error, warning, info or hint is a problem: the contract passes at zero;
 * exceptions live in the two configs, each with its reason.
 *
 * The CLIs run as child processes (one each, every document at once), as
 * integrators run them: their configs are read exactly as the CLIs read them.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brandTokens } from '../../config/brand';
import { replaceTokens } from './brand-facts';
import { loadContract } from './generate-api-reference';
import type { SpecProblem } from './spec-error';
import { readYamlSource, toPointer } from './yaml-source';

export const LINT_CONFIG = {
  redocly: 'openapi/lint/redocly.yaml',
  spectral: 'openapi/lint/spectral.yaml',
};
/** Where the published and localized specs are written to be linted (git-ignored). */
export const LINT_OUTPUT_DIR = '.generated/contract-lint';

export interface LintOptions {
  root: string;
  specFile?: string;
  overlaysDir?: string;
}

export interface LintResult {
  /** The documents linted, relative to the root. */
  documents: string[];
  problems: SpecProblem[];
}

const require = createRequire(import.meta.url);
function binPath(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (require(manifest) as { bin: Record<string, string> }).bin;
  const relative = bins[bin];
  if (!relative) throw new Error(`${pkg} has no "${bin}" command`);
  return path.join(path.dirname(manifest), relative);
}

/** Runs a CLI; its exit code says "problems found", so only its output is read. */
function run(script: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
        // No usage reports, no update notices: the lint stays offline and quiet.
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          SCARF_ANALYTICS: 'false',
          NO_COLOR: '1',
        },
      },
      (error, stdout, stderr) => {
        if (stdout.trim() === '')
          reject(
            new Error(`${path.basename(script)} printed nothing: ${stderr || error?.message}`),
          );
        else resolve(stdout);
      },
    );
  });
}

interface RedoclyReport {
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { source: { ref: string }; pointer?: string }[];
  }[];
}

interface SpectralResult {
  code: string | number;
  message: string;
  severity: number;
  source?: string;
  path: (string | number)[];
  range: { start: { line: number; character: number } };
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'];

export async function lintContract(options: LintOptions): Promise<LintResult> {
  const root = path.resolve(options.root);
  const specFile = options.specFile ?? 'openapi/openapi.yaml';
  const { base, baseLang, localized } = await loadContract(
    root,
    specFile,
    options.overlaysDir ?? 'openapi/overlays',
  );
  const outDir = path.join(root, LINT_OUTPUT_DIR);
  await mkdir(outDir, { recursive: true });
  // The source as written, its %TOKENS% filled in place: a brand fact such as the docs URL
  // is then linted as the URL it becomes, and every line stays where it is in the file.
  const filledSource = path.posix.join(LINT_OUTPUT_DIR, `source${path.extname(specFile)}`);
  await writeFile(
    path.join(root, filledSource),
    String(replaceTokens(await readFile(path.join(root, specFile), 'utf8'), brandTokens)),
  );
  const documents = [filledSource];
  const labels = new Map<string, string>([[filledSource, specFile]]);
  const write = async (name: string, spec: unknown, label: string) => {
    const file = path.posix.join(LINT_OUTPUT_DIR, name);
    await writeFile(path.join(root, file), `${JSON.stringify(spec, null, 2)}\n`);
    documents.push(file);
    labels.set(file, `${file} (${label})`);
  };
  await write('openapi.json', base, 'published /openapi.json');
  for (const [lang, spec] of localized)
    if (lang !== baseLang) await write(`openapi.${lang}.json`, spec, `${lang} overlay applied`);

  const [redoclyOut, spectralOut] = await Promise.all([
    run(
      binPath('@redocly/cli', 'redocly'),
      ['lint', '--config', LINT_CONFIG.redocly, '--format', 'json', ...documents],
      root,
    ),
    run(
      binPath('@stoplight/spectral-cli', 'spectral'),
      ['lint', '--ruleset', LINT_CONFIG.spectral, '--format', 'json', '--quiet', ...documents],
      root,
    ),
  ]);

  const sources = new Map<string, ReturnType<typeof readYamlSource>>();
  const locate = (file: string, pointer: string) => {
    let source = sources.get(file);
    if (!source) {
      source = readYamlSource(path.join(root, file), file);
      sources.set(file, source);
    }
    return `${source.locate(pointer)} (${pointer || '/'})`;
  };
  const relative = (file: string) =>
    path.relative(root, path.resolve(root, file)).split(path.sep).join('/');

  const problems: SpecProblem[] = [];
  // Redocly prints one JSON report per document, back to back.
  for (const chunk of redoclyOut.trim().split(/(?<=\})(?=\{)/)) {
    const report = JSON.parse(chunk) as RedoclyReport;
    for (const problem of report.problems) {
      const at = problem.location[0];
      const file = relative(at?.source.ref ?? specFile);
      const pointer = (at?.pointer ?? '#').replace(/^#/, '');
      problems.push({
        file: labels.get(file) ?? file,
        location: locate(file, decodeURIComponent(pointer)),
        reason: `Redocly ${problem.severity} ${problem.ruleId}: ${problem.message}`,
      });
    }
  }
  const spectral = JSON.parse(spectralOut.slice(spectralOut.indexOf('['))) as SpectralResult[];
  for (const result of spectral) {
    const file = relative(result.source ?? specFile);
    const { line, character } = result.range.start;
    problems.push({
      file: labels.get(file) ?? file,
      location: `line ${line + 1}, column ${character + 1} (${toPointer(result.path) || '/'})`,
      reason: `Spectral ${SPECTRAL_SEVERITY[result.severity] ?? 'problem'} ${result.code}: ${result.message}`,
    });
  }
  // The source is reported under its own name (its filled copy keeps its lines).
  return { documents: documents.map((d) => (d === filledSource ? specFile : d)), problems };
}
