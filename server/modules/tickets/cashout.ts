// Cash-out routes (issue 32; schema/endpoints/cashout.ts): GET the offer, POST to take it in full or in part. Taking
// it is ONE ledger transaction holding the ticket row FOR UPDATE — the lock settlement (settle.ts settleOne) and every
// other cash-out of the ticket take too — so of a settlement and any number of cash-outs exactly one goes first and
// the rest see what it did: a settled or cashed-out ticket is no longer PENDING. Inside it the offer is recomputed on
// the prices of that moment (cashout-offer.ts, markets FOR SHARE); it pays only when it is at least what the player
// saw (CASHOUT_OFFER_CHANGED with the current offer otherwise), from house:payouts with key 'cashout:<id>'. A full
// cash-out makes the ticket CASHED_OUT; a partial one lowers its open stake, which settlement later pays on. In play
// the request first waits its legs' delay (as a live bet does); nothing is reserved meanwhile, so a crash loses
// nothing. An Idempotency-Key finds an earlier cash-out of the same request (a 409 for another body under it).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { partialAmount } from '../../../domain/cashout.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { CashOut, CashoutOffer, SetAutoCashout } from '../../../schema/endpoints/cashout.ts';
import { delayOf } from '../../config-live.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { route } from '../../plugins/contract.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { offerOf, type OfferTicket } from './cashout-offer.ts';
import { findTicket } from './present.ts';
import { HOUSE_PAYOUTS } from './repo.ts';
import { requestHash } from './request-hash.ts';
import { principalOf } from './routes.ts';

const notAvailable = (): HttpError => new HttpError(400, 'CASHOUT_NOT_AVAILABLE', 'Cash out is not available for this ticket now');
const conflict = (): HttpError => new HttpError(409, 'CASHOUT_KEY_CONFLICT', 'This Idempotency-Key was used for a different cash out');

class OfferChanged extends HttpError {
  constructor(readonly currentCents: number) {
    super(400, 'CASHOUT_OFFER_CHANGED', 'The cash out offer has changed');
  }
}

const TICKET_COLUMNS = [
  'id',
  'kind',
  'merchant_id',
  'user_id',
  'reference_id',
  'status',
  'stake_cents',
  'open_stake_cents',
  'cashed_out_cents',
  'auto_cashout_cents',
] as const;

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

const wireOffer = (id: string, o: Awaited<ReturnType<typeof offerOf>>) => ({
  ticket_id: id,
  available: o.available,
  reason: o.available ? null : o.reason,
  offer: o.available ? fromCents(o.offerCents) : 0,
  open_stake: fromCents(o.openStakeCents),
  potential_win: o.available ? fromCents(o.potentialCents) : 0,
  in_play: o.inPlaySports.length > 0,
});

interface Take {
  ticketId: string;
  userId: string;
  partCents: number | null;
  seenCents: number;
  key: string | null;
  hash: string;
  nowMs: number;
}

/** Takes the cash-out in one transaction; answers what it paid and the part of the stake it took. */
export async function takeCashout(db: Db, q: Take): Promise<{ amountCents: number; partCents: number }> {
  return ledgerTransaction(db, async ({ trx, post }) => {
    const t = await trx.selectFrom('tickets').select(TICKET_COLUMNS).where('id', '=', q.ticketId).forUpdate().executeTakeFirstOrThrow();
    if (q.key !== null) {
      const earlier = await trx
        .selectFrom('ticket_cashouts')
        .selectAll()
        .where('ticket_id', '=', t.id)
        .where('idempotency_key', '=', q.key)
        .executeTakeFirst();
      if (earlier !== undefined) {
        if (earlier.request_hash !== q.hash) {
          throw conflict();
        }
        return { amountCents: Number(earlier.amount_cents), partCents: Number(earlier.part_cents) };
      }
    }
    const offer = await offerOf(trx, t as OfferTicket, q.nowMs, true);
    if (!offer.available) {
      throw notAvailable();
    }
    const open = offer.openStakeCents;
    const part = q.partCents ?? open;
    if (part <= 0 || part > open) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'The part to cash out must be between 0.01 and the open stake');
    }
    const amount = partialAmount(offer.offerCents, open, part);
    if (amount < q.seenCents) {
      throw new OfferChanged(amount);
    }
    const id = randomUUID();
    const full = part === open;
    await trx
      .insertInto('ticket_cashouts')
      .values({ id, ticket_id: t.id, idempotency_key: q.key, request_hash: q.hash, part_cents: part, amount_cents: amount, full })
      .execute();
    const cashedOut = Number(t.cashed_out_cents) + amount;
    await trx
      .updateTable('tickets')
      .set(
        full
          ? { status: 'CASHED_OUT', open_stake_cents: 0, cashed_out_cents: cashedOut, win_cents: cashedOut, settled_at: new Date(q.nowMs) }
          : { open_stake_cents: open - part, cashed_out_cents: cashedOut },
      )
      .where('id', '=', t.id)
      .execute();
    if (amount > 0) {
      await post({
        idempotencyKey: `cashout:${id}`,
        kind: 'cashout',
        reason: `Cash out of ticket ${t.reference_id}${full ? '' : ' (part)'}`,
        postings: [
          { accountId: HOUSE_PAYOUTS, amountCents: -amount },
          { accountId: playerAccountId(q.userId), amountCents: amount },
        ],
      });
    }
    return { amountCents: amount, partCents: part };
  });
}

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
      const before = await offerOf(db, t, q.nowMs);
      if (before.available && before.inPlaySports.length > 0) {
        // In play: the same delay as a bet, so a goal's suspension reaches the request before it is taken.
        await sleep(delayOf(opts.config.liveBetDelays, before.inPlaySports));
        q.nowMs = now();
      }
      try {
        const taken = await takeCashout(db, q);
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
