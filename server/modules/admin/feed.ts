// POST /api/admin/v1/feed/advance {minutes} (operator): moves the demo feed's clock forward so matches start,
// play and settle, WITHOUT skewing any server clock — the schedule moves instead (catalog/feed-clock.ts), then
// statuses follow the real clock and settlement runs (tickets/settle.ts). Safe to repeat: a settled ticket is
// never paid twice (payout keys), an ended match never moves again. Results come from the configured
// ResultsSource (RESULTS_SOURCE); POST /api/admin/v1/feed/results (results.ts) enters them by hand.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { advanceFeedClock, MAX_ADVANCE_MINUTES } from '../catalog/feed-clock.ts';
import { resultsSource, type ResultsMode } from '../tickets/results-source.ts';
import { settleDue } from '../tickets/settle.ts';
import { resultsRoutes } from './results.ts';
import { bodyObject, invalid } from './validate.ts';

function minutesOf(body: Record<string, unknown>): number {
  const minutes = body['minutes'];
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ADVANCE_MINUTES) {
    throw invalid(`minutes must be a whole number from 1 to ${MAX_ADVANCE_MINUTES} (one week)`);
  }
  return minutes;
}

export function feedRoutes(app: FastifyInstance, db: Db, now: () => number, mode: ResultsMode): void {
  const source = resultsSource(db, mode);
  resultsRoutes(app, db, now, source);
  app.post('/api/admin/v1/feed/advance', async (request) => {
    const minutes = minutesOf(bodyObject(request.body));
    const { started, ended } = await advanceFeedClock(db, minutes, now());
    const { graded, settled } = await settleDue(db, now(), source);
    request.log.info({ minutes, started, ended, graded, settled }, 'feed clock advanced');
    return { success: true, minutes, started, ended, graded, settled };
  });
}
