// Cash-out at the counter (issue 32; schema/endpoints/shop-cashout.ts): the cashier reads the offer of a CASH- ticket
// accepted at this shop and still PENDING, and takes it for the customer, who is handed the amount in cash from the
// till. It is the player's cash-out (tickets/cashout-take.ts: the ticket row FOR UPDATE, a retry under its key
// answered first, the offer re-checked on the prices of that moment, the in-play hold, exactly once against
// settlement and every other cash-out) with the counter as payee: house:payouts → the till (as a shop payout), the
// row of ticket_cashouts naming shop and cashier (for the till's day), and an audit row 'cashed_out' with the cashier
// as actor. Under the lock the counter re-checks acceptance at this shop and that the ticket is still open.
import type { FastifyInstance } from 'fastify';
import { fromCents, toCents } from '../../../domain/money.ts';
import { ShopCashoutOffer, ShopCashOut } from '../../../schema/endpoints/shop-cashout.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Db } from '../../db/index.ts';
import type { ModuleOptions } from '../module-options.ts';
import { wireOffer } from '../tickets/cashout.ts';
import { offerOf } from '../tickets/cashout-offer.ts';
import { cashOutHeld, type CounterPayee, OfferChanged, TICKET_COLUMNS } from '../tickets/cashout-take.ts';
import { requestHash } from '../tickets/request-hash.ts';
import { tillAccountId } from './accounts.ts';
import { cashierOf, type CashierPrincipal, requireCashier } from './sessions.ts';
import { requireReference, shopTicketAnswer, visibleTicket } from './view.ts';

const notAccepted = (): HttpError => new HttpError(409, 'NOT_ACCEPTED', 'This ticket was never accepted at a shop');
const notPending = (): HttpError => new HttpError(409, 'TICKET_NOT_PENDING', 'This ticket is no longer open');

/** The ticket as the counter may cash it out: visible to this cashier (404 otherwise) and accepted at this shop. */
async function counterTicket(db: Db, c: CashierPrincipal, rawReference: string) {
  const v = await visibleTicket(db, c, requireReference(rawReference));
  if (v.side === null) {
    throw notAccepted();
  }
  return db.selectFrom('tickets').select(TICKET_COLUMNS).where('id', '=', v.ticket.id).executeTakeFirstOrThrow();
}

function payee(c: CashierPrincipal): CounterPayee {
  return {
    shopId: c.shopId,
    cashierId: c.cashierId,
    shopName: c.shopName,
    tillAccountId: tillAccountId(c.shopId),
    async check(trx, t) {
      const side = await trx.selectFrom('shop_tickets').select('shop_id').where('ticket_id', '=', t.id).executeTakeFirst();
      if (side === undefined || side.shop_id !== c.shopId || t.merchant_id !== c.merchantId) {
        throw notAccepted();
      }
      if (t.status !== 'PENDING') {
        throw notPending();
      }
    },
    async done(trx, t, full, nowMs) {
      await trx
        .insertInto('shop_ticket_events')
        .values({
          ticket_id: t.id,
          step: 'cashed_out',
          actor: `cashier:${c.cashierId}`,
          shop_id: c.shopId,
          status: full ? 'CASHED_OUT' : 'PENDING',
          at: new Date(nowMs),
        })
        .execute();
    },
  };
}

export function counterCashoutRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const guarded = { preHandler: requireCashier({ db, now }) };
  const noStore = { 'cache-control': 'no-store' };

  route(
    app,
    ShopCashoutOffer,
    async (request, reply) => {
      const t = await counterTicket(db, cashierOf(request), request.params.reference);
      if (t.status !== 'PENDING') {
        throw notPending();
      }
      return reply.headers(noStore).send(wireOffer(t.id, await offerOf(db, t, now(), false, ['cashier'])));
    },
    guarded,
  );

  route(
    app,
    ShopCashOut,
    async (request, reply) => {
      const c = cashierOf(request);
      const t = await counterTicket(db, c, request.params.reference);
      const header = request.headers['idempotency-key'];
      try {
        const taken = await cashOutHeld(db, opts.config.liveBetDelays, now, t, {
          ticketId: t.id,
          partCents: request.body.stake === undefined ? null : toCents(request.body.stake),
          seenCents: toCents(request.body.offer),
          key: typeof header === 'string' ? header : null,
          hash: requestHash(request.body),
          nowMs: now(),
          counter: payee(c),
        });
        const answer = await shopTicketAnswer(db, c, await visibleTicket(db, c, t.reference_id), now());
        return reply.headers(noStore).send({ ...answer, amount: fromCents(taken.amountCents), stake: fromCents(taken.partCents) });
      } catch (err) {
        if (err instanceof OfferChanged) {
          return reply
            .code(400)
            .headers(noStore)
            .send({ error: err.message, code: err.code, offer: fromCents(err.currentCents) });
        }
        throw err;
      }
    },
    guarded,
  );
}
