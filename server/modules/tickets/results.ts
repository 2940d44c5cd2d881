// Demo match results: a football score drawn from the same Poisson goal rates the feed prices with
// (footballRates over the stored strengths and the tournament's scoring average), seeded by the match id,
// so every server settles a match the same way; and the grading of a leg per market against that score.
import type { LegStatus } from '../../../domain/settlement.ts';
import { footballRates, SPORT_IDS, tournamentById } from '../catalog/feed/index.ts';
import { seededRandom } from '../catalog/feed/rng.ts';

export interface Score { home: number; away: number }

export interface ResultMatch { id: string; sport_id: string; tournament_id: string; home_strength: number; away_strength: number }

const MAX_GOALS = 10;

function poissonDraw(lambda: number, rand: () => number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit && k < MAX_GOALS) {
    k += 1;
    p *= rand();
  }
  return k;
}

/** The final score of a football match; null for other sports (their legs are voided: docs/decisions.md). */
export function matchResult(m: ResultMatch): Score | null {
  if (m.sport_id !== SPORT_IDS.soccer) {
    return null;
  }
  const { lh, la } = footballRates(m.home_strength, m.away_strength, tournamentById(m.tournament_id)?.scoringAvg ?? 2.7);
  const rand = seededRandom(`result:${m.id}`);
  return { home: poissonDraw(lh, rand), away: poissonDraw(la, rand) };
}

const won = (yes: boolean): LegStatus => (yes ? 'WON' : 'LOST');

function specValue(specifier: string, key: string): number | null {
  const raw = new RegExp(`(?:^|\\|)${key}=([^|]+)`).exec(specifier)?.[1];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Over/under a line: a push (whole line hit) is VOID. */
function overUnder(outcomeId: string, goals: number, line: number | null): LegStatus {
  if (line === null || goals === line || (outcomeId !== '12' && outcomeId !== '13')) {
    return 'VOID';
  }
  return won(outcomeId === '12' ? goals > line : goals < line);
}

/** A leg's status for the final score; `listedScores` are the correct-score outcomes offered ('other' wins outside them). */
export function gradeLeg(marketId: string, specifier: string, outcomeId: string, s: Score, listedScores: ReadonlySet<string> = new Set()): LegStatus {
  const { home: h, away: a } = s;
  const result = h > a ? '1' : h === a ? 'X' : '2';
  switch (marketId) {
    case '1': return ({ '1': won(result === '1'), '2': won(result === 'X'), '3': won(result === '2') } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    case '10': return ({ '9': won(result !== '2'), '10': won(result !== 'X'), '11': won(result !== '1') } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    case '11': return result === 'X' ? 'VOID' : ({ '4': won(result === '1'), '5': won(result === '2') } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    case '18': return overUnder(outcomeId, h + a, specValue(specifier, 'total'));
    case '19': return overUnder(outcomeId, h, specValue(specifier, 'total'));
    case '20': return overUnder(outcomeId, a, specValue(specifier, 'total'));
    case '29': return ({ '74': won(h > 0 && a > 0), '76': won(!(h > 0 && a > 0)) } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    case '26': return ({ '70': won((h + a) % 2 === 1), '72': won((h + a) % 2 === 0) } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    case '21': return outcomeId === '6+' ? won(h + a >= 6) : /^[0-5]$/.test(outcomeId) ? won(h + a === Number(outcomeId)) : 'VOID';
    case '45': return outcomeId === 'other' ? won(!listedScores.has(`${h}:${a}`)) : won(outcomeId === `${h}:${a}`);
    case '16': {
      const hcp = specValue(specifier, 'hcp');
      const margin = hcp === null ? 0 : h - a + hcp;
      if (hcp === null || margin === 0) {
        return 'VOID';
      }
      return ({ '1714': won(margin > 0), '1715': won(margin < 0) } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    }
    case '14': {
      const line = /(?:^|\|)hcp=(\d+):(\d+)/.exec(specifier);
      if (line === null) {
        return 'VOID';
      }
      const d = h - a + Number(line[1]) - Number(line[2]);
      return ({ '1711': won(d > 0), '1712': won(d === 0), '1713': won(d < 0) } as Record<string, LegStatus>)[outcomeId] ?? 'VOID';
    }
    default: return 'VOID';
  }
}
