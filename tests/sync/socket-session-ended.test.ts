// The live socket when the server ends its session (issue 11): a revoked or expired session closes the
// socket with 4001 ('Session revoked' / 'Session ended'). The client must not reconnect with the dead
// session (it could only be refused again); it reports 'Authentication required', as after 1008, and a
// fresh connect (the app's reconnect after a sign-out or sign-in) opens a new socket.
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { createLiveSocket, type LiveSocket } from '../../sync/socket.ts';
import { SOCKET_POLICY, closeCodeText } from '../../sync/socket-messages.ts';
import type { AppEvent } from '../../schema/event.ts';

const URL_BASE = 'ws://bet.test/api/v1/auth/ws/';
const established = JSON.stringify({ type: 'CONNECTION_ESTABLISHED', user_id: 'u1', merchant_id: 'm1' });

let sockets = 0;
class CountingWebSocket extends MockWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    sockets += 1;
  }
}

let server: Server | null = null;
let socket: LiveSocket | null = null;

function open() {
  const events: AppEvent[] = [];
  const onAuthFailure = vi.fn();
  socket = createLiveSocket({
    url: URL_BASE,
    WebSocket: CountingWebSocket as unknown as typeof WebSocket,
    emit: (e) => events.push(e),
    auth: () => ({ userId: 'u1', merchantId: 'm1', sessionToken: 'tok-1' }),
    refetchWallet: vi.fn(),
    onAuthFailure,
    log: () => undefined,
  });
  const statuses = (): string[] => events.flatMap((e) =>
    e.type === 'v1.SocketStatusChanged' ? [e.payload.message === undefined ? e.payload.status : `${e.payload.status}: ${e.payload.message}`] : []);
  return { socket, onAuthFailure, statuses };
}

const tick = (ms = 10): Promise<void> => vi.advanceTimersByTimeAsync(ms).then(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = 0;
});

afterEach(async () => {
  socket?.close();
  socket = null;
  await vi.runOnlyPendingTimersAsync();
  server?.stop();
  server = null;
  vi.useRealTimers();
});

describe('live socket: the server ends the session (close 4001)', () => {
  it('is a no-retry close code reported as "Authentication required"', () => {
    expect(SOCKET_POLICY.noRetryCloseCodes).toContain(4001);
    expect(closeCodeText(4001)).toBe('Authentication required');
  });

  it.each(['Session revoked', 'Session ended'])('does not reconnect after 4001 "%s"; a later connect opens a fresh socket', async (reason) => {
    let connections = 0;
    server = new Server(URL_BASE, { mock: false });
    server.on('connection', (client: Client) => {
      connections += 1;
      client.send(established);
      if (connections === 1) {
        setTimeout(() => client.close({ code: 4001, reason, wasClean: true }), 100);
      }
    });
    const s = open();
    s.socket.connect();
    await tick(60_000);
    expect(sockets).toBe(1);
    expect(s.statuses()).toEqual(['connecting', 'connected', 'failed: Authentication required']);
    expect(vi.getTimerCount()).toBe(0);
    // The close code alone never signs the player out: the sign-out that revoked the session does (or an ERROR).
    expect(s.onAuthFailure).not.toHaveBeenCalled();

    s.socket.connect();
    await tick(20);
    expect(sockets).toBe(2);
    expect(s.statuses().slice(-2)).toEqual(['connecting', 'connected']);
  });
});
