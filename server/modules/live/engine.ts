// The embedded live feed (issue 32): every match being played (status 'live') of a sport with an engine is played
// out in real time — its timeline (play-*.ts) is laid out once from its result, and each run writes the events
// that have come due since the last one (store.ts, event ids 'engine:<n>'). The result is the one settlement will
// read: the stored one (an operator's) or the secret-seeded simulator's draw, computed here WITHOUT storing it —
// a stored result settles a match at once (tickets/settle.ts), and a match being played must not settle at
// kick-off. With RESULTS_SOURCE=operator nothing is drawn and only matches with an entered result are played.
// A match a real feed has written to (an event id not 'engine:') is the feed's: the engine leaves it alone.
// Invariants: the engine only ever writes an event at or after its instant; a run on two instances writes each
// event once (ids); the layout's random stream (HMAC of the secret seed and the match id) is not the result's.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { drawResult, modelOf, type MatchResult, type ResultMatch } from '../tickets/results.ts';
import { storedResult, type ResultsMode } from '../tickets/results-source.ts';
import { simulatorRandom } from '../tickets/results-seed.ts';
import { playBasketball } from './play-basketball.ts';
import { playFootball } from './play-football.ts';
import { playTennis } from './play-tennis.ts';
import { basketballFormatOf, LIVE_SPORTS } from './sports.ts';
import { appendEvents, ENGINE_PREFIX } from './store.ts';
import type { LiveEvent, Timeline } from './timeline.ts';

export interface LiveMatch extends ResultMatch {
  start_time: Date;
}

/** The timeline of a match from its result, or null when the sport has no engine or the result has no such shape. */
function timelineOf(match: LiveMatch, result: MatchResult, seed: Buffer): Timeline | null {
  const rand = simulatorRandom(seed, `${match.id}:live`);
  const sport = LIVE_SPORTS[match.sport_id];
  if (sport === 'football' && result.kind === 'football') {
    const model = modelOf(match);
    const rates = model?.kind === 'football' ? { lh: model.lh, la: model.la } : { lh: 1.4, la: 1.1 };
    return playFootball(result, rates, rand);
  }
  if (sport === 'basketball' && result.kind === 'points') {
    return playBasketball(result, basketballFormatOf(match.tournament_id), rand);
  }
  if (sport === 'tennis' && result.kind === 'tennis') {
    return playTennis(result, rand);
  }
  return null;
}

export interface LiveEngine {
  /** Writes every event due at `nowMs`; answers the events written, by match. */
  run(nowMs: number): Promise<Map<string, LiveEvent[]>>;
}

export function liveEngine(db: Db, mode: ResultsMode, seed: () => Promise<Buffer>): LiveEngine {
  // Timelines are pure functions of the match and the seed: kept while the match is live, rebuilt after a restart.
  const timelines = new Map<string, Timeline | null>();
  const timelineFor = async (m: LiveMatch): Promise<Timeline | null> => {
    if (!timelines.has(m.id)) {
      const stored = await storedResult(db, m.id);
      const result = stored ?? (mode === 'simulator' ? drawResult(m, simulatorRandom(await seed(), m.id)) : null);
      if (result === null) {
        // No result yet (RESULTS_SOURCE=operator): asked again next run, so a result entered later is played.
        return null;
      }
      timelines.set(m.id, timelineOf(m, result, await seed()));
    }
    return timelines.get(m.id) ?? null;
  };
  return {
    async run(nowMs) {
      const live = await db
        .selectFrom('matches')
        .select(['id', 'sport_id', 'tournament_id', 'home_team', 'away_team', 'home_strength', 'away_strength', 'start_time'])
        .where('status', '=', 'live')
        .where('sport_id', 'in', Object.keys(LIVE_SPORTS))
        .orderBy('id')
        .execute();
      const counts = new Map<string, { engine: number; all: number }>();
      if (live.length > 0) {
        const rows = await db
          .selectFrom('live_events')
          .select([
            'match_id',
            sql<string>`count(*) filter (where event_id like ${`${ENGINE_PREFIX}%`})`.as('engine'),
            sql<string>`count(*)`.as('all'),
          ])
          .where(
            'match_id',
            'in',
            live.map((m) => m.id),
          )
          .groupBy('match_id')
          .execute();
        for (const r of rows) {
          counts.set(r.match_id, { engine: Number(r.engine), all: Number(r.all) });
        }
      }
      const liveIds = new Set(live.map((m) => m.id));
      for (const id of timelines.keys()) {
        if (!liveIds.has(id)) {
          timelines.delete(id);
        }
      }
      const written = new Map<string, LiveEvent[]>();
      for (const m of live) {
        const count = counts.get(m.id) ?? { engine: 0, all: 0 };
        if (count.all > count.engine) {
          continue;
        }
        const timeline = await timelineFor(m);
        const elapsed = nowMs - m.start_time.getTime();
        const due = timeline?.events.filter((e) => e.seq > count.engine && e.at <= elapsed) ?? [];
        if (due.length > 0) {
          const { stored } = await appendEvents(
            db,
            m.id,
            due.map(({ seq, ...e }) => ({ ...e, eventId: `${ENGINE_PREFIX}${seq}` })),
            true,
          );
          written.set(m.id, stored);
        }
      }
      return written;
    },
  };
}
