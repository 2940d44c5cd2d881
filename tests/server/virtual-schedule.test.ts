// The virtual sports schedule (issue 15): rounds created ahead with odds from the strengths (margin stated), a
// result drawn only at kick-off and shown only as far as the event's clock has reached (nothing before kick-off,
// even when the result is already stored); restart safety: events that ended while the server was down settle on
// the next run, and a bet left 'pending' by a crash is resolved (debited → settled; not → void, its debit blocked).
import { beforeAll, describe, expect, it } from 'vitest';
import { virtualConfig } from '../../server/modules/games/virtual/config.ts';
import { virtualTick } from '../../server/modules/games/virtual/index.ts';
import { drawDue, pruneOld } from '../../server/modules/games/virtual/schedule.ts';
import { debit, WalletError } from '../../server/modules/games/wallet/index.ts';
import { launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { balanceOf, bet, schedule, useVirtualApp } from './virtual-helpers.ts';

const t = useVirtualApp();
const config = virtualConfig({ VIRTUAL_TICK_MS: '0' });

beforeAll(async () => {
  await realMoney(t.app, true);
  await virtualTick(t.app.db, config, t.clock.now);
});

const storedResult = async (id: string) => {
  const row = await t.app.db.selectFrom('virtual_events').select('result').where('id', '=', id).executeTakeFirstOrThrow();
  return (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as {
    home: number;
    away: number;
    timeline: { minute: number; side: string }[];
  } | null;
};

describe('virtual football schedule', () => {
  it('offers a round of 8 matches with three markets whose odds carry the margin', async () => {
    const s = await schedule(t.app);
    expect(s.margin).toBe(0.08);
    expect(s.open?.events).toHaveLength(8);
    expect(s.live).toBeNull();
    expect(Date.parse(s.open?.starts_at ?? '') - t.clock.now).toBe(180_000);
    for (const e of s.open?.events ?? []) {
      expect(e.status).toBe('open');
      expect([e.score, e.timeline]).toEqual([null, []]);
      for (const market of ['1X2', 'OU2.5', 'BTTS']) {
        const book = Object.values(e.odds[market] ?? {}).reduce((sum, o) => sum + 1 / o, 0);
        expect(book).toBeGreaterThanOrEqual(1.08 - 1e-9);
        expect(book).toBeLessThan(1.12);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/games/virtual/cricket' })).json().code).toBe('LEAGUE_NOT_FOUND');
  });

  it('never shows a result before its time, and the goals only as the match clock reaches them', async () => {
    const round = (await schedule(t.app)).open;
    const first = round?.events[0];
    if (round === undefined || round === null || first === undefined) {
      throw new Error('no open round');
    }
    const kickOff = Date.parse(round.starts_at);
    // The result is stored by a run at kick-off; a read before kick-off still shows nothing of it.
    await drawDue(t.app.db, kickOff);
    expect(await storedResult(first.id)).not.toBeNull();
    t.clock.now = kickOff - 1;
    const before = await schedule(t.app);
    expect(before.open?.events.map((e) => [e.status, e.score, e.timeline.length])).toEqual(new Array(8).fill(['open', null, 0]));
    const duration = Date.parse(round.ends_at) - kickOff;
    for (const minute of [0, 30, 60, 89]) {
      t.clock.now = kickOff + Math.ceil((minute / 90) * duration);
      const live = (await schedule(t.app)).live;
      expect(live?.id).toBe(round.id);
      for (const e of live?.events ?? []) {
        const r = await storedResult(e.id);
        expect(e.status).toBe('live');
        expect(e.timeline).toEqual(r?.timeline.filter((g) => g.minute <= minute));
      }
    }
    t.clock.now = Date.parse(round.ends_at);
    const done = (await schedule(t.app)).live;
    for (const e of done?.events ?? []) {
      const r = await storedResult(e.id);
      expect([e.status, e.score]).toEqual(['finished', { home: r?.home, away: r?.away }]);
    }
    await virtualTick(t.app.db, config, t.clock.now);
    const table = (await schedule(t.app)).standings;
    expect(table).toHaveLength(16);
    expect(table.reduce((n, s) => n + s.played, 0)).toBe(16);
  });
});

describe('virtual horses and restart safety', () => {
  it('settles a race bet from the finishing order, and what ended while the server was down on the next run', async () => {
    const p = await newPlayer(t.app, 20_00);
    const token = await launchReal(t.app, p, 'vhorses');
    await virtualTick(t.app.db, config, t.clock.now);
    const race = (await schedule(t.app, 'horses')).open?.events[0];
    expect(race?.runners).toHaveLength(8);
    const res = await bet(t.app, { token, event_id: race?.id, market: 'WIN', selection: '3', stake: 20, odds: race?.odds['WIN']?.['3'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.app, p.userId)).toBe(0);
    // The server was down from before the start until well after the end: the next run draws and settles it.
    t.clock.now += 3_600_000;
    await virtualTick(t.app.db, config, t.clock.now);
    const row = await t.app.db
      .selectFrom('virtual_events')
      .select(['result', 'settled_at'])
      .where('id', '=', race?.id ?? '')
      .executeTakeFirstOrThrow();
    const order = ((typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as { order: number[] }).order;
    expect(row.settled_at).not.toBeNull();
    expect(await balanceOf(t.app, p.userId)).toBe(order[0] === 3 ? Math.round(20_00 * (race?.odds['WIN']?.['3'] ?? 0)) : 0);
    const mine = (await t.app.inject({ method: 'POST', url: '/api/games/virtual/bets', payload: { token } })).json();
    expect(mine.bets[0]).toMatchObject({ status: order[0] === 3 ? 'won' : 'lost', event_name: expect.stringMatching(/^Race \d+$/) });
  });

  it('resolves bets a crash left pending: a debited one settles, an undebited one is void and its debit blocked', async () => {
    const p = await newPlayer(t.app, 30_00);
    await launchReal(t.app, p, 'vfootball');
    await virtualTick(t.app.db, config, t.clock.now);
    const round = (await schedule(t.app)).open;
    const match = round?.events[0];
    const pending = (id: string) => ({
      id,
      user_id: p.userId,
      provider: '632',
      game_id: 'vfootball',
      event_id: match?.id ?? '',
      market: 'OU2.5',
      selection: 'over',
      odds_x100: Math.round((match?.odds['OU2.5']?.['over'] ?? 0) * 100),
      stake_cents: 10_00,
      status: 'pending' as const,
      created_at: new Date(t.clock.now),
    });
    const debited = `crash-debited-${p.userId}`;
    const lost = `crash-undebited-${p.userId}`;
    await t.app.db
      .insertInto('virtual_bets')
      .values([pending(debited), pending(lost)])
      .execute();
    const tx = { provider: '632', userId: p.userId, gameId: 'vfootball', amountCents: 10_00, currency: 'ETB' };
    await debit(t.app.db, { ...tx, txId: debited, roundId: debited }, t.clock.now);
    t.clock.now = Date.parse(round?.ends_at ?? '') + 1;
    await virtualTick(t.app.db, config, t.clock.now);
    const rows = await t.app.db.selectFrom('virtual_bets').select(['id', 'status']).where('user_id', '=', p.userId).execute();
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status[lost]).toBe('void');
    expect(['won', 'lost']).toContain(status[debited]);
    await expect(debit(t.app.db, { ...tx, txId: lost, roundId: lost }, t.clock.now)).rejects.toBeInstanceOf(WalletError);
    const won = status[debited] === 'won' ? Math.round(10_00 * (match?.odds['OU2.5']?.['over'] ?? 0)) : 0;
    expect(await balanceOf(t.app, p.userId)).toBe(20_00 + won);
    // A month on, old schedule rows go, but never one a bet points to.
    const before = await t.app.db.selectFrom('virtual_events').select('id').execute();
    await pruneOld(t.app.db, t.clock.now + 30 * 86_400_000);
    const kept = await t.app.db
      .selectFrom('virtual_events')
      .select(['id', 'settled_at'])
      .select((eb) => eb.exists(eb.selectFrom('virtual_bets').select('id').whereRef('virtual_bets.event_id', '=', 'virtual_events.id')).as('bet'))
      .execute();
    expect(kept.map((e) => e.id)).toContain(match?.id);
    expect(kept.every((e) => e.settled_at === null || e.bet)).toBe(true);
    expect(kept.length).toBeLessThan(before.length);
  });
});
