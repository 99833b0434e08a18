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
/** The site root written in deploy/nginx.conf, replaced by the build folder. */
const deployedRoot = '/var/www/developers';

export interface NginxServer {
  url: string;
  close: () => Promise<void>;
}

/** The server block of deploy/nginx.conf, listening on 127.0.0.1:port and serving `siteDir`. */
export function localServerBlock(port: number, siteDir: string): string {
  const block = readFileSync(deployConfigPath, 'utf8');
  if (!block.includes(deployedRoot))
    throw new Error(`${deployConfigPath} no longer names ${deployedRoot}`);
  return block
    .replace(/^\s*listen\s+\[::\]:80;\s*$/m, '')
    .replace(/^(\s*)listen\s+80;\s*$/m, `$1listen 127.0.0.1:${port};`)
    .replaceAll(deployedRoot, siteDir);
}

function mainConfig(dir: string, serverBlock: string, workers: number): string {
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
events { worker_connections 4096; }
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
    mainConfig(dir, localServerBlock(port, siteDir), options.workers ?? 0),
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
