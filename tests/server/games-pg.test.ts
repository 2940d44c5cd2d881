// Casino games on a real PostgreSQL with two server instances (TEST_DATABASE_URL; skipped otherwise), where
// transactions truly run at once: 100 house rounds sent to both never overdraw and each is staked once; one
// transaction id sent 20 times to both moves money once; a rollback racing its late bet leaves the balance whole;
// a logout on one instance ends the session's launch token on the other at once (issue 28).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { houseLink, houseWalletKey } from '../../server/modules/games/seamless/house-link.ts';
import { balanceCents, playerAccountId } from '../../server/modules/wallet/ledger.ts';
import { authed } from './auth-helpers.ts';
import { launchReal, newPlayer, realMoney } from './games-helpers.ts';
import { ADMIN_URL, usePgApps } from './pg-scratch.ts';

describe.skipIf(ADMIN_URL === undefined)('casino games on PostgreSQL, two instances', () => {
  const { apps } = usePgApps('birrbet_games', { count: 2 });
  const both = (): [FastifyInstance, FastifyInstance] => [apps[0] as FastifyInstance, apps[1] as FastifyInstance];
  const play = (app: FastifyInstance, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/games/house/play', payload: body });

  it('100 concurrent house rounds across both instances never overdraw, each staked once', async () => {
    const [a, b] = both();
    await realMoney(a, true);
    const p = await newPlayer(a, 1000);
    const token = await launchReal(a, p, 'wheel');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => play(i % 2 === 0 ? a : b, { token, bet: 1, params: { risk: 'low', segments: 10 } })),
    );
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json() as { round: { id: string; payout: number } });
    expect(answers.filter((r) => !(r.statusCode === 200 || r.json().code === 'INSUFFICIENT_BALANCE')).map((r) => r.body)).toEqual([]);
    const paid = ok.reduce((sum, r) => sum + Math.round(r.round.payout * 100), 0);
    const balance = await balanceCents(a.db, playerAccountId(p.userId));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(1000 - ok.length * 100 + paid);
    const bets = await a.db.selectFrom('game_transactions').select('round_id').where('user_id', '=', p.userId).where('kind', '=', 'bet').execute();
    expect(bets).toHaveLength(ok.length);
    expect(new Set(bets.map((x) => x.round_id)).size).toBe(ok.length);
  });

  it('one bet id sent 20 times to both instances debits once; a rollback racing its late bet leaves the balance whole', async () => {
    const [a, b] = both();
    await realMoney(a, true);
    const p = await newPlayer(a);
    const token = await launchReal(a, p, 'crash');
    const links = await Promise.all([a, b].map(async (app) => houseLink(app.db, () => app.now(), await houseWalletKey(app.db))));
    const bet = { userId: p.userId, token, gameCode: 'crash', roundId: `r-${randomUUID()}`, txId: randomUUID(), amountCents: 700 };
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => (links[i % 2] ?? links[0])?.bet(bet)));
    expect(replies.map((r) => r?.status)).toEqual(Array(20).fill('RS_OK'));
    expect(await balanceCents(a.db, playerAccountId(p.userId))).toBe(10_000 - 700);
    // A rollback and its bet arriving together, many times over: whichever lands first, the balance ends whole.
    for (let i = 0; i < 10; i += 1) {
      const late = { ...bet, roundId: `r-${randomUUID()}`, txId: randomUUID(), amountCents: 300 };
      const back = { userId: p.userId, gameCode: 'crash', roundId: late.roundId, txId: randomUUID(), originalTxId: late.txId };
      await Promise.all([links[0]?.bet(late), links[1]?.rollback(back)]);
      expect(await balanceCents(a.db, playerAccountId(p.userId))).toBe(10_000 - 700);
    }
  });

  it('a logout on one instance ends the launch token on the other at once; a win of a round staked before still lands', async () => {
    const [a, b] = both();
    await realMoney(a, true);
    const p = await newPlayer(a);
    const token = await launchReal(a, p, 'crash');
    const onB = houseLink(b.db, () => b.now(), await houseWalletKey(b.db));
    const staked = { userId: p.userId, token, gameCode: 'crash', roundId: `r-${randomUUID()}`, txId: randomUUID(), amountCents: 500 };
    expect((await onB.bet(staked)).status).toBe('RS_OK');
    expect((await authed(a, { method: 'POST', url: '/api/v1/auth/logout', token: p.token })).statusCode).toBe(200);
    expect((await onB.bet({ ...staked, roundId: `r-${randomUUID()}`, txId: randomUUID() })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await onB.win({ ...staked, token: '', txId: randomUUID(), amountCents: 1_500, roundClosed: true })).status).toBe('RS_OK');
    expect(await balanceCents(a.db, playerAccountId(p.userId))).toBe(10_000 + 1_000);
  });
});
