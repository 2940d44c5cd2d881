// The embedded football engine and its in-play prices (issue 32): a match laid out from its drawn result ends at
// exactly that result, shows nothing of its future, and keeps a real clock; the live book equals the prematch one at
// kick-off, moves the right way with goals, time and red cards; markets are decided as soon as a goal decides them,
// and every early decision agrees with the grade of the final result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceMatch, sportModel } from '../../server/modules/catalog/feed/index.ts';
import { seededRandom } from '../../server/modules/catalog/feed/rng.ts';
import { decidedFootball } from '../../server/modules/live/decided-football.ts';
import { HALF_TIME_BREAK_MS, playFootball, type FootballFinal } from '../../server/modules/live/play-football.ts';
import { goalsToCome, NEXT_GOAL_MARKET, priceFootballLive, remainingShare } from '../../server/modules/live/price-football.ts';
import { applyEvent, initialState, stateAt, type LiveState, type Side } from '../../server/modules/live/timeline.ts';
import { gradeFootball } from '../../server/modules/tickets/results-football.ts';

const MIN = 60_000;
const RATES = { lh: 1.6, la: 1.1 };

const finals = fc
  .record({ h1: fc.nat(3), a1: fc.nat(3), h2: fc.nat(4), a2: fc.nat(4) })
  .map(({ h1, a1, h2, a2 }): FootballFinal => ({ home: h1 + h2, away: a1 + a2, halfTime: { home: h1, away: a1 } }));

/** A state in play: the score, the clock (min) and the period, the goals in the given order. */
function playing(minute: number, goals: Side[] = [], red: { home?: number; away?: number } = {}): LiveState {
  const s = initialState('football');
  const count = (side: Side) => goals.filter((g) => g === side).length;
  return {
    ...s,
    phase: 'playing',
    period: minute < 45 ? 1 : 2,
    clock: minute * MIN,
    goals,
    home: { ...s.home, score: count('home'), redCards: red.home ?? 0 },
    away: { ...s.away, score: count('away'), redCards: red.away ?? 0 },
  };
}

const price = (markets: ReturnType<typeof priceFootballLive>, id: string, specifier: string | null, outcome: string) =>
  markets.find((m) => m.marketId === id && m.specifier === specifier)?.outcomes.find((o) => o.outcomeId === outcome)?.odds;

