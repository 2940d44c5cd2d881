// Helpers for tests that need a match's result before settlement: read it through the app's own results
// source (the secret-seeded simulator on the app's database), which stores the draw, so the settlement that
// follows grades against exactly that result.
import type { FastifyInstance } from 'fastify';
import type { MatchResult } from '../../server/modules/tickets/results.ts';
import { resultsSource, type ResultsSource } from '../../server/modules/tickets/results-source.ts';

/** The simulator source over the app's database (what the server uses under the default RESULTS_SOURCE). */
export const simulatorOf = (app: FastifyInstance): ResultsSource => resultsSource(app.db, 'simulator');

/** The match's final result as the app will settle it (drawn and stored now if it was not yet). */
export async function resultOfMatch(app: FastifyInstance, matchId: string): Promise<MatchResult | null> {
  const m = await app.db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow();
  const result = await simulatorOf(app).resultOf(m);
  if (result === 'pending') {
    throw new Error(`the simulator left match ${matchId} pending`);
  }
  return result;
}
