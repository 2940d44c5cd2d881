// POST /api/v1/tickets/cashier/anonymous (signed, no session): a ticket a visitor takes to a shop as a
// 'Reference Code' (CASH-…). Same checks and maths as a money ticket, with the cashier variant of
// MATCH_STARTING_SOON; no wallet moves (the shop takes the stake). Anyone can call it, so every attempt is
// counted per client address (request.ip, TRUST_PROXY applied) in the shared rate_limits table: 20 per 10
// minutes and 200 per day, else 429 TOO_MANY_TICKETS with Retry-After. An unpaid one expires at its first kick-off,
// or, made while a leg is in play, LIVE_CODE_TTL_MS after it was made (expiry.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PlaceCashierTicket } from '../../../schema/endpoints/tickets.ts';
import { route } from '../../plugins/contract.ts';
import { CASHIER_STARTING_SOON } from '../../../domain/ticket-errors.ts';
import { hitEach, type Limit } from '../auth/rate-limit.ts';
import type { ModuleOptions } from '../module-options.ts';
import { ticketInputOf } from './input.ts';
import { priceTicket } from './maths.ts';
import { findTicket } from './present.ts';
import { storeTicket } from './repo.ts';
import { answering } from './routes.ts';

const CASHIER_LIMITS: readonly Limit[] = [
  { name: 'cashier-ticket-10m', windowMs: 10 * 60_000, max: 20 },
  { name: 'cashier-ticket-day', windowMs: 24 * 60 * 60_000, max: 200 },
];
export const TOO_MANY_CASHIER_TICKETS = 'Too many tickets from this address. Please try again later';

export function cashierTicketRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  // Every attempt counts, a malformed body too (so before the edge check); a refused attempt counts in no
  // window, so a burst costs the short window, not the day. Over a limit: 429 with Retry-After.
  const count = async (request: FastifyRequest): Promise<void> => {
    await hitEach(
      db,
      CASHIER_LIMITS.map((limit): [Limit, string] => [limit, request.ip]),
      now(),
      TOO_MANY_CASHIER_TICKETS,
      'TOO_MANY_TICKETS',
    );
  };
  route(
    app,
    PlaceCashierTicket,
    async (request, reply) =>
      answering(reply, async () => {
        const nowMs = now();
        const input = ticketInputOf(request.body);
        const { id } = await storeTicket(
          db,
          {
            kind: 'cashier',
            merchantId: request.merchantId ?? opts.config.merchantId,
            userId: null,
            betType: input.betType,
            idempotencyKey: null,
            nowMs,
          },
          // Legs in play are taken (issue 32): the shop checks them again when it accepts (shops/live-accept.ts).
          priceTicket(input, nowMs, CASHIER_STARTING_SOON, undefined, true),
        );
        const ticket = await findTicket(db, { id });
        if (ticket === null) {
          throw new Error(`ticket ${id} vanished after placement`);
        }
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send({ success: true, reference_id: ticket.reference_id, ticket_id: ticket.id, ticket });
      }),
    { preValidation: count },
  );
}
