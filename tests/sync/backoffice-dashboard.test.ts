// The dashboard's live feed (sync/backoffice/dashboard-live.ts) against mock-socket's server: each decoded frame
// becomes DashboardLoaded (a malformed one is dropped), a lost connection is reopened after its back-off, a 1008 close
// (the session ended) ends the feed with SignedOut, and unsubscribing closes the socket. Then the store: a replayed
// frame fills the dashboard row and its products, and a later frame replaces them.
import { type Client, Server, WebSocket as MockWebSocket } from 'mock-socket';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import { dashboardFeed } from '../../sync/backoffice/dashboard-live.ts';
import type { Outcome } from '../../sync/backoffice/events.ts';
import { applyOutcome, createBackofficeData } from '../../sync/backoffice/store.ts';

const URL = 'ws://bo.test/api/admin/v1/dashboard/live';
const view = (deposits: number, products: { product: string; stakes: number; wins: number }[]) => ({
  at: '2026-12-03T10:00:00.000Z',
  day: '2026-12-03',
  products: products.map((p) => ({ ...p, ggr: p.stakes - p.wins, margin: p.stakes > 0 ? (p.stakes - p.wins) / p.stakes : null })),
  sports_split: [
    { part: 'prematch' as const, stakes: 10, wins: 0, ggr: 10, margin: 1 },
    { part: 'live' as const, stakes: 0, wins: 0, ggr: 0, margin: null },
  ],
  deposits,
  withdrawals: 0,
  open_tickets: 3,
  open_liability: 1234.5,
  active_players: 2,
  pending_approvals: 1,
  health: {
    instance: null,
    instances: [{ instance: 'a', runs_jobs: true, seen_at: '2026-12-03T10:00:00.000Z' }],
    database_up: true,
    database_ms: 1.2,
    sockets: 4,
    runs_jobs: true,
    gateways: [{ gateway: 'santimpay', mode: 'simulator' }],
  },
});

let server: Server | null = null;
afterEach(() => {
  server?.stop();
  server = null;
  vi.useRealTimers();
});

function world() {
  const clients: Client[] = [];
  server = new Server(URL, { mock: false });
  server.on('connection', (client) => clients.push(client));
  const seen: Outcome[] = [];
  const open = (url: string) => new MockWebSocket(url) as unknown as import('../../sync/backoffice/dashboard-live.ts').SocketLike;
  const subscription = dashboardFeed(open, URL, 1_000).subscribe((o) => seen.push(o));
  return { clients, seen, subscription };
}

describe('the dashboard feed', () => {
  it('decodes each frame, drops a malformed one, and reopens a lost connection after its back-off', async () => {
    vi.useFakeTimers();
    const w = world();
    await vi.advanceTimersByTimeAsync(10);
    expect(w.clients).toHaveLength(1);
    w.clients[0]?.send(JSON.stringify({ type: 'DASHBOARD', dashboard: view(100, []) }));
    w.clients[0]?.send(JSON.stringify({ type: 'DASHBOARD', dashboard: { deposits: 'lots' } }));
    w.clients[0]?.send('not json');
    expect(w.seen.map((o) => o.type)).toEqual(['DashboardLoaded']);
    w.clients[0]?.close({ code: 1006, reason: 'gone', wasClean: false });
    await vi.advanceTimersByTimeAsync(900);
    expect(w.clients).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(w.clients).toHaveLength(2);
    w.clients[1]?.send(JSON.stringify({ type: 'DASHBOARD', dashboard: view(250, []) }));
    expect(w.seen.map((o) => (o.type === 'DashboardLoaded' ? o.view.deposits : o.type))).toEqual([100, 250]);
    w.subscription.unsubscribe();
  });

  it('ends with SignedOut when the server closes with 1008 (the session ended), without reopening', async () => {
    vi.useFakeTimers();
    const w = world();
    await vi.advanceTimersByTimeAsync(10);
    w.clients[0]?.close({ code: 1008, reason: 'Session ended', wasClean: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(w.seen.map((o) => o.type)).toEqual(['SignedOut']);
    expect(w.clients).toHaveLength(1);
  });

  it('the engine watches the feed only while asked, and its frames reach the store', () => {
    const data = createBackofficeData();
    const frames = new Subject<Outcome>();
    let subscribed = 0;
    const feed = () => {
      subscribed += 1;
      return frames.asObservable();
    };
    const engine = createBackofficeEngine(async () => ({ status: 200, body: {} }), data, Date.now, { dashboard: feed });
    frames.next({ type: 'DashboardLoaded', view: view(1, []) });
    expect(data.store.hasRow('dashboard', 'today')).toBe(false);
    engine.dispatch({ type: 'WatchDashboard', on: true });
    engine.dispatch({ type: 'WatchDashboard', on: true });
    frames.next({ type: 'DashboardLoaded', view: view(42, []) });
    expect(data.store.getCell('dashboard', 'today', 'deposits')).toBe(42);
    expect(subscribed).toBe(1);
    engine.dispatch({ type: 'WatchDashboard', on: false });
    frames.next({ type: 'DashboardLoaded', view: view(99, []) });
    expect(data.store.getCell('dashboard', 'today', 'deposits')).toBe(42);
    expect(frames.observed).toBe(false);
    engine.stop();
  });

  it('a frame fills the store and the next one replaces it', () => {
    const data = createBackofficeData();
    applyOutcome(data, {
      type: 'DashboardLoaded',
      view: view(100, [
        { product: 'sports', stakes: 200, wins: 50 },
        { product: 'casino', stakes: 10, wins: 0 },
      ]),
    });
    expect(data.store.getCell('dashboard', 'today', 'deposits')).toBe(100);
    expect(data.store.getRow('dashboardProducts', 'sports')).toMatchObject({ stakes: 200, wins: 50, ggr: 150, margin: 0.75 });
    applyOutcome(data, { type: 'DashboardLoaded', view: view(300, [{ product: 'sports', stakes: 400, wins: 100 }]) });
    expect(data.store.getCell('dashboard', 'today', 'deposits')).toBe(300);
    expect(data.store.getRowIds('dashboardProducts')).toEqual(['sports']);
    expect(data.store.getCell('dashboard', 'today', 'gateways')).toBe(JSON.stringify([{ gateway: 'santimpay', mode: 'simulator' }]));
    // The sports split and the instances travel whole (the screen reads them back as lists).
    expect(JSON.parse(String(data.store.getCell('dashboard', 'today', 'sports_split')))).toEqual(view(0, []).sports_split);
    expect(JSON.parse(String(data.store.getCell('dashboard', 'today', 'instances')))).toEqual([
      { instance: 'a', runs_jobs: true, seen_at: '2026-12-03T10:00:00.000Z' },
    ]);
  });
});
