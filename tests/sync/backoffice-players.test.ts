// The players desk's data layer (issue 33), driven as its screens drive it, with the server's answers replayed: a
// search is its own list in the server's order, a profile's parts land in their tables (read by player, in order,
// as the screen's hooks read them) with the single facts in the profile's row, a block's answer replaces the profile
// at once (and the search line's badge) and outdates the reads, a limit change asked for is a request waiting for
// approval, an answer breaking its declaration never touches the store, and a sign-out clears the desk.
import { describe, expect, it } from 'vitest';
import { createBackofficeClient } from '../../sync/backoffice/client.ts';
import { createBackofficeEngine } from '../../sync/backoffice/engine.ts';
import { applyOutcome, BO_INDEX, createBackofficeData, type BackofficeData } from '../../sync/backoffice/store.ts';
import { PLAYER_TABLES } from '../../sync/backoffice/store-players.ts';
import { replayingClient } from './backoffice-replay.ts';

const summary = (id: string, phone: string, blocked = false) => ({
  id,
  phone,
  merchant_id: 'birrbet-demo',
  created_at: `2026-12-0${id === '1002' ? 2 : 1}T08:00:00.000Z`,
  blocked,
  balance: 150,
});

const profile = (blocked: boolean) => ({
  player: {
    id: '1002',
    phone: '+251911009201',
    merchant_id: 'birrbet-demo',
    created_at: '2026-12-02T08:00:00.000Z',
    promo_code: 'WELCOME10',
    blocked_at: blocked ? '2026-12-03T10:00:00.000Z' : null,
    blocked_reason: blocked ? 'Shared account' : null,
  },
  wallet: { balance: 140, points_active: 0, points_inactive: 50 },
  responsible_gaming: {
    success: true,
    age_confirmed_at: '2026-12-02T08:01:00.000Z',
    limits: [
      { period: 'day', limit: 500, pending: { limit: 1000, effective_at: '2026-12-04T08:00:00.000Z' }, used: 100, remaining: 400 },
      { period: 'week', limit: null, pending: null, used: 100, remaining: null },
      { period: 'month', limit: null, pending: null, used: 100, remaining: null },
    ],
    exclusion: null,
  },
  sessions: [
    {
      id: 's2',
      created_at: '2026-12-03T09:00:00.000Z',
      expires_at: '2026-12-10T09:00:00.000Z',
      revoked_at: blocked ? '2026-12-03T10:00:00.000Z' : null,
      live: !blocked,
    },
    { id: 's1', created_at: '2026-12-02T09:00:00.000Z', expires_at: '2026-12-09T09:00:00.000Z', revoked_at: '2026-12-02T10:00:00.000Z', live: false },
  ],
  notes: blocked ? [] : [{ text: 'Asked about deposit 4471', by: 'Selam', at: '2026-12-03T09:30:00.000Z' }],
  tickets: [{ reference_id: 'BB-7Q2K', kind: 'money', status: 'PENDING', stake: 10, win: 0, created_at: '2026-12-03T09:10:00.000Z' }],
  payments: [{ id: 'p1', flow: 'deposit', method: 'TELEBIRR', amount: 50, state: 'completed', created_at: '2026-12-03T09:05:00.000Z' }],
  statement: [
    { at: '2026-12-03T09:10:00.000Z', kind: 'stake', reason: 'ticket BB-7Q2K', amount: -10 },
    { at: '2026-12-03T09:05:00.000Z', kind: 'deposit', reason: 'telebirr', amount: 50 },
  ],
});

