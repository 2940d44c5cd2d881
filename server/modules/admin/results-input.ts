// Operator results (POST /api/admin/v1/feed/results), past the edge: the declaration (schema/endpoints/
// admin-feed.ts) has checked the list, the ids and the set scores' shape; what depends on the match's sport is
// checked here, each refusal a 400 VALIDATION_FAILED naming the entry and the field:
//   football            home_score, away_score, ht_home_score, ht_away_score (half-time ≤ full time)
//   points (basketball, American football)  home_score, away_score: the final score incl. overtime, never level
//   hockey              home_score, away_score after regulation; overtime_winner 'home'|'away' exactly when level
//   handball            home_score, away_score
//   tennis / volleyball sets: [{home, away}, …] (games per set / rally points); home_score and away_score,
//                       when given, must be the sets won
// A field the sport's result does not have is refused, so a typo never settles a match on a default.
import type { Infer } from 'superstruct';
import type { ResultEntryWire } from '../../../schema/endpoints/admin-feed.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { MatchResult, ResultKind, Score } from '../tickets/results.ts';

export const invalid = (message: string): HttpError => new HttpError(400, 'VALIDATION_FAILED', message);

/** The most a side can score, by kind: well above anything real, far below anything that breaks a sum. */
const MAX_SCORE: Record<'football' | 'points' | 'hockey' | 'handball', number> = { football: 40, points: 400, hockey: 40, handball: 120 };

type EntryWire = Infer<typeof ResultEntryWire>;

export interface ResultEntry {
  index: number;
  at: string;
  matchId: string;
  sportId: string | null;
  item: Record<string, unknown>;
}

const COMMON = ['match_id', 'sport_id'];
const FIELDS: Record<ResultKind, readonly string[]> = {
  football: [...COMMON, 'home_score', 'away_score', 'ht_home_score', 'ht_away_score'],
  points: [...COMMON, 'home_score', 'away_score'],
  hockey: [...COMMON, 'home_score', 'away_score', 'overtime_winner'],
  handball: [...COMMON, 'home_score', 'away_score'],
  tennis: [...COMMON, 'sets', 'home_score', 'away_score'],
  volleyball: [...COMMON, 'sets', 'home_score', 'away_score'],
};

/** The entries with their match ids; each match at most once. */
export function resultEntriesOf(list: readonly EntryWire[]): ResultEntry[] {
  const seen = new Map<string, number>();
  return list.map((entry, index) => {
    const at = `results[${index}]`;
    const earlier = seen.get(entry.match_id);
    if (earlier !== undefined) {
      throw invalid(`${at}.match_id repeats results[${earlier}]: one result per match`);
    }
    seen.set(entry.match_id, index);
    return { index, at, matchId: entry.match_id, sportId: entry.sport_id ?? null, item: entry as Record<string, unknown> };
  });
}

function score(item: Record<string, unknown>, field: string, at: string, max: number): number {
  const value = item[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw invalid(`${at}.${field} must be a whole number from 0 to ${max}`);
  }
  return value;
}

/** A tennis set: 6-0 … 6-4, 7-5 or 7-6 either way. */
const isTennisSet = (w: number, l: number): boolean => (w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6));

/** A volleyball set: to 25 (15 in the fifth), won by two; past the target it ends at exactly two ahead. */
const isVolleyballSet = (w: number, l: number, to: number): boolean => w >= to && w - l >= 2 && (w === to || w - l === 2);

function parseSets(kind: 'tennis' | 'volleyball', item: Record<string, unknown>, at: string): Score[] {
  const [toWin, maxSets] = kind === 'tennis' ? [2, 3] : [3, 5];
  // The declaration made every set a {home, away} of whole numbers 0–99.
  const raw = item['sets'] as Score[] | undefined;
  if (raw === undefined || raw.length < toWin || raw.length > maxSets) {
    throw invalid(`${at}.sets must be a list of ${toWin} to ${maxSets} set scores {home, away}`);
  }
  const won = { home: 0, away: 0 };
  return raw.map((s, i) => {
    const setAt = `${at}.sets[${i}]`;
    if (won.home === toWin || won.away === toWin) {
      throw invalid(`${setAt} comes after the match was decided`);
    }
    const [w, l] = s.home > s.away ? [s.home, s.away] : [s.away, s.home];
    const valid = kind === 'tennis' ? isTennisSet(w, l) : isVolleyballSet(w, l, i === 4 ? 15 : 25);
    if (!valid) {
      throw invalid(
        kind === 'tennis'
          ? `${setAt} must be a tennis set score: 6-0 to 6-4, 7-5 or 7-6`
          : `${setAt} must be a volleyball set score: to ${i === 4 ? 15 : 25}, won by two`,
      );
    }
    won[s.home > s.away ? 'home' : 'away'] += 1;
    if (i === raw.length - 1 && won.home !== toWin && won.away !== toWin) {
      throw invalid(`${at}.sets must end when one side has won ${toWin} sets`);
    }
    return { home: s.home, away: s.away };
  });
}

/** The entry as a result of `kind`: every field checked, nothing else accepted. */
export function toResult(kind: ResultKind, entry: ResultEntry): MatchResult {
  const { item, at } = entry;
  const unknown = Object.keys(item).find((k) => !FIELDS[kind].includes(k));
  if (unknown !== undefined) {
    throw invalid(`${at}.${unknown.slice(0, 40)} is not a field of a ${kind} result (${FIELDS[kind].join(', ')})`);
  }
  if (kind === 'tennis' || kind === 'volleyball') {
    const sets = parseSets(kind, item, at);
    for (const side of ['home', 'away'] as const) {
      const field = `${side}_score`;
      if (
        item[field] !== undefined &&
        score(item, field, at, 5) !== sets.filter((s) => (side === 'home' ? s.home > s.away : s.away > s.home)).length
      ) {
        throw invalid(`${at}.${field} must be the sets won by that side`);
      }
    }
    return { kind, sets };
  }
  const home = score(item, 'home_score', at, MAX_SCORE[kind]);
  const away = score(item, 'away_score', at, MAX_SCORE[kind]);
  switch (kind) {
    case 'football': {
      const halfTime = { home: score(item, 'ht_home_score', at, home), away: score(item, 'ht_away_score', at, away) };
      return { kind, home, away, halfTime };
    }
    case 'points':
      if (home === away) {
        throw invalid(`${at}: a ${kind} result is the final score including overtime and cannot be level`);
      }
      return { kind, home, away };
    case 'hockey': {
      const ot = item['overtime_winner'];
      if (home === away ? ot !== 'home' && ot !== 'away' : ot !== undefined && ot !== null) {
        throw invalid(`${at}.overtime_winner must be 'home' or 'away' when regulation ends level, and absent otherwise`);
      }
      return { kind, home, away, overtimeWinner: home === away ? (ot as 'home' | 'away') : null };
    }
    case 'handball':
      return { kind, home, away };
  }
}
