// Football fixtures: a season is a double round robin (circle method) over the 16 clubs in an order shuffled per
// season (a fixed mixing of the season number: fixtures are public, only results are secret), 15 matchdays and
// then the same with home and away swapped. Round k of the schedule (kick-off k × period) is matchday
// k mod 30 + 1 of season ⌊k / 30⌋.
import { SEASON_ROUNDS } from './config.ts';
import { CLUBS, type Club } from './teams.ts';

function seasonOrder(season: number): Club[] {
  const clubs = [...CLUBS];
  let x = (season * 2654435761 + 97) >>> 0;
  for (let i = clubs.length - 1; i > 0; i -= 1) {
    x = (Math.imul(x ^ (x >>> 15), 2246822519) + 3266489917) >>> 0;
    const j = x % (i + 1);
    [clubs[i], clubs[j]] = [clubs[j] as Club, clubs[i] as Club];
  }
  return clubs;
}

export interface Fixture {
  home: Club;
  away: Club;
}

export function matchday(season: number, day: number): Fixture[] {
  const clubs = seasonOrder(season);
  const n = clubs.length;
  const half = SEASON_ROUNDS / 2;
  const r = day % half;
  const swap = day >= half;
  // Circle method: club 0 stays, the others rotate by r.
  const at = (i: number): Club => (i === 0 ? (clubs[0] as Club) : (clubs[((i - 1 + r) % (n - 1)) + 1] as Club));
  const out: Fixture[] = [];
  for (let i = 0; i < n / 2; i += 1) {
    let home = at(i);
    let away = at(n - 1 - i);
    // Alternate who is at home so no club is always home in the first half.
    if ((r + i) % 2 === 1) {
      [home, away] = [away, home];
    }
    out.push(swap ? { home: away, away: home } : { home, away });
  }
  return out;
}

export const roundIndex = (kickOffMs: number, everyMs: number): number => Math.floor(kickOffMs / everyMs);
export const seasonOf = (index: number): number => Math.floor(index / SEASON_ROUNDS);
export const matchdayOf = (index: number): number => index % SEASON_ROUNDS;
