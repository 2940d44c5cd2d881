// Bet history filters of GET /api/v1/tickets/player/:userId through HTTP: status (WON includes
// PARTIALLY_WON), since (ISO-8601, created_at >= since), both combined with limit/offset paging, total_count
// of the filtered set, refusals with 400 VALIDATION_FAILED, and one's own tickets only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import type { TicketStatusColumn } from '../../server/db/types-tickets.ts';
import { parseSince } from '../../schema/endpoints/wire.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, NOW, type TestApp } from './helpers.ts';
import { moneyBody, place, type Leg } from './tickets-helpers.ts';

const HOUR = 3_600_000;
let t: TestApp;
let player: { id: string; token: string };
/** Ticket ids in placement order: placed at NOW + i hours, with these statuses. */
const STATUSES: TicketStatusColumn[] = ['WON', 'PARTIALLY_WON', 'LOST', 'VOID', 'PENDING', 'PENDING'];
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const p = await signUp(t.app, '0911000071');
  player = { id: p.user.id, token: p.session.id };
  const other = await signUp(t.app, '0911000072');
  const rows = await t.app.db
    .selectFrom('outcomes as o')
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .select(['o.match_id', 'o.outcome_id', 'o.odds_hundredths'])
    .where('o.market_id', '=', '1')
    .where('o.outcome_id', '=', '1')
    .where('m.sport_id', '=', '1')
    .where('m.start_time', '>', new Date(NOW + 24 * HOUR))
    .orderBy('m.start_time')
    .orderBy('m.id')
    .limit(STATUSES.length)
    .execute();
  const legs: Leg[] = rows.map((r) => ({
    match_id: r.match_id,
    market_id: '1',
    specifier: '',
    outcome_id: r.outcome_id,
    odds: fromCents(r.odds_hundredths),
  }));
  for (const [i, leg] of legs.entries()) {
    t.clock.now = NOW + i * HOUR;
    const res = await place(t.app, player.token, moneyBody(player.id, [leg], 5));
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().ticket_id);
    await t.app.db.updateTable('tickets').set({ status: STATUSES[i]! }).where('id', '=', res.json().ticket_id).execute();
  }
  // Another player's ticket never shows in this player's history.
  expect((await place(t.app, other.session.id, moneyBody(other.user.id, [legs[0]!], 5))).statusCode).toBe(201);
  t.clock.now = NOW + 6 * HOUR;
});
afterAll(() => t.app.close());

const history = (query: string, token = player.token) => authed(t.app, { url: `/api/v1/tickets/player/${player.id}${query}`, token });

async function listed(query: string): Promise<{ ids: string[]; total: number }> {
  const res = await history(query);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const body = res.json() as { tickets: Array<{ id: string }>; total_count: number };
  expect(Object.keys(body).sort()).toEqual(['tickets', 'total_count']);
  return { ids: body.tickets.map((x) => x.id), total: body.total_count };
}

