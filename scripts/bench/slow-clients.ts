/**
 * The slow-header attack at full size (scripts/lib/slow-clients.ts): 1,000
 * sockets each sending one header line every 10 s for 30 s, against nginx with
 * deploy/nginx.conf and deploy/nginx-main.conf and against `npm run serve`
 * (in its own process), with a reader asking for a page every half second.
 * Goal: no reader request fails; every slow connection is closed by the
 * server (10 s header timeout). The tests run it at a tenth of this size.
 */

import { startNginx } from '../lib/nginx-server';
import { slowHeaderClients } from '../lib/slow-clients';
import type { Row } from './format';
import { startServeProcess, stop } from './http-load';

export const slowProfile = {
  sockets: 1000,
  lineEveryMs: 10_000,
  durationMs: 30_000,
  probeEveryMs: 500,
  probeTimeoutMs: 5_000,
} as const;

async function attack(label: string, origin: string): Promise<Row[]> {
  const result = await slowHeaderClients({ origin, ...slowProfile, probePath: '/en/' });
  const closed = result.closedAfterMs;
  const median = closed[Math.floor(closed.length / 2)];
  return [
    [`${label}: slow connections accepted`, String(result.opened)],
    [`${label}: reader requests ok / failed`, `${result.probes.ok} / ${result.probes.failed}`],
    [`${label}: slowest reader request`, `${result.probes.slowestMs.toFixed(0)} ms`],
    [
      `${label}: slow connections closed by the server (median after)`,
      `${closed.length}${median === undefined ? '' : ` (${(median / 1000).toFixed(1)} s)`}`,
    ],
    [`${label}: slow connections still open after 30 s`, String(result.stillOpen)],
  ];
}

export async function benchSlowClients(): Promise<Row[]> {
  const header: Row[] = [
    [
      'attack',
      `${slowProfile.sockets} sockets, a header line every ${slowProfile.lineEveryMs / 1000} s, ${slowProfile.durationMs / 1000} s`,
    ],
  ];
  const nginx = await startNginx({ siteDir: 'doc_build', workers: 1 });
  let nginxRows: Row[];
  try {
    nginxRows = await attack('nginx', nginx.url);
  } finally {
    await nginx.close();
  }
  const serve = await startServeProcess();
  let serveRows: Row[];
  try {
    serveRows = await attack('npm run serve', serve.url);
  } finally {
    await stop(serve.child);
  }
  return [...header, ...nginxRows, ...serveRows];
}