describe('the football engine', () => {
  it('ends at exactly the drawn result, half-time score included, with events in order and nothing in the last second', () => {
    fc.assert(
      fc.property(finals, fc.string(), (final, seed) => {
        const t = playFootball(final, RATES, seededRandom(seed));
        const end = stateAt(t, t.endsAt);
        expect(end.phase).toBe('ended');
        expect([end.home.score, end.away.score]).toEqual([final.home, final.away]);
        expect(end.periods[0]).toEqual(final.halfTime);
        expect(end.goals.length).toBe(final.home + final.away);
        t.events.forEach((e, i) => {
          expect(e.seq).toBe(i + 1);
          expect(e.at).toBeGreaterThanOrEqual(t.events[i - 1]?.at ?? 0);
        });
        const [, firstEnd, secondStart] = t.events.filter((e) => e.kind === 'period_start' || e.kind === 'period_end');
        for (const e of t.events.filter((x) => x.kind === 'goal')) {
          const edges = e.period === 1 ? [0, firstEnd?.at ?? 0] : [secondStart?.at ?? 0, t.endsAt];
          expect(e.at - (edges[0] ?? 0)).toBeGreaterThanOrEqual(1000);
          expect((edges[1] ?? 0) - e.at).toBeGreaterThanOrEqual(1000);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('shows nothing of the future: the state just before an event has not taken it in', () => {
    const t = playFootball({ home: 2, away: 1, halfTime: { home: 1, away: 0 } }, RATES, seededRandom('future'));
    for (const e of t.events.filter((x) => x.kind === 'goal')) {
      const before = stateAt(t, e.at - 1);
      expect(before.seq).toBeLessThan(e.seq);
      expect(before.goals.length).toBeLessThan(stateAt(t, e.at).goals.length);
    }
  });

  it('runs the clock in real time in a half, stops it at half-time, and shows 45:00 at the second kick-off', () => {
    const t = playFootball({ home: 0, away: 0, halfTime: { home: 0, away: 0 } }, RATES, seededRandom('clock'));
    const firstEnd = t.events.find((e) => e.kind === 'period_end');
    expect(firstEnd).toBeDefined();
    const length = firstEnd?.at ?? 0;
    expect(length).toBeGreaterThanOrEqual(46 * MIN);
    expect(stateAt(t, 10 * MIN).clock).toBe(10 * MIN);
    const inBreak = stateAt(t, length + HALF_TIME_BREAK_MS / 2);
    expect(inBreak.phase).toBe('break');
    expect(inBreak.clock).toBe(length);
    const secondKickOff = stateAt(t, length + HALF_TIME_BREAK_MS);
    expect(secondKickOff.period).toBe(2);
    expect(secondKickOff.clock).toBe(45 * MIN);
    expect(stateAt(t, length + HALF_TIME_BREAK_MS + 5 * MIN).clock).toBe(50 * MIN);
  });
});

describe('in-play football prices', () => {
  const fixture = {
    id: 'sr:match:live-1',
    tournamentId: 'sr:tournament:17',
    sportId: '1',
    categoryId: 'sr:category:1',
    round: 1,
    startTime: 0,
    home: { name: 'Home', strength: 1700 },
    away: { name: 'Away', strength: 1650 },
  };

  it('at kick-off the live book is the prematch book, price for price', () => {
    const prematch = priceMatch(fixture);
    const model = sportModel(fixture);
    if (model?.kind !== 'football') {
      throw new Error('a football fixture has a football model');
    }
    const rates = { lh: model.lh, la: model.la };
    const kickOff = { ...initialState('football'), phase: 'playing' as const, period: 1 };
    const live = priceFootballLive(rates, kickOff);
    expect(remainingShare(kickOff)).toBeCloseTo(1, 10);
    for (const id of ['1', '10', '18', '29', '16']) {
      const pre = prematch.filter((m) => m.marketId === id).map((m) => [m.specifier, m.outcomes.map((o) => o.odds)]);
      const now = live.filter((m) => m.marketId === id).map((m) => [m.specifier, m.outcomes.map((o) => o.odds)]);
      expect(now).toEqual(pre);
    }
  });

  it('a goal shortens the scorer, time shortens a leader, and a 1-0 at 89:00 is close to a sure thing', () => {
    const at0 = priceFootballLive(RATES, playing(20));
    const homeScored = priceFootballLive(RATES, playing(20, ['home']));
    expect(price(homeScored, '1', null, '1')).toBeLessThan(price(at0, '1', null, '1') ?? 0);
    expect(price(homeScored, '1', null, '3')).toBeGreaterThan(price(at0, '1', null, '3') ?? 0);
    const late = priceFootballLive(RATES, playing(80, ['home']));
    expect(price(late, '1', null, '1')).toBeLessThan(price(homeScored, '1', null, '1') ?? 0);
    expect(price(priceFootballLive(RATES, playing(89, ['home'])), '1', null, '1')).toBeLessThan(1.15);
    // 0-0 late: the draw is the favourite
    const goalless = priceFootballLive(RATES, playing(88));
    expect(price(goalless, '1', null, '2')).toBeLessThan(Math.min(price(goalless, '1', null, '1') ?? 0, price(goalless, '1', null, '3') ?? 0));
  });

  it('a red card lowers its side’s goals to come and raises the other side’s', () => {
    const even = goalsToCome(RATES, playing(30));
    const sentOff = goalsToCome(RATES, playing(30, [], { home: 1 }));
    expect(sentOff.lh).toBeLessThan(even.lh);
    expect(sentOff.la).toBeGreaterThan(even.la);
    expect(price(priceFootballLive(RATES, playing(30, [], { home: 1 })), '1', null, '1')).toBeGreaterThan(
      price(priceFootballLive(RATES, playing(30)), '1', null, '1') ?? 0,
    );
  });

  it('keeps the margin: every market’s book is above 100 %', () => {
    for (const s of [playing(5), playing(44, ['away']), playing(70, ['home', 'home', 'away'])]) {
      for (const m of priceFootballLive(RATES, s)) {
        const winners = m.marketId === '10' ? 2 : 1;
        const book = m.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0);
        expect(book, `${m.marketId} ${m.specifier}`).toBeGreaterThan(winners);
      }
    }
  });

  it('offers no market a goal has decided, and the next goal is always the one to come', () => {
    const s = playing(60, ['home', 'away', 'home']);
    const live = priceFootballLive(RATES, s);
    const specs = (id: string) => live.filter((m) => m.marketId === id).map((m) => m.specifier);
    expect(specs('18')).toEqual(['total=3.5', 'total=4.5', 'total=5.5']);
    expect(specs('29')).toEqual([]);
    expect(specs(NEXT_GOAL_MARKET)).toEqual(['goalnr=4']);
    expect(specs('19')).toEqual(['total=2.5']);
    expect(specs('20')).toEqual(['total=1.5', 'total=2.5']);
    expect(specs('1')).toEqual([null]);
    expect(priceFootballLive(RATES, { ...s, phase: 'ended' })).toEqual([]);
  });
});

describe('markets decided in play', () => {
  it('over 2.5 at the third goal, BTTS at the second side’s first goal, the Nth goal when it is scored', () => {
    const leg = (marketId: string, specifier: string, outcomeId: string) => ({ marketId, specifier, outcomeId });
    expect(decidedFootball(leg('18', 'total=2.5', '12'), playing(50, ['home', 'home']))).toBeNull();
    expect(decidedFootball(leg('18', 'total=2.5', '12'), playing(50, ['home', 'home', 'away']))).toBe('WON');
    expect(decidedFootball(leg('18', 'total=2.5', '13'), playing(50, ['home', 'home', 'away']))).toBe('LOST');
    expect(decidedFootball(leg('29', '', '74'), playing(50, ['home', 'home']))).toBeNull();
    expect(decidedFootball(leg('29', '', '74'), playing(50, ['home', 'away']))).toBe('WON');
    expect(decidedFootball(leg('29', '', '76'), playing(50, ['home', 'away']))).toBe('LOST');
    expect(decidedFootball(leg('8', 'goalnr=2', '8'), playing(50, ['home']))).toBeNull();
    expect(decidedFootball(leg('8', 'goalnr=2', '8'), playing(50, ['home', 'away']))).toBe('WON');
    expect(decidedFootball(leg('8', 'goalnr=2', '7'), playing(50, ['home', 'away']))).toBe('LOST');
    expect(decidedFootball(leg('8', 'goalnr=2', '7'), { ...playing(95, ['home']), phase: 'ended' })).toBe('WON');
    expect(decidedFootball(leg('1', '', '1'), playing(89, ['home', 'home', 'home']))).toBeNull();
    expect(decidedFootball(leg('21', '', '1'), playing(30, ['home', 'away']))).toBe('LOST');
  });

  it('every leg decided in play is graded the same on the final result', () => {
    const legs: [string, string, string][] = [];
    for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) {
      for (const o of ['12', '13']) {
        legs.push(['18', `total=${line}`, o]);
      }
    }
    for (const line of [0.5, 1.5, 2.5]) {
      for (const id of ['19', '20']) {
        for (const o of ['12', '13']) {
          legs.push([id, `total=${line}`, o]);
        }
      }
    }
    legs.push(['29', '', '74'], ['29', '', '76'], ...['0', '1', '2', '3', '4', '5', '6+'].map((o): [string, string, string] => ['21', '', o]));
    fc.assert(
      fc.property(finals, fc.string(), (final, seed) => {
        const t = playFootball(final, RATES, seededRandom(seed));
        let s = initialState('football');
        for (const e of t.events) {
          s = applyEvent(s, e);
          for (const [marketId, specifier, outcomeId] of legs) {
            const early = decidedFootball({ marketId, specifier, outcomeId }, s);
            if (early !== null) {
              const graded = gradeFootball({ kind: 'football', ...final }, { market_id: marketId, specifier, outcome_id: outcomeId }, new Set());
              expect(early, `${marketId} ${specifier} ${outcomeId} at seq ${e.seq}`).toBe(graded);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
