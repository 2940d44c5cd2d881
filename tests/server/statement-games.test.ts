// The statement names every movement (issue 29), through HTTP on PGlite: a house game's stake (and win) reads as a
// stake of that game and round, not 'other'; a virtual football bet's stakes, its one winning selection's win and a
// rolled-back stake name 'Virtual Football League' and the bet's round; a withdrawal (held, then returned) carries
// the payment's short reference PAY-XXXXXXXX, never its raw UUID, as a deposit does.
import { create } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '../../domain/payments/reference.ts';
import { StatementPage, type StatementEntry } from '../../schema/statement.ts';
import { virtualConfig } from '../../server/modules/games/virtual/config.ts';
import { virtualTick } from '../../server/modules/games/virtual/index.ts';
import { footballWins } from '../../server/modules/games/virtual/outcome.ts';
import { settleEvent } from '../../server/modules/games/virtual/settle.ts';
import { rollback } from '../../server/modules/games/wallet/index.ts';
import { authed } from './auth-helpers.ts';
import { launchReal, realMoney } from './games-helpers.ts';
import { depositUssd, phoneAnswers, player, stateOf, withdraw, type Player } from './payments-helpers.ts';
import { bet, schedule, useVirtualApp } from './virtual-helpers.ts';

const t = useVirtualApp();
const config = virtualConfig({ VIRTUAL_TICK_MS: '0' });
let p: Player;

async function statement(): Promise<StatementEntry[]> {
  const res = await authed(t.app, { url: '/api/v1/wallet/statement?limit=100', token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return create(res.json(), StatementPage).entries;
}
const line = (e: StatementEntry | undefined) =>
  e && { kind: e.kind, amount: e.amount, game_name: e.game_name, round_id: e.round_id, reference: e.reference };

beforeAll(async () => {
  await realMoney(t.app, true);
  p = await player(t.app);
});

describe('casino and virtual games on the statement', () => {
  it("names a house game's stake and win by game and round", async () => {
    const token = await launchReal(t.app, p, 'plinko');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/house/play',
      payload: { token, bet: 10, params: { rows: 12, risk: 'medium' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const round = (res.json() as { round: { id: string; payout: number } }).round;
    const lines = (await statement()).filter((e) => e.round_id === round.id).map(line);
    const stake = { kind: 'stake', amount: -10, game_name: 'Plinko', round_id: round.id, reference: round.id };
    expect(lines).toEqual(round.payout > 0 ? [{ ...stake, kind: 'win', amount: round.payout }, stake] : [stake]);
  });

  it("names a virtual bet's stakes, its win and a rolled-back stake by game and round", async () => {
    const token = await launchReal(t.app, p, 'vfootball');
    await virtualTick(t.app.db, config, t.clock.now);
    const open = (await schedule(t.app)).open;
    const match = open?.events[0];
    if (open === null || match === undefined) {
      throw new Error('no open round');
    }
    const ids: Record<string, string> = {};
    for (const selection of ['1', 'X', '2', '1']) {
      const res = await bet(t.app, { token, event_id: match.id, market: '1X2', selection, stake: 5, odds: match.odds['1X2']?.[selection] });
      expect(res.statusCode, res.body).toBe(200);
      ids[ids[selection] === undefined ? selection : 'void'] = res.json().bet.id as string;
    }
    const voided = ids['void'] as string;
    await rollback(
      t.app.db,
      { provider: '632', txId: `void:${voided}`, originalTxId: voided, userId: p.userId, roundId: voided, gameId: 'vfootball' },
      t.clock.now,
    );
    await t.app.db.updateTable('virtual_bets').set({ status: 'void' }).where('id', '=', voided).execute();
    t.clock.now = Date.parse(open.ends_at) + 60_000;
    await virtualTick(t.app.db, config, t.clock.now);
    await settleEvent(t.app.db, match.id, t.clock.now);

    const row = await t.app.db.selectFrom('virtual_events').select('result').where('id', '=', match.id).executeTakeFirstOrThrow();
    const result = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as { home: number; away: number; timeline: [] };
    const winner = ['1', 'X', '2'].find((s) => footballWins('1X2', s, result)) as string;
    const entries = await statement();
    const of = (id: string) => entries.filter((e) => e.round_id === id).map(line);
    const game = 'Virtual Football League';
    for (const selection of ['1', 'X', '2']) {
      const id = ids[selection] as string;
      const stake = { kind: 'stake', amount: -5, game_name: game, round_id: id, reference: id };
      const won = entries.find((e) => e.round_id === id && e.kind === 'win');
      expect(of(id)).toEqual(selection === winner ? [{ ...stake, kind: 'win', amount: won?.amount }, stake] : [stake]);
      expect(selection !== winner || (won?.amount ?? 0) > 5).toBe(true);
    }
    expect(of(voided)).toEqual([
      { kind: 'rollback', amount: 5, game_name: game, round_id: voided, reference: voided },
      { kind: 'stake', amount: -5, game_name: game, round_id: voided, reference: voided },
    ]);
    expect(entries.filter((e) => e.kind === 'other')).toEqual([]);
  });
});

describe('payments on the statement', () => {
  it("shows a withdrawal's and a deposit's short reference, never the payment's UUID", async () => {
    const deposit = await depositUssd(t.app, p, 50);
    expect(deposit.statusCode, deposit.body).toBe(200);
    const depositId = (
      await t.app.db.selectFrom('payments').select('id').where('user_id', '=', p.userId).where('flow', '=', 'deposit').executeTakeFirstOrThrow()
    ).id;
    await phoneAnswers(t);
    expect(await stateOf(t.app, depositId)).toBe('completed');
    const res = await withdraw(t.app, p, 20);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.transfer_id as string;
    const ref = paymentReference(id);
    expect(ref).toMatch(/^PAY-[0-9A-F]{8}$/);
    expect(ref).toBe(`PAY-${id.slice(0, 8).toUpperCase()}`);
    const entries = await statement();
    expect(entries.filter((e) => e.kind === 'withdrawal').map(line)).toEqual([
      { kind: 'withdrawal', amount: -20, game_name: null, round_id: null, reference: ref },
    ]);
    expect(entries.find((e) => e.kind === 'deposit')?.reference).toBe(paymentReference(depositId));
    expect(entries.some((e) => e.reference === id || e.reference === depositId)).toBe(false);
  });
});
