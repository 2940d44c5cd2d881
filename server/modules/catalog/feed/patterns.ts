// Kickoff templates of every tournament. Weekly cycles start Monday 00:00 UTC (the anchor is a
// Monday), so a window of one cycle length always holds exactly one cycle's worth of matches.
import type { KickoffSlot, SchedulePattern } from './types.ts';

/** 2026-01-05T00:00:00Z, a Monday: round numbering and weekday arithmetic both hang off it. */
export const ANCHOR_MS = Date.UTC(2026, 0, 5);

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Parses a compact template such as `Sat 15:00x3 17:30; nMon 20:00` into slots. Day tokens are
 * weekday names (offset from the cycle's Monday), `nMon`/`nTue` for the following week, or `D<n>`.
 */
export function slots(spec: string): KickoffSlot[] {
  const out: KickoffSlot[] = [];
  for (const part of spec.split(';')) {
    const [dayToken, ...times] = part.trim().split(/\s+/);
    const day = parseDay(dayToken ?? '');
    for (const t of times) {
      const m = /^(\d\d):(\d\d)(?:x(\d+))?$/.exec(t);
      if (!m) throw new Error(`feed pattern: bad kickoff "${t}" in "${spec}"`);
      out.push({ day, at: `${m[1]}:${m[2]}`, count: m[3] ? Number(m[3]) : 1 });
    }
  }
  return out;
}

function parseDay(token: string): number {
  const next = token.startsWith('n');
  const idx = DAY_NAMES.indexOf(next ? token.slice(1) : token);
  if (idx >= 0) return idx + (next ? 7 : 0);
  const m = /^D(\d+)$/.exec(token);
  if (m) return Number(m[1]);
  throw new Error(`feed pattern: bad day "${token}"`);
}

/** Rounds that repeat every week, in order (templates written in `slots` syntax). */
export function weekly(...rounds: string[]): SchedulePattern {
  return { anchorMs: ANCHOR_MS, cycleDays: 7, rounds: rounds.map(slots) };
}

/** One round every `days` days (1 for a daily order of play); day tokens are `D<n>` from the cycle's start. */
export function every(days: number, round: string): SchedulePattern {
  return { anchorMs: ANCHOR_MS, cycleDays: days, rounds: [slots(round)] };
}

// Two rounds a week: midweek (Tue–Thu evenings) then weekend (Fri–Mon).
export const EPL_PATTERN = weekly('Tue 19:30x3 19:45x2; Wed 19:30x3 20:00x2', 'Fri 20:00; Sat 12:30 15:00x3 17:30; Sun 14:00x2 16:30; nMon 20:00');
export const LALIGA_PATTERN = weekly(
  'Tue 18:00 20:00x2; Wed 18:00 19:00 20:00x2; Thu 18:00 20:00x2',
  'Fri 20:00; Sat 13:00 15:15 17:30 20:00; Sun 13:00 15:15 17:30 20:00; nMon 20:00',
);
export const BUNDESLIGA_PATTERN = weekly('Tue 17:30x2 19:30x2; Wed 17:30x2 19:30x3', 'Fri 19:30; Sat 14:30x5 17:30; Sun 14:30 16:30');
export const SERIE_A_PATTERN = weekly(
  'Tue 17:30 19:45x2; Wed 17:30x2 19:45x3; Thu 19:45x2',
  'Fri 19:45; Sat 14:00 17:00 19:45; Sun 11:30 14:00x2 17:00 19:45; nMon 19:45',
);
export const LIGUE_1_PATTERN = weekly('Tue 18:00 20:00x3; Wed 18:00x2 20:00x3', 'Fri 19:45; Sat 16:00 18:00 20:05; Sun 14:00 16:15x3 19:45');
export const EREDIVISIE_PATTERN = weekly(
  'Tue 17:45 19:00; Wed 17:45x2 20:00x2; Thu 17:45 20:00x2',
  'Fri 19:00; Sat 15:30 17:45 19:00 20:00; Sun 11:15 13:30x2 15:45',
);
export const LIGA_PORTUGAL_PATTERN = weekly(
  'Tue 18:15 20:15x2; Wed 18:15x2 20:15x2; Thu 20:15x2',
  'Fri 20:15; Sat 15:30 18:00 20:30; Sun 15:30x2 18:00 20:30; nMon 20:15',
);
export const CHAMPIONS_LEAGUE_PATTERN = weekly('Tue 17:45x2 20:00x7; Wed 17:45x2 20:00x7');
export const EUROPA_LEAGUE_PATTERN = weekly('Thu 17:45x9 20:00x9');
// 12:00 and 15:00 UTC are 15:00 and 18:00 in Addis Ababa.
export const ETHIOPIA_PATTERN = weekly('Wed 12:00x2 15:00x2; Thu 12:00x2 15:00x3', 'Sat 12:00x2 15:00x2; Sun 12:00x2 15:00x3');

// North American night games land after midnight UTC; a round spans two nights of a 2-day cycle.
export const NBA_PATTERN: SchedulePattern = {
  anchorMs: ANCHOR_MS,
  cycleDays: 2,
  rounds: [slots('D1 00:00x2 00:30x2 01:00 02:00x2 03:00; D2 00:00x2 00:30 01:00x2 02:00 03:00')],
};
export const NHL_PATTERN: SchedulePattern = {
  anchorMs: ANCHOR_MS,
  cycleDays: 2,
  rounds: [slots('D1 00:00x3 00:30x2 01:00 02:00 03:00; D2 00:00x3 00:30 01:00x2 02:00 03:00')],
};
export const EUROLEAGUE_PATTERN = weekly('Thu 17:00 18:00x2 19:30x2; Fri 17:00 18:00x2 19:30x2');
// Thursday, Sunday and Monday night games in UTC: Fri 00:15, Mon 00:15, Tue 00:15.
export const NFL_PATTERN = weekly('Fri 00:15; Sun 17:00x9 20:25x4; nMon 00:15; nTue 00:15');
export const SUPERLEGA_PATTERN = weekly('Sat 19:30; Sun 15:30 17:00x2 18:00x2');
export const PLUSLIGA_PATTERN = weekly('Fri 17:30; Sat 14:45 17:30; Sun 14:45 17:30x2; nMon 17:30');
export const HBL_PATTERN = weekly('Thu 18:00x2 19:05; Sat 18:00x2; Sun 13:00 15:00x2 17:00');

// Tennis: one daily order of play of 8 matches between 10:00 and 20:00 UTC.
export const ATP_PATTERN: SchedulePattern = {
  anchorMs: ANCHOR_MS,
  cycleDays: 1,
  rounds: [slots('D0 10:00 11:00 12:30 14:00 15:30 17:00 18:30 20:00')],
};
export const WTA_PATTERN: SchedulePattern = {
  anchorMs: ANCHOR_MS,
  cycleDays: 1,
  rounds: [slots('D0 10:00 11:30 13:00 14:30 16:00 17:30 19:00 20:00')],
};
