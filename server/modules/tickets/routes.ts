// Money ticket routes: POST /api/v1/tickets (session; an Idempotency-Key when the client sends one) and the
// reads by id (owner only), by reference (public: 'Check Ticket') and per player (own only, newest first,
// paged, filtered by status and 'since': history.ts). Shapes are declared in schema/endpoints/tickets.ts and
// checked at the edge (plugins/contract.ts). Every route is behind the request signature (plugins/signing.ts).
// The same Idempotency-Key with another body is a 409 IDEMPOTENCY_CONFLICT (request-hash.ts).
// Without an Idempotency-Key (the spec's own client sends none) each signed request is one attempt: the
// single-use signature refuses a byte-identical resend, and a resend with a fresh signature is a new bet.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PlaceMoneyTicket, PlayerTickets, TicketById, TicketByReference } from '../../../schema/endpoints/tickets.ts';
import { route } from '../../plugins/contract.ts';
import type { Principal } from '../auth/sessions.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { expireUnpaidCashierTickets } from './expiry.ts';
import { forbidden, LIST_FORBIDDEN, PLACE_FORBIDDEN, TicketError, ticketError, ticketNotFound, VIEW_FORBIDDEN } from './errors.ts';
import { historyFilterOf } from './history.ts';
import { ticketInputOf } from './input.ts';
import { priceTicket } from './maths.ts';
import { placeMoneyTicketFast } from './fast-place.ts';
import { hasInPlayLeg, placeLiveBet, seenInPlayLeg } from './live-route.ts';
import { findTicket, listTickets, type TicketDetail } from './present.ts';
import { type Placement, placeMoneyTicket } from './repo.ts';
import { requestHash, sameRequestOr409, ticketUnderKey } from './request-hash.ts';
import { publicShopLine } from '../shops/view.ts';
import { storedOddsPolicy } from '../auth/odds-policy.ts';

/** Sends a TicketError with its extra fields (ODDS_CHANGED's current odds); anything else goes to the error handler. */
export async function answering<T>(reply: FastifyReply, fn: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof TicketError && Object.keys(err.extra).length > 0) {
      return reply.code(err.statusCode).send({ error: err.message, code: err.code, ...err.extra });
    }
    throw err;
  }
}

export const principalOf = (p: Principal | null): Principal => {
  if (p === null) {
    throw new Error('requireSession did not run');
  }
  return p;
};

/** The body's user_id must be the session's player (403 otherwise). */
export function requireOwnUser(userId: string | undefined, principal: Principal): void {
  if (userId === undefined) {
    throw ticketError('VALIDATION_FAILED', 'Invalid request: user_id is required');
  }
  if (userId !== principal.userId) {
    throw forbidden(PLACE_FORBIDDEN);
  }
}

/** Answers of a paged list: limit 20 by default, at most 100 (the declaration bounds both). */
export const pageOf = (q: { limit?: number; offset?: number }): { limit: number; offset: number } => ({
  limit: q.limit ?? 20,
  offset: q.offset ?? 0,
});

const placed = (ticket: TicketDetail) => ({ success: true, reference_id: ticket.reference_id, ticket_id: ticket.id, ticket });

export function moneyTicketRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const presentFound = async (id: string): Promise<TicketDetail> => {
    const ticket = await findTicket(db, { id });
    if (ticket === null) {
      throw new Error(`ticket ${id} vanished after placement`);
    }
    return ticket;
  };
  const session = requireSession({ db, now });

  route(
    app,
    PlaceMoneyTicket,
    async (request, reply) =>
      answering(reply, async () => {
        const principal = principalOf(request.principal);
        requireOwnUser(request.body.user_id, principal);
        const header = request.headers['idempotency-key'];
        const key = typeof header === 'string' ? header : null;
        reply.header('cache-control', 'no-store');
        const nowMs = now();
        const hash = key === null ? null : requestHash(request.body);
        let placement: Placement;
        try {
          const input = ticketInputOf(request.body);
          const draft = {
            kind: 'money' as const,
            merchantId: principal.merchantId,
            userId: principal.userId,
            betType: input.betType,
            idempotencyKey: key,
            requestHash: hash,
            nowMs,
          };
          // One statement when everything is as the client saw it (never for a leg in play: it writes nothing then,
          // so a leg on a match this process saw in play goes straight to the live path).
          const seenLive = seenInPlayLeg(db, input.selections);
          const fast = seenLive ? null : await placeMoneyTicketFast(db, draft, input);
          if (fast !== null) {
            placement = fast;
          } else if (seenLive || (await hasInPlayLeg(db, input.selections))) {
            // A live bet (issue 32): held for its delay, then taken or refused (live-route.ts).
            // The slip's setting when it names one; the player's stored one otherwise (the spec's client names none),
            // read with the session.
            const policy = request.body.odds_policy ?? principal.oddsPolicy ?? (await storedOddsPolicy(db, principal.userId));
            const live = await placeLiveBet(db, draft, input, policy, opts.config.liveBetDelays, now);
            placement = live.created
              ? { id: live.ticketId, created: true, ticket: live.ticket ?? (await presentFound(live.ticketId)) }
              : { id: live.ticketId, created: false, ticket: null };
          } else {
            // The transaction that finds the refusal (or places the ticket, if the state changed meanwhile).
            placement = await placeMoneyTicket(db, draft, priceTicket(input, nowMs, undefined, principal.userId));
          }
        } catch (err) {
          // A retried key answers the ticket it placed, even when the retry itself would now be refused (a price
          // moved since): looked up only on a refusal, so a first attempt spends no round trip on it. Another body under
          // that key is a 409, whatever this one's own refusal would have been.
          const earlier = key !== null && err instanceof TicketError ? await ticketUnderKey(db, principal.userId, key) : null;
          if (earlier === null) {
            throw err;
          }
          placement = { id: sameRequestOr409(earlier, hash), created: false, ticket: null };
        }
        const { id, created } = placement;
        const ticket = placement.ticket ?? (await presentFound(id));
        return reply.code(created ? 201 : 200).send(placed(ticket));
      }),
    { preHandler: session },
  );

  route(app, TicketByReference, async (request) => {
    const reference = request.params.reference.trim().toUpperCase();
    await expireUnpaidCashierTickets(db, now(), reference);
    const ticket = await findTicket(db, { reference });
    if (ticket === null) {
      throw ticketNotFound();
    }
    // A shop ticket also names its shop and times (issue 18); every other ticket answers as before.
    return ticket.kind === 'cashier' ? { ...ticket, shop: await publicShopLine(db, ticket.id) } : ticket;
  });

  route(
    app,
    PlayerTickets,
    async (request, reply) => {
      if (request.params.userId !== principalOf(request.principal).userId) {
        throw forbidden(LIST_FORBIDDEN);
      }
      const { limit, offset } = pageOf(request.query);
      const filter = historyFilterOf(request.query);
      reply.header('cache-control', 'no-store');
      // Points tickets are the player's tickets too (issue 29): listed beside money tickets, each with its kind.
      return listTickets(db, request.params.userId, ['money', 'points'], limit, offset, filter);
    },
    { preHandler: session },
  );

  route(
    app,
    TicketById,
    async (request, reply) => {
      const ticket = await findTicket(db, { id: request.params.id });
      if (ticket === null || ticket.user_id === null) {
        throw ticketNotFound();
      }
      if (ticket.user_id !== principalOf(request.principal).userId) {
        throw forbidden(VIEW_FORBIDDEN);
      }
      reply.header('cache-control', 'no-store');
      return ticket;
    },
    { preHandler: session },
  );
}
