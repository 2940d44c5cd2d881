// POST /api/admin/v1/feed/odds {changes: [{match_id, market_id, specifier?, outcome_id, odds?, status?}]}
// (operator): sets prices and market states by hand and pushes them like the feed does (ODDS_CHANGE).
// A status applies to the outcome's MARKET (outcomes have no state of their own): 'suspended' pushes every
// outcome of that market as suspended. Shapes are declared in schema/endpoints/admin-feed.ts; every mistake
// is a 400 VALIDATION_FAILED naming the entry, or a 404 naming what is unknown; nothing is written unless
// the whole list is valid. Only matches not started may change, and a market of a match inside the 60 s
// close cannot be re-opened. Answers {success, changed}: the number of outcomes whose price or state
// actually changed (each pushed once). A call that changed something is audited ('odds.change': each outcome's
// price and market state before, the changes as given after) in the transaction that writes it.
import type { FastifyInstance } from 'fastify';
import type { Infer } from 'superstruct';
import { ChangeOdds, type OddsChangeWire } from '../../../schema/endpoints/admin-feed.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { CLOSE_BEFORE_KICKOFF_MS, bettingClosed } from '../../../domain/betting-window.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import type { OddsChange, OddsStatus } from '../realtime/odds-wire.ts';
import { commitOddsChanges, marketKey, outcomesOfMarkets, statusOf, writePrice, type MarketRef, type Trx } from './store.ts';

interface ChangeInput extends MarketRef {
  outcome_id: string;
  hundredths: number | null;
  status: OddsStatus | null;
}

/** A declared change (schema/endpoints/admin-feed.ts: ids, odds with 2 decimals in the feed's bounds) as input. */
const inputOf = (c: Infer<typeof OddsChangeWire>): ChangeInput => ({
  match_id: c.match_id,
  market_id: c.market_id,
  specifier: c.specifier ?? '',
  outcome_id: c.outcome_id,
  hundredths: c.odds === undefined || c.odds === null ? null : Math.round(c.odds * 100),
  status: c.status ?? null,
});

const invalid = (message: string): HttpError => new HttpError(400, 'VALIDATION_FAILED', message);

const nameOf = (m: MarketRef): string => `market ${m.market_id}${m.specifier === '' ? '' : ` (${m.specifier})`} of match ${m.match_id}`;
const notFound = (what: string): HttpError => new HttpError(404, 'NOT_FOUND', what);

