// Writing prices and market states, and pushing what changed. Every writer (the periodic job, the operator
// endpoint) goes through commitOddsChanges: the changes are written and published in ONE transaction, so
// sockets of every instance receive them in commit order and only when committed (realtime/bus.ts).
// A pushed change always carries the outcome's stored price and its market's status after the commit.
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { publishInTransaction } from '../realtime/bus.ts';
import type { OddsChange, OddsItem, OddsStatus } from '../realtime/odds-wire.ts';

export type Trx = Kysely<Database>;

export interface MarketRef {
  match_id: string;
  market_id: string;
  specifier: string;
}

export const marketKey = (m: MarketRef): string => `${m.match_id}\u0000${m.market_id}\u0000${m.specifier}`;

export const statusOf = (marketStatus: string): OddsStatus => (marketStatus === 'active' ? 'active' : 'suspended');

/**
 * Runs `work` in a transaction and publishes the changes it returns inside it (NOTIFY on PostgreSQL) or
 * right after the commit (PGlite). Nothing is published when `work` throws or returns no change.
 */
export async function commitOddsChanges<C extends OddsItem>(db: Db, nowMs: number, work: (trx: Trx) => Promise<C[]>): Promise<C[]> {
  const { changes, emit } = await db.transaction().execute(async (trx) => {
    const out = await work(trx);
    const send = out.length === 0 ? () => undefined : await publishInTransaction(db, trx, [{ kind: 'odds', at: nowMs, changes: out }]);
    return { changes: out, emit: send };
  });
  emit();
  return changes;
}

/** Every outcome of the given markets as changes with the given status, in market then position order. */
export async function outcomesOfMarkets(trx: Trx, markets: readonly MarketRef[], status: OddsStatus): Promise<OddsChange[]> {
  if (markets.length === 0) {
    return [];
  }
  const wanted = new Set(markets.map(marketKey));
  const matchIds = [...new Set(markets.map((m) => m.match_id))];
  const rows = await trx
    .selectFrom('outcomes')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
    .where('match_id', 'in', matchIds)
    .orderBy('match_id')
    .orderBy('market_id')
    .orderBy('specifier')
    .orderBy('position')
    .execute();
  return rows
    .filter((r) => wanted.has(marketKey(r)))
    .map((r) => ({
      match_id: r.match_id,
      market_id: r.market_id,
      specifier: r.specifier,
      outcome_id: r.outcome_id,
      odds: r.odds_hundredths / 100,
      status,
    }));
}

/**
 * Sets one outcome's price. The caller holds its market row FOR UPDATE already (odds/job.ts lockMarkets,
 * odds/admin.ts): a ticket being placed on that market holds it FOR SHARE (tickets/check.ts), so the new
 * price is either seen by the ticket or written after the ticket committed, never in between.
 */
export async function writePrice(trx: Trx, ref: MarketRef & { outcome_id: string }, hundredths: number): Promise<void> {
  await trx
    .updateTable('outcomes')
    .set({ odds_hundredths: hundredths })
    .where('match_id', '=', ref.match_id)
    .where('market_id', '=', ref.market_id)
    .where('specifier', '=', ref.specifier)
    .where('outcome_id', '=', ref.outcome_id)
    .execute();
}
