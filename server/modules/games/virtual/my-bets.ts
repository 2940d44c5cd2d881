// A launched player's bets of one game, as the game page's 'My bets' shows them (newest first, at most 30).
import type { Db } from '../../../db/index.ts';
import type { VirtualBet } from '../../../../schema/virtual-sport.ts';
import { type FootballRunners, type HorseRunners, parseJson } from './schedule.ts';

export async function betsOf(db: Db, userId: string, gameId: string, only?: string): Promise<VirtualBet[]> {
  let query = db
    .selectFrom('virtual_bets as b')
    .innerJoin('virtual_events as e', 'e.id', 'b.event_id')
    .select(['b.id', 'b.event_id', 'e.league', 'e.runners', 'e.starts_at', 'b.market', 'b.selection', 'b.odds_x100', 'b.stake_cents'])
    .select(['b.status', 'b.payout_cents', 'b.created_at', 'b.settled_at'])
    .where('b.user_id', '=', userId)
    .where('b.game_id', '=', gameId)
    .where('b.status', '!=', 'pending');
  if (only !== undefined) {
    query = query.where('b.id', '=', only);
  }
  const rows = await query.orderBy('b.created_at', 'desc').orderBy('b.id').limit(30).execute();
  return rows.map((r) => ({
    id: r.id,
    event_id: r.event_id,
    league: r.league,
    event_name:
      r.league === 'football'
        ? `${parseJson<FootballRunners>(r.runners).home} v ${parseJson<FootballRunners>(r.runners).away}`
        : `Race ${parseJson<HorseRunners>(r.runners).race}`,
    starts_at: new Date(r.starts_at).toISOString(),
    market: r.market,
    selection: r.selection,
    odds: r.odds_x100 / 100,
    stake: Number(r.stake_cents) / 100,
    status: r.status,
    payout: Number(r.payout_cents) / 100,
    created_at: new Date(r.created_at).toISOString(),
    settled_at: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
  }));
}
