// POST /api/admin/v1/feed/odds {changes: [{match_id, market_id, specifier?, outcome_id, odds?, status?}]}
// (operator): sets prices and market states by hand and pushes them like the feed does (ODDS_CHANGE).
// A status applies to the outcome's MARKET (outcomes have no state of their own): 'suspended' pushes every
// outcome of that market as suspended. Every mistake is a 400 VALIDATION_FAILED naming the entry, or a 404
// naming what is unknown; nothing is written unless the whole list is valid. Only matches not started may
// change, and a market of a match inside the 60 s close cannot be re-opened. Answers {success, changed}:
// the number of outcomes whose price or state actually changed (each pushed once).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { bodyObject, invalid } from '../admin/validate.ts';
import { CLOSE_BEFORE_KICKOFF_MS } from '../tickets/check.ts';
import type { OddsChange, OddsStatus } from '../realtime/odds-wire.ts';
import { commitOddsChanges, marketKey, outcomesOfMarkets, statusOf, writePrice, type MarketRef, type Trx } from './store.ts';
import { MAX_HUNDREDTHS, MIN_HUNDREDTHS } from './walk.ts';

export const MAX_CHANGES_PER_REQUEST = 1_000;
const MAX_ID = 200;

interface ChangeInput extends MarketRef {
  outcome_id: string;
  hundredths: number | null;
  status: OddsStatus | null;
}

const ODDS_RULE = `a number from ${MIN_HUNDREDTHS / 100} to ${MAX_HUNDREDTHS / 100} with at most 2 decimals`;

function id(item: Record<string, unknown>, field: string, at: string, optional = false): string {
  const value = item[field];
  if (optional && (value === undefined || value === null)) {
    return '';
  }
  if (typeof value !== 'string' || (!optional && value === '') || value.length > MAX_ID) {
    throw invalid(`${at}.${field} must be ${optional ? 'a' : 'a non-empty'} string of at most ${MAX_ID} characters`);
  }
  return value;
}

