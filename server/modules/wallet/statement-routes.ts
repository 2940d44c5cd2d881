// GET /api/v1/wallet/statement (issue 13): the SESSION player's statement, newest first, paged (limit 1–100,
// default 20; offset from 0). There is no user_id parameter: a player can only ever read their own. The shape
// is declared in schema/endpoints/wallet.ts and checked at the edge (plugins/contract.ts).
import type { FastifyInstance } from 'fastify';
import { WalletStatement } from '../../../schema/endpoints/wallet.ts';
import { route } from '../../plugins/contract.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { readStatement } from './statement.ts';

const DEFAULT_LIMIT = 20;

export function statementRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  route(
    app,
    WalletStatement,
    async (request, reply) => {
      const principal = request.principal;
      if (principal === null) {
        throw new Error('requireSession did not run');
      }
      reply.header('cache-control', 'no-store');
      return readStatement(db, principal.userId, request.query.limit ?? DEFAULT_LIMIT, request.query.offset ?? 0);
    },
    { preHandler: requireSession({ db, now }) },
  );
}
