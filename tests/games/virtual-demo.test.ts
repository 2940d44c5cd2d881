// The virtual game pages' demo play (issue 15): which selection a finished event pays, and the local wallet —
// 1,000 ETB to start, the server's stake limits and closed betting refused locally, a bet settled once from the
// schedule's finished event (won: stake × odds back; lost: nothing), kept across reloads in sessionStorage.
import { beforeEach, describe, expect, it } from 'vitest';
import type { VirtualEvent, VirtualSchedule } from '../../schema/virtual-sport.ts';
import { DemoWallet, winsIn } from '../../games/vfootball/lib/demo.ts';

const store = new Map<string, string>();
(globalThis as { sessionStorage?: Pick<Storage, 'getItem' | 'setItem'> }).sessionStorage = {
  getItem: (k) => store.get(k) ?? null,
  setItem: (k, v) => void store.set(k, v),
};

const event = (over: Partial<VirtualEvent>): VirtualEvent => ({
  id: 'vf-1-0',
  status: 'open',
  home: 'A',
  away: 'B',
  runners: [],
  odds: { '1X2': { '1': 2.5, X: 3.2, '2': 2.9 } },
  timeline: [],
  score: null,
  checkpoints: [],
  order: null,
  ...over,
});

const scheduleWith = (e: VirtualEvent): VirtualSchedule => ({
  success: true,
  league: 'football',
  server_time: '2026-11-21T09:04:00.000Z',
  round_every_ms: 180_000,
  margin: 0.08,
  min_stake: 1,
  max_stake: 5000,
  open: null,
  live: { id: 'vf-1', number: 1, starts_at: '2026-11-21T09:03:00.000Z', ends_at: '2026-11-21T09:04:00.000Z', status: 'finished', events: [e] },
  results: [],
  standings: [],
});

describe('winsIn', () => {
  it('pays each market from the final score or the finishing order', () => {
    const e = event({ status: 'finished', score: { home: 2, away: 1 } });
    expect(['1', 'X', '2'].filter((s) => winsIn(e, '1X2', s))).toEqual(['1']);
    expect([winsIn(e, 'OU2.5', 'over'), winsIn(e, 'OU2.5', 'under')]).toEqual([true, false]);
    expect([winsIn(e, 'BTTS', 'yes'), winsIn(event({ score: { home: 3, away: 0 } }), 'BTTS', 'yes')]).toEqual([true, false]);
    expect(winsIn(event({ order: [4, 1, 2] }), 'WIN', '4')).toBe(true);
  });
});

describe('the demo wallet', () => {
  beforeEach(() => store.clear());
  const now = Date.parse('2026-11-21T09:00:00Z');
  const kickOff = '2026-11-21T09:03:00.000Z';

  it('refuses what the server would refuse and debits what it takes', () => {
    const w = new DemoWallet('k');
    expect(w.balance).toBe(1000);
    const bet = { event_id: 'vf-1-0', market: '1X2', selection: '1', stake: 10, odds: 2.5 };
    expect(w.place({ ...bet, stake: 0.5 }, event({}), kickOff, 'A v B', now)).toBe('STAKE_OUT_OF_RANGE');
    expect(w.place({ ...bet, stake: 5001 }, event({}), kickOff, 'A v B', now)).toBe('STAKE_OUT_OF_RANGE');
    expect(w.place({ ...bet, stake: 900 }, event({}), kickOff, 'A v B', now)).toBeNull();
    expect(w.place({ ...bet, stake: 200 }, event({}), kickOff, 'A v B', now)).toBe('INSUFFICIENT_BALANCE');
    expect(w.place(bet, event({}), kickOff, 'A v B', Date.parse(kickOff))).toBe('BETTING_CLOSED');
    expect(w.place(bet, event({}), kickOff, 'A v B', now)).toBeNull();
    expect([w.balance, w.bets.length]).toEqual([90, 2]);
  });

  it('pays a won bet once and keeps it across a reload', () => {
    const w = new DemoWallet('k');
    w.place({ event_id: 'vf-1-0', market: '1X2', selection: '1', stake: 10, odds: 2.5 }, event({}), kickOff, 'A v B', now);
    const done = scheduleWith(event({ status: 'finished', score: { home: 1, away: 0 } }));
    expect(w.settle(done)).toBe(1);
    expect(w.settle(done)).toBe(0);
    expect(w.balance).toBe(1015);
    const again = new DemoWallet('k');
    expect([again.balance, again.bets[0]?.status, again.bets[0]?.payout]).toEqual([1015, 'won', 25]);
  });
});
