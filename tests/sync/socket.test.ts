// The live socket against mock-socket's Server, on fake timers: decoding (bad frames are logged and
// dropped), the transport retry policy (1 s, 2 s, 4 s; none after 1000/1001/1005/1008), the app-level
// retries (2 × 3 s), auth failures, the wallet refetch after a re-connect, and close().
import { describe, it, expect, vi } from 'vitest';
import type { Client } from 'mock-socket';
import { createAppData } from '../../sync/store.ts';
import { applyEvent } from '../../sync/apply.ts';
import { WALLET_ROW } from '../../sync/read/account.ts';
import type { AppEvent } from '../../schema/event.ts';
import { SIGNED_IN, URL_BASE, created, established, listen, open, send, tick, useSocketWorld } from './socket-helpers.ts';

useSocketWorld();

describe('live socket: connection and messages', () => {
  it('connects with the session in the query and is connected on CONNECTION_ESTABLISHED', async () => {
    listen((c) => send(c, established));
    const s = open();
    s.socket.connect();
    await tick();
    expect(s.statuses()).toEqual(['connecting', 'connected']);
    const url = new URL(created[0]?.url ?? '');
    expect([...url.searchParams]).toEqual([
      ['user_id', 'u1'],
      ['merchant_id', 'm1'],
      ['session_token', 'tok-1'],
    ]);
    expect(s.ofType('v1.SocketStatusChanged').every((e) => e.source === 'system')).toBe(true);
    s.socket.connect();
    await tick(60_000);
    expect(created).toHaveLength(1);
  });

  it('sends no user_id or session_token when anonymous, only the merchant id', async () => {
    listen((c) => send(c, { type: 'CONNECTION_ESTABLISHED', user_id: null }));
    const s = open({ signedIn: false, merchantId: 'm9' });
    s.socket.connect();
    await tick();
    const url = new URL(created[0]?.url ?? '');
    expect([...url.searchParams]).toEqual([['merchant_id', 'm9']]);
    expect(s.statuses()).toEqual(['connecting', 'connected']);
  });

  it('turns BALANCE_UPDATE into v1.BalanceUpdated with decoded numbers, applied only for the signed-in user', async () => {
    let client: Client | undefined;
    listen((c) => {
      client = c;
      send(c, established);
    });
    const s = open();
    s.socket.connect();
    await tick();
    send(client!, { type: 'BALANCE_UPDATE', user_id: 'u1', merchant_id: 'm1', balance: '150.50', points_balance: '12.25' });
    send(client!, { type: 'BALANCE_UPDATE', user_id: 2, balance: 999 });
    const updates = s.ofType('v1.BalanceUpdated');
    expect(updates.map((e) => [e.source, e.payload.user_id, e.payload.balance, e.payload.points_balance])).toEqual([
      ['remote', 'u1', 150.5, 12.25],
      ['remote', '2', 999, 0],
    ]);

    const data = createAppData();
    applyEvent(data, {
      type: 'v1.SignedIn',
      at: 0,
      source: 'user',
      payload: {
        user: { id: 'u1', phone: '+251911000000' },
        wallet: { balance: 10, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
        session: { id: 'tok-1', merchant_id: 'm1' },
        merchantId: 'm1',
        hasSeenUnlockNotification: false,
      },
    });
    for (const e of s.events) {
      expect(applyEvent(data, e)).toBe(true);
    }
    expect(data.store.getCell('wallet', WALLET_ROW, 'balance')).toBe(150.5);
    expect(data.store.getCell('wallet', WALLET_ROW, 'points_balance')).toBe(12.25);
    expect(data.store.getValue('socket_status')).toBe('connected');
  });

  it('logs and drops non-JSON and invalid messages, ignores unknown types, and keeps working', async () => {
    let client: Client | undefined;
    listen((c) => {
      client = c;
      send(c, established);
    });
    const s = open();
    s.socket.connect();
    await tick();
    const before = s.events.length;
    send(client!, '{not json');
    send(client!, { type: 'BALANCE_UPDATE', user_id: 'u1', balance: 'lots' });
    send(client!, [1, 2]);
    expect(s.events).toHaveLength(before);
    expect(s.logs).toEqual([
      'dropped non-JSON socket message',
      'dropped invalid BALANCE_UPDATE socket message',
      'dropped socket message without a type',
    ]);

    // A type this client does not know is ignored silently; a malformed ODDS_CHANGE (a type it knows) is logged.
    send(client!, { type: 'JACKPOT_UPDATE', amount: 5 });
    expect(s.events).toHaveLength(before);
    expect(s.logs).toHaveLength(3);
    send(client!, { type: 'ODDS_CHANGE', match_id: 1, odds: [1.5] });
    expect(s.events).toHaveLength(before);
    expect(s.logs[3]).toBe('dropped invalid ODDS_CHANGE socket message');

    send(client!, { type: 'BALANCE_UPDATE', user_id: 'u1', balance: 20 });
    send(client!, { type: 'BANNER_UPDATE', merchant_id: 'm1', banner_type: 'hero' });
    send(client!, { type: 'ODDS_CHANGE', changes: [{ match_id: 'm', market_id: '1', outcome_id: '2', odds: 3.1 }] });
    expect(s.events.slice(before).map((e) => [e.type, e.payload])).toEqual([
      ['v1.BalanceUpdated', expect.objectContaining({ balance: 20, points_balance: 0, activation_progress: null })],
      ['v1.BannersChanged', { merchantId: 'm1', bannerType: 'hero' }],
      ['v1.OddsChanged', { changes: [{ match_id: 'm', market_id: '1', specifier: '', outcome_id: '2', odds: 3.1, status: 'active' }] }],
    ]);
    expect(s.statuses()).toEqual(['connecting', 'connected']);
  });

  it('reports other server errors as "Connection error" and stays connected; CLOSED stops with "Connection closed"', async () => {
    let client: Client | undefined;
    listen((c) => {
      client = c;
      send(c, established);
    });
    const s = open();
    s.socket.connect();
    await tick();
    send(client!, { type: 'ERROR', error: 'Rate limited' });
    expect(s.statuses().at(-1)).toBe('connected: Connection error');
    send(client!, { type: 'BALANCE_UPDATE', user_id: 'u1', balance: 5 });
    expect(s.ofType('v1.BalanceUpdated')).toHaveLength(1);
    send(client!, { type: 'CLOSED' });
    await tick(60_000);
    expect(s.statuses().at(-1)).toBe('disconnected: Connection closed');
    expect(created).toHaveLength(1);
    expect(s.onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('live socket: transport retry policy', () => {
  /** For each reconnect: the time from the 'disconnected' report to the next socket. */
  function reconnectDelays(events: AppEvent[]): number[] {
    const delays: number[] = [];
    let lostAt: number | undefined;
    for (const e of events) {
      if (e.type !== 'v1.SocketStatusChanged') {
        continue;
      }
      if (e.payload.status === 'disconnected') {
        lostAt = e.at;
      } else if (e.payload.status === 'connecting' && lostAt !== undefined) {
        delays.push(e.at - lostAt);
        lostAt = undefined;
      }
    }
    return delays;
  }

  it('reconnects after 1000, 2000 and 4000 ms, then the app retries twice 3 s apart, then asks to log in again', async () => {
    const s = open(); // no server listening: every attempt fails
    s.socket.connect();
    await tick(7_100);
    expect(created).toHaveLength(4);
    expect(reconnectDelays(s.events)).toEqual([1000, 2000, 4000]);
    expect(s.statuses()).toEqual([
      'connecting',
      'disconnected: Connection error',
      'connecting',
      'disconnected: Connection error',
      'connecting',
      'disconnected: Connection error',
      'connecting',
      'disconnected: Connection failed (1/2)',
    ]);

    const gaveUpAt = s.events.at(-1)?.at ?? 0;
    await tick(gaveUpAt + 2_999 - Date.now());
    expect(created).toHaveLength(4);
    await tick(2);
    expect(created).toHaveLength(5);
    await tick(7_100);
    expect(created).toHaveLength(8);
    expect(s.statuses().at(-1)).toBe('disconnected: Connection failed (2/2)');
    await tick(3_000 + 7_100);
    expect(created).toHaveLength(12);
    expect(s.statuses().at(-1)).toBe('failed: Connection failed - please login again');
    expect(reconnectDelays(s.events)).toEqual([1000, 2000, 4000, 3000, 1000, 2000, 4000, 3000, 1000, 2000, 4000]);
    await tick(120_000);
    expect(created).toHaveLength(12);
    expect(vi.getTimerCount()).toBe(0);
    expect(s.onAuthFailure).not.toHaveBeenCalled();

    // The reconnect button resets the counters.
    listen((c) => send(c, established));
    s.socket.reconnect();
    await tick();
    expect(s.statuses().slice(-2)).toEqual(['connecting', 'connected']);
  });

  it('reports 1006 as "Authentication required" and retries it', async () => {
    listen((c) => c.close({ code: 1006, reason: '', wasClean: false }));
    const s = open();
    s.socket.connect();
    await tick(20);
    expect(s.statuses()).toEqual(['connecting', 'disconnected: Authentication required']);
    await tick(1_000);
    expect(created).toHaveLength(2);
  });

  it('does not reconnect after 1008 and reports it as "Authentication required"', async () => {
    listen((c) => c.close({ code: 1008, reason: 'invalid session', wasClean: true }));
    const s = open();
    s.socket.connect();
    await tick(60_000);
    expect(created).toHaveLength(1);
    expect(s.statuses()).toEqual(['connecting', 'failed: Authentication required']);
  });

  it.each([1000, 1001, 1005])('does not reconnect after the normal close code %i', async (code) => {
    listen((c) => {
      send(c, established);
      c.close({ code, reason: '', wasClean: true });
    });
    const s = open();
    s.socket.connect();
    await tick(60_000);
    expect(created).toHaveLength(1);
    expect(s.statuses()).toEqual(['connecting', 'connected', 'disconnected: Connection closed']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out a connection that does not open within 5 s', async () => {
    /** A socket that never opens. */
    class HangingWebSocket extends EventTarget {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      binaryType = 'blob';
      constructor(readonly url: string) {
        super();
        created.push({ url, at: Date.now() });
      }
      close(): void {
        this.readyState = 3;
      }
      send(): void {}
    }
    const s = open({ WebSocket: HangingWebSocket as unknown as typeof WebSocket });
    s.socket.connect();
    await tick(4_999);
    expect(s.statuses()).toEqual(['connecting']);
    await tick(1);
    expect(s.statuses()).toEqual(['connecting', 'disconnected: Connection timeout']);
    await tick(1_000);
    expect(created).toHaveLength(2);
    expect(s.statuses().at(-1)).toBe('connecting');
  });

  it('retries a refused handshake (error, then close 1006, as browsers report it) as "Authentication required"', async () => {
    /** Fails like a browser socket whose upgrade was refused: an error event, then close 1006. */
    class RefusedWebSocket extends EventTarget {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      binaryType = 'blob';
      constructor(readonly url: string) {
        super();
        created.push({ url, at: Date.now() });
        setTimeout(() => {
          this.readyState = 3;
          this.dispatchEvent(new Event('error'));
          this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '', wasClean: false }));
        }, 1);
      }
      close(): void {}
      send(): void {}
    }
    const s = open({ WebSocket: RefusedWebSocket as unknown as typeof WebSocket });
    s.socket.connect();
    await tick(5);
    expect(s.statuses()).toEqual(['connecting', 'disconnected: Connection error', 'disconnected: Authentication required']);
    await tick(7_100);
    expect(created).toHaveLength(4);
    expect(s.statuses().at(-1)).toBe('disconnected: Connection failed (1/2)');
  });

  it('reports a socket that cannot be created, without throwing', async () => {
    const bad = open({ url: 'not a socket address' });
    bad.socket.connect();
    expect(bad.statuses()).toEqual(['connecting', 'failed: Failed to create connection']);

    const throwing = open({ url: `${URL_BASE}#fragment` }); // mock-socket's constructor throws a SyntaxError
    throwing.socket.connect();
    await tick(60_000);
    expect(throwing.statuses()).toEqual(['connecting', 'failed: Failed to create connection']);
    expect(throwing.logs).toEqual(['Failed to create connection']);
  });
});

describe('live socket: auth failures, re-connects and close()', () => {
  it.each(['Unauthorized', 'Authentication failed', 'Invalid session token', 'Expired session', 'HTTP 401'])(
    'an ERROR "%s" calls onAuthFailure and stops reconnecting',
    async (text) => {
      listen((c) => {
        send(c, established);
        send(c, { type: 'ERROR', error: text });
        c.close({ code: 1006, reason: '', wasClean: false });
      });
      const s = open();
      s.socket.connect();
      await tick(60_000);
      expect(s.onAuthFailure).toHaveBeenCalledExactlyOnceWith(text);
      expect(s.statuses()).toEqual(['connecting', 'connected', 'failed: Authentication failed']);
      expect(created).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('a CLOSED carrying an auth failure logs out too; connect() afterwards opens a fresh socket', async () => {
    let connections = 0;
    listen((c) => {
      connections += 1;
      send(c, established);
      if (connections === 1) {
        send(c, { type: 'CLOSED', error: 'Session expired' });
      }
    });
    const s = open();
    s.socket.connect();
    await tick(60_000);
    expect(s.onAuthFailure).toHaveBeenCalledExactlyOnceWith('Session expired');
    expect(s.statuses()).toEqual(['connecting', 'connected', 'failed: Authentication failed']);
    s.socket.connect();
    await tick(20);
    expect(connections).toBe(2);
    expect(s.statuses().slice(-2)).toEqual(['connecting', 'connected']);
  });

  it('refetches the wallet after each re-connect of a signed-in socket, never on the first open', async () => {
    let connections = 0;
    listen((c) => {
      connections += 1;
      send(c, established);
      if (connections === 1) {
        c.close({ code: 1006, reason: '', wasClean: false }); // dropped: the transport reconnects
      }
    });
    let signedIn = true;
    const s = open({ auth: () => (signedIn ? SIGNED_IN : null) });
    s.socket.connect();
    await tick(20);
    expect(s.refetchWallet).not.toHaveBeenCalled();
    await tick(1_000);
    expect(connections).toBe(2);
    expect(s.refetchWallet).toHaveBeenCalledTimes(1);
    expect(s.statuses()).toEqual(['connecting', 'connected', 'disconnected: Authentication required', 'connecting', 'connected']);

    s.socket.reconnect(); // the button
    await tick(20);
    expect(connections).toBe(3);
    expect(s.refetchWallet).toHaveBeenCalledTimes(2);

    signedIn = false; // an anonymous re-connect has no wallet to refetch
    s.socket.reconnect();
    await tick(20);
    expect(connections).toBe(4);
    expect(new URL(created[3]?.url ?? '').searchParams.has('session_token')).toBe(false);
    expect(s.refetchWallet).toHaveBeenCalledTimes(2);

    s.socket.close(); // a later connect() is a first open again
    signedIn = true;
    s.socket.connect();
    await tick(20);
    expect(s.refetchWallet).toHaveBeenCalledTimes(2);
  });

  it('close() stops the app-level retry timer and reports idle', async () => {
    const s = open();
    s.socket.connect();
    await tick(7_100);
    expect(s.statuses().at(-1)).toBe('disconnected: Connection failed (1/2)');
    expect(vi.getTimerCount()).toBe(1);
    s.socket.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(s.statuses().at(-1)).toBe('idle');
    await tick(120_000);
    expect(created).toHaveLength(4);
    expect(s.statuses().at(-1)).toBe('idle');
  });

  it('close() while connected closes the socket for good', async () => {
    const closed = vi.fn();
    listen((c) => {
      send(c, established);
      c.on('close', closed);
    });
    const s = open();
    s.socket.connect();
    await tick();
    s.socket.close();
    await tick(120_000);
    expect(closed).toHaveBeenCalledOnce();
    expect(created).toHaveLength(1);
    expect(s.statuses()).toEqual(['connecting', 'connected', 'idle']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('close() during a transport back-off creates no further socket', async () => {
    const s = open();
    s.socket.connect();
    await tick(500);
    expect(s.statuses().at(-1)).toBe('disconnected: Connection error');
    s.socket.close();
    await tick(120_000);
    expect(created).toHaveLength(1);
    expect(s.statuses().at(-1)).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});
