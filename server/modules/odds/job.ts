// The demo feed's live side, run every ODDS_MOVE_EVERY_MS: markets of matches inside the 60 s close before
// kick-off (tickets/check.ts) turn 'suspended', then a handful of prices of matches kicking off in the next
// days take one small step each (walk.ts, anchored on the feed's own price of the market). One transaction
// per run, pushed as one batch. Only matches 'not_started' are ever touched: live and ended matches keep
// their prices and states. Several instances may run it: suspension is idempotent (active → suspended only),
// and each instance moving its share only means more moves (docs/operations.md).
// Lock order (shared with odds/admin.ts and the ticket check, tickets/check.ts): every market the run will
// touch is locked FOR UPDATE first, in one statement in key order, and only then are outcomes written. A
// ticket holding a market FOR SHARE is thus waited for, and never waits in a circle with the run.
import { sql } from 'kysely';
import { priceMatch, type Fixture } from '../catalog/feed/index.ts';
import { shuffled } from '../catalog/feed/rng.ts';
import { CLOSE_BEFORE_KICKOFF_MS } from '../../../domain/betting-window.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import type { Db } from '../../db/index.ts';
import type { OddsChange } from '../realtime/odds-wire.ts';
import { commitOddsChanges, marketKey, outcomesOfMarkets, writePrice, type MarketRef, type Trx } from './store.ts';
import { walkMarket } from './walk.ts';

/** Prices move for matches kicking off within this horizon (the 'upcoming' days of the home page). */
export const MOVE_HORIZON_MS = 3 * 24 * 60 * 60 * 1000;
/** Matches whose prices move per run; one or two markets each. */
const MATCHES_PER_RUN = 4;

export interface MoveOptions {
  nowMs: number;
  /** Uniform [0, 1) generator; a seeded one makes a run reproducible. */
  rand: () => number;
  matchesPerRun?: number;
}

/** The still-active markets of the matches not started whose kick-off is within the close (read, not locked). */
async function closingMarkets(trx: Trx, nowMs: number): Promise<MarketRef[]> {
  return trx
    .selectFrom('markets as k')
    .innerJoin('matches as m', 'm.id', 'k.match_id')
    .select(['k.match_id', 'k.market_id', 'k.specifier'])
    .where('m.status', '=', 'not_started')
    .where('m.start_time', '<=', new Date(nowMs + CLOSE_BEFORE_KICKOFF_MS))
    .where('k.status', '=', 'active')
    .execute();
}

const keyTuples = (markets: readonly MarketRef[]) => sql.join(markets.map((m) => sql`(${m.match_id}, ${m.market_id}, ${m.specifier})`));

/** Locks the given market rows FOR UPDATE in key order (the database's order, as every other locker uses). */
async function lockMarkets(trx: Trx, markets: readonly MarketRef[]): Promise<void> {
  if (markets.length > 0) {
    await trx
      .selectFrom('markets')
      .select('match_id')
      .where(sql<boolean>`(match_id, market_id, specifier) in (${keyTuples(markets)})`)
      .orderBy('match_id')
      .orderBy('market_id')
      .orderBy('specifier')
      .forUpdate()
      .execute();
  }
}

/** Suspends those of the given (locked) markets that are still active. */
async function suspendMarkets(trx: Trx, markets: readonly MarketRef[]): Promise<OddsChange[]> {
  if (markets.length === 0) {
    return [];
  }
  const suspended = await trx
    .updateTable('markets')
    .set({ status: 'suspended' })
    .where('status', '=', 'active')
    .where(sql<boolean>`(match_id, market_id, specifier) in (${keyTuples(markets)})`)
    .returning(['match_id', 'market_id', 'specifier'])
    .execute();
  return outcomesOfMarkets(trx, suspended, 'suspended');
}

export type MatchRow = {
  id: string;
  tournament_id: string;
  sport_id: string;
  category_id: string;
  home_team: string;
  away_team: string;
  home_strength: number;
  away_strength: number;
};

/** The feed's own prices of a stored match (hundredths by market key, then outcome id): the walk's anchor. */
export function feedPrices(m: MatchRow): Map<string, Map<string, number>> {
  const fixture: Fixture = {
    id: m.id,
    tournamentId: m.tournament_id,
    sportId: m.sport_id,
    categoryId: m.category_id,
    round: 0,
    startTime: 0,
    home: { name: m.home_team, strength: m.home_strength },
    away: { name: m.away_team, strength: m.away_strength },
  };
  const out = new Map<string, Map<string, number>>();
  for (const market of priceMatch(fixture)) {
    const key = marketKey({ match_id: m.id, market_id: market.marketId, specifier: market.specifier ?? '' });
    out.set(key, new Map(market.outcomes.map((o) => [o.outcomeId, Math.round(o.odds * 100)])));
  }
  return out;
}

