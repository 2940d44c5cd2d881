// The live socket tests' world: mock-socket's Server on URL_BASE, a WebSocket that records every socket the
// client creates (with its fake time), and the client under test with what it emits and logs. useSocketWorld()
// puts each test on fake timers and, after it, closes the client, runs what is pending and stops the server,
// so no test sees another's sockets or timers.
import { afterEach, beforeEach, vi } from 'vitest';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { createLiveSocket, type LiveSocket, type LiveSocketOptions, type SocketAuth } from '../../sync/socket.ts';
import type { AppEvent } from '../../schema/event.ts';

export const URL_BASE = 'ws://bet.test/api/v1/auth/ws/';
export const SIGNED_IN: SocketAuth = { userId: 'u1', merchantId: 'm1', sessionToken: 'tok-1' };
export const established = JSON.stringify({ type: 'CONNECTION_ESTABLISHED', user_id: 'u1', merchant_id: 'm1' });

/** Every socket the client creates, with the (fake) time it was created. */
export const created: { url: string; at: number }[] = [];
class CountingWebSocket extends MockWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    created.push({ url: String(url), at: Date.now() });
  }
}

let server: Server | null = null;
let socket: LiveSocket | null = null;

export function listen(onConnection?: (client: Client) => void): Server {
  server = new Server(URL_BASE, { mock: false });
  server.on('connection', (client) => onConnection?.(client));
  return server;
}
export const send = (client: Client, value: unknown): void => client.send(typeof value === 'string' ? value : JSON.stringify(value));

/** The client under test (signed in as SIGNED_IN unless `signedIn: false`), with its events, logs and spies. */
export function open(overrides: Partial<LiveSocketOptions> & { signedIn?: boolean } = {}) {
  const events: AppEvent[] = [];
  const logs: string[] = [];
  const refetchWallet = vi.fn();
  const onAuthFailure = vi.fn();
  const { signedIn = true, ...rest } = overrides;
  socket = createLiveSocket({
    url: URL_BASE,
    WebSocket: CountingWebSocket as unknown as typeof WebSocket,
    emit: (e) => events.push(e),
    auth: () => (signedIn ? SIGNED_IN : null),
    refetchWallet,
    onAuthFailure,
    log: (msg) => logs.push(msg),
    ...rest,
  });
  /** Status changes as 'status' or 'status: message'. */
  const statuses = (): string[] =>
    events.flatMap((e) =>
      e.type === 'v1.SocketStatusChanged' ? [e.payload.message === undefined ? e.payload.status : `${e.payload.status}: ${e.payload.message}`] : [],
    );
  const ofType = <T extends AppEvent['type']>(type: T) => events.filter((e): e is Extract<AppEvent, { type: T }> => e.type === type);
  return { socket, events, logs, refetchWallet, onAuthFailure, statuses, ofType };
}

export const tick = (ms = 10): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

export function useSocketWorld(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    created.length = 0;
  });
  afterEach(async () => {
    socket?.close();
    socket = null;
    await vi.runOnlyPendingTimersAsync();
    server?.stop();
    server = null;
    vi.useRealTimers();
  });
}
