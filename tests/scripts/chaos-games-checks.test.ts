// The chaos run's casino checks (scripts/chaos/games-checks.mjs) read a real database: rounds played through the
// house game server pass them, at a kill and at rest; a round left half done by a "kill" (the wallet never
// answering) passes at a kill and is flagged at rest until the recovery has finished it; and each way money can go
// wrong — a second win, a win that is not the payout, a stake outliving its round, a refused request holding a
// round, an acknowledged play stored with other amounts — is named.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { gamesSqlChecks, type GamesBookView } from '../../scripts/chaos/games-checks.mjs';
import { recoverRounds } from '../../server/modules/games/house/finish.ts';
import { playRound } from '../../server/modules/games/house/play.ts';
import { houseLink, houseWalletKey } from '../../server/modules/games/seamless/house-link.ts';
import { launchReal, newPlayer, realMoney } from '../server/games-helpers.ts';
import { useTestApp } from '../server/helpers.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: vitest set-up (before/after hooks), not a React hook.
const t = useTestApp({ operatorToken: 'op-token' });
const target = {
  query: async (statements: string[]) => {
    const out: Record<string, unknown>[][] = [];
    for (const s of statements) {
      out.push((await sql.raw<Record<string, unknown>>(s).execute(t.app.db)).rows);
    }
    return out;
  },
};
type Round = { id: string; bet: number; free: boolean; status: string; payout: number };

function emptyBook(): GamesBookView {
  return { acked: new Map(), refused: new Map(), pending: new Map(), bets: { acked: new Map(), refused: [], unanswered: [] } };
}

