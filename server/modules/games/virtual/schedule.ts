// The schedule in the database: the next rounds of each league are created ahead (fixtures, odds), results are
// drawn for every event whose kick-off has come (and only then), and nothing else decides what a round is. A
// round id is the league's prefix and its kick-off in ms, so a restart (even with another period) never reuses one.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/index.ts';
import type { VirtualLeague } from '../../../../schema/virtual-sport.ts';
import type { VirtualConfig } from './config.ts';
import { drawFootball, drawRace } from './draw.ts';
import { matchday, matchdayOf, roundIndex, seasonOf } from './fixtures.ts';
import { footballOdds, horseOdds } from './odds.ts';
import { HORSES, RUNNERS_PER_RACE, SILKS } from './teams.ts';

export const PREFIX: Record<VirtualLeague, string> = { football: 'vf', horses: 'vh' };

export interface FootballRunners {
  home: string;
  away: string;
  home_strength: number;
  away_strength: number;
  season: number;
  matchday: number;
}

export interface RaceRunner {
  number: number;
  name: string;
  rating: number;
  colour: string;
}

export interface HorseRunners {
  race: number;
  runners: RaceRunner[];
}

interface NewEvent {
  slot: number;
  runners: FootballRunners | HorseRunners;
  odds: Record<string, Record<string, number>>;
}

function footballRound(kickOff: number, everyMs: number): NewEvent[] {
  const index = roundIndex(kickOff, everyMs);
  const season = seasonOf(index);
  const day = matchdayOf(index);
  return matchday(season, day).map((f, slot) => ({
    slot,
    runners: {
      home: f.home.name,
      away: f.away.name,
      home_strength: f.home.strength,
      away_strength: f.away.strength,
      season,
      matchday: day + 1,
    },
    odds: footballOdds(f.home.strength, f.away.strength),
  }));
}

function horseRace(kickOff: number, everyMs: number): NewEvent[] {
  const pool = [...HORSES];
  const field: RaceRunner[] = [];
  for (let i = 0; i < RUNNERS_PER_RACE; i += 1) {
    const horse = pool.splice(randomInt(pool.length), 1)[0] as (typeof HORSES)[number];
    field.push({ number: i + 1, name: horse.name, rating: horse.rating, colour: SILKS[i] as string });
  }
  const dayStart = kickOff - (kickOff % 86_400_000);
  const race = Math.floor((kickOff - dayStart) / everyMs) + 1;
  return [{ slot: 0, runners: { race, runners: field }, odds: horseOdds(field.map((r) => r.rating)) }];
}

/** Creates the next `config.ahead` rounds of a league that do not exist yet. */
export async function ensureRounds(db: Db, config: VirtualConfig, league: VirtualLeague, nowMs: number): Promise<void> {
  const { everyMs, durationMs } = config[league];
  const first = (Math.floor(nowMs / everyMs) + 1) * everyMs;
  for (let k = 0; k < config.ahead; k += 1) {
    const kickOff = first + k * everyMs;
    const roundId = `${PREFIX[league]}-${kickOff}`;
    const exists = await db.selectFrom('virtual_events').select('id').where('round_id', '=', roundId).executeTakeFirst();
    if (exists !== undefined) {
      continue;
    }
    const events = league === 'football' ? footballRound(kickOff, everyMs) : horseRace(kickOff, everyMs);
    await db
      .insertInto('virtual_events')
      .values(
        events.map((e) => ({
          id: `${roundId}-${e.slot}`,
          league,
          round_id: roundId,
          slot: e.slot,
          starts_at: new Date(kickOff),
          ends_at: new Date(kickOff + durationMs),
          runners: JSON.stringify(e.runners),
          odds: JSON.stringify(e.odds),
          created_at: new Date(nowMs),
        })),
      )
      // Two instances (or a tick and a restart) may race here: the round's first writer wins.
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Draws the result of every event whose kick-off has come and has none yet (each exactly once). */
export async function drawDue(db: Db, nowMs: number): Promise<number> {
  const due = await db
    .selectFrom('virtual_events')
    .select(['id', 'league', 'runners'])
    .where('result', 'is', null)
    .where('starts_at', '<=', new Date(nowMs))
    .orderBy('starts_at')
    .limit(200)
    .execute();
  for (const e of due) {
    const result =
      e.league === 'football'
        ? drawFootball(parseJson<FootballRunners>(e.runners).home_strength, parseJson<FootballRunners>(e.runners).away_strength)
        : drawRace(parseJson<HorseRunners>(e.runners).runners.map((r) => r.rating));
    await db
      .updateTable('virtual_events')
      .set({ result: JSON.stringify(result), drawn_at: new Date(nowMs) })
      .where('id', '=', e.id)
      .where('result', 'is', null)
      .execute();
  }
  return due.length;
}

/** Removes schedule rows older than a week that nobody bet on (the table stays small on a long-running server). */
export async function pruneOld(db: Db, nowMs: number): Promise<void> {
  await db
    .deleteFrom('virtual_events')
    .where('ends_at', '<', new Date(nowMs - 7 * 86_400_000))
    .where('settled_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('virtual_bets').select(sql`1`.as('one')).whereRef('virtual_bets.event_id', '=', 'virtual_events.id'))),
    )
    .execute();
}
