// The house game server through HTTP on PGlite (issue 15): rounds staked and paid through the seamless wallet
// exactly once, provably fair (a revealed seed replays every round), mines and crash moves decided once, free
// spins, refusals with their codes, and recovery of rounds a kill -9 left half done.
import { describe, expect, it } from 'vitest';
import { crashPointFromFloats, outcomeFromFloats } from '../../domain/games/index.ts';
import { fairFloats, sha256Hex } from '../../server/modules/games/house/fair.ts';
import { recoverRounds } from '../../server/modules/games/house/finish.ts';
import { playRound } from '../../server/modules/games/house/play.ts';
import { houseLink, houseWalletKey } from '../../server/modules/games/seamless/house-link.ts';
import { balanceOf } from './tickets-helpers.ts';
import { fund, launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp({ operatorToken: 'op-token' });
const house = (path: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/games/house/${path}`, payload: body });
type Played = {
  round: {
    id: string;
    status: string;
    payout: number;
    bet: number;
    multiplier: number;
    nonce: number;
    outcome: Record<string, unknown>;
    server_seed_hash: string;
    client_seed: string;
  };
  balance: number;
};

async function ready(game: string, balanceCents?: number) {
  await realMoney(t.app, true);
  const p = await newPlayer(t.app, balanceCents);
  return { p, token: await launchReal(t.app, p, game) };
}

describe('house rounds', () => {
  it('plays a one-shot round: the stake debited and the win credited once, the balance answered', async () => {
    const { p, token } = await ready('plinko');
    const before = await balanceOf(t.app, p.userId);
    const res = await house('play', { token, bet: 10, params: { rows: 12, risk: 'medium' } });
    expect(res.statusCode).toBe(200);
    const played = res.json() as Played;
    expect(played.round.status === 'won' || played.round.status === 'lost').toBe(true);
    const after = await balanceOf(t.app, p.userId);
    expect(after).toBe(before - 1000 + Math.round(played.round.payout * 100));
    expect(Math.round(played.balance * 100)).toBe(after);
    const txs = await t.app.db
      .selectFrom('game_transactions')
      .select(['kind', 'amount_cents'])
      .where('round_id', '=', played.round.id)
      .orderBy('kind')
      .execute();
    expect(txs.map((x) => [x.kind, Number(x.amount_cents)])).toEqual([
      ['bet', 1000],
      ['win', Math.round(played.round.payout * 100)],
    ]);
  });

  it('proves every round: after a rotation the revealed seed replays the stored outcomes', async () => {
    const { token } = await ready('wheel');
    const session = (await house('session', { token })).json() as { session: { fair: { server_seed_hash: string } } };
    const rounds: Played[] = [];
    for (let i = 0; i < 3; i += 1) {
      rounds.push((await house('play', { token, bet: 1, params: { risk: 'high', segments: 30 } })).json() as Played);
    }
    expect(rounds.map((r) => r.round.nonce)).toEqual([0, 1, 2]);
    const rotated = (await house('seed', { token, client_seed: 'my-lucky-seed' })).json() as {
      revealed: { server_seed: string; server_seed_hash: string; client_seed: string; last_nonce: number };
      fair: { client_seed: string; nonce: number; server_seed_hash: string };
    };
    expect(rotated.revealed.server_seed_hash).toBe(session.session.fair.server_seed_hash);
    expect(rotated.revealed.last_nonce).toBe(2);
    expect(rotated.fair).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.fair.server_seed_hash).not.toBe(rotated.revealed.server_seed_hash);
    for (const r of rounds) {
      const replay = outcomeFromFloats(
        'wheel',
        { risk: 'high', segments: 30 },
        fairFloats(rotated.revealed.server_seed, rotated.revealed.client_seed, r.round.nonce, 1),
      );
      expect(replay).toEqual(r.round.outcome);
    }
  });

  it('refuses bad bets and settings with their codes, moving nothing', async () => {
    const { p, token } = await ready('keno', 500);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ token, bet: 0.5 }, 400, 'BET_OUT_OF_RANGE'],
      [{ token, bet: 1.005 }, 400, 'BET_OUT_OF_RANGE'],
      [{ token, bet: 5000.01 }, 400, 'BET_OUT_OF_RANGE'],
      [{ token, bet: 1, params: { picks: [1, 1] } }, 400, 'INVALID_PARAMS'],
      [{ token, bet: 6 }, 400, 'INSUFFICIENT_BALANCE'],
      [{ token: 'x'.repeat(43), bet: 1 }, 401, 'INVALID_TOKEN'],
      [{ token, bet: 1, free: true }, 400, 'INVALID_ACTION'],
    ];
    for (const [body, status, code] of cases) {
      const res = await house('play', body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await balanceOf(t.app, p.userId)).toBe(500);
    expect(await t.app.db.selectFrom('house_rounds').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(0);
    expect((await house('play', { token, bet: 1, params: { picks: [1, 2] } })).statusCode).toBe(200);
  });

  it('answers a retried play with the same request_id once', async () => {
    const { p, token } = await ready('fruits');
    const body = { token, bet: 2, params: {}, request_id: 'retry-me-123' };
    const [a, b] = await Promise.all([house('play', body), house('play', body)]);
    expect((a.json() as Played).round.id).toBe((b.json() as Played).round.id);
    expect(await t.app.db.selectFrom('house_rounds').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(1);
  });

  it('never overdraws: 100 concurrent rounds on a 10 ETB balance', async () => {
    const { p, token } = await ready('wheel', 1000);
    const results = await Promise.all(Array.from({ length: 100 }, () => house('play', { token, bet: 1, params: { risk: 'low', segments: 10 } })));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json() as Played);
    expect(results.every((r) => r.statusCode === 200 || (r.json() as { code: string }).code === 'INSUFFICIENT_BALANCE')).toBe(true);
    const balance = await balanceOf(t.app, p.userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    const paid = ok.reduce((sum, r) => sum + Math.round(r.round.payout * 100), 0);
    expect(balance).toBe(1000 - ok.length * 100 + paid);
    const stored = await t.app.db.selectFrom('house_rounds').select('id').where('user_id', '=', p.userId).execute();
    expect(stored).toHaveLength(ok.length);
  });
});

describe('mines and crash', () => {
  it('mines: reveal until cash-out pays the table multiplier; a second cash-out is refused', async () => {
    const { p, token } = await ready('mines');
    const opened = (await house('play', { token, bet: 5, params: { mines: 1 } })).json() as Played;
    expect(opened.round.status).toBe('open');
    expect(opened.round.outcome).not.toHaveProperty('mines');
    expect((await house('play', { token, bet: 5, params: { mines: 1 } })).json()).toMatchObject({ code: 'ROUND_OPEN' });
    let round = opened.round;
    let tile = 0;
    while (round.status === 'open' && (round.outcome['picks'] as number[]).length < 2) {
      round = ((await house('act', { token, round_id: round.id, action: 'reveal', tile })).json() as Played).round;
      tile += 1;
    }
    if (round.status === 'lost') {
      expect(round.outcome['mines']).toContain(round.outcome['hit']);
      return;
    }
    const [a, b] = await Promise.all([
      house('act', { token, round_id: round.id, action: 'cashout' }),
      house('act', { token, round_id: round.id, action: 'cashout' }),
    ]);
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const won = (winner.json() as Played).round;
    expect(won.status).toBe('won');
    expect(won.multiplier).toBe(1.05);
    const wins = await t.app.db
      .selectFrom('game_transactions')
      .select('amount_cents')
      .where('round_id', '=', round.id)
      .where('kind', '=', 'win')
      .execute();
    expect(wins.map((w) => Number(w.amount_cents))).toEqual([525]);
    expect(p.userId).toBeTruthy();
  });

  /** Makes the player's crash seed one whose rounds at nonces 0, 1, 2 … crash where `wanted` says (revealed later as usual). */
  async function rigCrashSeed(userId: string, wanted: ((crash: number) => boolean)[]): Promise<void> {
    const seed = await t.app.db
      .selectFrom('house_seeds')
      .select(['id', 'client_seed'])
      .where('user_id', '=', userId)
      .where('game', '=', 'crash')
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    for (let i = 0; ; i += 1) {
      const server = `rigged-${i}`;
      const points = wanted.map((_, nonce) => crashPointFromFloats(fairFloats(server, seed.client_seed ?? '', nonce, 2)));
      if (wanted.every((ok, n) => ok(points[n] as number))) {
        await t.app.db
          .updateTable('house_seeds')
          .set({ server_seed: server, server_seed_hash: sha256Hex(server) })
          .where('id', '=', seed.id)
          .execute();
        return;
      }
    }
  }

  it('crash: a cash-out before the bust pays the curve, one after it loses; an auto cash-out closes by itself when due', async () => {
    const { p, token } = await ready('crash');
    await house('session', { token });
    await rigCrashSeed(p.userId, [(c) => c >= 2, (c) => c < 1.06, (c) => c >= 1.5, (c) => c < 1.5]);
    const play = async (autoCashout: number) => ((await house('play', { token, bet: 10, params: { autoCashout } })).json() as Played).round;
    // Nonce 0 crashes at 2× or later: a cash-out after 1 s pays e^(0.06) = 1.0618… → 1.06.
    const first = await play(1000);
    expect(first.status).toBe('open');
    expect(first.outcome).not.toHaveProperty('crashPoint');
    t.clock.now += 1_000;
    const won = (await house('act', { token, round_id: first.id, action: 'cashout' })).json() as Played;
    expect(won.round).toMatchObject({ status: 'won', multiplier: 1.06, payout: 10.6 });
    // Nonce 1 crashed before 1.06: the same cash-out comes too late, the round is over and lost.
    const second = await play(1000);
    t.clock.now += 1_000;
    const late = await house('act', { token, round_id: second.id, action: 'cashout' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ROUND_CLOSED' });
    // Nonces 2 and 3 with a 1.5× auto cash-out: they close by themselves, won (15 ETB) and lost.
    const auto1 = await play(1.5);
    t.clock.now += 60_000;
    await house('session', { token });
    const auto2 = await play(1.5);
    t.clock.now += 60_000;
    const session = (await house('session', { token })).json() as { session: { open_round: unknown; history: Played['round'][] } };
    expect(session.session.open_round).toBeNull();
    const byId = new Map(session.session.history.map((r) => [r.id, r]));
    expect(byId.get(second.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(byId.get(auto1.id)).toMatchObject({ status: 'won', payout: 15 });
    expect(byId.get(auto2.id)).toMatchObject({ status: 'lost', payout: 0 });
    expect(byId.get(auto2.id)?.outcome['crashPoint']).toBeLessThan(1.5);
  });
});

describe('free spins and recovery', () => {
  it('plays granted free spins on the slot without a stake, paying their wins', async () => {
    const { p, token } = await ready('fruits');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/games/free-spins',
      headers: { authorization: 'Bearer op-token' },
      payload: { casino_id: 'birrbet-test', player_id: p.userId, freespins_count: 2, bet: 2 },
    });
    expect(grant.statusCode).toBe(200);
    expect((await house('session', { token })).json()).toMatchObject({ session: { free_spins: { remaining: 2, bet: 2 } } });
    const before = await balanceOf(t.app, p.userId);
    let paid = 0;
    for (let i = 0; i < 2; i += 1) {
      const r = (await house('play', { token, bet: 0, free: true })).json() as Played;
      expect(r.round.bet).toBe(2);
      paid += r.round.payout;
    }
    expect(await balanceOf(t.app, p.userId)).toBe(before + Math.round(paid * 100));
    expect((await house('play', { token, bet: 0, free: true })).json()).toMatchObject({ code: 'INVALID_ACTION' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/games/free-spins',
      headers: { authorization: 'Bearer op-token' },
      payload: { casino_id: 'birrbet-test', player_id: p.userId, freespins_count: 1.5 },
    });
    expect(bad.json()).toMatchObject({ code: 'INVALID_FREESPINS', error: 'Free spins creation failed: freespins_count must be a positive integer' });
    // Issue 28: a spin's bet with more than 2 decimals is refused, not rounded (1.005 was granted as 1.01 spins).
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/games/free-spins',
      headers: { authorization: 'Bearer op-token' },
      payload: { casino_id: 'birrbet-test', player_id: p.userId, freespins_count: 1, bet: 1.005 },
    });
    expect(fine.statusCode).toBe(400);
    expect(fine.json()).toEqual({ code: 'VALIDATION_FAILED', error: 'Invalid request: bet is not valid' });
  });

  it('recovers after a kill -9: a round whose stake never arrived is voided and its late stake refused; a decided one is paid once', async () => {
    const { p, token } = await ready('plinko');
    const link = houseLink(t.app.db, () => t.clock.now, await houseWalletKey(t.app.db));
    const deps = { db: t.app.db, now: () => t.clock.now, link };
    // The wallet never answers the win (a timeout, or the process killed before it): the round is decided, unpaid.
    const silent = { ...link, win: async () => Promise.reject(new Error('wallet timed out')) };
    const before = await balanceOf(t.app, p.userId);
    await expect(playRound({ ...deps, link: silent }, { token, bet: 3, params: { rows: 8, risk: 'low' } })).rejects.toThrow('wallet timed out');
    const [decided] = await t.app.db.selectFrom('house_rounds').select(['id', 'payout_cents', 'settled']).where('user_id', '=', p.userId).execute();
    expect(decided?.settled).toBe(false);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 300);
    t.clock.now += 120_000;
    await Promise.all([recoverRounds(deps), recoverRounds(deps)]);
    await recoverRounds(deps);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 300 + Number(decided?.payout_cents));
    // A round stored but never staked (died before the bet call):
    const stub = (await house('play', { token, bet: 3, params: { rows: 8, risk: 'low' } })).json() as Played;
    await t.app.db.deleteFrom('game_transactions').where('round_id', '=', stub.round.id).execute();
    await t.app.db.deleteFrom('game_rounds').where('round_id', '=', stub.round.id).execute();
    await t.app.db.updateTable('house_rounds').set({ settled: false }).where('id', '=', stub.round.id).execute();
    t.clock.now += 120_000;
    await recoverRounds(deps);
    expect(await t.app.db.selectFrom('house_rounds').select('id').where('id', '=', stub.round.id).execute()).toHaveLength(0);
    const late = await link.bet({
      userId: p.userId,
      token,
      gameCode: 'plinko',
      roundId: stub.round.id,
      txId: `${stub.round.id}:bet`,
      amountCents: 300,
    });
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('a retry while the first attempt still waits for its stake never answers a round whose stake was not taken', async () => {
    const { p, token } = await ready('plinko', 100);
    const link = houseLink(t.app.db, () => t.clock.now, await houseWalletKey(t.app.db));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = { ...link, bet: async (m: Parameters<typeof link.bet>[0]) => gate.then(() => link.bet(m)) };
    const deps = { db: t.app.db, now: () => t.clock.now, link };
    const body = { token, bet: 5, params: { rows: 8, risk: 'low' }, request_id: 'retry-while-waiting' };
    const first = playRound({ ...deps, link: slow }, body).catch((e: unknown) => e as { code: string });
    await new Promise((r) => setTimeout(r, 100));
    const retry = await playRound(deps, body).catch((e: unknown) => e as { code: string });
    release();
    const firstAnswer = await first;
    // The player has 1 ETB: the 5 ETB stake is refused; the retry says so, the first attempt finds its round voided.
    expect((retry as { code: string }).code).toBe('INSUFFICIENT_BALANCE');
    expect((firstAnswer as { code: string }).code).toBe('WALLET_REFUSED');
    expect(await t.app.db.selectFrom('house_rounds').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(0);
    expect(await balanceOf(t.app, p.userId)).toBe(100);
    // With money, the same race answers one round, staked once.
    await fund(t.app, p.userId, 1000);
    let open: () => void = () => {};
    const gate2 = new Promise<void>((r) => {
      open = r;
    });
    const slow2 = { ...link, bet: async (m: Parameters<typeof link.bet>[0]) => gate2.then(() => link.bet(m)) };
    const body2 = { ...body, request_id: 'retry-while-waiting-2' };
    const a = playRound({ ...deps, link: slow2 }, body2);
    await new Promise((r) => setTimeout(r, 100));
    const b = await playRound(deps, body2);
    open();
    expect((await a).round.id).toBe(b.round.id);
    const bets = await t.app.db
      .selectFrom('game_transactions')
      .select('amount_cents')
      .where('round_id', '=', b.round.id)
      .where('kind', '=', 'bet')
      .execute();
    expect(bets.map((x) => Number(x.amount_cents))).toEqual([500]);
    expect(await balanceOf(t.app, p.userId)).toBe(1100 - 500 + Math.round(b.round.payout * 100));
  });
});
