/**
 * `acmepay-developers mcp [--site https://… | --dir path]`: starts the
 * documentation MCP server on stdin/stdout. It reads the build beside the
 * package (doc_build/, present in a checkout after `npm run build` and in the
 * packed tarball), another build folder, or the deployed site. Stdout carries
 * the protocol only: anything else goes to stderr.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brand } from '../config/brand';
import type { Lang } from '../config/locales';
import { fillParams } from '../i18n/feature-text';
import { type McpStrings, mcpText } from '../i18n/mcp';
import packageJson from '../package.json';
import { createDocsServer, serverName } from './server';
import { directorySource, httpSource, type SiteSource } from './site-source';
import { StdioTransport } from './stdio-transport';

/** The command line speaks the terminal's language. */
function terminalLang(): Lang {
  const locale = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '';
  return /^pt/i.test(locale) ? 'pt-BR' : 'en';
}

function say(key: keyof McpStrings, params?: Record<string, string>): string {
  return fillParams(mcpText[terminalLang()][key], params);
}

function siteOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return url.origin;
  } catch {
    // Reported below.
  }
  return undefined;
}

/** Parses the arguments into a site source, or returns the message to print. */
export function sourceFromArgs(
  args: string[],
  packageRoot: string,
): { source: SiteSource } | { exit: number; message: string } {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { site: { type: 'string' }; dir: { type: 'string' }; help: { type: 'boolean' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args,
      options: { site: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    return { exit: 2, message: `${(error as Error).message}\n${say('mcpCliUsage')}` };
  }
  const { values, positionals } = parsed;
  if (values.help) return { exit: 0, message: say('mcpCliUsage') };
  const command = positionals[0] ?? 'mcp';
  if (command !== 'mcp' || positionals.length > 1)
    return {
      exit: 2,
      message: `${say('mcpCliUnknownCommand', { command: positionals.join(' ') })}\n${say('mcpCliUsage')}`,
    };
  if (values.site !== undefined) {
    const origin = siteOrigin(values.site);
    if (!origin) return { exit: 2, message: say('mcpCliBadSite', { value: values.site }) };
    return { source: httpSource(origin, `${serverName}/${packageJson.version}`) };
  }
  const dir = path.resolve(values.dir ?? path.join(packageRoot, 'doc_build'));
  if (!existsSync(path.join(dir, 'search-manifest.json')))
    return { exit: 1, message: say('mcpSiteNoBuild', { dir }) };
  return { source: directorySource(dir, new URL(brand.docsUrl).origin) };
}

export async function runCli(
  args: string[],
  options: { packageRoot: string },
): Promise<number | undefined> {
  // Stdout is the protocol's: a stray log line would break the client's reading.
  console.log = console.error;
  console.info = console.error;
  const parsed = sourceFromArgs(args, options.packageRoot);
  if ('exit' in parsed) {
    (parsed.exit === 0 ? process.stdout : process.stderr).write(`${parsed.message}\n`);
    return parsed.exit;
  }
  // One bad request must never stop the server for the rest of the session.
  process.on('unhandledRejection', (reason) => console.error(reason));
  const server = createDocsServer(parsed.source);
  await server.connect(new StdioTransport());
  console.error(`${serverName} ${packageJson.version}: ${parsed.source.label}`);
  return undefined;
}
