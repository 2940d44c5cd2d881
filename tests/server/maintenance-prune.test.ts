// The pruning job (issue 16; server/modules/maintenance/prune.ts): sessions, password-reset tokens and casino launch
// tokens go a day after they expired, newer ones stay (a live session still signs in); each DELETE takes at most
// its batch, and one run at most its batches per table, leaving the rest for the next run.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_RULES, pruneAll, pruneBatch } from '../../server/modules/maintenance/prune.ts';
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
      expect(await pruneBatch(t.app.db, rule, NOW, 10), rule.table).toBe(10);
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
