// POST /api/admin/v1/tickets/:id/rollback (operator): returns a settled ticket of the server's merchant to
// PENDING and reverses what its settlement paid, through the ledger (tickets/rollback.ts). Idempotent: a
// PENDING ticket answers 200 with rolled_back false; a player who cannot cover the reversal is a 409 and
// nothing changes; an unknown ticket is a 404. Declared in schema/endpoints/admin.ts. A rollback that changed
// something is audited ('ticket.rollback') in its ledger transaction; a no-op writes no entry.
import type { FastifyInstance } from 'fastify';
import { fromCents } from '../../../domain/money.ts';
import { RollbackTicket } from '../../../schema/endpoints/admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit } from '../backoffice/audit.ts';
import { findTicket } from '../tickets/present.ts';
import { rollbackSettlement } from '../tickets/rollback.ts';

export function ticketAdminRoutes(app: FastifyInstance, db: Db, merchantId: string, now: () => number): void {
  route(app, RollbackTicket, async (request) => {
    const { actor } = operatorOf(request);
    const id = request.params.id;
    const run = await rollbackSettlement(db, id, merchantId, async (trx, r) => {
      const before = { status: r.previousStatus, settlement_round: r.round - 1 };
      const after = { status: 'PENDING', settlement_round: r.round, reversed_cents: r.reversedCents, reversed_points: r.reversedPoints };
      await appendAudit(trx, actor, { action: 'ticket.rollback', target: { kind: 'ticket', id }, before, after, reason: null }, now());
    });
    const ticket = await findTicket(db, { id: request.params.id });
    if (ticket === null) {
      throw new Error(`ticket ${request.params.id} vanished after its rollback`);
    }
    return {
      success: true,
      rolled_back: run.rolledBack,
      previous_status: run.previousStatus,
      reversed_amount: fromCents(run.reversedCents),
      reversed_points: fromCents(run.reversedPoints),
      settlement_round: run.round,
      ticket,
    };
  });
}