async function play(token: string, body: Record<string, unknown>): Promise<Round> {
  const res = await t.app.inject({ method: 'POST', url: '/api/games/house/play', payload: { token, ...body } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { round: Round }).round;
}

/** A player with plinko and mines rounds played, each acknowledged in the book. */
async function played() {
  await realMoney(t.app, true);
  const p = await newPlayer(t.app, 50_000);
  const book = emptyBook();
  const tokens = { plinko: await launchReal(t.app, p, 'plinko'), mines: await launchReal(t.app, p, 'mines') };
  const ack = (requestId: string, r: Round) =>
    book.acked.set(requestId, {
      userId: p.userId,
      requestId,
      roundId: r.id,
      betCents: Math.round(r.bet * 100),
      free: r.free,
      status: r.status,
      payoutCents: Math.round(r.payout * 100),
      final: r.status !== 'open',
    });
  const plinko = await play(tokens.plinko, { bet: 5, params: { rows: 8, risk: 'low' }, request_id: `chk-${p.userId}-1` });
  ack(`chk-${p.userId}-1`, plinko);
  const mines = await play(tokens.mines, { bet: 2, params: { mines: 3, picks: [] }, request_id: `chk-${p.userId}-2` });
  ack(`chk-${p.userId}-2`, mines);
  return { p, book, tokens, plinko, mines };
}

const checks = (book: GamesBookView, atRest: boolean, seen = new Map<string, boolean>()) =>
  gamesSqlChecks(target, book, { atRest, seen }).then((r) => r.problems);

describe('chaos casino checks on a real database', () => {
  it('pass rounds played as answered, at a kill and at rest (an open mines round with its stake is at rest)', async () => {
    const { book } = await played();
    expect(await checks(book, false)).toEqual([]);
    expect(await checks(book, true)).toEqual([]);
  });

  it('flag a round a kill left stake-less at rest until the recovery voids it, and then want it tombstoned', async () => {
    const { p } = await played();
    const link = houseLink(t.app.db, () => t.clock.now, await houseWalletKey(t.app.db));
    const killed = { ...link, bet: async () => Promise.reject(new Error('killed before the stake')) };
    const token = await launchReal(t.app, p, 'wheel');
    const deps = { db: t.app.db, now: () => t.clock.now, link };
    await expect(playRound({ ...deps, link: killed }, { token, bet: 3, request_id: `chk-${p.userId}-3` })).rejects.toThrow('killed');
    const seen = new Map<string, boolean>();
    const left = new Map<string, 'pay' | 'void'>();
    const atKill = await gamesSqlChecks(target, emptyBook(), { seen, left });
    expect(atKill.problems).toEqual([]);
    expect([...left.values()]).toEqual(['void']);
    // Read again before any recovery (as if the restart had not finished it): named.
    expect((await gamesSqlChecks(target, emptyBook(), { seen, left, atRest: true })).problems.join('\n')).toContain(
      'left stake-less by a kill, was not voided',
    );
    const [stub] = [...seen].filter(([, staked]) => !staked);
    expect(stub).toBeDefined();
    expect((await checks(emptyBook(), true, seen)).join('\n')).toContain(`house round ${stub?.[0]} (wheel, `);
    t.clock.now += 1000;
    await recoverRounds(deps, 0);
    expect(await checks(emptyBook(), true, seen)).toEqual([]);
    expect((await gamesSqlChecks(target, emptyBook(), { seen, left, atRest: true })).problems).toEqual([]);
    // Had the recovery removed it without a tombstone, the gone round and its closing win would be named.
    const id = stub?.[0] ?? '';
    await sql`create temp table kept as select * from game_transactions where kind = 'tombstone' and round_id = ${id}`.execute(t.app.db);
    await sql`delete from game_transactions where kind = 'tombstone' and round_id = ${id}`.execute(t.app.db);
    const untombed = (await checks(emptyBook(), true, seen)).join('\n');
    expect(untombed).toContain('neither tombstoned nor rolled back');
    expect(untombed).toContain(`house win ${id}:win (0 cents) outlived its round`);
    await sql`insert into game_transactions select * from kept`.execute(t.app.db);
    await sql`drop table kept`.execute(t.app.db);
    expect(await checks(emptyBook(), true, seen)).toEqual([]);
  });

  it('name a second win, a win other than the payout, a refused request holding a round and other amounts than answered', async () => {
    const { p, book, plinko } = await played();
    const win = await t.app.db
      .selectFrom('game_transactions')
      .selectAll()
      .where('provider', '=', 'house')
      .where('provider_tx_id', '=', `${plinko.id}:win`)
      .executeTakeFirstOrThrow();
    await sql`insert into game_transactions (id, provider, provider_tx_id, kind, user_id, game_id, round_id, amount_cents,
        currency, fingerprint, answer, created_at)
      select id || '-again', provider, provider_tx_id || '2', kind, user_id, game_id, round_id, amount_cents, currency,
        fingerprint, answer, created_at from game_transactions where id = ${win.id}`.execute(t.app.db);
    expect((await checks(book, false)).join('\n')).toContain(`house round ${plinko.id} (plinko, ${plinko.status}, settled): 1 stakes and 2 wins`);
    await t.app.db.deleteFrom('game_transactions').where('id', '=', `${win.id}-again`).execute();
    await t.app.db.updateTable('house_rounds').set({ payout_cents: 12_345 }).where('id', '=', plinko.id).execute();
    const wrongPayout = (await checks(book, false)).join('\n');
    expect(wrongPayout).toContain(`credited ${Number(win.amount_cents)} cents for a payout of 12345`);
    expect(wrongPayout).toContain(
      `round ${plinko.id} was answered ${plinko.status} paying ${Math.round(plinko.payout * 100)}, stored ${plinko.status} paying 12345`,
    );
    expect(wrongPayout).toContain(`player ${p.userId}: house game postings sum to`);
    await t.app.db
      .updateTable('house_rounds')
      .set({ payout_cents: Math.round(plinko.payout * 100) })
      .where('id', '=', plinko.id)
      .execute();
    const refused = emptyBook();
    refused.refused.set(`chk-${p.userId}-1`, { userId: p.userId, requestId: `chk-${p.userId}-1`, code: 'INSUFFICIENT_BALANCE' });
    expect(await checks(refused, false)).toEqual([`play chk-${p.userId}-1 was refused (INSUFFICIENT_BALANCE) but round ${plinko.id} holds it`]);
    expect(await checks(book, false)).toEqual([]);
  });

  it('name a taken stake that outlived its round', async () => {
    const { book, mines } = await played();
    await t.app.db.deleteFrom('house_rounds').where('id', '=', mines.id).execute();
    const problems = (await checks(book, false)).join('\n');
    expect(problems).toContain(`house bet ${mines.id}:bet (200 cents) outlived its round (rolled back false)`);
    expect(problems).toContain(`(round ${mines.id}) is missing`);
  });
});
