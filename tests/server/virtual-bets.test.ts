// Virtual sports bets through HTTP on PGlite (issue 15): a bet debits its stake once through the seamless wallet
// and settles once (credited exactly once even when settlement runs twice or concurrently, also after the launch
// token expired); after kick-off, with an unknown, expired or other game's token, out-of-range stakes, unoffered
// selections and changed odds it is refused with nothing moved; 50 concurrent bets never overdraw one balance.
import { beforeAll, describe, expect, it } from 'vitest';
import { virtualTick } from '../../server/modules/games/virtual/index.ts';
import { virtualConfig } from '../../server/modules/games/virtual/config.ts';
import { footballWins, payoutCents } from '../../server/modules/games/virtual/outcome.ts';
import { settleEvent } from '../../server/modules/games/virtual/settle.ts';
import { launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { balanceOf, bet, gameTxCount, schedule, useVirtualApp } from './virtual-helpers.ts';

const t = useVirtualApp();
const config = virtualConfig({ VIRTUAL_TICK_MS: '0' });

beforeAll(async () => {
  await realMoney(t.app, true);
});

async function openMatch() {
  await virtualTick(t.app.db, config, t.clock.now);
  const open = (await schedule(t.app)).open;
  if (open === null) {
    throw new Error('no open round');
  }
  return { round: open, match: open.events[0] as (typeof open.events)[number] };
}

describe('virtual football bets', () => {
  it('debits each ticket once and credits each exactly once, however often settlement runs', async () => {
    const p = await newPlayer(t.app, 100_00);
    const token = await launchReal(t.app, p, 'vfootball');
    const { round, match } = await openMatch();
    const ids: string[] = [];
    for (const selection of ['1', 'X', '2']) {
      const res = await bet(t.app, { token, event_id: match.id, market: '1X2', selection, stake: 10, odds: match.odds['1X2']?.[selection] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().bet).toMatchObject({ status: 'open', stake: 10, market: '1X2', selection });
      ids.push(res.json().bet.id);
    }
    expect(await balanceOf(t.app, p.userId)).toBe(70_00);
    for (const id of ids) {
      expect(await gameTxCount(t.app, id)).toBe(1);
    }
    // Past the end of the match, and past the token's life: settlement needs no token.
    t.clock.now = Date.parse(round.ends_at) + 7 * 3_600_000;
    await virtualTick(t.app.db, config, t.clock.now);
    await Promise.all([settleEvent(t.app.db, match.id, t.clock.now), settleEvent(t.app.db, match.id, t.clock.now)]);
    await settleEvent(t.app.db, match.id, t.clock.now);
    const row = await t.app.db.selectFrom('virtual_events').select('result').where('id', '=', match.id).executeTakeFirstOrThrow();
    const result = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as { home: number; away: number; timeline: [] };
    const winner = ['1', 'X', '2'].find((s) => footballWins('1X2', s, result)) as string;
    const payout = payoutCents(10_00, Math.round((match.odds['1X2']?.[winner] as number) * 100));
    expect(await balanceOf(t.app, p.userId)).toBe(70_00 + payout);
    for (const id of ids) {
      expect(await gameTxCount(t.app, `win:${id}`)).toBe(1);
    }
    const bets = await t.app.db.selectFrom('virtual_bets').select(['selection', 'status', 'payout_cents']).where('user_id', '=', p.userId).execute();
    expect(bets.map((b) => [b.selection, b.status, Number(b.payout_cents)]).sort()).toEqual(
      ['1', 'X', '2'].map((s) => (s === winner ? [s, 'won', payout] : [s, 'lost', 0])).sort(),
    );
    t.clock.now = Date.parse(round.starts_at) - 60_000;
  });

  it('refuses a bet once the match has kicked off, and moves nothing', async () => {
    const p = await newPlayer(t.app, 50_00);
    const token = await launchReal(t.app, p, 'vfootball');
    const { match, round } = await openMatch();
    t.clock.now = Date.parse(round.starts_at);
    const res = await bet(t.app, { token, event_id: match.id, market: '1X2', selection: '1', stake: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BETTING_CLOSED', error: 'Betting on this event has closed' });
    expect(await balanceOf(t.app, p.userId)).toBe(50_00);
    t.clock.now = Date.parse(round.starts_at) - 60_000;
  });

  it("refuses unknown, expired and other games' tokens, real money off, bad stakes, selections and odds", async () => {
    const p = await newPlayer(t.app, 50_00);
    const token = await launchReal(t.app, p, 'vfootball');
    const horsesToken = await launchReal(t.app, p, 'vhorses');
    const { match } = await openMatch();
    const body = { token, event_id: match.id, market: '1X2', selection: '1', stake: 5 };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...body, token: 'x'.repeat(43) }, 401, 'INVALID_TOKEN'],
      [{ ...body, token: horsesToken }, 404, 'EVENT_NOT_FOUND'],
      [{ ...body, stake: 0.5 }, 400, 'STAKE_OUT_OF_RANGE'],
      [{ ...body, stake: 5001 }, 400, 'STAKE_OUT_OF_RANGE'],
      [{ ...body, stake: 1.234 }, 400, 'STAKE_OUT_OF_RANGE'],
      [{ ...body, selection: '3' }, 400, 'INVALID_SELECTION'],
      [{ ...body, odds: (match.odds['1X2']?.['1'] as number) + 0.5 }, 409, 'ODDS_CHANGED'],
    ];
    for (const [b, status, code] of refusals) {
      const res = await bet(t.app, b);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    await realMoney(t.app, false);
    expect((await bet(t.app, body)).json().code).toBe('INVALID_TOKEN');
    await realMoney(t.app, true);
    const saved = t.clock.now;
    t.clock.now += 6 * 3_600_000 + 1;
    expect((await bet(t.app, body)).json().code).toBe('INVALID_TOKEN');
    t.clock.now = saved;
    expect(await balanceOf(t.app, p.userId)).toBe(50_00);
    // The token's own player pays: another player's wallet never moves.
    const other = await newPlayer(t.app, 50_00);
    expect((await bet(t.app, body)).statusCode).toBe(200);
    expect([await balanceOf(t.app, p.userId), await balanceOf(t.app, other.userId)]).toEqual([45_00, 50_00]);
    const mine = await t.app.inject({ method: 'POST', url: '/api/games/virtual/bets', payload: { token } });
    expect(mine.json().bets).toHaveLength(1);
    expect(mine.json().balance).toBe(45);
  });

  it('never overdraws: 50 concurrent bets of 1 ETB on a 10 ETB balance', async () => {
    const p = await newPlayer(t.app, 10_00);
    const token = await launchReal(t.app, p, 'vfootball');
    const { match } = await openMatch();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => bet(t.app, { token, event_id: match.id, market: 'BTTS', selection: 'yes', stake: 1 })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(40);
    expect(await balanceOf(t.app, p.userId)).toBe(0);
    const stored = await t.app.db.selectFrom('virtual_bets').select('status').where('user_id', '=', p.userId).execute();
    expect(stored.map((b) => b.status)).toEqual(new Array(10).fill('open'));
  });
});
