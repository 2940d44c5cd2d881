// Settlement: once an event is over (ends_at passed, result drawn) each of its bets is credited through the
// seamless wallet — the payout, or 0 for a loss — with roundClosed true (Kiron's finalizeRound: the round's open
// bet is lost). The credit's tx id is 'win:' + bet id, so the wallet pays it at most once however often or
// concurrently settlement runs, and it never asks for the launch token (it may have expired). A bet still
// 'pending' (the server stopped between storing it and its debit) is first resolved: debited → open; not →
// rolled back with a tombstone (a late debit is then refused) and void.
import type { Db } from '../../../db/index.ts';
import { credit, GAME_CURRENCY, rollback } from '../wallet/index.ts';
import type { FootballResult, RaceResult } from './draw.ts';
import { footballWins, payoutCents, raceWins } from './outcome.ts';
import { parseJson } from './schedule.ts';

interface BetRow {
  id: string;
  user_id: string;
  provider: string;
  game_id: string;
  market: string;
  selection: string;
  odds_x100: number;
  stake_cents: string | number | bigint;
  status: string;
}

/** A pending bet's fate: open when its debit happened, else void (its debit blocked for good). */
export async function resolvePending(db: Db, bet: BetRow, nowMs: number): Promise<'open' | 'void'> {
  const debited = await db
    .selectFrom('game_transactions')
    .select(['kind', 'rolled_back'])
    .where('provider', '=', bet.provider)
    .where('provider_tx_id', '=', bet.id)
    .executeTakeFirst();
  if (debited?.kind === 'bet' && !debited.rolled_back) {
    await db.updateTable('virtual_bets').set({ status: 'open' }).where('id', '=', bet.id).where('status', '=', 'pending').execute();
    return 'open';
  }
  if (debited === undefined) {
    await rollback(
      db,
      { provider: bet.provider, txId: `void:${bet.id}`, originalTxId: bet.id, userId: bet.user_id, roundId: bet.id, gameId: bet.game_id },
      nowMs,
    );
  }
  await db
    .updateTable('virtual_bets')
    .set({ status: 'void', settled_at: new Date(nowMs) })
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .execute();
  return 'void';
}

/** Credits one bet (the payout or 0, closing its round) and records the outcome; 1 when this call settled it. */
async function settleBet(db: Db, event: { league: string; result: unknown }, bet: BetRow, nowMs: number): Promise<number> {
  if (bet.status === 'pending' && (await resolvePending(db, bet, nowMs)) === 'void') {
    return 0;
  }
  const won =
    event.league === 'football'
      ? footballWins(bet.market, bet.selection, parseJson<FootballResult>(event.result))
      : raceWins(bet.market, bet.selection, parseJson<RaceResult>(event.result));
  const payout = won ? payoutCents(Number(bet.stake_cents), bet.odds_x100) : 0;
  await credit(
    db,
    {
      provider: bet.provider,
      txId: `win:${bet.id}`,
      userId: bet.user_id,
      gameId: bet.game_id,
      roundId: bet.id,
      amountCents: payout,
      currency: GAME_CURRENCY,
      roundClosed: true,
    },
    nowMs,
    // The bet's own odds are its game's largest multiplier (issue 28): the wallet pays no more than it offered.
    { maxMultiplier: () => bet.odds_x100 / 100 },
  );
  const moved = await db
    .updateTable('virtual_bets')
    .set({ status: won ? 'won' : 'lost', payout_cents: payout, settled_at: new Date(nowMs) })
    .where('id', '=', bet.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

/** Settles one finished event's bets; safe to run twice or concurrently (the wallet credits once per bet). */
export async function settleEvent(db: Db, eventId: string, nowMs: number): Promise<number> {
  const event = await db.selectFrom('virtual_events').select(['id', 'league', 'result', 'ends_at']).where('id', '=', eventId).executeTakeFirst();
  if (event === undefined || event.result === null || new Date(event.ends_at).getTime() > nowMs) {
    return 0;
  }
  const bets = await db
    .selectFrom('virtual_bets')
    .select(['id', 'user_id', 'provider', 'game_id', 'market', 'selection', 'odds_x100', 'stake_cents', 'status'])
    .where('event_id', '=', eventId)
    .where('status', 'in', ['pending', 'open'])
    .execute();
  let settled = 0;
  let failed: unknown = null;
  for (const bet of bets) {
    // One bet the wallet refuses (a player removed, say) must not hold back the others; it is tried again next run.
    try {
      settled += await settleBet(db, event, bet, nowMs);
    } catch (err) {
      failed ??= err;
    }
  }
  if (failed !== null) {
    throw failed;
  }
  await db
    .updateTable('virtual_events')
    .set({ settled_at: new Date(nowMs) })
    .where('id', '=', eventId)
    .where('settled_at', 'is', null)
    .execute();
  return settled;
}

/** Settles every finished, unsettled event (restart safety: also those that ended while the server was down). */
export async function settleDue(db: Db, nowMs: number): Promise<number> {
  const due = await db
    .selectFrom('virtual_events')
    .select('id')
    .where('settled_at', 'is', null)
    .where('result', 'is not', null)
    .where('ends_at', '<=', new Date(nowMs))
    .orderBy('ends_at')
    .limit(200)
    .execute();
  let settled = 0;
  let failed: unknown = null;
  for (const e of due) {
    try {
      settled += await settleEvent(db, e.id, nowMs);
    } catch (err) {
      failed ??= err;
    }
  }
  if (failed !== null) {
    throw failed;
  }
  return settled;
}
