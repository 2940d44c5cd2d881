// Points tickets (spec §5 points rules): POST /api/v1/tickets/points {user_id, stake, selections} paid from
// the player's ACTIVE points (a ledger transfer to house:points:stakes in the transaction that stores the ticket,
// wallet/points.ts), and the reads by user, id and reference. The potential win is stake × the
// merchant's points_to_money_rate in ETB (docs/decisions/betting-and-settlement.md); no VAT, bonus or income tax applies.
import type { FastifyInstance } from 'fastify';
import { PlacePointsTicket, PointsTicketById, PointsTicketByReference, PointsTicketsOfUser } from '../../../schema/endpoints/tickets.ts';
import { route } from '../../plugins/contract.ts';
import { betBreakdown, betTypeFor, type BetBreakdown } from '../../../domain/bet-math.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { checkPointsBet, pointsRule, type PointsRule } from '../../../domain/points-rules.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../auth/sessions.ts';
import type { ModuleOptions } from '../module-options.ts';
import { LedgerError, ledgerTransaction } from '../wallet/ledger.ts';
import { activePointsAccountId, pointsStakeTransfer } from '../wallet/points.ts';
import { checkSelections } from './check.ts';
import { hasInPlayLeg } from './live-route.ts';
import { delayOf } from '../../config-live.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { configOf } from './config.ts';
import { forbidden, LIST_FORBIDDEN, ticketNotFound, VIEW_FORBIDDEN } from './errors.ts';
import { selectionsOf } from './input.ts';
import { findTicket, listTickets } from './present.ts';
import { insertTicket } from './repo.ts';
import { answering, pageOf, principalOf, requireOwnUser } from './routes.ts';
import { storedOddsPolicy } from '../auth/odds-policy.ts';

const NOT_FOUND = 'Points ticket not found';

/** A points rule broken: its own code, the spec §5 text and the text's numbers beside them (domain/points-rules.ts). */
const ruleBroken = (rule: PointsRule): HttpError => new HttpError(400, rule.code, rule.text, rule.values);

const insufficientPoints = (): HttpError => new HttpError(400, 'INSUFFICIENT_POINTS', 'Insufficient active points');

/** A points ticket's figures: stake in point hundredths, the win stake × rate in ETB cents. */
function pointsBreakdown(stakeCents: number, odds: readonly number[], rate: number): BetBreakdown {
  const win = toCents(fromCents(stakeCents) * rate);
  return {
    ...betBreakdown(stakeCents, odds),
    vatCents: 0,
    netStakeCents: stakeCents,
    bonusPercent: 0,
    bonusCents: 0,
    basicWinCents: win,
    grossWinCents: win,
    incomeTaxCents: 0,
    netWinCents: win,
    exceedsCap: false,
  };
}

export function pointsTicketRoutes(app: FastifyInstance, opts: ModuleOptions): void {
  const { db, now } = opts;
  const session = requireSession({ db, now });

  route(
    app,
    PlacePointsTicket,
    async (request, reply) =>
      answering(reply, async () => {
        const principal = principalOf(request.principal);
        requireOwnUser(request.body.user_id, principal);
        const stake = request.body.stake;
        const selections = selectionsOf(request.body.selections);
        const config = await configOf(db, principal.merchantId);
        if (config === null || !config.points_betting_enabled) {
          throw new HttpError(400, 'POINTS_DISABLED', 'Points betting is not enabled');
        }
        if (selections.length < config.points_min_selections) {
          throw ruleBroken(pointsRule('POINTS_MIN_SELECTIONS', { min_selections: config.points_min_selections }));
        }
        const stakeCents = toCents(stake);
        // In play (issue 32): checked at once, then held for the legs' delay and checked again below, under the same
        // rules as a money ticket (the player's stored odds-change setting). Points are not reserved meanwhile: the stake
        // leaves the active points in the storing transaction, which refuses it then if they no longer cover it.
        const live = await hasInPlayLeg(db, selections);
        const inPlay = live ? { inPlay: true, oddsPolicy: await storedOddsPolicy(db, principal.userId) } : {};
        if (live) {
          const seen = await db
            .transaction()
            .execute((trx) => checkSelections(trx, selections, { nowMs: now(), userId: principal.userId, ...inPlay }));
          await sleep(
            delayOf(
              opts.config.liveBetDelays,
              seen.filter((l) => l.inPlay === true).map((l) => l.sportId ?? '1'),
            ),
          );
        }
        const nowMs = now();
        // Checked and priced in the transaction that stores the ticket (check.ts holds the legs' rows until commit).
        const id = await ledgerTransaction(db, async ({ trx, post }) => {
          const legs = await checkSelections(trx, selections, { nowMs, userId: principal.userId, ...inPlay });
          const rules = checkPointsBet(
            config,
            stake,
            legs.map((l) => fromCents(l.oddsHundredths)),
          );
          const broken = rules.error ?? rules.notice;
          if (broken !== null) {
            throw ruleBroken(broken);
          }
          const breakdown = pointsBreakdown(
            stakeCents,
            legs.map((l) => l.oddsHundredths),
            config.points_to_money_rate,
          );
          const inserted = await insertTicket(trx, {
            kind: 'points',
            merchantId: principal.merchantId,
            userId: principal.userId,
            betType: betTypeFor(legs.length),
            breakdown,
            legs,
            idempotencyKey: null,
            nowMs,
          });
          if (inserted === null) {
            throw insufficientPoints();
          }
          // The guarded move of the ledger: concurrent stakes never take the active points below zero.
          try {
            await post(pointsStakeTransfer(principal.userId, inserted, stakeCents));
          } catch (err) {
            // A wallet without points accounts (written by hand, as the bench seeds do) holds no points either.
            const noAccount = err instanceof LedgerError && err.code === 'UNKNOWN_ACCOUNT' && err.account === activePointsAccountId(principal.userId);
            if (noAccount || (err instanceof LedgerError && err.code === 'INSUFFICIENT_BALANCE')) {
              throw insufficientPoints();
            }
            throw err;
          }
          return inserted.id;
        });
        const ticket = await findTicket(db, { id });
        return reply.code(201).header('cache-control', 'no-store').send({ success: true, reference_id: ticket?.reference_id, ticket_id: id, ticket });
      }),
    { preHandler: session },
  );

  route(
    app,
    PointsTicketsOfUser,
    async (request, reply) => {
      if (request.params.userId !== principalOf(request.principal).userId) {
        throw forbidden(LIST_FORBIDDEN);
      }
      const { limit, offset } = pageOf(request.query);
      reply.header('cache-control', 'no-store');
      return listTickets(db, request.params.userId, ['points'], limit, offset);
    },
    { preHandler: session },
  );

  route(app, PointsTicketByReference, async (request) => {
    const ticket = await findTicket(db, { reference: request.params.reference.trim().toUpperCase() });
    if (ticket === null || ticket.kind !== 'points') {
      throw ticketNotFound(`${NOT_FOUND} with this reference ID`);
    }
    return ticket;
  });

  route(
    app,
    PointsTicketById,
    async (request, reply) => {
      const ticket = await findTicket(db, { id: request.params.id });
      if (ticket === null || ticket.kind !== 'points') {
        throw ticketNotFound(NOT_FOUND);
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
