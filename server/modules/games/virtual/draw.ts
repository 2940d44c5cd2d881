// Results, drawn with node:crypto randomness at kick-off (never before: nothing exists to predict until then) and
// stored in the event row. Football: each side's goals ~ Poisson(mean) from the same means the odds were priced
// with (odds.ts), each goal at a uniformly drawn minute 1–90. Horses: the finishing order by Plackett–Luce on the
// same weights as the win odds, and progress checkpoints for the animation consistent with that order.
import { randomInt } from 'node:crypto';
import { goalMeans, horseWeight, poisson } from './odds.ts';

/** A uniform float in [0, 1) from 48 random bits. */
export const uniform = (): number => randomInt(2 ** 47) / 2 ** 47;

export interface FootballResult {
  home: number;
  away: number;
  timeline: { minute: number; side: 'home' | 'away' }[];
}

function poissonDraw(mean: number, u: number): number {
  let k = 0;
  let cdf = poisson(mean, 0);
  while (u > cdf && k < 10) {
    k += 1;
    cdf += poisson(mean, k);
  }
  return k;
}

export function drawFootball(homeStrength: number, awayStrength: number, rand: () => number = uniform): FootballResult {
  const means = goalMeans(homeStrength, awayStrength);
  const home = poissonDraw(means.home, rand());
  const away = poissonDraw(means.away, rand());
  const goals = [
    ...Array.from({ length: home }, () => ({ minute: 1 + Math.floor(rand() * 90), side: 'home' as const })),
    ...Array.from({ length: away }, () => ({ minute: 1 + Math.floor(rand() * 90), side: 'away' as const })),
  ];
  goals.sort((a, b) => a.minute - b.minute);
  return { home, away, timeline: goals };
}

export const CHECKPOINTS = 12;

export interface RaceResult {
  /** Runner numbers (1-based), winner first. */
  order: number[];
  /** CHECKPOINTS rows; row j = each runner's share of the distance at race time j/CHECKPOINTS (by runner index). */
  checkpoints: number[][];
}

export function drawRace(ratings: readonly number[], rand: () => number = uniform): RaceResult {
  const left = ratings.map((r, i) => ({ number: i + 1, weight: horseWeight(r) }));
  const order: number[] = [];
  while (left.length > 0) {
    let pick = rand() * left.reduce((s, r) => s + r.weight, 0);
    let index = 0;
    while (index < left.length - 1 && pick >= (left[index] as { weight: number }).weight) {
      pick -= (left[index] as { weight: number }).weight;
      index += 1;
    }
    order.push((left.splice(index, 1)[0] as { number: number }).number);
  }
  // Finishing times (the winner's is 1): each place a little behind the one before.
  const finish = new Array<number>(ratings.length).fill(1);
  let t = 1;
  order.forEach((runner, place) => {
    if (place > 0) {
      t += 0.004 + rand() * 0.02;
    }
    finish[runner - 1] = t;
  });
  const wobble = ratings.map(() => (rand() - 0.5) * 0.08);
  const checkpoints: number[][] = [];
  for (let j = 1; j <= CHECKPOINTS; j += 1) {
    const time = (j / CHECKPOINTS) * t;
    checkpoints.push(
      finish.map((f, i) => {
        const share = Math.min(time / f, 1);
        const p = share + (wobble[i] as number) * Math.sin(Math.PI * share);
        return Math.round(Math.min(1, Math.max(0, p)) * 1000) / 1000;
      }),
    );
  }
  return { order, checkpoints };
}
