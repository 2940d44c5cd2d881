// Automatic cash-out (issue 32): a player sets a value on a pending money ticket (PUT /api/v1/tickets/:id/cashout/auto)
// and the server cashes the whole ticket out at the first offer that reaches it. runAutoCashouts runs after every
// in-play book run on the leader (live/index.ts): every ticket with a value gets its offer on the prices of now (all
// in three reads, cashout-offer.ts offersOf), and
// one at or above its value is taken by takeCashout (cashout-take.ts) — the same transaction, ticket lock and re-check as
// a player's own, under the key 'auto:<ticket id>', so a second run or another instance pays nothing twice. The
// server's own request has no latency to exploit, so it waits no delay; a value the offer no longer reaches when
// the transaction re-checks it is simply left for the next run.
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { offersOf, type OfferTicket } from './cashout-offer.ts';
import { takeCashout } from './cashout-take.ts';

const BATCH = 500;

/** Takes every automatic cash-out whose offer reached its value now; answers how many were taken. */
export async function runAutoCashouts(db: Db, nowMs: number): Promise<number> {
  const rows = await db
    .selectFrom('tickets')
    .select(['id', 'kind', 'merchant_id', 'user_id', 'status', 'stake_cents', 'open_stake_cents', 'auto_cashout_cents'])
    .where('auto_cashout_cents', 'is not', null)
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let taken = 0;
  const offers = await offersOf(db, rows as OfferTicket[], nowMs);
  for (const t of rows) {
    const value = Number(t.auto_cashout_cents);
    const offer = offers.get(t.id);
    if (offer === undefined || !offer.available || offer.offerCents < value || t.user_id === null) {
      continue;
    }
    try {
      await takeCashout(db, { ticketId: t.id, userId: t.user_id, partCents: null, seenCents: value, key: `auto:${t.id}`, hash: 'auto', nowMs });
      taken += 1;
    } catch (err) {
      // The offer moved below the value, or a settlement came first: nothing was paid; the next run looks again.
      if (!(err instanceof HttpError)) {
        throw err;
      }
    }
  }
  return taken;
}
