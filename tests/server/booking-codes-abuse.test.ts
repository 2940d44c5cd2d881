// Booking code refusals and abuse (issue 18) through HTTP: bad bodies by code (never a 500, NUL bytes included), an
// unsigned save and a replayed signature, 100 saves at once giving 100 distinct codes, the saver kept only as a keyed
// hash of the address, a taken code drawn again inside the insert, and the per-address limit on saves.
import { describe, expect, it } from 'vitest';
import { insertCode } from '../../server/modules/booking-codes/codes.ts';
import { body, URL, useBookingApp } from './booking-helpers.ts';
import { NOW, signRequest } from './helpers.ts';

const b = useBookingApp();

describe('POST /api/v1/booking-codes refusals', () => {
  it('refuses bad bodies by code: no picks, too many, duplicates, unknown or garbage ids, a started match, no JSON', async () => {
    const cases: Array<[unknown, string]> = [
      [{ selections: [] }, 'INVALID_SELECTIONS'],
      [{ selections: Array.from({ length: 41 }, () => b.legs[0]) }, 'INVALID_SELECTIONS'],
      [{ selections: [{ ...b.legs[0], odds: 'x' }] }, 'INVALID_SELECTIONS'],
      [{ selections: [b.legs[0], b.legs[0]] }, 'DUPLICATE_MATCH'],
      [{ selections: [{ ...b.legs[0], match_id: 'no-such-match' }] }, 'MATCH_NOT_FOUND'],
      [{ selections: [{ ...b.legs[0], match_id: '\u0000\u0000' }] }, 'VALIDATION_FAILED'],
      [{ selections: [{ ...b.legs[0], market_id: '\u0000' }] }, 'VALIDATION_FAILED'],
      [{ selections: [{ ...b.legs[0], market_id: 'no-such-market' }] }, 'MARKET_NOT_FOUND'],
      [{}, 'INVALID_SELECTIONS'],
      [[], 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const res = await b.save(payload, '10.2.0.1');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const started = await b.t.app.db.selectFrom('matches').select('id').where('status', '!=', 'not_started').executeTakeFirst();
    if (started !== undefined) {
      const res = await b.save({ selections: [{ ...b.legs[0], match_id: started.id }] }, '10.2.0.2');
      expect(res.statusCode).toBe(400);
    }
    const garbage = await b.t.app.inject({
      ...signRequest(b.t.app, { method: 'POST', url: URL, body: '{"selections": [\u0000', timestamp: b.t.clock.now - 999 }),
      remoteAddress: '10.2.0.3',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses an unsigned save and a replayed signature', async () => {
    const unsigned = await b.t.app.inject({ method: 'POST', url: URL, payload: body(b.legs.slice(0, 1)), remoteAddress: '10.3.0.1' });
    expect(unsigned.statusCode).toBe(401);
    const once = {
      ...signRequest(b.t.app, { method: 'POST', url: URL, body: body(b.legs.slice(0, 1)), timestamp: b.t.clock.now - 5_000 }),
      remoteAddress: '10.3.0.1',
    };
    expect((await b.t.app.inject(once)).statusCode).toBe(201);
    expect((await b.t.app.inject(once)).statusCode).toBe(401);
  });

  it('gives 100 saves at once 100 distinct codes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => b.save(body(b.legs.slice(1, 3)), `10.4.${Math.floor(i / 20)}.${i % 20}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((r) => r.json().code)).size).toBe(100);
  });

  it('keeps a keyed hash of the saving address, the same for the same address, never the address itself', async () => {
    const first = await b.saved(b.legs.slice(0, 1), '10.7.0.1');
    const again = await b.saved(b.legs.slice(1, 2), '10.7.0.1');
    const other = await b.saved(b.legs.slice(2, 3), '10.7.0.2');
    const hashes = await Promise.all(
      [first, again, other].map(
        async ({ code }) =>
          (await b.t.app.db.selectFrom('booking_codes').select('creator_hash').where('code', '=', code).executeTakeFirstOrThrow()).creator_hash,
      ),
    );
    expect(hashes[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(hashes[1]).toBe(hashes[0]);
    expect(hashes[2]).not.toBe(hashes[0]);
    expect((await b.read(first.code)).body).not.toContain(hashes[0]);
  });

  it('draws again inside the insert when a code is taken', async () => {
    const { code } = await b.saved(b.legs.slice(0, 1), '10.5.0.1');
    const draws = [code, code, 'TAKEN2'];
    const next = await b.t.app.db
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
    b.t.clock.now = NOW + 3 * 60 * 60_000 + 10 * 60_000 * 100;
    const start = Math.floor(b.t.clock.now / 600_000) * 600_000;
    b.t.clock.now = start;
    try {
      for (let i = 0; i < 30; i += 1) {
        expect((await b.save({ selections: [] }, '10.6.0.1')).statusCode).toBe(400);
      }
      const refused = await b.save(body(b.legs.slice(0, 1)), '10.6.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many booking codes from this address. Please try again later', code: 'TOO_MANY_BOOKING_CODES' });
      expect(refused.headers['retry-after']).toBe('600');
      expect((await b.save({ selections: [] }, '10.6.0.2')).statusCode).toBe(400);
    } finally {
      b.t.clock.now = NOW;
    }
  });
});
