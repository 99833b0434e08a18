/**
 * Runs Debian's nginx with deploy/nginx.conf over a build, on a loopback
 * port, as the tests and the bench do: a throw-away main config in a temp
 * folder (pid, logs, temp paths) wraps the server block, whose `listen` and
 * site root are pointed at the port and the build. nginx runs in the
 * foreground as a child process, stopped by its pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const projectRoot = path.resolve(import.meta.dirname, '../..');
export const deployConfigPath = path.join(projectRoot, 'deploy/nginx.conf');
/** The main-context settings the server block relies on (worker connections). */
export const deployMainConfigPath = path.join(projectRoot, 'deploy/nginx-main.conf');
/** The site root written in deploy/nginx.conf, replaced by the build folder. */
const deployedRoot = '/var/www/developers';

export interface NginxServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * `directive <n>;` of a config text with `n` multiplied by `scale` (`s` durations written
 * in ms): the tests run the shipped limits scaled down, so an attack at a tenth of its size
 * meets limits at a tenth of theirs.
 */
function scaled(text: string, directives: readonly string[], scale: number): string {
  if (scale === 1) return text;
  return text.replace(
    new RegExp(`^(\\s*(?:${directives.join('|')})\\s+(?:\\S+\\s+)?)(\\d+)(s?);`, 'gm'),
    (_, head: string, value: string, unit: string) =>
      `${head}${Math.max(1, Math.round(Number(value) * scale * (unit === 's' ? 1000 : 1)))}${unit === 's' ? 'ms' : ''};`,
  );
}

/** Directives of deploy/nginx.conf that `scale` applies to (timeouts, per-client limit). */
const scaledServerDirectives = [
  'client_header_timeout',
  'client_body_timeout',
  'send_timeout',
  'keepalive_timeout',
  'limit_conn',
];

/** The server block of deploy/nginx.conf, listening on 127.0.0.1:port and serving `siteDir`. */
export function localServerBlock(port: number, siteDir: string, scale = 1): string {
  const block = readFileSync(deployConfigPath, 'utf8');
  if (!block.includes(deployedRoot))
    throw new Error(`${deployConfigPath} no longer names ${deployedRoot}`);
  return scaled(block, scaledServerDirectives, scale)
    .replace(/^\s*listen\s+\[::\]:80;\s*$/m, '')
    .replace(/^(\s*)listen\s+80;\s*$/m, `$1listen 127.0.0.1:${port};`)
    .replaceAll(deployedRoot, siteDir);
}

/** deploy/nginx-main.conf's settings (its worker connections scaled by `scale`). */
function deployedMainSettings(scale: number): string {
  return scaled(readFileSync(deployMainConfigPath, 'utf8'), ['worker_connections'], scale);
}

function mainConfig(dir: string, serverBlock: string, workers: number, scale: number): string {
  const user = userInfo();
  // Debian's modules (Brotli static) are enabled by files in modules-enabled/.
  const modules = existsSync('/etc/nginx/modules-enabled')
    ? 'include /etc/nginx/modules-enabled/*.conf;'
    : '';
  return `${modules}
daemon off;
master_process ${workers > 0 ? 'on' : 'off'};
worker_processes ${Math.max(workers, 1)};
${user.uid === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${deployedMainSettings(scale)}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${serverBlock}
}
`;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url} within 10 s:\n${output()}`);
}

/**
 * Starts nginx over `siteDir`. `workers: 0` runs a single process (tests);
 * a number runs a master with that many workers (bench).
 */
export async function startNginx(options: {
  siteDir: string;
  workers?: number;
  /** Scales the shipped connection limits and timeouts (tests: 0.1, for an attack a tenth the size). */
  scale?: number;
}): Promise<NginxServer> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      `nginx not found at ${NGINX_PATH}: apt-get install nginx libnginx-mod-http-brotli-static`,
    );
  }
  const siteDir = path.resolve(options.siteDir);
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-site-'));
  const port = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(
    configFile,
    mainConfig(
      dir,
      localServerBlock(port, siteDir, options.scale ?? 1),
      options.workers ?? 0,
      options.scale ?? 1,
    ),
  );

  const child = spawn(NGINX_PATH, ['-c', configFile, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const readLog = () => {
    const log = path.join(dir, 'error.log');
    return `${output}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`;
  };
  try {
    await waitUntilServing(url, child, readLog);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: graceful stop of the master and its workers.
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
