// The demo schedule's breadth and round-the-clock coverage (issue 32, "The live feed"): at least 40 tournaments over at
// least 10 sports with the African, lower-European and night-hours leagues named in the issue; and at every moment of
// every day at least 5 matches of the live-played sports in play and at least 5 kicking off within the next hour.
import { describe, expect, it } from 'vitest';
import { ANCHOR_MS, CATEGORIES, SPORTS, TOURNAMENTS, allFixturesBetween, priceMatch } from '../../../server/modules/catalog/feed/index.ts';
import { LIVE_SPORTS } from '../../../server/modules/live/sports.ts';
import { sportIconKey, SPORT_ICONS } from '../../../src/reference/sport-icons.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { flagsDir } from '../../../build/flags-plugin.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A match counts as in play for its first 100 minutes only (a football match lasts ~115, a FIBA game ~100). */
const IN_PLAY_MS = 100 * MINUTE;
const MIN_IN_PLAY = 5;
const MIN_KICKOFFS_NEXT_HOUR = 5;

interface Coverage {
  minInPlay: number;
  minKickoffs: number;
  worstInPlayAt: number;
  worstKickoffsAt: number;
}

/** Sorted kickoffs of the live-played sports in [from, to). */
function liveKickoffs(from: number, to: number): number[] {
  return allFixturesBetween(from, to)
    .filter((f) => LIVE_SPORTS[f.sportId] !== undefined)
    .map((f) => f.startTime)
    .sort((a, b) => a - b);
}

/** How many of the sorted times lie in (lo, hi]. */
function countIn(times: readonly number[], lo: number, hi: number): number {
  const firstAfter = (x: number): number => {
    let a = 0;
    let b = times.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if ((times[m] ?? 0) <= x) a = m + 1;
      else b = m;
    }
    return a;
  };
  return firstAfter(hi) - firstAfter(lo);
}

/**
 * The least number of matches in play (kicked off in (t − 100 min, t]) and kicking off in (t, t + 1 h] over [from, to).
 * Both counts only change at a kickoff or 100 min after one, so checking every 10 minutes and every such instant gives
 * the exact minimum over the continuous interval, not just on a grid.
 */
function coverage(from: number, to: number): Coverage {
  const kickoffs = liveKickoffs(from - DAY, to + DAY);
  const instants = new Set<number>();
  for (let t = from; t < to; t += 10 * MINUTE) instants.add(t);
  for (const k of kickoffs) {
    for (const t of [k, k + IN_PLAY_MS, k - HOUR]) if (t >= from && t < to) instants.add(t);
  }
  const out: Coverage = { minInPlay: Infinity, minKickoffs: Infinity, worstInPlayAt: from, worstKickoffsAt: from };
  for (const t of instants) {
    // In play at t: kicked off at or before t and less than 100 min ago; 100 min after a kickoff it no longer counts.
    const inPlay = countIn(kickoffs, t - IN_PLAY_MS, t);
    const next = countIn(kickoffs, t, t + HOUR);
    if (inPlay < out.minInPlay) Object.assign(out, { minInPlay: inPlay, worstInPlayAt: t });
    if (next < out.minKickoffs) Object.assign(out, { minKickoffs: next, worstKickoffsAt: t });
  }
  return out;
}

const iso = (t: number): string => new Date(t).toISOString();

