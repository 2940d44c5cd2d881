// The counter routes (schema/endpoints/shop.ts): sign in / out, who am I, load-or-check a CASH- ticket, accept,
// pay out, a booking code made into a CASH- ticket (booking.ts), the till's day. Every route but sign-in runs
// behind requireCashier (X-Cashier-Token); a player's X-Auth-Token means nothing here. Before a ticket is read its expiry is applied (tickets/expiry.ts), so an
// unaccepted ticket past its first kick-off answers 'expired' at once.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import {
  AcceptShopTicket,
  CashierMe,
  CashierSignIn,
  CashierSignOut,
  CashierTill,
  PayShopTicket,
  ShopBookingCode,
  ShopTicketByReference,
} from '../../../schema/endpoints/shop.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../module-options.ts';
import { expireUnpaidCashierTickets } from '../tickets/expiry.ts';
import { answering } from '../tickets/routes.ts';
import { signIn } from './accounts.ts';
import { ticketFromBookingCode } from './booking.ts';
import { acceptTicket, payTicket } from './counter.ts';
import { acceptDelayMs } from './live-accept.ts';
import { cashierOf, requireCashier, revokeCashierSession } from './sessions.ts';
import { tillStatement } from './till.ts';
import { requireReference, shopTicketAnswer, visibleTicket } from './view.ts';

export function counterRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const guarded = { preHandler: requireCashier({ db, now }) };
  const noStore = { 'cache-control': 'no-store' };

  route(app, CashierSignIn, async (request, reply) => {
    const merchantId = request.merchantId ?? opts.config.merchantId;
    if (request.body.username.trim() === '' || request.body.password === '') {
      throw new HttpError(400, 'CREDENTIALS_REQUIRED', 'Please enter your username and password');
    }
    const { username, password, device } = request.body;
    return reply.headers(noStore).send(await signIn(db, merchantId, { username, password, device, address: request.ip }, now()));
  });

  route(
    app,
    CashierSignOut,
    async (request, reply) => {
      await revokeCashierSession(db, cashierOf(request).sessionId, now());
      return reply.headers(noStore).send({ success: true });
    },
    guarded,
  );

  route(
    app,
    CashierMe,
    async (request, reply) => {
      const c = cashierOf(request);
      return reply.headers(noStore).send({ id: c.cashierId, username: c.username, shop_id: c.shopId, shop_name: c.shopName });
    },
    guarded,
  );

  route(
    app,
    ShopTicketByReference,
    async (request, reply) => {
      const c = cashierOf(request);
      const reference = requireReference(request.params.reference);
      await expireUnpaidCashierTickets(db, now(), reference);
      const v = await visibleTicket(db, c, reference);
      return reply.headers(noStore).send(await shopTicketAnswer(db, c, v, now()));
    },
    guarded,
  );

  route(
    app,
    AcceptShopTicket,
    async (request, reply) => {
      const c = cashierOf(request);
      const reference = requireReference(request.params.reference);
      await expireUnpaidCashierTickets(db, now(), reference);
      // A ticket with a leg in play is taken after its delay, as a player's live bet (live-accept.ts).
      const found = await visibleTicket(db, c, reference, false);
      const delayMs = found.side === null ? await acceptDelayMs(db, found.ticket.id, opts.config.liveBetDelays) : 0;
      if (delayMs > 0) {
        await sleep(delayMs);
      }
      const v = await acceptTicket(db, c, reference, now());
      return reply.headers(noStore).send(await shopTicketAnswer(db, c, v, now()));
    },
    guarded,
  );

  route(
    app,
    PayShopTicket,
    async (request, reply) => {
      const c = cashierOf(request);
      const v = await payTicket(db, c, requireReference(request.params.reference), now());
      return reply.headers(noStore).send(await shopTicketAnswer(db, c, v, now()));
    },
    guarded,
  );

  route(
    app,
    ShopBookingCode,
    async (request, reply) =>
      answering(reply, async () => {
        const c = cashierOf(request);
        const reference = await ticketFromBookingCode(db, c, request.params.code, request.body.stake, now());
        const v = await visibleTicket(db, c, reference);
        return reply
          .code(201)
          .headers(noStore)
          .send(await shopTicketAnswer(db, c, v, now()));
      }),
    guarded,
  );

  route(
    app,
    CashierTill,
    async (request, reply) => {
      const c = cashierOf(request);
      return reply.headers(noStore).send(await tillStatement(db, { id: c.shopId, name: c.shopName }, request.query.day, now()));
    },
    guarded,
  );
}
