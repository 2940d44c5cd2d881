// The embedded basketball and tennis engines (live/play-*.ts) over many results and seeds: the timeline ends at the
// exact final result, events are in time order with seq 1..n, the state at an instant depends only on the events
// before it, and the clock stands still in breaks. Basketball: baskets stay clear of a quarter's edges and the
// quarters add up to the final. Tennis: every set is a legal order of games (no prefix is already a finished set).
// Plus exact examples, and results that are not tennis scores thrown out by set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../server/modules/catalog/feed/rng.ts';
import { FIBA_FORMAT, NBA_FORMAT, playBasketball } from '../../server/modules/live/play-basketball.ts';
import { playTennis, TENNIS_MAX_MS } from '../../server/modules/live/play-tennis.ts';
import { type LiveEvent, stateAt, type Timeline } from '../../server/modules/live/timeline.ts';

const MINUTE = 60_000;
const RUNS = { numRuns: 100 };

/** Time order, seq 1..n, endsAt on the last event, and no future leak: the state just before each event excludes it. */
function expectWellFormed(t: Timeline): void {
  expect(t.events.map((e) => e.seq)).toEqual(t.events.map((_, i) => i + 1));
  expect(t.endsAt).toBe(t.events.at(-1)?.at);
  expect(t.events.at(-1)?.kind).toBe('match_end');
  for (const [i, e] of t.events.entries()) {
    const prev = t.events[i - 1];
    if (prev !== undefined) {
      expect(e.at).toBeGreaterThanOrEqual(prev.at);
    }
    const before = stateAt(t, e.at - 1);
    expect(before.seq).toBeLessThan(e.seq);
    // The same answer with every event from e on removed: nothing at or after e.at reaches the state before it.
    expect(before).toEqual(stateAt({ ...t, events: t.events.filter((x) => x.at < e.at) }, e.at - 1));
    expect(stateAt(t, e.at).seq).toBeGreaterThanOrEqual(e.seq);
  }
}

/** '7-6 6-4' → the sets, home games first. */
const setsOf = (score: string) => score.split(' ').map((s) => ({ home: Number(s.split('-')[0]), away: Number(s.split('-')[1]) }));
const ofKind = (t: Timeline, kind: LiveEvent['kind']) => t.events.filter((e) => e.kind === kind);