/** Expected ids (newest first) of placement indexes. */
const newest = (...indexes: number[]): string[] => indexes.sort((a, b) => b - a).map((i) => ids[i]!);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('GET /api/v1/tickets/player/:userId filters', () => {
  it('lists everything without a filter or with ALL', async () => {
    expect(await listed('')).toEqual({ ids: newest(0, 1, 2, 3, 4, 5), total: 6 });
    expect(await listed('?status=ALL')).toEqual({ ids: newest(0, 1, 2, 3, 4, 5), total: 6 });
    expect(await listed('?status=&since=')).toEqual({ ids: newest(0, 1, 2, 3, 4, 5), total: 6 });
  });

  it('filters by status; WON includes PARTIALLY_WON', async () => {
    expect(await listed('?status=WON')).toEqual({ ids: newest(0, 1), total: 2 });
    expect(await listed('?status=LOST')).toEqual({ ids: newest(2), total: 1 });
    expect(await listed('?status=VOID')).toEqual({ ids: newest(3), total: 1 });
    expect(await listed('?status=PENDING')).toEqual({ ids: newest(4, 5), total: 2 });
  });

  it('filters by since (created_at >= since) in any ISO-8601 form, and combines with status', async () => {
    expect(await listed(`?since=${iso(NOW + 2 * HOUR)}`)).toEqual({ ids: newest(2, 3, 4, 5), total: 4 });
    expect(await listed(`?since=${iso(NOW + 2 * HOUR + 1)}`)).toEqual({ ids: newest(3, 4, 5), total: 3 });
    expect(await listed(`?since=${encodeURIComponent('2026-11-21T14:00:00+03:00')}`)).toEqual({ ids: newest(2, 3, 4, 5), total: 4 });
    expect(await listed('?since=2026-11-21')).toEqual({ ids: newest(0, 1, 2, 3, 4, 5), total: 6 });
    expect(await listed('?since=2026-11-22')).toEqual({ ids: [], total: 0 });
    expect(await listed(`?status=PENDING&since=${iso(NOW + 5 * HOUR)}`)).toEqual({ ids: newest(5), total: 1 });
    expect(await listed(`?status=WON&since=${iso(NOW + HOUR)}`)).toEqual({ ids: newest(1), total: 1 });
  });

  it('pages the filtered set, and total_count counts all of it', async () => {
    expect(await listed('?limit=2&offset=1')).toEqual({ ids: newest(3, 4), total: 6 });
    expect(await listed('?status=ALL&limit=4&offset=4')).toEqual({ ids: newest(0, 1), total: 6 });
    expect(await listed('?status=WON&limit=1')).toEqual({ ids: newest(1), total: 2 });
    expect(await listed('?status=WON&limit=1&offset=1')).toEqual({ ids: newest(0), total: 2 });
    expect(await listed('?status=WON&offset=2')).toEqual({ ids: [], total: 2 });
    expect(await listed(`?status=PENDING&since=${iso(NOW + HOUR)}&limit=1&offset=1`)).toEqual({ ids: newest(4), total: 2 });
  });

  it('refuses unknown statuses and unreadable times with 400 VALIDATION_FAILED', async () => {
    for (const query of ['?status=won', '?status=PARTIALLY_WON', '?status=CANCELLED', '?status=WON&status=LOST']) {
      const res = await history(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ code: 'VALIDATION_FAILED', error: 'status must be one of ALL, WON, LOST, PENDING, VOID, CASHED_OUT' });
    }
    for (const since of [
      'yesterday',
      '2026-02-30',
      '2026-13-01',
      '2026-11-21T09:00',
      '2026-11-21T25:00Z',
      '21/11/2026',
      '1763715600000',
      '2026-11-21T09:00+05:',
    ]) {
      const res = await history(`?since=${encodeURIComponent(since)}`);
      expect(res.statusCode, since).toBe(400);
      expect(res.json().code, since).toBe('VALIDATION_FAILED');
      expect(res.json().error, since).toMatch(/^since must be an ISO-8601/);
    }
    expect((await history('?limit=0&status=WON')).statusCode).toBe(400);
  });

  it('still shows one player only their own tickets', async () => {
    const other = await signUp(t.app, '0911000073');
    expect((await history('?status=WON', other.session.id)).statusCode).toBe(403);
  });
});

describe('parseSince', () => {
  it('reads dates, zones and fractions to the exact instant', () => {
    expect(parseSince('2026-11-21')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseSince('2026-11-21T12:30+03:00')?.toISOString()).toBe('2026-11-21T09:30:00.000Z');
    expect(parseSince('2026-11-21T12:30:15.25-0130')?.toISOString()).toBe('2026-11-21T14:00:15.250Z');
    expect(parseSince('2024-02-29T00:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseSince('2026-11-21T09:00:00+01')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseSince('2025-02-29')).toBeNull();
  });
});
