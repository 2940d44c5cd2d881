// The odds model. Football: home and away goals are independent Poisson counts whose means come from the two
// clubs' strengths (home advantage 12 %); 1X2, Over/Under 2.5 and Both teams to score follow from the score grid.
// Horses: a runner's win chance is its weight e^(rating/6) over the field's (Plackett–Luce, as the draw uses).
// Odds = 1 / (p × (1 + margin)), rounded DOWN to 2 decimals (so the stated margin is a floor), at least 1.01.
// Margins: football 8 %, horses 15 %. Odds are stored as whole hundredths (185 = 1.85).

export const FOOTBALL_MARGIN = 0.08;
export const HORSES_MARGIN = 0.15;
const HOME_ADVANTAGE = 1.12;
const MAX_GOALS = 10;

export interface GoalMeans {
  home: number;
  away: number;
}

export function goalMeans(homeStrength: number, awayStrength: number): GoalMeans {
  const ratio = homeStrength / awayStrength;
  return { home: 1.25 * ratio ** 1.1 * HOME_ADVANTAGE, away: 1.15 * (1 / ratio) ** 1.1 };
}

export function poisson(mean: number, k: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i += 1) {
    p *= mean / i;
  }
  return p;
}

export interface FootballChances {
  home: number;
  draw: number;
  away: number;
  over: number;
  bothScore: number;
}

export function footballChances(means: GoalMeans): FootballChances {
  const c = { home: 0, draw: 0, away: 0, over: 0, bothScore: 0 };
  let total = 0;
  for (let h = 0; h <= MAX_GOALS; h += 1) {
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = poisson(means.home, h) * poisson(means.away, a);
      total += p;
      if (h > a) {
        c.home += p;
      } else if (h === a) {
        c.draw += p;
      } else {
        c.away += p;
      }
      if (h + a > 2) {
        c.over += p;
      }
      if (h > 0 && a > 0) {
        c.bothScore += p;
      }
    }
  }
  // The grid stops at 10 goals a side: renormalise the tiny remainder away.
  return { home: c.home / total, draw: c.draw / total, away: c.away / total, over: c.over / total, bothScore: c.bothScore / total };
}

/** Decimal odds × 100 for a chance p under a margin. */
export function oddsX100(p: number, margin: number): number {
  return Math.max(101, Math.floor(100 / (p * (1 + margin))));
}

export type OddsTable = Record<string, Record<string, number>>;

export function footballOdds(homeStrength: number, awayStrength: number): OddsTable {
  const c = footballChances(goalMeans(homeStrength, awayStrength));
  const o = (p: number): number => oddsX100(p, FOOTBALL_MARGIN);
  return {
    '1X2': { '1': o(c.home), X: o(c.draw), '2': o(c.away) },
    'OU2.5': { over: o(c.over), under: o(1 - c.over) },
    BTTS: { yes: o(c.bothScore), no: o(1 - c.bothScore) },
  };
}

export const horseWeight = (rating: number): number => Math.exp(rating / 6);

export function winChances(ratings: readonly number[]): number[] {
  const weights = ratings.map(horseWeight);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}

export function horseOdds(ratings: readonly number[]): OddsTable {
  const win: Record<string, number> = {};
  winChances(ratings).forEach((p, i) => {
    win[String(i + 1)] = oddsX100(p, HORSES_MARGIN);
  });
  return { WIN: win };
}
