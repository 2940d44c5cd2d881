// Booking codes (issue 18) through HTTP against a real PGlite database with a pinned clock: a save and a read give the
// same picks back; a price moved since shows as changed (old → new), a suspended market as closed; a code expires at
// its first kick-off (410) and is deleted a day later; unknown codes are 404, malformed ones 400 (NUL byte, 7
// characters, look-alike letters), lower case is accepted. Refusals and abuse: booking-codes-abuse.test.ts.
import { describe, expect, it } from 'vitest';
import { BOOKING_CODE_PATTERN } from '../../schema/booking-code.ts';
import { purgeExpiredBookingCodes } from '../../server/modules/booking-codes/purge.ts';
import { useBookingApp } from './booking-helpers.ts';
import { NOW } from './helpers.ts';
import { setLegOdds } from './live-helpers.ts';
import type { Leg } from './tickets-helpers.ts';

const b = useBookingApp();
const startOf = async (matchId: string): Promise<number> =>
  new Date((await b.t.app.db.selectFrom('matches').select('start_time').where('id', '=', matchId).executeTakeFirstOrThrow()).start_time).getTime();

describe('POST then GET /api/v1/booking-codes', () => {
  it('saves the picks under a 6-character code that reads back with the same prices, in any letter case', async () => {
    const picks = b.legs.slice(0, 3);
    const { code, expires_at } = await b.saved(picks);
    expect(code).toMatch(BOOKING_CODE_PATTERN);
    const first = Math.min(...(await Promise.all(picks.map((l) => startOf(l.match_id)))));
    expect(expires_at).toBe(new Date(first).toISOString());
    for (const asked of [code, code.toLowerCase()]) {
      const res = await b.read(asked);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      const detail = res.json();
      expect(Object.keys(detail).sort()).toEqual(['code', 'expires_at', 'selections']);
      expect(detail.code).toBe(code);
      expect(
        detail.selections.map((s: { match_id: string; state: string; odds: number; saved_odds: number }) => [
          s.match_id,
          s.state,
          s.odds,
          s.saved_odds,
        ]),
      ).toEqual(picks.map((l) => [l.match_id, 'open', l.odds, l.odds]));
      expect(detail.selections[0].home_team).not.toBe('');
      expect(detail.selections[0].outcome_name).not.toBe('');
    }
  });

  it("keeps the server's price when the slip sent an older one", async () => {
    const { code } = await b.saved([{ ...b.legs[0], odds: 1.01 } as Leg]);
    const [pick] = (await b.read(code)).json().selections;
    expect([pick.state, pick.odds, pick.saved_odds]).toEqual(['open', b.legs[0]?.odds, b.legs[0]?.odds]);
  });

  it('shows a price moved since the save as changed (old → new) and a suspended market as closed, without its price', async () => {
    const [moving, suspended, kept] = b.legs.slice(3, 6) as [Leg, Leg, Leg];
    const { code } = await b.saved([moving, suspended, kept]);
    const moved = Math.round(moving.odds * 100) + 25;
    await setLegOdds(b.t.app, moving, moved);
    await b.t.app.db
      .updateTable('markets')
      .set({ status: 'suspended' })
      .where('match_id', '=', suspended.match_id)
      .where('market_id', '=', suspended.market_id)
      .execute();
    const picks = (await b.read(code)).json().selections;
    expect(picks.map((s: { state: string; odds: number | null; saved_odds: number }) => [s.state, s.odds, s.saved_odds])).toEqual([
      ['changed', moved / 100, moving.odds],
      ['closed', null, suspended.odds],
      ['open', kept.odds, kept.odds],
    ]);
    await b.t.app.db
      .updateTable('markets')
      .set({ status: 'active' })
      .where('match_id', '=', suspended.match_id)
      .where('market_id', '=', suspended.market_id)
      .execute();
  });

  it('expires at the first kick-off (410), shows the picks closed inside the last minute, and is purged a day later', async () => {
    const picks = b.legs.slice(0, 2);
    const { code, expires_at } = await b.saved(picks);
    const expiry = Date.parse(expires_at);
    try {
      b.t.clock.now = expiry - 30_000;
      const inside = await b.read(code);
      expect(inside.statusCode).toBe(200);
      expect(inside.json().selections[0].state).toBe('closed');
      b.t.clock.now = expiry;
      const gone = await b.read(code);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ error: 'This booking code has expired', code: 'BOOKING_CODE_EXPIRED' });
      expect(await purgeExpiredBookingCodes(b.t.app.db, expiry + 60_000)).toBe(0);
      expect(await purgeExpiredBookingCodes(b.t.app.db, expiry + 25 * 3_600_000)).toBeGreaterThanOrEqual(1);
      expect((await b.read(code)).statusCode).toBe(404);
    } finally {
      b.t.clock.now = NOW;
    }
  });

  it('answers 404 BOOKING_CODE_NOT_FOUND for a well-formed code nobody saved', async () => {
    const res = await b.read('ZZZZ22');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Booking code not found', code: 'BOOKING_CODE_NOT_FOUND' });
  });

  // A NUL byte anywhere in a request is refused by the input guard before any route (VALIDATION_FAILED).
  it('answers 400 VALIDATION_FAILED for malformed codes, never echoing them', async () => {
    for (const bad of [
      'ABCDE',
      'ABCDEFG',
      'ABC%00EF',
      '%00%00%00%00%00%00',
      'ABCDE0',
      'ABCDEO',
      'ABCDE1',
      'ABCDEI',
      'ABCDEL',
      '%EF%AC%80%EF%AC%80%EF%AC%80',
      'AB%20CDE',
      'A'.repeat(60),
    ]) {
      const res = await b.read(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION_FAILED');
      expect(res.body).not.toContain('ABCDE');
    }
  });
});
