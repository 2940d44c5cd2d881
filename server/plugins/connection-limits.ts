// Keeps idle and half-open clients from exhausting the process: a cap on concurrent TCP connections per
// client address (a trusted proxy's own connections are not capped: behind a load balancer every connection
// comes from it), a cap on open sockets (WebSockets) per client address as the request sees it (request.ip,
// so X-Forwarded-For counts when TRUST_PROXY trusts the proxy), and a process-wide ceiling below the
// open-file limit, so there are always descriptors left for the database and the log (connection-budget.ts: past
// it, idle connections make room for new ones). A malformed WebSocket handshake is a JSON 400, and an upgrade
// request answered rather than upgraded has its socket closed. Connections without complete request headers
// within serverTimeouts.headersTimeout, and idle ones past keepAliveTimeout, are closed by connection-budget.ts's own
// timers; the other limits are Fastify's options (app.ts).
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { ConnectionBudget } from './connection-budget.ts';
import { TooManyRequests } from './errors.ts';

/** Descriptors kept free for the database, files and logs when the open-file limit caps connections. */
const FD_RESERVE = 128;
/**
 * The listen backlog: connections the kernel holds before the server accepts them (capped by net.core.somaxconn).
 * Node's 511 dropped the SYNs of a burst of 1,000 clients, who then waited 1, 3, 7 s to retry: a connection is
 * better accepted and, if the server is too busy, answered 503 at once (overload.ts).
 */
export const LISTEN_BACKLOG = 4_096;
/** The budget when the open-file limit cannot be read (or is unlimited). */
const UNLIMITED_BUDGET = 1_000_000;

/** Concurrent connections the open-file limit leaves room for. */
export const connectionBudget = (limit: number | null): number => (limit === null ? UNLIMITED_BUDGET : Math.max(16, limit - FD_RESERVE));

/** Idle, header and whole-request time limits (ms), and the keep-alive wait between requests. */
export const serverTimeouts: Readonly<Record<'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'headersTimeout', number>> = {
  connectionTimeout: 60_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 10_000,
  headersTimeout: 15_000,
};

/** The soft open-file limit of this process (Linux /proc), or null where it cannot be read. */
export function openFileLimit(limitsText?: string): number | null {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/limits', 'utf8');
    } catch {
      return null;
    }
  }
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(text);
  return match?.[1] === undefined || match[1] === 'unlimited' ? null : Number(match[1]);
}

/** Whether a TCP peer is a proxy this server trusts (true and hop counts: every peer is the proxy). */
function trustedPeer(trustProxy: boolean | number | string[]): (address: string) => boolean {
  if (trustProxy === true || typeof trustProxy === 'number') {
    return () => trustProxy !== 0;
  }
  if (trustProxy === false || trustProxy.length === 0) {
    return () => false;
  }
  const trust = proxyAddr.compile(trustProxy);
  return (address) => trust(address, 0);
}

class PerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more for the address; false (and nothing counted) when it already holds the maximum. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) {
      return false;
    }
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) {
      this.open.delete(address);
    } else {
      this.open.set(address, n);
    }
  }
}

/** RFC 6455 §4.1: Upgrade: websocket, version 13 (or the older 8), a 16-byte base64 key. */
function isHandshake(headers: Record<string, string | string[] | undefined>): boolean {
  const upgrade = headers['upgrade'];
  const version = String(headers['sec-websocket-version']);
  const key = headers['sec-websocket-key'];
  return (
    typeof upgrade === 'string' &&
    upgrade.trim().toLowerCase() === 'websocket' &&
    (version === '13' || version === '8') &&
    typeof key === 'string' &&
    /^[+/0-9A-Za-z]{22}==$/.test(key.trim())
  );
}

export interface ConnectionLimitOptions {
  maxPerAddress: number;
  trustProxy: boolean | number | string[];
  /** Headers and keep-alive deadlines (ms), serverTimeouts unless a test shortens them. */
  headersTimeout: number;
  keepAliveTimeout: number;
}

export function registerConnectionLimits(app: FastifyInstance, opts: ConnectionLimitOptions): ConnectionBudget {
  const budget = new ConnectionBudget(connectionBudget(openFileLimit()), { headersMs: opts.headersTimeout, keepAliveMs: opts.keepAliveTimeout });
  budget.attach(app.server);
  const connections = new PerAddress(opts.maxPerAddress);
  const isProxy = trustedPeer(opts.trustProxy);
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (address === '' || isProxy(address)) {
      return;
    }
    if (!connections.take(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => connections.release(address));
  });

  const sockets = new PerAddress(opts.maxPerAddress);
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade === undefined) {
      return;
    }
    // The ws library answers a malformed handshake in plain text; every refusal here is {error, code}.
    if (request.method !== 'GET' || !isHandshake(request.headers)) {
      return reply.code(400).send({ error: 'Invalid WebSocket handshake', code: 'VALIDATION_FAILED' });
    }
    const address = request.ip;
    if (!sockets.take(address)) {
      throw new TooManyRequests('Too many open connections from this address', 60);
    }
    request.raw.socket.once('close', () => sockets.release(address));
  });
  // An upgrade request that was answered instead of upgraded (wrong method, refused, unknown path) is off the
  // HTTP server's books: nothing would ever close its socket, and it would hold up a graceful stop. A real
  // upgrade hijacks its reply, so this never sees one.
  app.addHook('onResponse', async (request) => {
    if (request.raw.headers.upgrade !== undefined && request.raw.socket !== null) {
      request.raw.socket.destroySoon();
    }
  });
  return budget;
}
