// The player's odds-change setting for live bets (issue 32), kept per player (users.odds_policy, migration 0031):
// written by PUT /api/v1/user/odds-policy, carried in the login answers, and read by a ticket request that names none.
import type { FastifyInstance } from 'fastify';
import type { OddsPolicy } from '../../../schema/betslip.ts';
import { SetOddsPolicy } from '../../../schema/endpoints/odds-policy.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import type { AuthDeps } from './accounts.ts';
import { principalOf } from './routes.ts';
import { requireSession } from './sessions.ts';

/** The player's stored setting; 'higher' (the default) for an id that is not a player's. */
export async function storedOddsPolicy(db: Db, userId: string): Promise<OddsPolicy> {
  const row = await db.selectFrom('users').select('odds_policy').where('id', '=', userId).executeTakeFirst();
  return row?.odds_policy ?? 'higher';
}

export async function oddsPolicyRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  route(
    app,
    SetOddsPolicy,
    async (request) => {
      const policy = request.body.odds_policy;
      await deps.db.updateTable('users').set({ odds_policy: policy }).where('id', '=', principalOf(request).userId).execute();
      return { odds_policy: policy };
    },
    { preHandler: requireSession({ db: deps.db, now: deps.now }) },
  );
}
