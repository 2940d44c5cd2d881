// POST /api/v1/tickets/cashier/anonymous (signed, no session): a ticket a visitor takes to a shop as a
// 'Reference Code' (CASH-…). Same checks and maths as a money ticket, with the cashier variant of
// MATCH_STARTING_SOON; no wallet moves (the shop takes the stake).
import type { FastifyInstance } from 'fastify';
import { CASHIER_STARTING_SOON } from '../../../domain/ticket-errors.ts';
import type { ModuleOptions } from '../module-options.ts';
import { checkSelections } from './check.ts';
import { ticketInputOf } from './input.ts';
import { checkFigures, checkStake } from './maths.ts';
import { findTicket } from './present.ts';
import { storeTicket } from './repo.ts';
import { answering } from './routes.ts';

export function cashierTicketRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  app.post('/api/v1/tickets/cashier/anonymous', async (request, reply) => answering(reply, async () => {
    const input = ticketInputOf(request.body);
    const nowMs = now();
    const { id } = await storeTicket(db, {
      kind: 'cashier', merchantId: request.merchantId ?? opts.config.merchantId, userId: null, betType: input.betType,
      idempotencyKey: null, nowMs,
    }, async (trx) => {
      const legs = await checkSelections(trx, input.selections, { nowMs, startingSoonText: CASHIER_STARTING_SOON });
      const stakeCents = checkStake(input.stake);
      return { legs, breakdown: checkFigures(stakeCents, legs.map((l) => l.oddsHundredths), input.figures) };
    });
    const ticket = await findTicket(db, { id });
    if (ticket === null) {
      throw new Error(`ticket ${id} vanished after placement`);
    }
    return reply.code(201).header('cache-control', 'no-store')
      .send({ success: true, reference_id: ticket.reference_id, ticket_id: ticket.id, ticket });
  }));
}
