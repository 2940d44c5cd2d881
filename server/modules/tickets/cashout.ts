// The player's cash-out routes (issue 32; schema/endpoints/cashout.ts): GET the offer, PUT the automatic value, POST
// to take it in full or in part into the wallet. Taking it (cashout-take.ts) is ONE ledger transaction holding the
// ticket row FOR UPDATE, as settlement does, so of a settlement and any number of cash-outs exactly one goes first;
// the offer is re-checked on the prices of that moment (CASHOUT_OFFER_CHANGED with the current offer when it moved
// against the player); in play the request first waits its legs' delay. An Idempotency-Key finds an earlier cash-out
// of the same request (a 409 for another body under it). The shop counter's cash-out is shops/cashout.ts.
import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from '../../../domain/money.ts';
import { CashOut, CashoutOffer, SetAutoCashout } from '../../../schema/endpoints/cashout.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { route } from '../../plugins/contract.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { offerOf } from './cashout-offer.ts';
import { cashOutHeld, notAvailable, OfferChanged, TICKET_COLUMNS, type Take } from './cashout-take.ts';
import { findTicket } from './present.ts';
import { requestHash } from './request-hash.ts';
import { principalOf } from './routes.ts';

/** The player's own ticket row (404 for none, 403 for another player's). */
async function ownTicket(db: Db, id: string, userId: string) {
  const t = await db.selectFrom('tickets').select(TICKET_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (t === undefined || t.user_id === null) {
    throw new HttpError(404, 'NOT_FOUND', 'Ticket not found');
  }
  if (t.user_id !== userId) {
    throw new HttpError(403, 'CASHOUT_FORBIDDEN', 'You do not have permission to cash out this ticket');
  }
  return t;
}

/** The offer as the wire carries it (schema/endpoints/cashout.ts CashoutOfferWire); the counter's too. */
export const wireOffer = (id: string, o: Awaited<ReturnType<typeof offerOf>>) => ({
  ticket_id: id,
  available: o.available,
  reason: o.available ? null : o.reason,
  offer: o.available ? fromCents(o.offerCents) : 0,
  open_stake: fromCents(o.openStakeCents),
  potential_win: o.available ? fromCents(o.potentialCents) : 0,
  in_play: o.inPlaySports.length > 0,
});

export function cashoutRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const session = requireSession({ db, now });

  route(
    app,
    CashoutOffer,
    async (request, reply) => {
      const t = await ownTicket(db, request.params.id, principalOf(request.principal).userId);
      reply.header('cache-control', 'no-store');
      const auto = t.status === 'PENDING' && t.auto_cashout_cents !== null ? fromCents(Number(t.auto_cashout_cents)) : null;
      return { ...wireOffer(t.id, await offerOf(db, t, now())), auto_value: auto };
    },
    { preHandler: session },
  );

  route(
    app,
    SetAutoCashout,
    async (request, reply) => {
      const t = await ownTicket(db, request.params.id, principalOf(request.principal).userId);
      reply.header('cache-control', 'no-store');
      if (t.status !== 'PENDING' || t.kind !== 'money') {
        throw notAvailable();
      }
      const value = request.body.value === null ? null : toCents(request.body.value);
      if (value !== null && value <= 0) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The automatic cash out value must be above 0');
      }
      await db.updateTable('tickets').set({ auto_cashout_cents: value }).where('id', '=', t.id).where('status', '=', 'PENDING').execute();
      const offer = wireOffer(t.id, await offerOf(db, t, now()));
      return { ...offer, auto_value: value === null ? null : fromCents(value) };
    },
    { preHandler: session },
  );

  route(
    app,
    CashOut,
    async (request, reply) => {
      const userId = principalOf(request.principal).userId;
      const t = await ownTicket(db, request.params.id, userId);
      reply.header('cache-control', 'no-store');
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      const q: Take = {
        ticketId: t.id,
        userId,
        partCents: request.body.stake === undefined ? null : toCents(request.body.stake),
        seenCents: toCents(request.body.offer),
        key,
        hash: requestHash(request.body),
        nowMs: now(),
      };
      try {
        const taken = await cashOutHeld(db, opts.config.liveBetDelays, now, t, q);
        const ticket = await findTicket(db, { id: t.id });
        return { success: true, amount: fromCents(taken.amountCents), stake: fromCents(taken.partCents), ticket };
      } catch (err) {
        if (err instanceof OfferChanged) {
          return reply.code(400).send({ error: err.message, code: err.code, offer: fromCents(err.currentCents) });
        }
        throw err;
      }
    },
    { preHandler: session },
  );
}