function parseChange(raw: unknown, index: number): ChangeInput {
  const at = `changes[${index}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalid(`${at} must be an object`);
  }
  const item = raw as Record<string, unknown>;
  const odds = item['odds'] ?? null;
  let hundredths: number | null = null;
  if (odds !== null) {
    if (typeof odds !== 'number' || !Number.isFinite(odds) || Math.abs(Math.round(odds * 100) - odds * 100) > 1e-6) {
      throw invalid(`${at}.odds must be ${ODDS_RULE}`);
    }
    hundredths = Math.round(odds * 100);
    if (hundredths < MIN_HUNDREDTHS || hundredths > MAX_HUNDREDTHS) {
      throw invalid(`${at}.odds must be ${ODDS_RULE}`);
    }
  }
  const status = item['status'] ?? null;
  if (status !== null && status !== 'active' && status !== 'suspended') {
    throw invalid(`${at}.status must be 'active' or 'suspended'`);
  }
  if (hundredths === null && status === null) {
    throw invalid(`${at} must set odds, status or both`);
  }
  return {
    match_id: id(item, 'match_id', at), market_id: id(item, 'market_id', at), specifier: id(item, 'specifier', at, true),
    outcome_id: id(item, 'outcome_id', at), hundredths, status,
  };
}

export function parseOddsBody(body: unknown): ChangeInput[] {
  const list = bodyObject(body)['changes'];
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_CHANGES_PER_REQUEST) {
    throw invalid(`changes must be a list of 1 to ${MAX_CHANGES_PER_REQUEST} changes`);
  }
  return list.map(parseChange);
}

const nameOf = (m: MarketRef): string => `market ${m.market_id}${m.specifier === '' ? '' : ` (${m.specifier})`} of match ${m.match_id}`;
const notFound = (what: string): HttpError => new HttpError(404, 'NOT_FOUND', what);

/** Checks the inputs against the catalogue, writes them and returns the changes to push. */
async function apply(trx: Trx, inputs: readonly ChangeInput[], nowMs: number): Promise<OddsChange[]> {
  const matchIds = [...new Set(inputs.map((c) => c.match_id))];
  const matches = new Map((await trx.selectFrom('matches').select(['id', 'status', 'start_time']).where('id', 'in', matchIds).execute()).map((m) => [m.id, m]));
  for (const c of inputs) {
    const match = matches.get(c.match_id);
    if (match === undefined) {
      throw notFound(`Match ${c.match_id} not found`);
    }
    if (match.status !== 'not_started') {
      throw invalid(`Match ${c.match_id} is ${match.status}: only matches not started can change`);
    }
    if (c.status === 'active' && match.start_time.getTime() - nowMs <= CLOSE_BEFORE_KICKOFF_MS) {
      throw invalid(`Match ${c.match_id} kicks off within ${CLOSE_BEFORE_KICKOFF_MS / 1000} s: its markets stay closed`);
    }
  }
  // Markets first, then outcomes, each in key order: the same lock order as the feed job.
  const marketRows = await trx.selectFrom('markets').select(['match_id', 'market_id', 'specifier', 'status'])
    .where('match_id', 'in', matchIds).where('market_id', 'in', [...new Set(inputs.map((c) => c.market_id))])
    .orderBy('match_id').orderBy('market_id').orderBy('specifier').forUpdate().execute();
  const markets = new Map(marketRows.map((m) => [marketKey(m), m]));
  const outcomeRows = await trx.selectFrom('outcomes').select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
    .where('match_id', 'in', matchIds).where('market_id', 'in', [...new Set(inputs.map((c) => c.market_id))])
    .orderBy('match_id').orderBy('market_id').orderBy('specifier').orderBy('outcome_id').forUpdate().execute();
  const outcomes = new Map(outcomeRows.map((o) => [`${marketKey(o)}\u0000${o.outcome_id}`, o]));

  const newStatus = new Map<string, OddsStatus>();
  const newPrice = new Map<string, { ref: ChangeInput; hundredths: number }>();
  for (const c of inputs) {
    const market = markets.get(marketKey(c));
    if (market === undefined) {
      throw notFound(`The ${nameOf(c)} was not found`);
    }
    const key = `${marketKey(c)}\u0000${c.outcome_id}`;
    if (!outcomes.has(key)) {
      throw notFound(`Outcome ${c.outcome_id} of the ${nameOf(c)} was not found`);
    }
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
      await trx.updateTable('markets').set({ status })
        .where('match_id', '=', market.match_id).where('market_id', '=', market.market_id).where('specifier', '=', market.specifier).execute();
      market.status = status;
      reopened.push(market);
    }
  }
  const priced: OddsChange[] = [];
  for (const [key, { ref, hundredths }] of newPrice) {
    if (outcomes.get(key)?.odds_hundredths !== hundredths) {
      await writePrice(trx, ref, hundredths);
      const { match_id, market_id, specifier, outcome_id } = ref;
      priced.push({ match_id, market_id, specifier, outcome_id, odds: hundredths / 100, status: statusOf(markets.get(marketKey(ref))?.status ?? '') });
    }
  }
  // A market whose state changed pushes all its outcomes (at their new prices); other price changes follow.
  const changedState = new Set(reopened.map(marketKey));
  const whole = [
    ...await outcomesOfMarkets(trx, reopened.filter((m) => m.status === 'active'), 'active'),
    ...await outcomesOfMarkets(trx, reopened.filter((m) => m.status !== 'active'), 'suspended'),
  ];
  return [...whole, ...priced.filter((c) => !changedState.has(marketKey(c)))];
}

export function oddsAdminRoutes(app: FastifyInstance, db: Db, now: () => number): void {
  app.post('/api/admin/v1/feed/odds', async (request) => {
    const inputs = parseOddsBody(request.body);
    const nowMs = now();
    const changes = await commitOddsChanges(db, nowMs, (trx) => apply(trx, inputs, nowMs));
    request.log.info({ changed: changes.length }, 'odds changed by the operator');
    return { success: true, changed: changes.length };
  });
}
