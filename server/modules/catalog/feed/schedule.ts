// Fixture generator. A fixture is a pure function of (tournament, round, pairing), and rounds are
// laid on a fixed periodic calendar, so any window over the same instant yields identical fixtures
// (same id, teams, kickoff) — a poller can insert them repeatedly with ON CONFLICT DO NOTHING.
import type { Fixture, KickoffSlot, SchedulePattern, TeamDef, TournamentDef } from './types.ts';
import { seededRandom, shuffled } from './rng.ts';
import { TOURNAMENTS } from './sports.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Refuse absurd windows instead of looping for minutes. */
const MAX_CYCLES_PER_CALL = 20_000;

function mod(a: number, m: number): number {
  return ((a % m) + m) % m;
}

function slotOffsets(slots: readonly KickoffSlot[]): number[] {
  const out: number[] = [];
  for (const s of slots) {
    const [hh, mm] = s.at.split(':').map(Number);
    const offset = s.day * DAY_MS + ((hh ?? 0) * 60 + (mm ?? 0)) * MINUTE_MS;
    for (let i = 0; i < s.count; i++) out.push(offset);
  }
  return out;
}

export interface Pairing {
  index: number;
  home: number;
  away: number;
}

/**
 * Circle-method pairings of round r for n teams (a bye is added when n is odd and its games are
 * dropped). Top-half positions host on odd pairing indices, so a team alternates home and away as
 * the circle turns; every other full cycle flips all venues so each pair meets at both grounds.
 */
export function circlePairings(n: number, r: number): Pairing[] {
  if (n < 2) return [];
  const m = n % 2 === 0 ? n : n + 1;
  const k = mod(r, m - 1);
  const swapCycle = mod(Math.floor(r / (m - 1)), 2) === 1;
  const at = (p: number): number => (p === 0 ? 0 : mod(p - 1 + k, m - 1) + 1);
  const out: Pairing[] = [];
  for (let i = 0; i < m / 2; i++) {
    const a = at(i);
    const b = at(m - 1 - i);
    if (a >= n || b >= n) continue;
    let aHome = i === 0 ? k % 2 === 0 : i % 2 === 1;
    if (swapCycle) aHome = !aHome;
    out.push({ index: i, home: aHome ? a : b, away: aHome ? b : a });
  }
  return out;
}

// Match ids: an injective packing of (round, tournament slot, pairing) pushed through an affine
// bijection of [0, 9e7), so ids look like random 8-digit numbers yet can never collide. Slots 0–31 fill
// that space, so slots 32–95 (the tournaments added in issue 32) get the same scheme over [0, 9e8), i.e.
// 9-digit ids from 100 000 000 up, which no 8-digit id can equal.
const ID_SPACE = 90_000_000;
const ID_MULT = 61_803_397; // coprime with 9e7 = 2^7·3^2·5^7
const ID_ADD = 12_345_678;
const ROUND_SPAN = Math.floor(ID_SPACE / 1024);
const WIDE_SLOTS = 64;
const WIDE_SPACE = 900_000_000;
const WIDE_MULT = 7_654_321; // coprime with 9e8 = 2^8·3^2·5^8, and small enough that WIDE_MULT · v < 2^53
const WIDE_ADD = 123_456_789;
const WIDE_ROUND_SPAN = Math.floor(WIDE_SPACE / (WIDE_SLOTS * 32));

export function matchId(idSlot: number, round: number, pairingIndex: number): string {
  if (idSlot >= 32) {
    const slot = (idSlot - 32) % WIDE_SLOTS;
    const w = (mod(round + Math.floor(WIDE_ROUND_SPAN / 2), WIDE_ROUND_SPAN) * WIDE_SLOTS + slot) * 32 + (pairingIndex & 31);
    return `sr:match:${100_000_000 + ((WIDE_MULT * w + WIDE_ADD) % WIDE_SPACE)}`;
  }
  const v = (mod(round + Math.floor(ROUND_SPAN / 2), ROUND_SPAN) * 32 + (idSlot & 31)) * 32 + (pairingIndex & 31);
  const mixed = (ID_MULT * v + ID_ADD) % ID_SPACE; // < 2^53, exact in doubles
  return `sr:match:${10_000_000 + mixed}`;
}

function teamAt(teams: readonly TeamDef[], i: number): TeamDef {
  const t = teams[i];
  if (!t) throw new Error(`feed schedule: no team at index ${i}`);
  return t;
}

/** All fixtures of round r, in kickoff-slot order. */
export function roundFixtures(t: TournamentDef, r: number): Fixture[] {
  const pattern = t.schedule;
  const perCycle = pattern.rounds.length;
  const template = pattern.rounds[mod(r, perCycle)];
  if (!template) return [];
  const cycleStart = pattern.anchorMs + Math.floor(r / perCycle) * pattern.cycleDays * DAY_MS;
  const offsets = slotOffsets(template);
  // Shuffling decides which pairing gets which slot (and, for tennis, which pairings play at all).
  const order = shuffled(circlePairings(t.teams.length, r), seededRandom(`${t.id}#${r}`));
  const out: Fixture[] = [];
  for (let i = 0; i < Math.min(order.length, offsets.length); i++) {
    const p = order[i] as Pairing;
    out.push({
      id: matchId(t.idSlot, r, p.index),
      tournamentId: t.id,
      sportId: t.sportId,
      categoryId: t.categoryId,
      round: r + 1,
      startTime: cycleStart + (offsets[i] ?? 0),
      home: teamAt(t.teams, p.home),
      away: teamAt(t.teams, p.away),
    });
  }
  return out;
}

function offsetRange(pattern: SchedulePattern): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const tpl of pattern.rounds) {
    for (const o of slotOffsets(tpl)) {
      min = Math.min(min, o);
      max = Math.max(max, o);
    }
  }
  return { min, max };
}

/** Fixtures of t with startTime in [fromMs, toMs), sorted by kickoff then id. */
export function fixturesBetween(t: TournamentDef, fromMs: number, toMs: number): Fixture[] {
  if (!(toMs > fromMs) || !Number.isFinite(fromMs) || !Number.isFinite(toMs)) return [];
  const pattern = t.schedule;
  const { min, max } = offsetRange(pattern);
  if (!Number.isFinite(min)) return [];
  const cycleMs = pattern.cycleDays * DAY_MS;
  const firstCycle = Math.floor((fromMs - pattern.anchorMs - max) / cycleMs);
  const lastCycle = Math.floor((toMs - pattern.anchorMs - min) / cycleMs);
  if (lastCycle - firstCycle > MAX_CYCLES_PER_CALL) throw new RangeError('feed schedule: window too large');
  const out: Fixture[] = [];
  for (let c = firstCycle; c <= lastCycle; c++) {
    for (let j = 0; j < pattern.rounds.length; j++) {
      for (const f of roundFixtures(t, c * pattern.rounds.length + j)) {
        if (f.startTime >= fromMs && f.startTime < toMs) out.push(f);
      }
    }
  }
  return out.sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Fixtures of every tournament in [fromMs, toMs). */
export function allFixturesBetween(fromMs: number, toMs: number, tournaments: readonly TournamentDef[] = TOURNAMENTS): Fixture[] {
  return tournaments.flatMap((t) => fixturesBetween(t, fromMs, toMs));
}