describe('basketball engine', () => {
  const formats = fc.constantFrom(NBA_FORMAT, FIBA_FORMAT);
  const score = fc.integer({ min: 0, max: 160 });

  it('ends at the exact final score, quarters add up, baskets stay clear of the edges, the clock stops in breaks', () => {
    fc.assert(
      fc.property(score, score, formats, fc.string(), (home, away, format, seed) => {
        const t = playBasketball({ home, away }, format, seededRandom(seed));
        const { quarters, quarterMs } = format;
        expectWellFormed(t);
        const end = stateAt(t, t.endsAt);
        expect([end.phase, end.home.score, end.away.score]).toEqual(['ended', home, away]);
        // 2 + 15 + 2 min of breaks between four quarters.
        expect(t.endsAt).toBe(quarters * quarterMs + 19 * MINUTE);

        // Only the match_end shares its instant (with the last period_end).
        for (const [i, e] of t.events.entries()) {
          if (i > 0 && e.kind !== 'match_end') {
            expect(e.at).toBeGreaterThan(t.events[i - 1]!.at);
          }
        }
        const perQuarter = Array.from({ length: quarters }, () => ({ home: 0, away: 0 }));
        for (const e of ofKind(t, 'score')) {
          expect([1, 2, 3]).toContain(e.points);
          const q = e.period;
          expect(e.clock).toBeGreaterThan((q - 1) * quarterMs + 1000);
          expect(e.clock).toBeLessThan(q * quarterMs - 1000);
          perQuarter[q - 1]![e.side as 'home' | 'away'] += e.points;
        }
        expect(perQuarter.reduce((s, p) => s + p.home, 0)).toBe(home);
        expect(perQuarter.reduce((s, p) => s + p.away, 0)).toBe(away);
        // The state keeps the running score at each quarter's end: its differences are the quarters' totals.
        expect(
          end.periods.map((p, i) => ({ home: p.home - (end.periods[i - 1]?.home ?? 0), away: p.away - (end.periods[i - 1]?.away ?? 0) })),
        ).toEqual(perQuarter);

        const starts = ofKind(t, 'period_start');
        const ends = ofKind(t, 'period_end');
        expect(starts.map((e) => e.period)).toEqual([1, 2, 3, 4]);
        expect(ends.map((e) => e.clock)).toEqual([1, 2, 3, 4].map((q) => q * quarterMs));
        for (let q = 0; q < quarters; q++) {
          const [start, stop] = [starts[q]!, ends[q]!];
          // The clock runs in real time within a quarter...
          expect(stop.at - start.at).toBe(quarterMs);
          const mid = stateAt(t, start.at + quarterMs / 2);
          expect([mid.phase, mid.clock]).toEqual(['playing', q * quarterMs + quarterMs / 2]);
          // ...and stands still in the break after it: 2 min, 15 min at half-time.
          const next = starts[q + 1];
          if (next !== undefined) {
            expect(next.at - stop.at).toBe(q === 1 ? 15 * MINUTE : 2 * MINUTE);
            const inBreak = stateAt(t, (stop.at + next.at) / 2);
            expect([inBreak.phase, inBreak.period, inBreak.clock]).toEqual(['break', q + 1, (q + 1) * quarterMs]);
          }
        }
      }),
      RUNS,
    );
  });

  it('about 30 % of baskets are threes, 55 % twos and 15 % free throws', () => {
    const counts = { 1: 0, 2: 0, 3: 0 } as Record<number, number>;
    for (let i = 0; i < 200; i++) {
      for (const e of ofKind(playBasketball({ home: 110, away: 100 }, NBA_FORMAT, seededRandom(`shares ${i}`)), 'score')) {
        counts[e.points] = (counts[e.points] ?? 0) + 1;
      }
    }
    const n = counts[1]! + counts[2]! + counts[3]!;
    expect(counts[3]! / n).toBeCloseTo(0.3, 1);
    expect(counts[2]! / n).toBeCloseTo(0.55, 1);
    expect(counts[1]! / n).toBeCloseTo(0.15, 1);
  });

  it('is the same timeline for the same seed, and a degenerate rand still ends with distinct instants', () => {
    const a = playBasketball({ home: 88, away: 91 }, FIBA_FORMAT, seededRandom('same'));
    expect(playBasketball({ home: 88, away: 91 }, FIBA_FORMAT, seededRandom('same'))).toEqual(a);
    for (const rand of [() => 0, () => 1 - 2 ** -53]) {
      const t = playBasketball({ home: 120, away: 117 }, NBA_FORMAT, rand);
      expectWellFormed(t);
      expect(new Set(t.events.map((e) => e.at)).size).toBe(t.events.length - 1);
      expect([stateAt(t, t.endsAt).home.score, stateAt(t, t.endsAt).away.score]).toEqual([120, 117]);
    }
  });

  it('a 0-0 game is only its quarters; a score that is not a whole number ≥ 0 throws', () => {
    const t = playBasketball({ home: 0, away: 0 }, FIBA_FORMAT, seededRandom('nil'));
    expect(t.events.map((e) => `${e.kind}@${e.at / MINUTE}`).join(' ')).toBe(
      'period_start@0 period_end@10 period_start@12 period_end@22 period_start@37 period_end@47 period_start@49 period_end@59 match_end@59',
    );
    expect(() => playBasketball({ home: -1, away: 80 }, NBA_FORMAT, seededRandom('x'))).toThrow(/home/);
    expect(() => playBasketball({ home: 80, away: 80.5 }, NBA_FORMAT, seededRandom('x'))).toThrow(/away/);
  });
});