/** The answers a run gave, per endpoint, in order: each call takes the next one (the last one repeats). */
const RECORDED: Record<string, unknown[]> = {
  searchPlayers: [{ data: [summary('1002', '+251911009201'), summary('1001', '+251911009200')] }, { data: [] }],
  getPlayer: [profile(false)],
  blockPlayer: [profile(true)],
  requestPlayerLimits: [{ approval_id: 'a7c1e2d4-0000-4000-8000-000000000001' }],
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the screens' hooks read: a slice of an index, each row's cell. */
const slice = ({ indexes, store }: BackofficeData, index: string, key: string, table: string, cell: string) =>
  indexes.getSliceRowIds(index, key).map((id) => store.getCell(table, id, cell));

describe('the players desk data layer', () => {
  it('keeps each search its own list and a profile’s parts in their tables, in the server’s order', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replayingClient(RECORDED);
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'SearchPlayers', q: '0911009201' });
    engine.dispatch({ type: 'SearchPlayers', q: 'nobody' });
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    await settle();
    expect(calls[0]?.input.query).toEqual({ q: '0911009201' });
    expect(slice(data, BO_INDEX.playersByQuery, '0911009201', 'playerResults', 'player_id')).toEqual(['1002', '1001']);
    expect(data.store.getRow('playerSummaries', '1001')).toMatchObject({ phone: '+251911009200', blocked: false, balance: 150 });
    expect(data.indexes.getSliceRowIds(BO_INDEX.playersByQuery, 'nobody')).toEqual([]);
    expect(data.store.getCell('playerSearches', 'nobody', 'found')).toBe(0);

    expect(calls[2]).toMatchObject({ id: 'getPlayer', input: { params: { id: '1002' } } });
    expect(data.store.getRow('playerProfiles', '1002')).toEqual({
      id: '1002',
      phone: '+251911009201',
      merchant_id: 'birrbet-demo',
      created_at: '2026-12-02T08:00:00.000Z',
      promo_code: 'WELCOME10',
      balance: 140,
      points_active: 0,
      points_inactive: 50,
      age_confirmed_at: '2026-12-02T08:01:00.000Z',
    });
    expect(slice(data, BO_INDEX.limitsByPlayer, '1002', 'playerLimits', 'period')).toEqual(['day', 'week', 'month']);
    expect(data.store.getRow('playerLimits', '1002|0')).toMatchObject({ limit: 500, used: 100, remaining: 400, pending: true, pending_limit: 1000 });
    expect(data.store.getCell('playerLimits', '1002|1', 'limit')).toBeUndefined();
    expect(slice(data, BO_INDEX.sessionsByPlayer, '1002', 'playerSessions', 'live')).toEqual([true, false]);
    expect(slice(data, BO_INDEX.notesByPlayer, '1002', 'playerNotes', 'by')).toEqual(['Selam']);
    expect(slice(data, BO_INDEX.ticketsByPlayer, '1002', 'playerTickets', 'reference_id')).toEqual(['BB-7Q2K']);
    expect(slice(data, BO_INDEX.paymentsByPlayer, '1002', 'playerPayments', 'id')).toEqual(['p1']);
    expect(slice(data, BO_INDEX.statementByPlayer, '1002', 'playerStatement', 'amount')).toEqual([-10, 50]);

    // Fresh: asking again reaches nobody.
    engine.dispatch({ type: 'SearchPlayers', q: '0911009201' });
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    await settle();
    expect([count('searchPlayers'), count('getPlayer')]).toEqual([2, 1]);
  });

  it('puts a block’s answer in place of the profile at once, badges the search line and outdates the reads', async () => {
    const data = createBackofficeData();
    const { client, calls, count } = replayingClient(RECORDED);
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'SearchPlayers', q: '0911009201' });
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    await settle();
    engine.dispatch({ type: 'BlockPlayer', id: '1002', blocked: true, reason: 'Shared account' });
    await settle();
    expect(calls[2]).toMatchObject({ id: 'blockPlayer', input: { params: { id: '1002' }, body: { blocked: true, reason: 'Shared account' } } });
    expect(data.store.getRow('playerProfiles', '1002')).toMatchObject({ blocked_at: '2026-12-03T10:00:00.000Z', blocked_reason: 'Shared account' });
    expect(slice(data, BO_INDEX.sessionsByPlayer, '1002', 'playerSessions', 'live')).toEqual([false, false]);
    expect(data.indexes.getSliceRowIds(BO_INDEX.notesByPlayer, '1002')).toEqual([]);
    expect(data.store.getCell('playerSummaries', '1002', 'blocked')).toBe(true);
    expect(data.store.getCell('playerSummaries', '1002', 'balance')).toBe(140);
    expect(data.store.getRow('commands', 'BlockPlayer')).toEqual({ state: 'done' });
    // The change outdated the profile and the search: both are read again within their TTL.
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    engine.dispatch({ type: 'SearchPlayers', q: '0911009201' });
    await settle();
    expect([count('getPlayer'), count('searchPlayers')]).toEqual([2, 2]);
  });

  it('keeps a limit change asked for as a request waiting for approval, the profile untouched', async () => {
    const data = createBackofficeData();
    const { client, calls } = replayingClient(RECORDED, (id) => (id === 'requestPlayerLimits' ? 202 : 200));
    const engine = createBackofficeEngine(client, data, () => 0);
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    await settle();
    const before = data.store.getRow('playerProfiles', '1002');
    engine.dispatch({ type: 'RequestPlayerLimits', id: '1002', limits: { day: 200, month: null }, reason: 'Player called' });
    await settle();
    expect(calls[1]?.input.body).toEqual({ day: 200, month: null, reason: 'Player called' });
    expect(data.store.getRow('playerRequests', '1002')).toEqual({ approval_id: 'a7c1e2d4-0000-4000-8000-000000000001' });
    expect(data.store.getRow('playerProfiles', '1002')).toEqual(before);
  });

  it('never lets a profile that breaks its declaration reach the store', async () => {
    const data = createBackofficeData();
    const answers = [profile(false), { ...profile(true), wallet: { balance: '140' } }];
    const fetchImpl = (async () =>
      new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const engine = createBackofficeEngine(createBackofficeClient(fetchImpl), data, () => 0);
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getCell('playerProfiles', '1002', 'phone')).toBe('+251911009201');
    const held = JSON.stringify(PLAYER_TABLES.map((table) => data.store.getTable(table)));
    engine.dispatch({ type: 'BlockPlayer', id: '1002', blocked: true, reason: 'Shared account' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(data.store.getRow('commands', 'BlockPlayer')).toMatchObject({ state: 'failed', code: 'MALFORMED_ANSWER' });
    expect(JSON.stringify(PLAYER_TABLES.map((table) => data.store.getTable(table)))).toBe(held);
    expect(data.store.getCell('playerProfiles', '1002', 'blocked_at')).toBeUndefined();
  });

  it('clears the desk at a sign-out', async () => {
    const data = createBackofficeData();
    const engine = createBackofficeEngine(replayingClient(RECORDED).client, data, () => 0);
    engine.dispatch({ type: 'SearchPlayers', q: '0911009201' });
    engine.dispatch({ type: 'LoadPlayer', id: '1002' });
    await settle();
    applyOutcome(data, { type: 'SignedOut' });
    for (const table of PLAYER_TABLES) {
      expect(data.store.getTable(table), table).toEqual({});
    }
  });
});
