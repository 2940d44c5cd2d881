// Live-bet decisions taken together (server/modules/tickets/hold-decide.ts) on a real PGlite (issue 32): holds that
// come due at once are decided in one transaction, each exactly once, a refusal beside acceptances; a hold that
// breaks its batch fails alone while the others are still decided; and the two retries the hold insert answers
// without a read before it — a retry the check now refuses still answers its own hold's decision, and a key that
// placed a prematch ticket before kick-off answers that ticket, never a second one.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { liveBook } from '../../server/modules/live/book-job.ts';
import { liveEngine } from '../../server/modules/live/engine.ts';
import { decideHolds, decideSoon } from '../../server/modules/tickets/hold-decide.ts';
import { sweepHolds } from '../../server/modules/tickets/hold-sweeper.ts';
import { ticketInputOf } from '../../server/modules/tickets/input.ts';
import { holdLiveBet } from '../../server/modules/tickets/live-holds.ts';
import { requestHash } from '../../server/modules/tickets/request-hash.ts';
import { resultsSeed } from '../../server/modules/tickets/results-seed.ts';
import { signUp } from './auth-helpers.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { kickOff, legOf, MATCH_COLUMNS, setLegMarket, setLegOdds } from './live-helpers.ts';
import { balanceOf, type Leg, moneyBody, newKey, place } from './tickets-helpers.ts';

const TOKEN = 'operator-secret-hold-batches';
const DELAY_MS = 30_000;
const t = useTestApp({ operatorToken: TOKEN, env: { LIVE_BET_DELAYS: `1:${DELAY_MS}` } });

async function liveFootball() {
  const m = await kickOff(t.app, TOKEN, '1');
  await liveEngine(t.app.db, 'simulator', () => resultsSeed(t.app.db)).run(t.clock.now);
  await liveBook(t.app.db).run(t.clock.now);
  return m;
}

/** Holds a bet as its request would (stake reserved), answers the hold's id. */
async function held(userId: string, leg: Leg, policy: 'ask' | 'higher' | 'any' = 'higher'): Promise<string> {
  const body = moneyBody(userId, [leg], 5);
  const draft = { kind: 'money' as const, merchantId: MERCHANT_ID, userId, betType: 'SINGLE' as const };
  const h = await holdLiveBet(
    t.app.db,
    { ...draft, idempotencyKey: newKey(), requestHash: requestHash(body), nowMs: t.clock.now },
    ticketInputOf(body as never),
    policy,
    { '1': DELAY_MS },
  );
  if (!('hold' in h)) throw new Error('not held');
  return h.hold.id;
}

const setMarket = (leg: Leg, status: 'active' | 'suspended') => setLegMarket(t.app, leg, status);

