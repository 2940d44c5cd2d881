// LotoFoot routes (schema/endpoints/lotofoot.ts): weeks (signed), a player's submit and tickets (session; a
// user_id not the session's is a 403), a ticket by reference (signed, anyone holding it). No answer is cached.
import type { FastifyInstance } from 'fastify';
import * as E from '../../../schema/endpoints/lotofoot.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../auth/sessions.ts';
import { principalOf } from '../tickets/routes.ts';
import type { ModuleOptions } from '../module-options.ts';
import { findTicket, listTickets } from './present.ts';
import { submitTicket } from './submit.ts';
import { currentWeekId, weekView } from './weeks.ts';

const weekNotFound = (): HttpError => new HttpError(404, 'LOTOFOOT_WEEK_NOT_FOUND', 'No current week data available');
const ticketNotFound = (): HttpError => new HttpError(404, 'LOTOFOOT_TICKET_NOT_FOUND', 'Ticket not found');

export function lotofootRoutes(app: FastifyInstance, { db, now, config }: ModuleOptions): void {
  const on = { preHandler: requireSession({ db, now }) };

  route(app, E.CurrentLotofootWeek, async (request, reply) => {
    const id = await currentWeekId(db, request.query.variant ?? 'LOTOFOOT_7');
    const week = id === null ? null : await weekView(db, id);
    if (week === null) {
      throw weekNotFound();
    }
    reply.header('cache-control', 'no-cache');
    return week;
  });

  route(app, E.LotofootWeekById, async (request, reply) => {
    const week = await weekView(db, request.params.weekId);
    if (week === null) {
      throw weekNotFound();
    }
    reply.header('cache-control', 'no-cache');
    return week;
  });

  route(
    app,
    E.SubmitLotofootTicket,
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      const { ticketId, created } = await submitTicket(db, principalOf(request.principal), request.body, key, now(), config.lotofootWeeklyCapCents);
      const ticket = await findTicket(db, { id: ticketId });
      if (ticket === null) {
        throw new Error(`LotoFoot ticket ${ticketId} vanished after submit`);
      }
      const { user_id: _owner, ...shown } = ticket;
      reply.header('cache-control', 'no-store');
      return reply.code(created ? 201 : 200).send({
        success: true,
        reference_id: shown.reference_id,
        ticket_price: shown.ticket_price,
        predictions: shown.predictions.map((p) => ({ match_id: p.match_id, prediction: p.prediction })),
        created_at: shown.created_at,
        ticket: shown,
      });
    },
    on,
  );

  route(
    app,
    E.LotofootTicketById,
    async (request, reply) => {
      const ticket = await findTicket(db, { id: request.params.id });
      if (ticket === null) {
        throw ticketNotFound();
      }
      if (ticket.user_id !== principalOf(request.principal).userId) {
        throw new HttpError(403, 'FORBIDDEN', 'You can only view your own tickets');
      }
      reply.header('cache-control', 'no-store');
      const { user_id: _owner, ...shown } = ticket;
      return shown;
    },
    on,
  );

  route(app, E.LotofootTicketByReference, async (request, reply) => {
    const ticket = await findTicket(db, { reference: request.params.reference });
    if (ticket === null) {
      throw ticketNotFound();
    }
    reply.header('cache-control', 'no-store');
    const { user_id: _owner, ...shown } = ticket;
    return shown;
  });

  route(
    app,
    E.PlayerLotofootTickets,
    async (request, reply) => {
      if (request.query.user_id !== principalOf(request.principal).userId) {
        throw new HttpError(403, 'FORBIDDEN', 'You can only view your own tickets');
      }
      const limit = request.query.limit ?? 20;
      const offset = request.query.offset ?? 0;
      reply.header('cache-control', 'no-store');
      return { ...(await listTickets(db, request.query.user_id, request.query.status, limit, offset)), limit, offset };
    },
    on,
  );
}