describe('tennis engine', () => {
  const LEGAL = setsOf('6-0 6-1 6-2 6-3 6-4 7-5 7-6');
  const setScore = fc.tuple(fc.constantFrom(...LEGAL), fc.boolean()).map(([s, homeWins]) => (homeWins ? s : { home: s.away, away: s.home }));
  const finished = (h: number, a: number) => Math.max(h, a) >= 7 || (Math.max(h, a) === 6 && Math.abs(h - a) >= 2);

  it('ends at the exact sets through legal sets, games 3-6 min apart, sets 2 min apart, clock = real time', () => {
    fc.assert(
      fc.property(fc.array(setScore, { minLength: 1, maxLength: 5 }), fc.string(), (sets, seed) => {
        const t = playTennis({ sets }, seededRandom(seed));
        expectWellFormed(t);
        const end = stateAt(t, t.endsAt);
        expect(end.phase).toBe('ended');
        expect(end.periods).toEqual(sets);
        // A long match is played faster, to end within the demo's 2 h; otherwise games and breaks keep their lengths.
        expect(t.endsAt).toBeLessThanOrEqual(TENNIS_MAX_MS);
        const compressed = t.endsAt === TENNIS_MAX_MS;
        // A tennis side's score is its sets won.
        expect([end.home.score, end.away.score]).toEqual([sets.filter((x) => x.home > x.away).length, sets.filter((x) => x.away > x.home).length]);
        expect(t.events.every((e) => e.clock === e.at && e.points === 1)).toBe(true);
        expect(ofKind(t, 'game')).toHaveLength(sets.reduce((n, s) => n + s.home + s.away, 0));

        for (const [i, s] of sets.entries()) {
          const period = i + 1;
          const inSet = t.events.filter((e) => e.period === period && e.kind !== 'match_end');
          expect(inSet[0]?.kind).toBe('period_start');
          expect(inSet.at(-1)?.kind).toBe('period_end');
          const games = inSet.filter((e) => e.kind === 'game');
          // Replayed game by game, the set is never finished before its last game, and is at its score after it.
          const g = { home: 0, away: 0 };
          for (const [k, e] of games.entries()) {
            expect(finished(g.home, g.away)).toBe(false);
            g[e.side as 'home' | 'away'] += 1;
            expect(finished(g.home, g.away)).toBe(k === games.length - 1);
            const played = e.at - (games[k - 1]?.at ?? inSet[0]!.at);
            expect(played).toBeGreaterThanOrEqual(compressed ? 30_000 : 3 * MINUTE);
            expect(played).toBeLessThanOrEqual(6 * MINUTE);
          }
          expect(g).toEqual(s);
          expect(inSet.at(-1)!.at).toBe(games.at(-1)!.at);
          const next = t.events.find((e) => e.period === period + 1 && e.kind === 'period_start');
          if (next !== undefined) {
            const stop = inSet.at(-1)!;
            if (!compressed) {
              expect(next.at - stop.at).toBe(2 * MINUTE);
            }
            expect(next.at - stop.at).toBeGreaterThan(20_000);
            // Between sets: a break, the set's games put away in `periods` and the clock held.
            const between = stateAt(t, stop.at + 10_000);
            expect([between.phase, between.clock, between.home.games, between.away.games]).toEqual(['break', stop.at, 0, 0]);
            expect(between.periods).toEqual(sets.slice(0, period));
          }
        }
      }),
      RUNS,
    );
  });

  it('7-6 6-4: 13 + 10 games, a tie-break to the set winner after 6-6', () => {
    const t = playTennis({ sets: setsOf('7-6 6-4') }, seededRandom('7-6 6-4'));
    const games = ofKind(t, 'game');
    expect(games.filter((e) => e.period === 1)).toHaveLength(13);
    expect(games.filter((e) => e.period === 2)).toHaveLength(10);
    expect(t.events).toHaveLength(13 + 10 + 2 * 2 + 1);
    expect(stateAt(t, games[11]!.at)).toMatchObject({ home: { games: 6 }, away: { games: 6 }, phase: 'playing' });
    expect(games[12]!.side).toBe('home');
    expect(games.filter((e) => e.period === 2).at(-1)!.side).toBe('home');
  });

  it('6-7 7-5 0-6: each set ends with its winner, the match after the third set', () => {
    const sets = setsOf('6-7 7-5 0-6');
    const t = playTennis({ sets }, seededRandom('three'));
    const last = (p: number) =>
      ofKind(t, 'game')
        .filter((e) => e.period === p)
        .at(-1)!.side;
    expect([last(1), last(2), last(3)]).toEqual(['away', 'home', 'away']);
    expect(stateAt(t, t.endsAt).periods).toEqual(sets);
  });

  it('a set that is not a tennis score throws, naming the set', () => {
    const play = (score: string) => () => playTennis({ sets: setsOf(score) }, seededRandom(score));
    expect(play('6-5')).toThrow(/set 1 \(6-5\)/);
    expect(play('6-2 8-6')).toThrow(/set 2 \(8-6\)/);
    expect(play('25-23')).toThrow(/set 1 \(25-23\)/);
    expect(play('3-6 6-6')).toThrow(/set 2 \(6-6\)/);
    expect(play('5-7 7-4')).toThrow(/set 2 \(7-4\)/);
    expect(() => playTennis({ sets: [{ home: 6, away: -1 }] }, seededRandom('negative'))).toThrow(/set 1/);
    expect(() => playTennis({ sets: [] }, seededRandom('none'))).toThrow(/at least one set/);
  });
});