describe('the demo catalogue', () => {
  it('has at least 40 tournaments over at least 10 sports, each sport with an icon of its own', () => {
    expect(TOURNAMENTS.length).toBeGreaterThanOrEqual(40);
    const sports = new Set(TOURNAMENTS.map((t) => t.sportId));
    expect(sports.size).toBeGreaterThanOrEqual(10);
    expect(new Set(SPORTS.map((s) => s.id))).toEqual(sports);
    for (const s of SPORTS) {
      expect(Object.keys(SPORT_ICONS), s.name).toContain(s.iconKey);
      expect(sportIconKey(s.name), s.name).toBe(s.iconKey);
    }
  });

  it('includes the CAF Champions League, the African leagues, the European second divisions and the night-hours leagues', () => {
    const where = (name: string): string | undefined => {
      const t = TOURNAMENTS.find((x) => x.name === name);
      return t && CATEGORIES.find((c) => c.id === t.categoryId)?.name;
    };
    expect(where('CAF Champions League')).toBe('Africa');
    for (const country of ['Ethiopia', 'Kenya', 'Nigeria', 'Egypt', 'South Africa']) {
      const football = TOURNAMENTS.filter((t) => t.sportId === '1' && CATEGORIES.find((c) => c.id === t.categoryId)?.name === country);
      expect(football.length, country).toBeGreaterThanOrEqual(1);
    }
    expect([where('Championship'), where('2. Bundesliga'), where('Serie B'), where('LaLiga 2'), where('Ligue 2')]).toEqual([
      'England',
      'Germany',
      'Italy',
      'Spain',
      'France',
    ]);
    for (const name of ['MLS', 'Liga MX', 'Brasileirão Serie A', 'Liga Profesional', 'J1 League', 'K League 1', 'A-League Men']) {
      expect(where(name), name).toBeDefined();
    }
    for (const name of ['Chinese Super League', 'Indian Super League', 'NCAA', 'CBA', 'KBL', 'B.League', 'NBL']) {
      expect(where(name), name).toBeDefined();
    }
    for (const name of ['Challenger Asia', 'Challenger Americas', 'WTA 125 Asia', 'WTA 125 Americas']) {
      expect(where(name), name).toBeDefined();
    }
  });

  it('gives every category a flag the client can show (a flag-icons file) or none, for a globe', () => {
    for (const c of CATEGORIES) {
      if (c.countryCode !== null) expect(existsSync(join(flagsDir(), `${c.countryCode}.svg`)), `${c.name} ${c.countryCode}`).toBe(true);
    }
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
  });

  it('prices every tournament: each fixture of a week has a main market with every outcome priced', () => {
    const week = allFixturesBetween(ANCHOR_MS, ANCHOR_MS + 7 * DAY);
    for (const t of TOURNAMENTS) {
      const fixtures = week.filter((f) => f.tournamentId === t.id);
      expect(fixtures.length, t.name).toBeGreaterThan(0);
      for (const f of fixtures.slice(0, 8)) {
        const markets = priceMatch(f);
        expect(markets.length, t.name).toBeGreaterThanOrEqual(5);
        for (const m of markets) {
          expect(m.outcomes.length, `${t.name} ${m.name}`).toBeGreaterThanOrEqual(2);
          for (const o of m.outcomes) {
            expect(o.odds, `${t.name} ${m.name} ${o.name}`).toBeGreaterThanOrEqual(1.01);
            expect(o.odds).toBeLessThanOrEqual(500);
          }
        }
      }
    }
  });
});

describe('round-the-clock coverage of the live-played sports (football, basketball, tennis)', () => {
  it('plays only football, basketball and tennis live', () => {
    expect(Object.keys(LIVE_SPORTS).sort()).toEqual(['1', '2', '5']);
  });

  // Two weeks from the anchor (the NBA, NCAA and CBA cycles last two days, so a fortnight is the whole period) and a
  // week in December 2026.
  it.each([
    ['the first fortnight', ANCHOR_MS, ANCHOR_MS + 14 * DAY],
    ['a week of December 2026', Date.UTC(2026, 11, 7, 0, 0), Date.UTC(2026, 11, 14, 0, 0)],
  ])('over %s keeps ≥ 5 matches in play and ≥ 5 kicking off within the hour at every moment', (_label, from, to) => {
    const c = coverage(from, to);
    expect(c.minInPlay, `fewest in play at ${iso(c.worstInPlayAt)}`).toBeGreaterThanOrEqual(MIN_IN_PLAY);
    expect(c.minKickoffs, `fewest kickoffs within the hour at ${iso(c.worstKickoffsAt)}`).toBeGreaterThanOrEqual(MIN_KICKOFFS_NEXT_HOUR);
  });

  it('covers every hour of the day with football, not only at the weekend in Europe', () => {
    const week = allFixturesBetween(ANCHOR_MS, ANCHOR_MS + 7 * DAY).filter((f) => f.sportId === '1');
    const hours = new Set(week.map((f) => new Date(f.startTime).getUTCHours()));
    // Football kicks off in at least 20 of the 24 hours UTC over a week (04:00–05:00 UTC and the like come from Asia).
    expect(hours.size).toBeGreaterThanOrEqual(20);
  });
});
