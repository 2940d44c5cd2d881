// Booking codes (issue 18) through HTTP against a real PGlite database with a pinned clock: a save and a read give the
// same picks back; a price moved since shows as changed (old → new), a suspended market as closed; a code expires at
// its first kick-off (410) and is deleted a day later; unknown codes are 404, malformed ones 400 (NUL byte, 7
// characters, look-alike letters), lower case is accepted; bad bodies are refused by code, never a 500; 100 saves at
// once give 100 distinct codes; saves are limited per address; a taken code is drawn again inside the insert.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CODE_PATTERN } from '../../schema/booking-code.ts';
import { insertCode } from '../../server/modules/booking-codes/codes.ts';
import { purgeExpiredBookingCodes } from '../../server/modules/booking-codes/purge.ts';
import { NOW, signRequest, type TestApp, createTestApp } from './helpers.ts';
import { pickLegs, type Leg } from './tickets-helpers.ts';

const URL = '/api/v1/booking-codes';
let t: TestApp;
let legs: Leg[];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  legs = await pickLegs(t.app, 6);
  expect(legs).toHaveLength(6);
});
afterAll(() => t.app.close());

const body = (picks: readonly Leg[]): Record<string, unknown> => ({ selections: picks });

/** A signed save from `address` (each with its own timestamp, so no signature repeats). */
function save(payload: unknown, address = '10.1.0.1'): Promise<LightMyRequestResponse> {
  sent += 1;
  return t.app.inject({ ...signRequest(t.app, { method: 'POST', url: URL, body: payload, timestamp: t.clock.now - sent }), remoteAddress: address });
}

const read = (code: string): Promise<LightMyRequestResponse> => t.app.inject({ method: 'GET', url: `${URL}/${code}` });

