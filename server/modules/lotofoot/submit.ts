// Submitting a LotoFoot ticket (core §5, issue 14). The shape is checked first (one pick per match of the week,
// no duplicates, no match from elsewhere, a price above 0 with at most 2 decimals and at most 1,000 ETB); then, in
// ONE transaction, the week is locked and must still be open with its first match not kicked off, the ticket and
// its picks are stored, and the price is debited (player → house:lotofoot; never below zero). An Idempotency-Key
// makes a retry answer the first ticket; nothing is debited twice.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Infer } from 'superstruct';
import type { SubmitLotofootBody } from '../../../schema/endpoints/lotofoot.ts';
import { invalidMatchesText, LOTOFOOT_MAX_PRICE } from '../../../schema/endpoints/lotofoot.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Principal } from '../auth/sessions.ts';
import { newReference } from '../tickets/repo.ts';
import { ledgerTransaction, playerAccountId } from '../wallet/ledger.ts';
import { refuseIfExcluded } from '../responsible-gaming/exclusion.ts';
import { refuseAboveCap } from './liability.ts';

export const HOUSE_LOTOFOOT = 'house:lotofoot';
const refuse = (code: string, text: string): HttpError => new HttpError(400, code, text);

type Body = Infer<typeof SubmitLotofootBody>;

/** The shape rules, before anything is locked; answers the price in cents. */
function checkShape(body: Body, weekMatches: readonly string[]): number {
  const ids = body.predictions.map((p) => p.match_id);
  if (new Set(ids).size !== ids.length) {
    throw refuse('LOTOFOOT_DUPLICATE_MATCH', 'Each match can be predicted only once');
  }
  const foreign = ids.filter((id) => !weekMatches.includes(id));
  if (foreign.length > 0) {
    throw refuse('LOTOFOOT_INVALID_MATCHES', invalidMatchesText(foreign));
  }
  if (ids.length !== weekMatches.length) {
    throw refuse('LOTOFOOT_INCOMPLETE', 'All matches must have predictions before submitting');
  }
  const price = body.ticket_price;
  if (!(price > 0)) {
    throw refuse('LOTOFOOT_INVALID_PRICE', 'Ticket price must be greater than 0');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(String(price))) {
    throw refuse('LOTOFOOT_PRICE_FORMAT', 'Please enter a valid amount greater than 0');
  }
  if (price > LOTOFOOT_MAX_PRICE) {
    throw refuse('LOTOFOOT_MAX_PRICE', 'Maximum ticket price is 1,000 ETB');
  }
  return Math.round(price * 100);
}

export interface Submitted {
  ticketId: string;
  created: boolean;
}

export async function submitTicket(
  db: Db,
  principal: Principal,
  body: Body,
  key: string | null,
  nowMs: number,
  capCents: number,
): Promise<Submitted> {
  if (body.user_id !== principal.userId) {
    throw new HttpError(403, 'FORBIDDEN', 'You can only submit tickets for your own account');
  }
  if (body.merchant_id !== undefined && body.merchant_id !== principal.merchantId) {
    throw new HttpError(403, 'MERCHANT_MISMATCH', 'Session does not belong to this merchant');
  }
  if (key !== null) {
    const earlier = await db
      .selectFrom('lotofoot_tickets')
      .select('id')
      .where('user_id', '=', principal.userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (earlier !== undefined) {
      return { ticketId: earlier.id, created: false };
    }
  }
  const week = await db.selectFrom('lotofoot_weeks').select(['id', 'variant']).where('id', '=', body.week_id).executeTakeFirst();
  if (week === undefined) {
    throw refuse('LOTOFOOT_WEEK_NOT_FOUND', 'No current week data available');
  }
  if (week.variant !== body.variant) {
    throw refuse('LOTOFOOT_VARIANT_MISMATCH', 'This ticket is for another Loto Foot variant');
  }
  const matches = await db
    .selectFrom('lotofoot_week_matches')
    .select(['match_id', 'position'])
    .where('week_id', '=', week.id)
    .orderBy('position')
    .execute();
  const priceCents = checkShape(
    body,
    matches.map((m) => m.match_id),
  );
  const position = new Map(matches.map((m) => [m.match_id, m.position]));
  const ticketId = randomUUID();
  return ledgerTransaction(db, async ({ trx, post }) => {
    await refuseIfExcluded(trx, principal.userId, nowMs); // responsible gaming (issue 18)
    // The week row is locked: closing it (the job) waits for this ticket, or this ticket sees it closed.
    const locked = await trx.selectFrom('lotofoot_weeks').select('status').where('id', '=', week.id).forUpdate().executeTakeFirstOrThrow();
    const first = await trx
      .selectFrom('lotofoot_week_matches as w')
      .innerJoin('matches as m', 'm.id', 'w.match_id')
      .select((eb) => eb.fn.min('m.start_time').as('first'))
      .where('w.week_id', '=', week.id)
      .executeTakeFirstOrThrow();
    if (locked.status !== 'open' || new Date(first.first as Date | string).getTime() <= nowMs) {
      throw refuse('LOTOFOOT_DEADLINE_PASSED', 'The deadline for this Loto Foot week has passed');
    }
    const inserted = await trx
      .insertInto('lotofoot_tickets')
      .values({
        id: ticketId,
        reference_id: newReference('LF'),
        user_id: principal.userId,
        merchant_id: principal.merchantId,
        week_id: week.id,
        variant: week.variant,
        price_cents: priceCents,
        status: 'PENDING',
        idempotency_key: key,
        created_at: new Date(nowMs),
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) {
      const earlier = await trx
        .selectFrom('lotofoot_tickets')
        .select('id')
        .where('user_id', '=', principal.userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      return { ticketId: earlier.id, created: false };
    }
    // Counted after the insert (the week row is locked): a retry of a stored ticket is answered above, never refused here.
    await refuseAboveCap(trx, week.id, week.variant, capCents);
    await trx
      .insertInto('lotofoot_picks')
      .values(
        body.predictions.map((p) => ({
          ticket_id: ticketId,
          position: position.get(p.match_id) ?? 0,
          match_id: p.match_id,
          prediction: p.prediction,
          // The kick-off the player saw, kept when the feed clock later moves the match (0026, issue 29).
          kickoff_at: sql<Date>`(select start_time from matches where id = ${p.match_id})`,
        })),
      )
      .execute();
    try {
      await post({
        idempotencyKey: `lotofoot:${ticketId}`,
        kind: 'lotofoot_stake',
        reason: `Loto Foot ticket (${week.variant})`,
        postings: [
          { accountId: playerAccountId(principal.userId), amountCents: -priceCents },
          { accountId: HOUSE_LOTOFOOT, amountCents: priceCents },
        ],
      });
    } catch (err) {
      if (err instanceof HttpError && err.code === 'INSUFFICIENT_BALANCE') {
        throw refuse('INSUFFICIENT_BALANCE', 'Insufficient balance');
      }
      throw err;
    }
    return { ticketId, created: true };
  });
}
