// The results boundary: settlement (settle.ts) learns a match's final result only from a ResultsSource.
// A result stored in match_results — entered by an operator or a feed (POST /api/admin/v1/feed/results), or
// drawn earlier by the simulator — always wins and never changes. Without one, RESULTS_SOURCE decides:
// 'operator' waits ('pending': the legs stay PENDING until a result is entered), 'simulator' (the default)
// draws from the strength model keyed by the secret seed (results-seed.ts) and stores the draw at once, so
// the match keeps that result forever (a re-settlement after a rollback, or another instance, sees the same).
import type { Db } from '../../db/index.ts';
import { drawResult, type MatchResult, type ResultMatch } from './results.ts';
import { resultsSeed, simulatorRandom } from './results-seed.ts';

export type ResultsMode = 'simulator' | 'operator';

/** A final result; null for a sport without a result model (its legs are VOID); 'pending' when not known yet. */
export type ResultLookup = MatchResult | null | 'pending';

export interface ResultsSource {
  resultOf(match: ResultMatch): Promise<ResultLookup>;
}

const KINDS: ReadonlySet<string> = new Set(['football', 'points', 'hockey', 'handball', 'tennis', 'volleyball']);

/** The stored result of a match, or undefined; a row that is not a result stops settlement of that match loudly. */
export async function storedResult(db: Db, matchId: string): Promise<MatchResult | undefined> {
  const row = await db.selectFrom('match_results').select('result').where('match_id', '=', matchId).executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  const value = typeof row.result === 'string' ? (JSON.parse(row.result) as unknown) : row.result;
  if (typeof value !== 'object' || value === null || !KINDS.has(String((value as { kind?: unknown }).kind))) {
    throw new Error(`match_results row of match ${matchId} is not a match result`);
  }
  return value as MatchResult;
}

export function resultsSource(db: Db, mode: ResultsMode): ResultsSource {
  // Read once per source; a failed read is retried on the next call.
  let seed: Promise<Buffer> | null = null;
  const seedOnce = (): Promise<Buffer> =>
    (seed ??= resultsSeed(db).catch((error: unknown) => {
      seed = null;
      throw error;
    }));
  return {
    async resultOf(match) {
      const stored = await storedResult(db, match.id);
      if (stored !== undefined) {
        return stored;
      }
      if (mode === 'operator') {
        return 'pending';
      }
      const drawn = drawResult(match, simulatorRandom(await seedOnce(), match.id));
      if (drawn === null) {
        return null;
      }
      // Whoever stored first (an operator, another instance) wins; read back what is stored.
      await db
        .insertInto('match_results')
        .values({ match_id: match.id, result: JSON.stringify(drawn), source: 'simulator' })
        .onConflict((oc) => oc.column('match_id').doNothing())
        .execute();
      return (await storedResult(db, match.id)) ?? drawn;
    },
  };
}
