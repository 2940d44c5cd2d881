// Writes a match's in-play book (book.ts) over its stored markets and answers what changed, for ODDS_CHANGE. Runs in
// the caller's transaction: the match's market rows are locked FOR UPDATE first, in key order (the lock order every
// price writer and the ticket check share: odds/store.ts), then outcomes are written. A stored market the book does
// not offer now (a half-time market, a line already passed, a decided market) is suspended; a market the book offers
// that is not stored yet (the next goal after a goal: goalnr=2) is inserted. Prices are integer hundredths ≥ 1.01.
import { sql } from 'kysely';
import type { MarketDef } from '../catalog/feed/types.ts';
import { marketKey, type Trx } from '../odds/store.ts';
import { matchSuspended, type OddsChange, type OddsItem, type OddsStatus } from '../realtime/odds-wire.ts';

const MIN_HUNDREDTHS = 101;
const hundredthsOf = (odds: number): number => Math.max(MIN_HUNDREDTHS, Math.round(odds * 100));
const keyOf = (matchId: string, m: MarketDef): string => marketKey({ match_id: matchId, market_id: m.marketId, specifier: m.specifier ?? '' });

/** Locks every market row of the match FOR UPDATE in key order; answers them. */
async function lockMatchMarkets(trx: Trx, matchId: string) {
  return trx
    .selectFrom('markets')
    .select(['match_id', 'market_id', 'specifier', 'status'])
    .where('match_id', '=', matchId)
    .orderBy('match_id')
    .orderBy('market_id')
    .orderBy('specifier')
    .forUpdate()
    .execute();
}

/** Suspends every active market of the match (a danger moment); answers whether any was active. */
export async function suspendMatchMarkets(trx: Trx, matchId: string): Promise<boolean> {
  await lockMatchMarkets(trx, matchId);
  const suspended = await trx
    .updateTable('markets')
    .set({ status: 'suspended' })
    .where('match_id', '=', matchId)
    .where('status', '=', 'active')
    .returning('market_id')
    .execute();
  return suspended.length > 0;
}

/**
 * Writes the book (`offered`, all at status `open`) over the match's stored markets; answers every outcome that
 * changed — or, when the book closes (a period's last seconds), the one item that suspends the whole match.
 */
export async function writeBook(trx: Trx, matchId: string, offered: readonly MarketDef[], open: boolean): Promise<OddsItem[]> {
  const stored = await lockMatchMarkets(trx, matchId);
  const outcomes = await trx
    .selectFrom('outcomes')
    .select(['market_id', 'specifier', 'outcome_id', 'odds_hundredths', 'position'])
    .where('match_id', '=', matchId)
    .orderBy('market_id')
    .orderBy('specifier')
    .orderBy('position')
    .execute();
  const want = new Map(offered.map((m) => [keyOf(matchId, m), m]));
  const storedStatus = new Map(stored.map((m) => [marketKey(m), m.status]));
  const target = (key: string): OddsStatus => (open && want.has(key) ? 'active' : 'suspended');
  const changes: OddsChange[] = [];
  const priceUpdates: { market_id: string; specifier: string; outcome_id: string; h: number }[] = [];
  for (const o of outcomes) {
    const key = marketKey({ match_id: matchId, ...o });
    const def = want.get(key);
    const h = def?.outcomes.find((x) => x.outcomeId === o.outcome_id);
    const price = h === undefined ? o.odds_hundredths : hundredthsOf(h.odds);
    const status = target(key);
    if (price !== o.odds_hundredths) {
      priceUpdates.push({ market_id: o.market_id, specifier: o.specifier, outcome_id: o.outcome_id, h: price });
    }
    if (price !== o.odds_hundredths || status !== storedStatus.get(key)) {
      changes.push({ match_id: matchId, market_id: o.market_id, specifier: o.specifier, outcome_id: o.outcome_id, odds: price / 100, status });
    }
  }
  for (const status of ['active', 'suspended'] as const) {
    const keys = stored.filter((m) => m.status !== status && target(marketKey(m)) === status);
    if (keys.length > 0) {
      await trx
        .updateTable('markets')
        .set({ status })
        .where('match_id', '=', matchId)
        .where(sql<boolean>`(market_id, specifier) in (${sql.join(keys.map((k) => sql`(${k.market_id}, ${k.specifier})`))})`)
        .execute();
    }
  }
  if (priceUpdates.length > 0) {
    const values = priceUpdates.map((u) => sql`(${u.market_id}::text, ${u.specifier}::text, ${u.outcome_id}::text, ${u.h}::int)`);
    await sql`update outcomes o set odds_hundredths = v.h from (values ${sql.join(values)}) as v(market_id, specifier, outcome_id, h)
      where o.match_id = ${matchId} and o.market_id = v.market_id and o.specifier = v.specifier and o.outcome_id = v.outcome_id`.execute(trx);
  }
  const added = offered.filter((m) => !storedStatus.has(keyOf(matchId, m)));
  if (added.length > 0) {
    const status = open ? 'active' : 'suspended';
    await trx
      .insertInto('markets')
      .values(
        added.map((m) => ({
          match_id: matchId,
          market_id: m.marketId,
          specifier: m.specifier ?? '',
          name: m.name,
          status,
          priority: m.priority,
          group_id: m.groupId,
          group_name: m.groupName,
          is_main: false,
        })),
      )
      .execute();
    const rows = added.flatMap((m) =>
      m.outcomes.map((o, position) => ({
        match_id: matchId,
        market_id: m.marketId,
        specifier: m.specifier ?? '',
        outcome_id: o.outcomeId,
        name: o.name,
        odds_hundredths: hundredthsOf(o.odds),
        position,
      })),
    );
    await trx.insertInto('outcomes').values(rows).execute();
    for (const r of rows) {
      changes.push({
        match_id: matchId,
        market_id: r.market_id,
        specifier: r.specifier,
        outcome_id: r.outcome_id,
        odds: r.odds_hundredths / 100,
        status,
      });
    }
  }
  return !open && changes.length > 0 ? [matchSuspended(matchId)] : changes;
}