/** Checks the inputs against the catalogue, writes them and returns the changes to push and what each outcome was. */
async function apply(trx: Trx, inputs: readonly ChangeInput[], nowMs: number): Promise<{ changes: OddsChange[]; before: OddsChange[] }> {
  const matchIds = [...new Set(inputs.map((c) => c.match_id))];
  const matches = new Map(
    (await trx.selectFrom('matches').select(['id', 'status', 'start_time']).where('id', 'in', matchIds).execute()).map((m) => [m.id, m]),
  );
  for (const c of inputs) {
    const match = matches.get(c.match_id);
    if (match === undefined) {
      throw notFound(`Match ${c.match_id} not found`);
    }
    if (match.status !== 'not_started') {
      throw invalid(`Match ${c.match_id} is ${match.status}: only matches not started can change`);
    }
    if (c.status === 'active' && bettingClosed(match.start_time.getTime(), nowMs)) {
      throw invalid(`Match ${c.match_id} kicks off within ${CLOSE_BEFORE_KICKOFF_MS / 1000} s: its markets stay closed`);
    }
  }
  // Markets first, then outcomes, each in key order: the same lock order as the feed job.
  const marketRows = await trx
    .selectFrom('markets')
    .select(['match_id', 'market_id', 'specifier', 'status'])
    .where('match_id', 'in', matchIds)
    .where('market_id', 'in', [...new Set(inputs.map((c) => c.market_id))])
    .orderBy('match_id')
    .orderBy('market_id')
    .orderBy('specifier')
    .forUpdate()
    .execute();
  const markets = new Map(marketRows.map((m) => [marketKey(m), m]));
  const outcomeRows = await trx
    .selectFrom('outcomes')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
    .where('match_id', 'in', matchIds)
    .where('market_id', 'in', [...new Set(inputs.map((c) => c.market_id))])
    .orderBy('match_id')
    .orderBy('market_id')
    .orderBy('specifier')
    .orderBy('outcome_id')
    .forUpdate()
    .execute();
  const outcomes = new Map(outcomeRows.map((o) => [`${marketKey(o)}\u0000${o.outcome_id}`, o]));

  const newStatus = new Map<string, OddsStatus>();
  const newPrice = new Map<string, { ref: ChangeInput; hundredths: number }>();
  const before: OddsChange[] = [];
  for (const c of inputs) {
    const market = markets.get(marketKey(c));
    if (market === undefined) {
      throw notFound(`The ${nameOf(c)} was not found`);
    }
    const key = `${marketKey(c)}\u0000${c.outcome_id}`;
    const outcome = outcomes.get(key);
    if (outcome === undefined) {
      throw notFound(`Outcome ${c.outcome_id} of the ${nameOf(c)} was not found`);
    }
    const { match_id, market_id, specifier, outcome_id } = c;
    before.push({ match_id, market_id, specifier, outcome_id, odds: outcome.odds_hundredths / 100, status: statusOf(market.status) });
    if (c.status !== null) {
      newStatus.set(marketKey(c), c.status);
    }
    if (c.hundredths !== null) {
      newPrice.set(key, { ref: c, hundredths: c.hundredths });
    }
  }
  const reopened: Array<MarketRef & { status: string }> = [];
  for (const [key, status] of newStatus) {
    const market = markets.get(key);
    if (market !== undefined && statusOf(market.status) !== status) {
      await trx
        .updateTable('markets')
        .set({ status })
        .where('match_id', '=', market.match_id)
        .where('market_id', '=', market.market_id)
        .where('specifier', '=', market.specifier)
        .execute();
      market.status = status;
      reopened.push(market);
    }
  }
  const priced: OddsChange[] = [];
  for (const [key, { ref, hundredths }] of newPrice) {
    if (outcomes.get(key)?.odds_hundredths !== hundredths) {
      await writePrice(trx, ref, hundredths);
      const { match_id, market_id, specifier, outcome_id } = ref;
      priced.push({
        match_id,
        market_id,
        specifier,
        outcome_id,
        odds: hundredths / 100,
        status: statusOf(markets.get(marketKey(ref))?.status ?? ''),
      });
    }
  }
  // A market whose state changed pushes all its outcomes (at their new prices); other price changes follow.
  const changedState = new Set(reopened.map(marketKey));
  const whole = [
    ...(await outcomesOfMarkets(
      trx,
      reopened.filter((m) => m.status === 'active'),
      'active',
    )),
    ...(await outcomesOfMarkets(
      trx,
      reopened.filter((m) => m.status !== 'active'),
      'suspended',
    )),
  ];
  return { changes: [...whole, ...priced.filter((c) => !changedState.has(marketKey(c)))], before };
}

export function oddsAdminRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  route(app, ChangeOdds, async (request) => {
    const inputs = request.body.changes.map(inputOf);
    const { actor } = operatorOf(request);
    const nowMs = now();
    const changes = await commitOddsChanges(db, nowMs, async (trx) => {
      const run = await apply(trx, inputs, nowMs);
      if (run.changes.length > 0) {
        const audit = { action: 'odds.change', before: { changes: run.before }, after: { changes: request.body.changes }, reason: null };
        await appendAudit(trx, actor, audit, nowMs);
      }
      return run.changes;
    });
    request.log.info({ changed: changes.length }, 'odds changed by the operator');
    return { success: true, changed: changes.length };
  });
}
