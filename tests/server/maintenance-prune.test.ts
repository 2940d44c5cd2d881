// The pruning job (issue 16; server/modules/maintenance/prune.ts): sessions, password-reset tokens and casino launch
// tokens go a day after they expired, newer ones stay (a live session still signs in); each DELETE takes at most
// its batch, and one run at most its batches per table, leaving the rest for the next run. The auth module's purges
// (codes, sign-ups, rate-limit counters, SMS outbox) delete the same bounded way, each after its own window.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { deleteInBatches } from '../../server/db/batched-delete.ts';
import { purgePending } from '../../server/modules/auth/accounts.ts';
import { purgeCodes } from '../../server/modules/auth/otp.ts';
import { purgeRateLimits } from '../../server/modules/auth/rate-limit.ts';
import { purgeOutbox } from '../../server/modules/auth/sms.ts';
import { PRUNE_RULES, pruneAll, pruneRule } from '../../server/modules/maintenance/prune.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, MERCHANT_ID, NOW, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let player: { id: string; token: string };
let gameId = '';

const hex = (): string => randomBytes(16).toString('hex');

/** Rows expiring at NOW − ageMs: `old` past the window (expired over a day ago), `recent` within it. */
async function write(old: number, recent: number): Promise<void> {
  const ages = [...Array<number>(old).fill(DAY + HOUR), ...Array<number>(recent).fill(DAY - HOUR)];
  for (const age of ages) {
    const expires = new Date(NOW - age);
    const created = new Date(expires.getTime() - 7 * DAY);
    await t.app.db
      .insertInto('sessions')
      .values({ id: hex(), token_hash: hex(), user_id: player.id, merchant_id: MERCHANT_ID, created_at: created, expires_at: expires })
      .execute();
    await t.app.db.insertInto('reset_tokens').values({ token_hash: hex(), user_id: player.id, expires_at: expires }).execute();
    await t.app.db
      .insertInto('game_launches')
      .values({
        token_hash: hex(),
        user_id: player.id,
        merchant_id: MERCHANT_ID,
        game_id: gameId,
        provider_id: 'house',
        currency: 'ETB',
        mode: 'real',
        language: 'en',
        created_at: created,
        expires_at: expires,
      })
      .execute();
  }
}

async function counts(): Promise<number[]> {
  const out: number[] = [];
  for (const rule of PRUNE_RULES) {
    const row = await t.app.db
      .selectFrom(rule.table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    out.push(Number(row.n));
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await signUp(t.app, '0911000093');
  player = { id: p.user.id, token: p.session.id };
  gameId = (await t.app.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await t.app.db.deleteFrom('reset_tokens').execute();
  await t.app.db.deleteFrom('game_launches').execute();
});
afterAll(() => t.app.close());

describe('pruning expired rows', () => {
  it('deletes at most one batch per DELETE, only rows past the window', async () => {
    await write(25, 4);
    // The player's own live session (signUp) is one more session row.
    expect(await counts()).toEqual([30, 29, 29]);
    for (const rule of PRUNE_RULES) {
      expect(await pruneRule(t.app.db, rule, NOW, { batch: 10, maxBatches: 1 }), rule.table).toBe(10);
    }
    expect(await counts()).toEqual([20, 19, 19]);
  });

  it('stops a run after its batches and finishes in the next, keeping what is in its window', async () => {
    expect(await pruneAll(t.app.db, NOW, { batch: 5, maxBatches: 2 })).toEqual({ sessions: 10, reset_tokens: 10, game_launches: 10 });
    expect(await counts()).toEqual([10, 9, 9]);
    expect(await pruneAll(t.app.db, NOW, { batch: 5, maxBatches: 2 })).toEqual({ sessions: 5, reset_tokens: 5, game_launches: 5 });
    expect(await pruneAll(t.app.db, NOW)).toEqual({ sessions: 0, reset_tokens: 0, game_launches: 0 });
    // Left: the four rows expired less than a day ago (and the live session), never touched.
    expect(await counts()).toEqual([5, 4, 4]);
    const res = await authed(t.app, { url: `/api/v1/tickets/player/${player.id}`, token: player.token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets the rows within the window go once it has passed', async () => {
    expect(await pruneAll(t.app.db, NOW + 2 * HOUR)).toEqual({ sessions: 4, reset_tokens: 4, game_launches: 4 });
    expect(await counts()).toEqual([1, 0, 0]);
  });
});

describe('the auth purges', () => {
  it('forget codes, sign-ups, counters and outbox messages past their windows only', async () => {
    const db = t.app.db;
    for (const table of ['otp_codes', 'pending_registrations', 'rate_limits', 'sms_outbox'] as const) {
      await db.deleteFrom(table).execute();
    }
    const at = (ms: number) => new Date(NOW - ms);
    for (const [i, age] of [DAY + HOUR, DAY - HOUR].entries()) {
      const phone = `09110001${i}0`;
      await db
        .insertInto('otp_codes')
        .values({ purpose: 'register', merchant_id: MERCHANT_ID, phone, code_hash: hex(), expires_at: at(age), created_at: at(age + HOUR) })
        .execute();
      await db
        .insertInto('sms_outbox')
        .values({ phone, text: 'code', created_at: at(age) })
        .execute();
      await db
        .insertInto('rate_limits')
        .values({ key: `otp-send:${phone}`, window_start: at(age), count: 1 })
        .execute();
      await db
        .insertInto('rate_limits')
        .values({ key: `login-known:${phone}`, window_start: at(age), count: 1 })
        .execute();
    }
    await db
      .insertInto('rate_limits')
      .values({ key: 'login-known:0911000199', window_start: at(61 * DAY), count: 1 })
      .execute();
    await db
      .insertInto('pending_registrations')
      .values([
        { merchant_id: MERCHANT_ID, phone: '0911000150', password_hash: 'x', created_at: at(HOUR), expires_at: at(1) },
        { merchant_id: MERCHANT_ID, phone: '0911000151', password_hash: 'x', created_at: at(HOUR), expires_at: new Date(NOW + 1) },
      ])
      .execute();
    await Promise.all([purgeCodes(db, NOW), purgePending(db, NOW), purgeRateLimits(db, NOW), purgeOutbox(db, NOW)]);
    expect((await db.selectFrom('otp_codes').select('phone').execute()).map((r) => r.phone)).toEqual(['0911000110']);
    expect((await db.selectFrom('sms_outbox').select('phone').execute()).map((r) => r.phone)).toEqual(['0911000110']);
    expect((await db.selectFrom('pending_registrations').select('phone').execute()).map((r) => r.phone)).toEqual(['0911000151']);
    // A known address is kept for two of its 30-day windows; other counters a day.
    const keys = (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['login-known:0911000100', 'login-known:0911000110', 'otp-send:0911000110']);
  });

  it('delete in bounded batches: one call stops after its batches', async () => {
    const db = t.app.db;
    await db.deleteFrom('sms_outbox').execute();
    await db
      .insertInto('sms_outbox')
      .values(Array.from({ length: 25 }, (_, i) => ({ phone: `0911${i}`, text: 'x', created_at: new Date(NOW - 2 * DAY) })))
      .execute();
    const old = sql`created_at < ${new Date(NOW - DAY)}`;
    expect(await deleteInBatches(db, 'sms_outbox', old, { batch: 10, maxBatches: 2 })).toBe(20);
    expect(await deleteInBatches(db, 'sms_outbox', old, { batch: 10, maxBatches: 2 })).toBe(5);
    expect(await deleteInBatches(db, 'sms_outbox', old)).toBe(0);
  });
});
