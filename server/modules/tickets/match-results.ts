// GET /api/v1/results (issue 29, schema/endpoints/results.ts): the finished matches of one day in East Africa Time,
// by sport and league, with their final scores. A score comes from the stored result (an operator's, or one the
// simulator drew when settling); a finished match nobody bet on has none yet, so the configured results source
// draws (and stores) it here exactly as settlement would — the page and any later settlement agree for ever.
// With RESULTS_SOURCE=operator such a match shows no score until one is entered.
import type { FastifyInstance } from 'fastify';
import { MatchResults, RESULTS_DAY_TEXT, RESULTS_DAYS, RESULTS_ZONE_OFFSET_MS } from '../../../schema/endpoints/results.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../module-options.ts';
import type { MatchResult } from './results.ts';
import { resultsSource, storedResult } from './results-source.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The EAT day (YYYY-MM-DD) an instant falls on. */
export const eatDay = (ms: number): string => new Date(ms + RESULTS_ZONE_OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - RESULTS_ZONE_OFFSET_MS;

function scoreOf(r: MatchResult | null) {
  if (r === null) {
    return { score: null, half_time: null, sets: [] };
  }
  if ('sets' in r) {
    const home = r.sets.filter((s) => s.home > s.away).length;
    return { score: { home, away: r.sets.length - home }, half_time: null, sets: r.sets.map((s) => ({ home: s.home, away: s.away })) };
  }
  const half = r.kind === 'football' ? { home: r.halfTime.home, away: r.halfTime.away } : null;
  return { score: { home: r.home, away: r.away }, half_time: half, sets: [] };
}

async function finishedOn(db: Db, fromMs: number) {
  return db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'm.id',
      'm.sport_id',
      'm.tournament_id',
      'm.start_time',
      'm.home_team',
      'm.away_team',
      'm.home_strength',
      'm.away_strength',
      's.name as sport_name',
      'c.name as category_name',
      'c.country_code',
      't.name as tournament_name',
      't.top_rank',
    ])
    .where('m.status', '=', 'ended')
    .where('m.start_time', '>=', new Date(fromMs))
    .where('m.start_time', '<', new Date(fromMs + DAY_MS))
    .execute();
}

export function matchResultsRoutes(app: FastifyInstance, { db, now, config }: ModuleOptions): void {
  const source = resultsSource(db, config.resultsSource);
  route(app, MatchResults, async (req) => {
    let day = req.query.day ?? eatDay(now());
    if (req.query.match_id !== undefined) {
      const m = await db
        .selectFrom('matches')
        .select('start_time')
        .where('id', '=', req.query.match_id)
        .where('status', '=', 'ended')
        .executeTakeFirst();
      if (m === undefined) {
        throw notFound('Match');
      }
      day = eatDay(m.start_time.getTime());
    } else {
      const today = dayStart(eatDay(now()));
      const asked = dayStart(day);
      if (asked > today || asked <= today - RESULTS_DAYS * DAY_MS) {
        throw new HttpError(400, 'VALIDATION_FAILED', RESULTS_DAY_TEXT);
      }
    }
    const rows = await finishedOn(db, dayStart(day));
    const matches = [];
    for (const m of rows) {
      const stored = await storedResult(db, m.id);
      const found = stored ?? (await source.resultOf(m));
      matches.push({
        id: m.id,
        sport_id: m.sport_id,
        sport_name: m.sport_name,
        category_name: m.category_name,
        country_code: m.country_code ?? '',
        tournament_id: m.tournament_id,
        tournament_name: m.tournament_name,
        start_time: m.start_time.toISOString(),
        home_team: m.home_team,
        away_team: m.away_team,
        ...scoreOf(found === 'pending' ? null : found),
        rank: m.top_rank ?? Number.MAX_SAFE_INTEGER,
      });
    }
    // By sport (its id in number order, as the sports list), top leagues first, then league name and kick-off.
    matches.sort(
      (a, b) =>
        Number(a.sport_id) - Number(b.sport_id) ||
        a.rank - b.rank ||
        a.tournament_name.localeCompare(b.tournament_name) ||
        a.start_time.localeCompare(b.start_time) ||
        a.id.localeCompare(b.id),
    );
    return { day, matches: matches.map(({ rank, ...m }) => m) };
  });
}
