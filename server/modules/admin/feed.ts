// POST /api/admin/v1/feed/advance {minutes} (operator): moves the demo feed's clock forward so matches start,
// play and settle, WITHOUT skewing any server clock — the schedule moves instead (catalog/feed-clock.ts), then
// statuses follow the real clock and settlement runs (tickets/settle.ts). Safe to repeat: a settled ticket is
// never paid twice (payout keys), an ended match never moves again. Results come from the configured
// ResultsSource (RESULTS_SOURCE); POST /api/admin/v1/feed/results (results.ts) enters them by hand.
// The body is declared (and bounded) in schema/endpoints/admin.ts. The advance is audited ('feed.advance') in the
// transaction that moves the schedule; the settlement it lets run afterwards is the settlement job's own work.
import type { FastifyInstance } from 'fastify';
import { AdvanceFeed } from '../../../schema/endpoints/admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { advanceFeedClock } from '../catalog/feed-clock.ts';
import { resultsSource, type ResultsMode } from '../tickets/results-source.ts';
import { settleDue } from '../tickets/settle.ts';
import { resultsRoutes } from './results.ts';

export function feedRoutes(app: FastifyInstance, db: Db, now: () => number, mode: ResultsMode): void {
  const source = resultsSource(db, mode);
  resultsRoutes(app, db, now, source);
  route(app, AdvanceFeed, async (request) => {
    const { minutes } = request.body;
    const { actor } = operatorOf(request);
    const { started, ended } = await advanceFeedClock(db, minutes, now(), async (trx, run) => {
      await appendAudit(trx, actor, { action: 'feed.advance', after: { minutes, ...run }, reason: null }, now());
    });
    const { graded, settled } = await settleDue(db, now(), source);
    request.log.info({ minutes, started, ended, graded, settled }, 'feed clock advanced');
    return { success: true, minutes, started, ended, graded, settled };
  });
}
