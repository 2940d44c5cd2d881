// A prematch money ticket placed for a player by the server's own front ends (issue 34's channels: USSD, SMS,
// Telegram), through the path the web's POST /api/v1/tickets takes for a prematch slip: the one-statement placement
// when everything is as quoted (fast-place.ts), else the full transaction (repo.ts) that finds the refusal in the
// spec's order — self-exclusion, legs, prices, stake, risk limits, balance — or places the ticket. Idempotent by
// `key`: the same key and request answer the ticket placed (created: false, nothing debited); the same key with
// another request is IDEMPOTENCY_CONFLICT. A leg that has kicked off meanwhile is refused (no live path here).
import type { Db } from '../../db/index.ts';
import { betTypeFor } from '../../../domain/bet-math.ts';
import type { SelectionInput, TicketInput } from './input.ts';
import { TicketError } from './errors.ts';
import { placeMoneyTicketFast } from './fast-place.ts';
import { priceTicket } from './maths.ts';
import { type Placement, placeMoneyTicket } from './repo.ts';
import { requestHash, sameRequestOr409, ticketUnderKey } from './request-hash.ts';

export interface PrematchBet {
  merchantId: string;
  userId: string;
  key: string;
  nowMs: number;
  /** What identifies the request under its key (hashed): the same key with another request is refused. */
  request: unknown;
  /** ETB, two decimals at most. */
  stake: number;
  selections: SelectionInput[];
}

const NO_FIGURES = { stakeTax: 0, netStake: 0, winningsTax: 0, bonusPercentage: 0, bonusAmount: 0, basicWin: 0, grossWin: 0, netWin: 0 };

/** Places the ticket (or finds the one `key` placed); its id, reference and whether this call created it. */
export async function placePrematchTicket(db: Db, bet: PrematchBet): Promise<{ id: string; reference: string; created: boolean }> {
  const betType = betTypeFor(bet.selections.length);
  const hash = requestHash(bet.request);
  const draft = {
    kind: 'money' as const,
    merchantId: bet.merchantId,
    userId: bet.userId,
    betType,
    idempotencyKey: bet.key,
    requestHash: hash,
    nowMs: bet.nowMs,
  };
  // The server computes the figures itself: a channel sends none, as the spec's legacy payload does.
  const input: TicketInput = { betType, stake: bet.stake, selections: bet.selections, figures: NO_FIGURES };
  let placement: Placement;
  try {
    placement =
      (await placeMoneyTicketFast(db, draft, input)) ?? (await placeMoneyTicket(db, draft, priceTicket(input, bet.nowMs, undefined, bet.userId)));
  } catch (err) {
    // A retried key answers the ticket it placed, even when the retry itself would now be refused (a price moved).
    const earlier = err instanceof TicketError ? await ticketUnderKey(db, bet.userId, bet.key) : null;
    if (earlier === null) {
      throw err;
    }
    placement = { id: sameRequestOr409(earlier, hash), created: false, ticket: null };
  }
  const reference =
    placement.ticket?.reference_id ??
    (await db.selectFrom('tickets').select('reference_id').where('id', '=', placement.id).executeTakeFirstOrThrow()).reference_id;
  return { id: placement.id, reference, created: placement.created };
}
