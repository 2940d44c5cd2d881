// A booking code at the counter (issue 18): POST /api/v1/shop/booking-codes/:code {stake} makes a CASH- ticket of the
// code's picks at the prices of now and the cashier's stake, exactly as a visitor's cashier ticket is made
// (tickets/check.ts + maths.ts in the storing transaction, no money moves); the counter then accepts it like any
// other. A pick that no longer takes bets refuses the whole ticket with its ticket code (MATCH_STARTING_SOON, …),
// so the cashier never takes a stake for fewer picks than the customer chose. Unknown 404, expired 410.
import { BOOKING_CODE_PATTERN, upperAscii } from '../../../schema/booking-code.ts';
import { betTypeFor } from '../../../domain/bet-math.ts';
import { fromCents } from '../../../domain/money.ts';
import { CASHIER_STARTING_SOON } from '../../../domain/ticket-errors.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { savedPicksOf } from '../booking-codes/picks.ts';
import { priceTicket } from '../tickets/maths.ts';
import { storeTicket } from '../tickets/repo.ts';
import type { CashierPrincipal } from './sessions.ts';

const NO_FIGURES = { stakeTax: 0, netStake: 0, winningsTax: 0, bonusPercentage: 0, bonusAmount: 0, basicWin: 0, grossWin: 0, netWin: 0 };

export async function ticketFromBookingCode(db: Db, c: CashierPrincipal, rawCode: string, stake: number, nowMs: number): Promise<string> {
  const code = upperAscii(rawCode);
  if (!BOOKING_CODE_PATTERN.test(code)) {
    throw new HttpError(400, 'INVALID_BOOKING_CODE', 'Enter a booking code of 6 letters and digits');
  }
  const row = await db.selectFrom('booking_codes').select(['selections', 'expires_at']).where('code', '=', code).executeTakeFirst();
  if (row === undefined) {
    throw new HttpError(404, 'BOOKING_CODE_NOT_FOUND', 'Booking code not found');
  }
  if (new Date(row.expires_at).getTime() <= nowMs) {
    throw new HttpError(410, 'BOOKING_CODE_EXPIRED', 'This booking code has expired');
  }
  const picks = savedPicksOf(row.selections);
  const now = await db
    .selectFrom('outcomes')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id', 'odds_hundredths'])
    .where('match_id', 'in', [...new Set(picks.map((p) => p.match_id))])
    .execute();
  const price = new Map(now.map((o) => [[o.match_id, o.market_id, o.specifier, o.outcome_id].join('\u0000'), o.odds_hundredths]));
  const selections = picks.map((p) => ({
    matchId: p.match_id,
    marketId: p.market_id,
    outcomeId: p.outcome_id,
    specifier: p.specifier,
    // The price of now (the check refuses a leg without one); a move between this read and the check is ODDS_CHANGED.
    odds: fromCents(price.get([p.match_id, p.market_id, p.specifier, p.outcome_id].join('\u0000')) ?? 0),
  }));
  const input = { betType: betTypeFor(selections.length), stake, selections, figures: NO_FIGURES };
  const stored = await storeTicket(
    db,
    { kind: 'cashier', merchantId: c.merchantId, userId: null, betType: input.betType, idempotencyKey: null, nowMs },
    priceTicket(input, nowMs, CASHIER_STARTING_SOON, undefined, true),
  );
  return stored.reference;
}