describe('live-bet decisions in batches', () => {
  it('decides holds that come due together in one go, each once: a refusal beside acceptances, every reservation settled', async () => {
    const m = await liveFootball();
    const leg = await legOf(t.app, m.id, '1', '1');
    const players = await Promise.all(['0911000801', '0911000802', '0911000803', '0911000804'].map((p) => signUp(t.app, p)));
    const start = await Promise.all(players.map((p) => balanceOf(t.app, p.user.id)));
    const ids = await Promise.all(players.map((p, i) => held(p.user.id, leg, i === 3 ? 'ask' : 'higher')));
    // The price rises: 'higher only' takes it, 'ask' refuses it.
    await setLegOdds(t.app, leg, Math.round(leg.odds * 100) + 10);
    const decided = await decideHolds(t.app.db, ids, t.clock.now + DELAY_MS);
    expect(ids.map((id) => decided.get(id)?.status)).toEqual(['accepted', 'accepted', 'accepted', 'refused']);
    expect(decided.get(ids[3] ?? '')?.refusal?.code).toBe('ODDS_CHANGED');
    expect((await decideHolds(t.app.db, ids, t.clock.now + DELAY_MS)).size).toBe(0);
    const after = await Promise.all(players.map((p) => balanceOf(t.app, p.user.id)));
    expect(after).toEqual(start.map((b, i) => (i === 3 ? b : b - 500)));
    const tickets = await t.app.db
      .selectFrom('tickets')
      .select('user_id')
      .where(
        'user_id',
        'in',
        players.map((p) => p.user.id),
      )
      .execute();
    expect(tickets).toHaveLength(3);
  });

  it('a hold that breaks its batch fails alone: the others asked for at once are still decided', async () => {
    const m = await liveFootball();
    const leg = await legOf(t.app, m.id, '1', '1');
    const player = await signUp(t.app, '0911000805');
    const ids = [await held(player.user.id, leg), await held(player.user.id, leg), await held(player.user.id, leg)];
    // As a row no decision can read would be (its stored request is not a ticket).
    const broken = t.app.db.updateTable('bet_holds').where('id', '=', ids[1] ?? '');
    const { input } = await t.app.db
      .selectFrom('bet_holds')
      .select('input')
      .where('id', '=', ids[1] ?? '')
      .executeTakeFirstOrThrow();
    await broken.set({ input: sql`${JSON.stringify({ broken: true })}::jsonb` }).execute();
    const now = () => t.clock.now + DELAY_MS;
    const answers = await Promise.allSettled(ids.map((id) => decideSoon(t.app.db, id, now)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value?.status : null))).toEqual(['accepted', null, 'accepted']);
    const rows = await t.app.db.selectFrom('bet_holds').select(['id', 'status']).where('id', 'in', ids).orderBy('created_at').execute();
    expect(new Map(rows.map((r) => [r.id, r.status])).get(ids[1] ?? '')).toBe('held');
    // Mended, it is decided like any other.
    await broken.set({ input: sql`${JSON.stringify(input)}::jsonb` }).execute();
    expect((await decideSoon(t.app.db, ids[1] ?? '', now))?.status).toBe('accepted');
  });

  it('a retry the check now refuses (its market suspended since) still answers its own hold, accepted once', async () => {
    const m = await liveFootball();
    const leg = await legOf(t.app, m.id, '1', '1');
    const player = await signUp(t.app, '0911000806');
    const start = await balanceOf(t.app, player.user.id);
    const key = newKey();
    const body = moneyBody(player.user.id, [leg], 10);
    const first = place(t.app, player.session.id, body, key);
    const holds = () => t.app.db.selectFrom('bet_holds').select('id').where('user_id', '=', player.user.id).execute();
    for (let i = 0; i < 400 && (await holds()).length === 0; i += 1) {
      await sleep(5);
    }
    await setMarket(leg, 'suspended');
    const retry = place(t.app, player.session.id, body, key);
    await sleep(200);
    await setMarket(leg, 'active');
    await sweepHolds(t.app.db, t.clock.now + DELAY_MS + 60_000);
    const [a, b] = [await first, await retry];
    expect([a.statusCode, b.statusCode], b.body).toEqual([201, 200]);
    expect(b.json().ticket_id).toBe(a.json().ticket_id);
    expect(await balanceOf(t.app, player.user.id)).toBe(start - 1_000);
  });

  it('a key that placed a prematch ticket before kick-off answers that ticket when retried in play: no hold, no second stake', async () => {
    const next = await t.app.db
      .selectFrom('matches')
      .select(MATCH_COLUMNS)
      .where('status', '=', 'not_started')
      .where('sport_id', '=', '1')
      .orderBy('start_time')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const player = await signUp(t.app, '0911000807');
    const key = newKey();
    const body = moneyBody(player.user.id, [await legOf(t.app, next.id, '1', '1')], 10);
    const prematch = await place(t.app, player.session.id, body, key);
    expect(prematch.statusCode, prematch.body).toBe(201);
    const balance = await balanceOf(t.app, player.user.id);
    const m = await liveFootball();
    expect(m.id).toBe(next.id);
    const retry = await place(t.app, player.session.id, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().ticket_id).toBe(prematch.json().ticket_id);
    expect(await t.app.db.selectFrom('bet_holds').select('id').where('user_id', '=', player.user.id).execute()).toEqual([]);
    expect(await balanceOf(t.app, player.user.id)).toBe(balance);
  });
});
