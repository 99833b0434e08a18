/**
 * Bounded load check on loopback: autocannon, 100 connections for 20 s, over a
 * mix of pages of both locales (the connections cycle through them), against
 * nginx with deploy/nginx.conf and against `npm run serve`. Prints requests/s,
 * p99 latency, errors and responses outside 2xx/3xx (the goal: zero of both).
 *
 * `npm run serve` runs in its own process, as users run it, so the load
 * generator does not share its event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '../lib/nginx-server';
import type { Row } from './format';

export const loadProfile = { connections: 100, durationSeconds: 20 } as const;

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx3xx: number;
  total: number;
}

export async function measureLoad(origin: string, paths: string[]): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin,
    connections: loadProfile.connections,
    duration: loadProfile.durationSeconds,
    // Browsers send it; nginx then answers with the precompressed twins.
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    // autocannon counts 3xx as non2xx; the goal only excludes what is neither.
    non2xx3xx: result['1xx'] + result['4xx'] + result['5xx'],
    total: result.requests.total,
  };
}

function rows(label: string, f: LoadFigures): Row[] {
  return [
    [`${label}: requests/s (mean)`, f.requestsPerSecond.toFixed(0)],
    [`${label}: p99 latency`, `${f.p99Ms} ms`],
    [`${label}: requests`, String(f.total)],
    [`${label}: errors + timeouts`, String(f.errors + f.timeouts)],
    [`${label}: responses not 2xx/3xx`, String(f.non2xx3xx)],
  ];
}

export async function startServeProcess(): Promise<{ url: string; child: ChildProcess }> {
  const root = path.resolve(import.meta.dirname, '../..');
  // One process (no npx/tsx wrapper in between), so stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving doc_build\/ at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm run serve exited (${code}):\n${output}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function benchHttpLoad(paths: string[]): Promise<Row[]> {
  const header: Row[] = [
    [
      'load',
      `${loadProfile.connections} connections, ${loadProfile.durationSeconds} s, ${paths.length} pages in turn`,
    ],
  ];
  const nginx = await startNginx({ siteDir: 'doc_build', workers: 1 });
  let nginxFigures: LoadFigures;
  try {
    nginxFigures = await measureLoad(nginx.url, paths);
  } finally {
    await nginx.close();
  }
  const serve = await startServeProcess();
  let serveFigures: LoadFigures;
  try {
    serveFigures = await measureLoad(serve.url, paths);
  } finally {
    await stop(serve.child);
  }
  return [...header, ...rows('nginx', nginxFigures), ...rows('npm run serve', serveFigures)];
}
