// The embedded engine's football match: a timeline laid out from the final result settlement draws (goals of the
// half-time score in the first half, the rest in the second), with the events a live feed carries around them —
// penalties (scored or missed), cards, corners, shots and dangerous attacks — drawn from the same passed-in random
// source, in the proportions of the teams' scoring rates. Real time: 45 min + 1–4 min added, a 15 min break, then
// 45 min + 2–6 min added; the clock shows 45:00 at the second kick-off. Invariants: the timeline ends at exactly the
// result (a goal is the only event that moves the score); no event falls in the last or first second of a half, so
// "the last seconds of a period" (which suspend markets) never hide a goal at the whistle.
import { poissonDraw } from '../tickets/results-lines.ts';
import type { LiveEvent, LiveEventKind, Side, Timeline } from './timeline.ts';

const MINUTE = 60_000;
export const HALF_MS = 45 * MINUTE;
export const HALF_TIME_BREAK_MS = 15 * MINUTE;
/** A penalty comes this long before its goal: long enough for the markets to be suspended and seen so. */
const PENALTY_LEAD_MS = 50_000;
/** Share of goals that come from a penalty, and penalties missed per half. */
const PENALTY_GOAL_SHARE = 0.1;
const MISSED_PENALTIES_PER_HALF = 0.03;
/** Per match, both sides together, before the split by scoring rate. */
const CORNERS = 10;
const SHOTS_OFF_GOAL = 22;
const DANGEROUS_ATTACKS = 90;
const YELLOWS_PER_SIDE = 1.9;
const REDS_PER_SIDE = 0.06;

export interface FootballFinal {
  home: number;
  away: number;
  halfTime: { home: number; away: number };
}

interface Half {
  period: 1 | 2;
  /** Real time of its kick-off, and its length (ms). */
  start: number;
  length: number;
  /** The clock at its kick-off. */
  clockStart: number;
}

type Draft = Omit<LiveEvent, 'seq'>;

/** The halves' real times: the added time of each drawn (whole minutes, as the fourth official shows it). */
function footballHalves(rand: () => number): [Half, Half] {
  const first: Half = { period: 1, start: 0, length: HALF_MS + (1 + Math.floor(rand() * 4)) * MINUTE, clockStart: 0 };
  const second: Half = {
    period: 2,
    start: first.length + HALF_TIME_BREAK_MS,
    length: HALF_MS + (2 + Math.floor(rand() * 5)) * MINUTE,
    clockStart: HALF_MS,
  };
  return [first, second];
}

/** An instant inside the half, at least `margin` ms from both of its edges. */
function instantIn(half: Half, rand: () => number, margin = 1000): number {
  return half.start + margin + Math.floor(rand() * (half.length - 2 * margin));
}

function draft(half: Half, at: number, kind: LiveEventKind, side: Side | null): Draft {
  return { at, kind, side, period: half.period, clock: half.clockStart + (at - half.start), points: 1 };
}

function goalsOf(half: Half, side: Side, goals: number, rand: () => number): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < goals; i++) {
    const fromPenalty = rand() < PENALTY_GOAL_SHARE;
    const at = instantIn(half, rand, fromPenalty ? PENALTY_LEAD_MS + 1000 : 1000);
    if (fromPenalty) {
      out.push(draft(half, at - PENALTY_LEAD_MS, 'penalty', side));
    }
    out.push(draft(half, at, 'goal', side));
  }
  return out;
}

/** `count` events of `kind` spread over both halves, each side's share in proportion to its scoring rate. */
function sprinkle(halves: readonly Half[], kind: LiveEventKind, mean: number, homeShare: number, rand: () => number): Draft[] {
  const out: Draft[] = [];
  for (const [side, share] of [
    ['home', homeShare],
    ['away', 1 - homeShare],
  ] as const) {
    const n = poissonDraw(mean * share, rand);
    for (let i = 0; i < n; i++) {
      const half = halves[rand() < 0.5 ? 0 : 1] as Half;
      out.push(draft(half, instantIn(half, rand), kind, side));
    }
  }
  return out;
}

/**
 * The match of `result`, with `rates` the teams' expected goals (catalog/feed/pricing-football.ts): the stronger
 * side has more of the ball, the corners and the shots, as the odds said it would.
 */
export function playFootball(result: FootballFinal, rates: { lh: number; la: number }, rand: () => number): Timeline {
  const halves = footballHalves(rand);
  const [first, second] = halves;
  const homeShare = Math.min(0.8, Math.max(0.2, rates.lh / (rates.lh + rates.la || 1)));
  const drafts: Draft[] = [
    ...goalsOf(first, 'home', result.halfTime.home, rand),
    ...goalsOf(first, 'away', result.halfTime.away, rand),
    ...goalsOf(second, 'home', result.home - result.halfTime.home, rand),
    ...goalsOf(second, 'away', result.away - result.halfTime.away, rand),
    ...sprinkle(halves, 'corner', CORNERS, homeShare, rand),
    ...sprinkle(halves, 'shot', SHOTS_OFF_GOAL, homeShare, rand),
    ...sprinkle(halves, 'dangerous_attack', DANGEROUS_ATTACKS, homeShare, rand),
    ...sprinkle(halves, 'yellow_card', YELLOWS_PER_SIDE * 2, 0.5, rand),
    ...sprinkle(halves, 'red_card', REDS_PER_SIDE * 2, 0.5, rand),
  ];
  for (const half of halves) {
    for (const side of ['home', 'away'] as const) {
      if (rand() < MISSED_PENALTIES_PER_HALF) {
        drafts.push(draft(half, instantIn(half, rand), 'penalty', side));
      }
    }
  }
  const end = second.start + second.length;
  const body = drafts.sort((a, b) => a.at - b.at);
  const all: Draft[] = [
    draft(first, 0, 'period_start', null),
    ...body.filter((d) => d.period === 1),
    draft(first, first.length, 'period_end', null),
    draft(second, second.start, 'period_start', null),
    ...body.filter((d) => d.period === 2),
    draft(second, end, 'period_end', null),
    draft(second, end, 'match_end', null),
  ];
  return { sport: 'football', events: all.map((d, i) => ({ ...d, seq: i + 1 })), endsAt: end };
}
