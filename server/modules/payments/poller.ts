// Payments whose callback never comes (issue 13, payments-protocols.md §5.1): every second the due ones are asked
// for their status, with back-off (5 s, 10 s, 30 s, 1 min, then every 5 min); a pending one past its expiry
// becomes expired. Each due payment is claimed by moving its next_poll_at, so two instances never ask twice.
import { schedulePeriodic, type PeriodicJob } from '../../jobs.ts';
import type { PaymentsDeps } from './deps.ts';
import { backoffMs, refresh } from './refresh.ts';
import { sendApprovedPayouts } from './review.ts';

const BATCH = 25;

/** One round: the due payments, oldest due first. Returns how many were asked. */
export async function pollDue(deps: PaymentsDeps): Promise<number> {
  // Withdrawals a person approved since the last round: their payouts are asked first (review.ts).
  await sendApprovedPayouts(deps);
  const now = deps.now();
  const due = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('state', 'in', ['pending', 'processing'])
    .where('next_poll_at', '<=', new Date(now))
    .orderBy('next_poll_at')
    .limit(BATCH)
    .execute();
  let asked = 0;
  for (const row of due) {
    const claimed = await deps.db
      .updateTable('payments')
      .set({ polls: row.polls + 1, next_poll_at: new Date(now + backoffMs(row.polls + 1)) })
      .where('id', '=', row.id)
      .where('polls', '=', row.polls)
      .where('state', 'in', ['pending', 'processing'])
      .returningAll()
      .executeTakeFirst();
    if (claimed !== undefined) {
      asked += 1;
      await refresh(deps, claimed, 'poll');
    }
  }
  return asked;
}

export function schedulePaymentPoller(deps: PaymentsDeps, everyMs: number, onError: (err: unknown) => void): PeriodicJob {
  return schedulePeriodic(() => pollDue(deps), everyMs, onError);
}
