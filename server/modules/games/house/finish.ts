// Ending house rounds. A round is decided (won/lost) in the database first, then its win — 0 for a loss — is
// credited through the seamless wallet with round_closed, then it is marked settled; the win's transaction id is
// the round's, so a retry (after a crash between the two) credits once. A crash round ends by itself when its
// curve passes the crash point or the auto cash-out. recoverRounds finishes what a kill -9 left half done: a
// decided round is paid; a round whose stake never reached the wallet is rolled back (a tombstone refuses the
// late stake) and removed.
import { sql } from 'kysely';
import { type CrashOutcome, crashTimeFor } from '../../../../domain/games/index.ts';
import type { HouseDeps } from './context.ts';
import { json, type RoundRow } from './rounds.ts';
import { payoutCents } from './rounds.ts';

const betTx = (roundId: string): string => `${roundId}:bet`;
export const winTx = (roundId: string): string => `${roundId}:win`;
export { betTx };

/** Credits the round's payout (0 closes it) and marks it settled. */
export async function payRound(deps: HouseDeps, row: Pick<RoundRow, 'id' | 'user_id' | 'game_id' | 'payout_cents'>): Promise<void> {
  const reply = await deps.link.win({
    userId: row.user_id,
    token: '',
    gameCode: row.game_id,
    roundId: row.id,
    txId: winTx(row.id),
    amountCents: Number(row.payout_cents),
    roundClosed: true,
  });
  if (reply.status !== 'RS_OK' && reply.status !== 'RS_ERROR_ROUND_CLOSED') {
    throw new Error(`house win for round ${row.id} refused: ${reply.status}`);
  }
  await deps.db.updateTable('house_rounds').set({ settled: true }).where('id', '=', row.id).execute();
}

/**
 * Voids a round whose stake was refused or never arrived: its bet id is rolled back (a tombstone when no stake came;
 * the stake returned when a concurrent attempt took it meanwhile), the wallet round is closed with a 0 win (so no
 * win can follow), and the round removed. When the round was already completed by another attempt (closed in the
 * wallet), nothing is voided: false.
 */
export async function voidRound(deps: HouseDeps, row: Pick<RoundRow, 'id' | 'user_id' | 'game_id'>): Promise<boolean> {
  const back = await deps.link.rollback({
    userId: row.user_id,
    gameCode: row.game_id,
    roundId: row.id,
    txId: `${row.id}:void`,
    originalTxId: betTx(row.id),
  });
  if (back.status === 'RS_ERROR_ROUND_CLOSED') {
    return false;
  }
  if (back.status !== 'RS_OK') {
    throw new Error(`house void of round ${row.id} refused: ${back.status}`);
  }
  const closed = await deps.link.win({
    userId: row.user_id,
    token: '',
    gameCode: row.game_id,
    roundId: row.id,
    txId: winTx(row.id),
    amountCents: 0,
    roundClosed: true,
  });
  if (closed.status !== 'RS_OK') {
    // Another attempt paid the round first (its win holds the id): it stands.
    return false;
  }
  await deps.db.deleteFrom('house_rounds').where('id', '=', row.id).where('settled', '=', false).execute();
  return true;
}

/** When a crash round's curve ends (bust or auto cash-out), in ms after its start. */
export function crashEndsAfter(outcome: CrashOutcome): number {
  return crashTimeFor(Math.min(outcome.crashPoint, outcome.autoCashout));
}

/** Decides an open crash round whose time is up (auto cash-out paid, or busted); true when it changed. */
export async function closeCrashIfDue(deps: HouseDeps, row: RoundRow): Promise<boolean> {
  if (row.game !== 'crash' || row.status !== 'open') {
    return false;
  }
  const outcome = json<CrashOutcome>(row.outcome);
  if (deps.now() - row.created_at.getTime() < crashEndsAfter(outcome)) {
    return false;
  }
  const won = outcome.autoCashout <= outcome.crashPoint;
  const multiplier = won ? outcome.autoCashout : 0;
  const payout = payoutCents(Number(row.bet_cents), multiplier);
  const changed = await deps.db
    .updateTable('house_rounds')
    .set({ status: won ? 'won' : 'lost', multiplier, payout_cents: payout, closed_at: new Date(deps.now()) })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  if (changed !== undefined) {
    await payRound(deps, { ...row, payout_cents: payout });
  }
  return changed !== undefined;
}

/** Rounds a crash left behind (older than graceMs): pay the decided, close due crash rounds, void stake-less ones. */
export async function recoverRounds(deps: HouseDeps, graceMs = 60_000): Promise<number> {
  const { db } = deps;
  const before = new Date(deps.now() - graceMs);
  const rows = await db
    .selectFrom('house_rounds as r')
    .innerJoin('house_seeds as s', 's.id', 'r.seed_id')
    .leftJoin('game_transactions as t', (j) =>
      j.on('t.provider', '=', 'house').on('t.kind', '=', 'bet').on('t.provider_tx_id', '=', sql<string>`r.id || ':bet'`),
    )
    .selectAll('r')
    .select(['s.server_seed_hash', 's.client_seed', 't.id as bet_id', 't.rolled_back'])
    .where('r.settled', '=', false)
    .where('r.created_at', '<', before)
    .limit(200)
    .execute();
  let fixed = 0;
  for (const r of rows) {
    const row = { ...r, created_at: new Date(r.created_at) } as RoundRow;
    const staked = r.free || (r.bet_id !== null && r.rolled_back !== true);
    if (!staked) {
      await voidRound(deps, row);
    } else if (r.status !== 'open') {
      await payRound(deps, row);
    } else if (!(await closeCrashIfDue(deps, row))) {
      continue;
    }
    fixed += 1;
  }
  return fixed;
}
