// Keeps the stored catalogue in step with the feed: reference data is upserted, every fixture of the feed's
// schedule starting in [feed now − 2 h, feed now + 8 days) that is not stored yet is inserted with its priced markets,
// started matches turn 'live' and finished ones 'ended' (status.ts). The feed's now is the real clock plus the
// feed clock's stored offset (feed-clock.ts, issue 29): a fixture is stored at its feed time minus that offset, so
// the horizon ahead stays full however far the clock has moved. Idempotent (stable feed ids + ON CONFLICT DO
// NOTHING) and serialised with an advance by the feed_clock row lock, so instances may run it concurrently. A
// stored match is never re-inserted or reset: membership is by id only (storedMatchIds).
import type { Kysely } from 'kysely';
import type { Database, Db, NewMarket, NewMatch, NewOutcome } from '../../db/index.ts';
import { CATEGORIES, SPORTS, TOURNAMENTS, fixturesBetween, priceMatch, type Fixture } from './feed/index.ts';
import { readFeedOffset } from './feed-offset.ts';
import { SETTLE_AFTER_MS, updateMatchStatuses } from './status.ts';
import { topRank } from './top-leagues.ts';
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';

const SYNC_HORIZON_MS = 8 * 24 * 60 * 60 * 1000;
const SYNC_EVERY_MS = 10 * 60 * 1000;
/** Rows per INSERT: big enough to amortise round trips, far below PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 500;

export interface CatalogSyncResult {
  inserted: number;
  nowLive: number;
  nowEnded: number;
  ms: number;
}

function chunks<T>(rows: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) {
    out.push(rows.slice(i, i + size));
  }
  return out;
}

async function upsertReferenceData(db: Db): Promise<void> {
  await db
    .insertInto('sports')
    .values(SPORTS.map((s) => ({ id: s.id, name: s.name, has_draw: s.hasDraw, icon_key: s.iconKey })))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        has_draw: eb.ref('excluded.has_draw'),
        icon_key: eb.ref('excluded.icon_key'),
      })),
    )
    .execute();
  await db
    .insertInto('categories')
    .values(CATEGORIES.map((c) => ({ id: c.id, sport_id: c.sportId, name: c.name, country_code: c.countryCode })))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        sport_id: eb.ref('excluded.sport_id'),
        name: eb.ref('excluded.name'),
        country_code: eb.ref('excluded.country_code'),
      })),
    )
    .execute();
  const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));
  await db
    .insertInto('tournaments')
    .values(
      TOURNAMENTS.map((t) => {
        const rank = topRank(t, categoryById.get(t.categoryId));
        return { id: t.id, sport_id: t.sportId, category_id: t.categoryId, name: t.name, is_top: rank !== null, top_rank: rank };
      }),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        sport_id: eb.ref('excluded.sport_id'),
        category_id: eb.ref('excluded.category_id'),
        name: eb.ref('excluded.name'),
        is_top: eb.ref('excluded.is_top'),
        top_rank: eb.ref('excluded.top_rank'),
      })),
    )
    .execute();
}

async function storedMatchIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const part of chunks(ids, 1000)) {
    const rows = await db.selectFrom('matches').select('id').where('id', 'in', part).execute();
    rows.forEach((r) => {
      stored.add(r.id);
    });
  }
  return stored;
}

/** The rows of one fixture: the match, its markets (the first is the main one) and their outcomes. */
function rowsOf(f: Fixture): { match: NewMatch; markets: NewMarket[]; outcomes: NewOutcome[] } {
  const markets: NewMarket[] = [];
  const outcomes: NewOutcome[] = [];
  priceMatch(f).forEach((m, index) => {
    const specifier = m.specifier ?? '';
    markets.push({
      match_id: f.id,
      market_id: m.marketId,
      specifier,
      name: m.name,
      status: 'active',
      priority: m.priority,
      group_id: m.groupId,
      group_name: m.groupName,
      is_main: index === 0,
    });
    m.outcomes.forEach((o, position) => {
      outcomes.push({
        match_id: f.id,
        market_id: m.marketId,
        specifier,
        outcome_id: o.outcomeId,
        name: o.name,
        odds_hundredths: Math.max(100, Math.round(o.odds * 100)),
        position,
      });
    });
  });
  const match: NewMatch = {
    id: f.id,
    tournament_id: f.tournamentId,
    sport_id: f.sportId,
    category_id: f.categoryId,
    start_time: new Date(f.startTime),
    home_team: f.home.name,
    away_team: f.away.name,
    home_strength: f.home.strength,
    away_strength: f.away.strength,
    status: 'not_started',
  };
  return { match, markets, outcomes };
}

async function insertFixtures(trx: Kysely<Database>, fixtures: readonly Fixture[]): Promise<void> {
  const rows = fixtures.map(rowsOf);
  for (const part of chunks(rows.flatMap((r) => r.markets))) {
    await trx
      .insertInto('markets')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const part of chunks(rows.flatMap((r) => r.outcomes))) {
    await trx
      .insertInto('outcomes')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const part of chunks(rows.map((r) => r.match))) {
    await trx
      .insertInto('matches')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Inserts the fixtures of the feed's horizon that are not stored yet, each at its feed time minus the feed clock's
 * offset; answers how many. Run it in the transaction that holds the feed_clock row (readFeedOffset or the advance),
 * so the offset cannot change before these rows are written: a match becomes visible with all its markets, or not.
 */
export async function topUpFixtures(trx: Kysely<Database>, nowMs: number, offsetMs: number): Promise<number> {
  // From as far back as a match is still played: a fresh start has the matches that kicked off before it in play at
  // once (live now; the engine plays their past minutes on its first run), not an empty Live until the next kick-off.
  const from = nowMs + offsetMs - SETTLE_AFTER_MS;
  const until = nowMs + offsetMs + SYNC_HORIZON_MS;
  const byId = new Map<string, Fixture>();
  for (const t of TOURNAMENTS) {
    for (const f of fixturesBetween(t, from, until)) {
      byId.set(f.id, { ...f, startTime: f.startTime - offsetMs });
    }
  }
  // Stored ids are skipped whatever their stored start time: the deterministic ids are the only identity.
  const stored = await storedMatchIds(trx, [...byId.keys()]);
  const missing = [...byId.values()].filter((f) => !stored.has(f.id));
  if (missing.length > 0) {
    await insertFixtures(trx, missing);
  }
  return missing.length;
}

/** Brings the stored catalogue up to date for the moment `nowMs`. */
export async function ensureCatalog(db: Db, nowMs: number): Promise<CatalogSyncResult> {
  const started = performance.now();
  await upsertReferenceData(db);
  const inserted = await db.transaction().execute(async (trx) => topUpFixtures(trx, nowMs, await readFeedOffset(trx)));
  const statuses = await db.transaction().execute((trx) => updateMatchStatuses(trx, nowMs));
  return { inserted, nowLive: statuses.started, nowEnded: statuses.ended, ms: Math.round(performance.now() - started) };
}

export type CatalogSyncJob = PeriodicJob;

/** Re-runs ensureCatalog every `everyMs` (never two runs at once); the timer never keeps the process alive. */
export function scheduleCatalogSync(db: Db, now: () => number, onError: (error: unknown) => void, everyMs = SYNC_EVERY_MS): CatalogSyncJob {
  return schedulePeriodic(() => ensureCatalog(db, now()), everyMs, onError);
}
