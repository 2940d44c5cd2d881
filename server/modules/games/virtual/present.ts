// What the public schedule shows. A result is only ever shown as far as the event's clock has reached: a goal
// at minute m appears at kick-off + m/90 of the match time, race checkpoint j at start + j/12 of the race time,
// the final score and finishing order at the end. Nothing of an event is shown from its result before kick-off.
import type { Db } from '../../../db/index.ts';
import type { VirtualEvent, VirtualLeague, VirtualRound, VirtualSchedule, VirtualStanding } from '../../../../schema/virtual-sport.ts';
import { VIRTUAL_MAX_STAKE, VIRTUAL_MIN_STAKE } from '../../../../schema/endpoints/virtual-sports.ts';
import { SEASON_ROUNDS, type VirtualConfig } from './config.ts';
import { CHECKPOINTS, type FootballResult, type RaceResult } from './draw.ts';
import { roundIndex, seasonOf } from './fixtures.ts';
import { FOOTBALL_MARGIN, HORSES_MARGIN } from './odds.ts';
import { type FootballRunners, type HorseRunners, parseJson } from './schedule.ts';
import { CLUBS } from './teams.ts';

interface EventRow {
  id: string;
  round_id: string;
  starts_at: Date;
  ends_at: Date;
  runners: unknown;
  odds: unknown;
  result: unknown;
}

const ms = (d: Date | string): number => new Date(d).getTime();
const iso = (d: Date | string): string => new Date(d).toISOString();

function statusAt(e: { starts_at: Date; ends_at: Date }, nowMs: number): VirtualEvent['status'] {
  return nowMs < ms(e.starts_at) ? 'open' : nowMs < ms(e.ends_at) ? 'live' : 'finished';
}

function decimalOdds(odds: Record<string, Record<string, number>>): Record<string, Record<string, number>> {
  return Object.fromEntries(Object.entries(odds).map(([m, sel]) => [m, Object.fromEntries(Object.entries(sel).map(([s, o]) => [s, o / 100]))]));
}

export function eventView(league: VirtualLeague, e: EventRow, nowMs: number): VirtualEvent {
  const status = statusAt(e, nowMs);
  const elapsed = (nowMs - ms(e.starts_at)) / (ms(e.ends_at) - ms(e.starts_at));
  const view: VirtualEvent = {
    id: e.id,
    status,
    home: '',
    away: '',
    runners: [],
    odds: decimalOdds(parseJson(e.odds)),
    timeline: [],
    score: null,
    checkpoints: [],
    order: null,
  };
  // Before kick-off the result is not even read.
  const result = status === 'open' || e.result === null ? null : parseJson<FootballResult & RaceResult>(e.result);
  if (league === 'football') {
    const r = parseJson<FootballRunners>(e.runners);
    view.home = r.home;
    view.away = r.away;
    if (status !== 'open') {
      view.timeline = (result?.timeline ?? []).filter((g) => status === 'finished' || g.minute / 90 <= elapsed);
      view.score = {
        home: view.timeline.filter((g) => g.side === 'home').length,
        away: view.timeline.filter((g) => g.side === 'away').length,
      };
    }
  } else {
    view.runners = parseJson<HorseRunners>(e.runners).runners.map(({ number, name, colour }) => ({ number, name, colour }));
    if (result !== null) {
      view.checkpoints = result.checkpoints.filter((_, j) => status === 'finished' || (j + 1) / CHECKPOINTS <= elapsed);
      view.order = status === 'finished' ? result.order : null;
    }
  }
  return view;
}

function roundView(league: VirtualLeague, rows: EventRow[], everyMs: number, nowMs: number): VirtualRound {
  const first = rows[0] as EventRow;
  const number = league === 'football' ? (roundIndex(ms(first.starts_at), everyMs) % SEASON_ROUNDS) + 1 : parseJson<HorseRunners>(first.runners).race;
  return {
    id: first.round_id,
    number,
    starts_at: iso(first.starts_at),
    ends_at: iso(first.ends_at),
    status: statusAt(first, nowMs),
    events: rows.map((e) => eventView(league, e, nowMs)),
  };
}

function standings(rows: { runners: unknown; result: unknown }[]): VirtualStanding[] {
  const table = new Map<string, VirtualStanding>(
    CLUBS.map((c) => [c.name, { club: c.name, played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 }]),
  );
  const add = (club: string, scored: number, conceded: number): void => {
    const s = table.get(club);
    if (s === undefined) {
      return;
    }
    s.played += 1;
    s.goals_for += scored;
    s.goals_against += conceded;
    if (scored > conceded) {
      s.won += 1;
      s.points += 3;
    } else if (scored === conceded) {
      s.drawn += 1;
      s.points += 1;
    } else {
      s.lost += 1;
    }
  };
  for (const row of rows) {
    const r = parseJson<FootballRunners>(row.runners);
    const res = parseJson<FootballResult>(row.result);
    add(r.home, res.home, res.away);
    add(r.away, res.away, res.home);
  }
  const gd = (s: VirtualStanding): number => s.goals_for - s.goals_against;
  return [...table.values()].sort((a, b) => b.points - a.points || gd(b) - gd(a) || b.goals_for - a.goals_for || a.club.localeCompare(b.club));
}

export async function scheduleView(db: Db, config: VirtualConfig, league: VirtualLeague, nowMs: number): Promise<VirtualSchedule> {
  const { everyMs } = config[league];
  const now = new Date(nowMs);
  const select = db
    .selectFrom('virtual_events')
    .select(['id', 'round_id', 'starts_at', 'ends_at', 'runners', 'odds', 'result'])
    .where('league', '=', league);
  const next = await select.where('starts_at', '>', now).orderBy('starts_at').orderBy('slot').limit(8).execute();
  const openRows = next.filter((e) => e.round_id === next[0]?.round_id);
  const past = await select
    .where('starts_at', '<=', now)
    .orderBy('starts_at', 'desc')
    .orderBy('slot')
    .limit(8 * 6)
    .execute();
  const rounds = new Map<string, EventRow[]>();
  for (const e of past) {
    rounds.set(e.round_id, [...(rounds.get(e.round_id) ?? []), e]);
  }
  const [live, ...earlier] = [...rounds.values()].map((rows) => roundView(league, rows, everyMs, nowMs));
  let table: VirtualStanding[] = [];
  if (league === 'football') {
    const season = seasonOf(roundIndex(nowMs, everyMs));
    const played = await db
      .selectFrom('virtual_events')
      .select(['runners', 'result'])
      .where('league', '=', 'football')
      .where('result', 'is not', null)
      .where('ends_at', '<=', now)
      .where('starts_at', '>=', new Date(season * SEASON_ROUNDS * everyMs))
      .execute();
    table = standings(played);
  }
  return {
    success: true,
    league,
    server_time: now.toISOString(),
    round_every_ms: everyMs,
    margin: league === 'football' ? FOOTBALL_MARGIN : HORSES_MARGIN,
    min_stake: VIRTUAL_MIN_STAKE,
    max_stake: VIRTUAL_MAX_STAKE,
    open: openRows.length === 0 ? null : roundView(league, openRows, everyMs, nowMs),
    live: live ?? null,
    results: earlier.filter((r) => r.status === 'finished').slice(0, 5),
    standings: table,
  };
}
