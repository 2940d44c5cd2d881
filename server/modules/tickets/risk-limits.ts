// The risk desk's per-ticket limits (migration 0037, schema/endpoints/backoffice-risk.ts), checked inside the
// transaction that stores a money or cashier ticket, after its legs are priced: the lowest stake limit and the
// lowest win limit among the player's, each leg's match's and each leg's market's bind. The one-statement fast path
// (fast-place.ts) writes nothing when any limit names the player, a match or a market of the ticket, so every
// limited ticket comes here.
import type { Kysely } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { RISK_LIMIT_REFUSALS } from '../../../schema/endpoints/tickets.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';

/** The scope id of a market's limit. */
export const marketScopeId = (matchId: string, marketId: string, specifier: string): string => `${matchId}/${marketId}/${specifier}`;

interface LimitedLeg {
  matchId: string;
  marketId: string;
  specifier: string;
}

export async function checkRiskLimits(
  trx: Kysely<Database>,
  userId: string | undefined,
  legs: readonly LimitedLeg[],
  stakeCents: number,
  netWinCents: number,
): Promise<void> {
  const matches = [...new Set(legs.map((l) => l.matchId))];
  const markets = legs.map((l) => marketScopeId(l.matchId, l.marketId, l.specifier));
  const rows = await trx
    .selectFrom('risk_limits')
    .select(['max_stake_cents', 'max_win_cents'])
    .where((eb) =>
      eb.or([
        ...(userId === undefined ? [] : [eb.and([eb('scope', '=', 'player'), eb('scope_id', '=', userId)])]),
        eb.and([eb('scope', '=', 'match'), eb('scope_id', 'in', matches)]),
        eb.and([eb('scope', '=', 'market'), eb('scope_id', 'in', markets)]),
      ]),
    )
    .execute();
  const lowest = (values: (string | number | bigint | null)[]) => {
    const set = values.filter((v) => v !== null).map(Number);
    return set.length === 0 ? null : Math.min(...set);
  };
  const maxStake = lowest(rows.map((r) => r.max_stake_cents));
  if (maxStake !== null && stakeCents > maxStake) {
    const { status, code, text } = RISK_LIMIT_REFUSALS.STAKE;
    throw new HttpError(status, code, text.replace('{max_stake}', fromCents(maxStake).toFixed(2)), { max_stake: fromCents(maxStake) });
  }
  const maxWin = lowest(rows.map((r) => r.max_win_cents));
  if (maxWin !== null && netWinCents > maxWin) {
    const { status, code, text } = RISK_LIMIT_REFUSALS.WIN;
    throw new HttpError(status, code, text.replace('{max_win}', fromCents(maxWin).toFixed(2)), { max_win: fromCents(maxWin) });
  }
}