/** Which markets of a match move: the main one more often than not, sometimes a second one. */
function pickMarkets(markets: ReadonlyArray<MarketRef & { is_main: boolean }>, rand: () => number): MarketRef[] {
  const main = markets.find((m) => m.is_main);
  const any = (): MarketRef | undefined => markets[Math.floor(rand() * markets.length)];
  const first = main !== undefined && rand() < 0.6 ? main : any();
  const second = rand() < 0.4 ? any() : undefined;
  const picked = [first, second].filter((m): m is MarketRef => m !== undefined);
  return picked.filter((m, i) => picked.findIndex((x) => marketKey(x) === marketKey(m)) === i);
}

async function moveMarket(trx: Trx, market: MarketRef, anchor: Map<string, number> | undefined, rand: () => number): Promise<OddsChange[]> {
  // The market is locked already (lockMarkets); its state and outcomes are read under the lock: a market the
  // operator suspended meanwhile is left alone, and no price is moved from a stale read.
  const state = await trx
    .selectFrom('markets')
    .select('status')
    .where('match_id', '=', market.match_id)
    .where('market_id', '=', market.market_id)
    .where('specifier', '=', market.specifier)
    .forUpdate()
    .executeTakeFirst();
  if (state?.status !== 'active') {
    return [];
  }
  const outcomes = await trx
    .selectFrom('outcomes')
    .select(['outcome_id', 'odds_hundredths'])
    .where('match_id', '=', market.match_id)
    .where('market_id', '=', market.market_id)
    .where('specifier', '=', market.specifier)
    .orderBy('position')
    .forUpdate()
    .execute();
  const anchorPrices = anchor === undefined ? null : outcomes.map((o) => anchor.get(o.outcome_id) ?? 0);
  const next = walkMarket(
    outcomes.map((o) => o.odds_hundredths),
    anchorPrices,
    rand,
  );
  if (next === null) {
    return [];
  }
  const changes: OddsChange[] = [];
  for (const [i, o] of outcomes.entries()) {
    const hundredths = next[i] ?? o.odds_hundredths;
    if (hundredths !== o.odds_hundredths) {
      await writePrice(trx, { ...market, outcome_id: o.outcome_id }, hundredths);
      changes.push({ ...market, outcome_id: o.outcome_id, odds: hundredths / 100, status: 'active' });
    }
  }
  return changes;
}

type PickedMove = { market: MarketRef; anchor: Map<string, number> | undefined };

/** Picks a few markets of matches kicking off after the close and within MOVE_HORIZON_MS to move. */
async function pickMoves(trx: Trx, opts: MoveOptions): Promise<PickedMove[]> {
  const candidates = await trx
    .selectFrom('matches')
    .select(['id', 'tournament_id', 'sport_id', 'category_id', 'home_team', 'away_team', 'home_strength', 'away_strength'])
    .where('status', '=', 'not_started')
    .where('start_time', '>', new Date(opts.nowMs + CLOSE_BEFORE_KICKOFF_MS))
    .where('start_time', '<=', new Date(opts.nowMs + MOVE_HORIZON_MS))
    .orderBy('id')
    .execute();
  const picked: PickedMove[] = [];
  for (const match of shuffled(candidates, opts.rand).slice(0, opts.matchesPerRun ?? MATCHES_PER_RUN)) {
    const markets = await trx
      .selectFrom('markets')
      .select(['match_id', 'market_id', 'specifier', 'is_main'])
      .where('match_id', '=', match.id)
      .where('status', '=', 'active')
      .orderBy('priority')
      .orderBy('market_id')
      .orderBy('specifier')
      .execute();
    const anchors = feedPrices(match);
    picked.push(
      ...pickMarkets(markets, opts.rand).map(({ match_id, market_id, specifier }) => {
        const market = { match_id, market_id, specifier };
        return { market, anchor: anchors.get(marketKey(market)) };
      }),
    );
  }
  // A fixed order, so a seeded run moves the same prices the same way.
  return picked.sort((a, b) => (marketKey(a.market) < marketKey(b.market) ? -1 : 1));
}

/** One run: suspend what closes, move a few prices, push both as one batch. Returns what was pushed. */
export function runOddsFeed(db: Db, opts: MoveOptions): Promise<OddsChange[]> {
  return commitOddsChanges(db, opts.nowMs, async (trx) => {
    const closing = await closingMarkets(trx, opts.nowMs);
    const moves = await pickMoves(trx, opts);
    await lockMarkets(trx, [...closing, ...moves.map((m) => m.market)]);
    const changes = await suspendMarkets(trx, closing);
    for (const { market, anchor } of moves) {
      changes.push(...(await moveMarket(trx, market, anchor, opts.rand)));
    }
    return changes;
  });
}

export function scheduleOddsFeed(
  db: Db,
  now: () => number,
  everyMs: number,
  onError: (err: unknown) => void,
  rand: () => number = Math.random,
): PeriodicJob {
  return schedulePeriodic(() => runOddsFeed(db, { nowMs: now(), rand }), everyMs, onError);
}
