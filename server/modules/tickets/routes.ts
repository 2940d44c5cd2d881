// Money ticket routes: POST /api/v1/tickets (session; Idempotency-Key required) and the reads by id
// (owner only), by reference (public: 'Check Ticket') and per player (own only, newest first, paged,
// filtered by status and 'since': history.ts).
// Every route is behind the request signature of plugins/signing.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Principal } from '../auth/sessions.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { checkSelections } from './check.ts';
import { expireUnpaidCashierTickets } from './expiry.ts';
import { forbidden, LIST_FORBIDDEN, PLACE_FORBIDDEN, TicketError, ticketError, ticketNotFound, VIEW_FORBIDDEN } from './errors.ts';
import { historyFilterOf } from './history.ts';
import { bodyObject, ticketInputOf } from './input.ts';
import { checkFigures, checkStake } from './maths.ts';
import { findTicket, listTickets, type TicketDetail } from './present.ts';
import { placeMoneyTicket, ticketByKey } from './repo.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

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

/** user_id of a body: a string, or a whole number sent as one. */
export function userIdOf(body: Record<string, unknown>): string {
  const v = body['user_id'];
  const id = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (id === '') {
    throw ticketError('VALIDATION_FAILED', 'user_id is required');
  }
  return id;
}

function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (header === undefined) {
    throw ticketError('VALIDATION_FAILED', 'The Idempotency-Key header is required');
  }
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw ticketError('VALIDATION_FAILED', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return header;
}

export function pageOf(query: unknown): { limit: number; offset: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const int = (key: string, fallback: number, min: number): number => {
    const v = q[key];
    if (v === undefined || v === '') {
      return fallback;
    }
    const num = Number(v);
    if (typeof v !== 'string' || !Number.isSafeInteger(num) || num < min) {
      throw ticketError('VALIDATION_FAILED', `${key} must be a whole number ≥ ${min}`);
    }
    return num;
  };
  return { limit: Math.min(int('limit', 20, 1), 100), offset: int('offset', 0, 0) };
}

const placed = (ticket: TicketDetail) => ({ success: true, reference_id: ticket.reference_id, ticket_id: ticket.id, ticket });

export function moneyTicketRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const session = requireSession({ db, now });

  app.post('/api/v1/tickets', { preHandler: session }, async (request, reply) => answering(reply, async () => {
    const principal = principalOf(request.principal);
    const body = bodyObject(request.body);
    if (userIdOf(body) !== principal.userId) {
      throw forbidden(PLACE_FORBIDDEN);
    }
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    reply.header('cache-control', 'no-store');
    const earlier = await ticketByKey(db, principal.userId, key);
    if (earlier !== null) {
      const ticket = await findTicket(db, { id: earlier });
      return ticket === null ? reply.code(404).send({ error: 'Ticket not found', code: 'NOT_FOUND' }) : placed(ticket);
    }
    const input = ticketInputOf(body);
    const nowMs = now();
    const { id, created } = await placeMoneyTicket(db, {
      kind: 'money', merchantId: principal.merchantId, userId: principal.userId, betType: input.betType, idempotencyKey: key, nowMs,
    }, async (trx) => {
      const legs = await checkSelections(trx, input.selections, { nowMs });
      const stakeCents = checkStake(input.stake);
      return { legs, breakdown: checkFigures(stakeCents, legs.map((l) => l.oddsHundredths), input.figures) };
    });
    const ticket = await findTicket(db, { id });
    if (ticket === null) {
      throw new Error(`ticket ${id} vanished after placement`);
    }
    return reply.code(created ? 201 : 200).send(placed(ticket));
  }));

  app.get<{ Params: { reference: string } }>('/api/v1/tickets/reference/:reference', async (request) => {
    const reference = request.params.reference.trim().toUpperCase();
    await expireUnpaidCashierTickets(db, now(), reference);
    const ticket = await findTicket(db, { reference });
    if (ticket === null) {
      throw ticketNotFound();
    }
    return ticket;
  });

  app.get<{ Params: { userId: string } }>('/api/v1/tickets/player/:userId', { preHandler: session }, async (request, reply) => {
    if (request.params.userId !== principalOf(request.principal).userId) {
      throw forbidden(LIST_FORBIDDEN);
    }
    const { limit, offset } = pageOf(request.query);
    const filter = historyFilterOf(request.query);
    reply.header('cache-control', 'no-store');
    return listTickets(db, request.params.userId, ['money'], limit, offset, filter);
  });

  app.get<{ Params: { id: string } }>('/api/v1/tickets/:id', { preHandler: session }, async (request, reply) => {
    const ticket = await findTicket(db, { id: request.params.id });
    if (ticket === null || ticket.user_id === null) {
      throw ticketNotFound();
    }
    if (ticket.user_id !== principalOf(request.principal).userId) {
      throw forbidden(VIEW_FORBIDDEN);
    }
    reply.header('cache-control', 'no-store');
    return ticket;
  });
}