async function saved(picks: readonly Leg[], address?: string): Promise<{ code: string; expires_at: string }> {
  const res = await save(body(picks), address);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const startOf = async (matchId: string): Promise<number> =>
  new Date((await t.app.db.selectFrom('matches').select('start_time').where('id', '=', matchId).executeTakeFirstOrThrow()).start_time).getTime();

describe('POST then GET /api/v1/booking-codes', () => {
  it('saves the picks under a 6-character code that reads back with the same prices, in any letter case', async () => {
    const picks = legs.slice(0, 3);
    const { code, expires_at } = await saved(picks);
    expect(code).toMatch(BOOKING_CODE_PATTERN);
    const first = Math.min(...(await Promise.all(picks.map((l) => startOf(l.match_id)))));
    expect(expires_at).toBe(new Date(first).toISOString());
    for (const asked of [code, code.toLowerCase()]) {
      const res = await read(asked);
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
    const { code } = await saved([{ ...legs[0], odds: 1.01 } as Leg]);
    const [pick] = (await read(code)).json().selections;
    expect([pick.state, pick.odds, pick.saved_odds]).toEqual(['open', legs[0]?.odds, legs[0]?.odds]);
  });

  it('shows a price moved since the save as changed (old → new) and a suspended market as closed, without its price', async () => {
    const [a, b, c] = legs.slice(3, 6) as [Leg, Leg, Leg];
    const { code } = await saved([a, b, c]);
    const moved = Math.round(a.odds * 100) + 25;
    await t.app.db
      .updateTable('outcomes')
      .set({ odds_hundredths: moved })
      .where('match_id', '=', a.match_id)
      .where('market_id', '=', a.market_id)
      .where('specifier', '=', a.specifier)
      .where('outcome_id', '=', a.outcome_id)
      .execute();
    await t.app.db
      .updateTable('markets')
      .set({ status: 'suspended' })
      .where('match_id', '=', b.match_id)
      .where('market_id', '=', b.market_id)
      .execute();
    const picks = (await read(code)).json().selections;
    expect(picks.map((s: { state: string; odds: number | null; saved_odds: number }) => [s.state, s.odds, s.saved_odds])).toEqual([
      ['changed', moved / 100, a.odds],
      ['closed', null, b.odds],
      ['open', c.odds, c.odds],
    ]);
    await t.app.db.updateTable('markets').set({ status: 'active' }).where('match_id', '=', b.match_id).where('market_id', '=', b.market_id).execute();
  });

  it('expires at the first kick-off (410), shows the picks closed inside the last minute, and is purged a day later', async () => {
    const picks = legs.slice(0, 2);
    const { code, expires_at } = await saved(picks);
    const expiry = Date.parse(expires_at);
    try {
      t.clock.now = expiry - 30_000;
      const inside = await read(code);
      expect(inside.statusCode).toBe(200);
      expect(inside.json().selections[0].state).toBe('closed');
      t.clock.now = expiry;
      const gone = await read(code);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ error: 'This booking code has expired', code: 'BOOKING_CODE_EXPIRED' });
      expect(await purgeExpiredBookingCodes(t.app.db, expiry + 60_000)).toBe(0);
      expect(await purgeExpiredBookingCodes(t.app.db, expiry + 25 * 3_600_000)).toBeGreaterThanOrEqual(1);
      expect((await read(code)).statusCode).toBe(404);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('answers 404 BOOKING_CODE_NOT_FOUND for a well-formed code nobody saved', async () => {
    const res = await read('ZZZZ22');
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
      const res = await read(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION_FAILED');
      expect(res.body).not.toContain('ABCDE');
    }
  });
});

describe('POST /api/v1/booking-codes refusals', () => {
  it('refuses bad bodies by code: no picks, too many, duplicates, unknown or garbage ids, a started match, no JSON', async () => {
    const cases: Array<[unknown, string]> = [
      [{ selections: [] }, 'INVALID_SELECTIONS'],
      [{ selections: Array.from({ length: 41 }, () => legs[0]) }, 'INVALID_SELECTIONS'],
      [{ selections: [{ ...legs[0], odds: 'x' }] }, 'INVALID_SELECTIONS'],
      [{ selections: [legs[0], legs[0]] }, 'DUPLICATE_MATCH'],
      [{ selections: [{ ...legs[0], match_id: 'no-such-match' }] }, 'MATCH_NOT_FOUND'],
      [{ selections: [{ ...legs[0], match_id: '\u0000\u0000' }] }, 'VALIDATION_FAILED'],
      [{ selections: [{ ...legs[0], market_id: '\u0000' }] }, 'VALIDATION_FAILED'],
      [{ selections: [{ ...legs[0], market_id: 'no-such-market' }] }, 'MARKET_NOT_FOUND'],
      [{}, 'INVALID_SELECTIONS'],
      [[], 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const res = await save(payload, '10.2.0.1');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const started = await t.app.db.selectFrom('matches').select('id').where('status', '!=', 'not_started').executeTakeFirst();
    if (started !== undefined) {
      const res = await save({ selections: [{ ...legs[0], match_id: started.id }] }, '10.2.0.2');
      expect(res.statusCode).toBe(400);
    }
    const garbage = await t.app.inject({
      ...signRequest(t.app, { method: 'POST', url: URL, body: '{"selections": [\u0000', timestamp: t.clock.now - 999 }),
      remoteAddress: '10.2.0.3',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses an unsigned save and a replayed signature', async () => {
    const unsigned = await t.app.inject({ method: 'POST', url: URL, payload: body(legs.slice(0, 1)), remoteAddress: '10.3.0.1' });
    expect(unsigned.statusCode).toBe(401);
    const once = {
      ...signRequest(t.app, { method: 'POST', url: URL, body: body(legs.slice(0, 1)), timestamp: t.clock.now - 5_000 }),
      remoteAddress: '10.3.0.1',
    };
    expect((await t.app.inject(once)).statusCode).toBe(201);
    expect((await t.app.inject(once)).statusCode).toBe(401);
  });

  it('gives 100 saves at once 100 distinct codes', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => save(body(legs.slice(1, 3)), `10.4.${Math.floor(i / 20)}.${i % 20}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((r) => r.json().code)).size).toBe(100);
  });

  it('keeps a keyed hash of the saving address, the same for the same address, never the address itself', async () => {
    const first = await saved(legs.slice(0, 1), '10.7.0.1');
    const again = await saved(legs.slice(1, 2), '10.7.0.1');
    const other = await saved(legs.slice(2, 3), '10.7.0.2');
    const hashes = await Promise.all(
      [first, again, other].map(
        async ({ code }) =>
          (await t.app.db.selectFrom('booking_codes').select('creator_hash').where('code', '=', code).executeTakeFirstOrThrow()).creator_hash,
      ),
    );
    expect(hashes[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(hashes[1]).toBe(hashes[0]);
    expect(hashes[2]).not.toBe(hashes[0]);
    expect((await read(first.code)).body).not.toContain(hashes[0]);
  });

  it('draws again inside the insert when a code is taken', async () => {
    const { code } = await saved(legs.slice(0, 1), '10.5.0.1');
    const draws = [code, code, 'TAKEN2'];
    const next = await t.app.db
      .transaction()
      .execute((trx) =>
        insertCode(
          trx,
          { picks: [], createdAt: new Date(NOW), expiresAt: new Date(NOW + 3_600_000), creatorHash: null },
          () => draws.shift() ?? 'NEVER2',
        ),
      );
    expect(next).toBe('TAKEN2');
  });

  it('takes 30 saves per 10 minutes from one address, then 429 with Retry-After; other addresses go on', async () => {
    t.clock.now = NOW + 3 * 60 * 60_000 + 10 * 60_000 * 100;
    const start = Math.floor(t.clock.now / 600_000) * 600_000;
    t.clock.now = start;
    try {
      for (let i = 0; i < 30; i += 1) {
        expect((await save({ selections: [] }, '10.6.0.1')).statusCode).toBe(400);
      }
      const refused = await save(body(legs.slice(0, 1)), '10.6.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many booking codes from this address. Please try again later', code: 'TOO_MANY_BOOKING_CODES' });
      expect(refused.headers['retry-after']).toBe('600');
      expect((await save({ selections: [] }, '10.6.0.2')).statusCode).toBe(400);
    } finally {
      t.clock.now = NOW;
    }
  });
});
