/**
 * A slow-header attack ("slowloris") against a server, with a reader beside
 * it: `sockets` connections each send a request line, then one more header
 * line every `lineEveryMs` and never finish their headers, while a probe asks
 * for a page every `probeEveryMs` as a reader would. The tests run it scaled
 * down against `npm run serve` and nginx (fewer sockets, shorter timeouts set
 * for the test); `npm run bench -- slow` runs it at full size.
 */
import http from 'node:http';
import net from 'node:net';

export interface SlowClientsOptions {
  origin: string;
  sockets: number;
  lineEveryMs: number;
  durationMs: number;
  probeEveryMs: number;
  /** A probe slower than this counts as failed. */
  probeTimeoutMs: number;
  /**
   * After `durationMs`, keep going until every slow connection has connected and been
   * closed, for at most this long: on a loaded machine the last sockets connect late, and a
   * run cut at a fixed time would count them open. 0 (the default) stops at `durationMs`.
   */
  untilClosedMs?: number;
  probePath?: string;
}

export interface SlowClientsResult {
  /** Connections that were accepted (the others were refused at once). */
  opened: number;
  /** How long each connection the server closed had been open, in ms (sorted). */
  closedAfterMs: number[];
  /** Connections still open when the run ended. */
  stillOpen: number;
  probes: { ok: number; failed: number; slowestMs: number };
}

function probe(origin: string, pathname: string, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    // A new connection each time, as a new reader's browser would open.
    const request = http.get(new URL(pathname, origin), { agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve(response.statusCode === 200 ? performance.now() - started : null),
      );
      response.on('error', () => resolve(null));
    });
    request.setTimeout(timeoutMs, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

export async function slowHeaderClients(options: SlowClientsOptions): Promise<SlowClientsResult> {
  const { host, hostname, port } = new URL(options.origin);
  const sockets: net.Socket[] = [];
  const closedAfterMs: number[] = [];
  let opened = 0;
  let stillOpen = 0;
  let settled = 0;
  const timers: NodeJS.Timeout[] = [];
  for (let i = 0; i < options.sockets; i++) {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    const started = performance.now();
    let open = false;
    socket.on('connect', () => {
      settled++;
      open = true;
      opened++;
      stillOpen++;
      socket.write(`GET /?slow=${i} HTTP/1.1\r\nHost: ${host}\r\n`);
      const timer = setInterval(
        () => socket.write(`X-Slow-${i}: still here\r\n`),
        options.lineEveryMs,
      );
      timers.push(timer);
      socket.on('close', () => {
        clearInterval(timer);
        if (!open) return;
        open = false;
        stillOpen--;
        closedAfterMs.push(performance.now() - started);
      });
    });
    socket.on('error', () => {
      if (!open) settled++;
    });
    sockets.push(socket);
  }

  const probes = { ok: 0, failed: 0, slowestMs: 0 };
  const end = performance.now() + options.durationMs;
  const giveUp = end + (options.untilClosedMs ?? 0);
  const running = () => {
    const now = performance.now();
    return now < end || (now < giveUp && (settled < options.sockets || stillOpen > 0));
  };
  while (running()) {
    const ms = await probe(options.origin, options.probePath ?? '/', options.probeTimeoutMs);
    if (ms === null) probes.failed++;
    else {
      probes.ok++;
      probes.slowestMs = Math.max(probes.slowestMs, ms);
    }
    await new Promise((resolve) => setTimeout(resolve, options.probeEveryMs));
  }
  const result = {
    opened,
    closedAfterMs: [...closedAfterMs].sort((a, b) => a - b),
    stillOpen,
    probes,
  };
  for (const timer of timers) clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  return result;
}
