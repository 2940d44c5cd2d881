// What a win may pay (issue 28): a credit of money must name a round of that player in which a stake was debited
// and not rolled back, and all the round's wins together stay within its largest possible payout — each live
// stake × the maximum multiplier of the game it was taken for (the house games' maths; a supplier's configured
// cap) — or the operator-funded stake of a free round. A win of 0 moves nothing and may close any round. Checked
// in the credit's own transaction, after its round row is locked (wallet/core.ts), so concurrent wins of one round
// are counted one after the other.
import type { Trx } from './core.ts';
import { WalletError } from './core.ts';

/** The largest multiplier a stake can win in this game (the game id the bet was taken for; null when unknown). */
export type MaxMultiplier = (gameId: string | null) => number;

export interface WinCap {
  maxMultiplier: MaxMultiplier;
  /** A round's stake the operator funded (a free spin), which no debit carries; null when it has none. */
  freeStake?: (trx: Trx, roundId: string, userId: string) => Promise<{ stakeCents: number; gameId: string | null } | null>;
  /** An absolute ceiling per round in cents (the house games' payout limit). */
  roundLimitCents?: number;
}

export async function checkWin(trx: Trx, provider: string, userId: string, roundId: string | null, amountCents: number, cap: WinCap): Promise<void> {
  if (amountCents === 0) {
    return;
  }
  if (roundId === null) {
    throw new WalletError('NO_STAKE', 'A win must name a round with a stake');
  }
  const stakes = await trx
    .selectFrom('game_transactions')
    .select(['game_id', (eb) => eb.fn.sum<string>('amount_cents').as('cents')])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'bet')
    .where('rolled_back', '=', false)
    .groupBy('game_id')
    .execute();
  const free = (await cap.freeStake?.(trx, roundId, userId)) ?? null;
  const parts = stakes.map((s) => ({ stakeCents: Number(s.cents), gameId: s.game_id }));
  if (free !== null) {
    parts.push(free);
  }
  if (parts.every((p) => p.stakeCents <= 0)) {
    throw new WalletError('NO_STAKE', 'This round has no stake of this player');
  }
  const largest = Math.min(
    cap.roundLimitCents ?? Number.MAX_SAFE_INTEGER,
    parts.reduce((sum, p) => sum + Math.ceil(p.stakeCents * Math.max(0, cap.maxMultiplier(p.gameId))), 0),
  );
  const paid = await trx
    .selectFrom('game_transactions')
    .select((eb) => eb.fn.sum<string>('amount_cents').as('cents'))
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'win')
    .executeTakeFirst();
  if (Number(paid?.cents ?? 0) + amountCents > largest) {
    throw new WalletError('WIN_OVER_CAP', "This win exceeds the round's largest possible payout");
  }
}
