// A player's own step on a deposit already stored (issue 28): the CBE Birr confirm, and an Idempotency-Key retry
// that re-sends a deposit which never reached the gateway. Self-exclusion stops every player action, so each step
// is recorded (a payment event) in one transaction that checks the exclusion under the exclusion's own lock
// (responsible-gaming/exclusion.ts lockExclusions): an exclusion recorded first refuses the step with
// SELF_EXCLUDED and nothing reaches the gateway; a step recorded first was taken before the exclusion began.
// Money a gateway already took is not a player's step: its status reading credits it (transitions.ts).
import { refuseIfExcluded, lockExclusions } from '../responsible-gaming/exclusion.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentRow } from './records.ts';

/** Records the player's step on their deposit and answers the payment as it now is; throws while excluded. */
export async function recordDepositStep(deps: PaymentsDeps, paymentId: string, userId: string, step: 'confirm' | 'resend'): Promise<PaymentRow> {
  return deps.db.transaction().execute(async (trx) => {
    await lockExclusions(trx, userId);
    const p = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
    await refuseIfExcluded(trx, userId, deps.now());
    const at = new Date(deps.now());
    await trx
      .insertInto('payment_events')
      .values({ payment_id: p.id, source: step, from_state: p.state, to_state: p.state, gateway_status: null, created_at: at })
      .execute();
    return trx.updateTable('payments').set({ updated_at: at }).where('id', '=', p.id).returningAll().executeTakeFirstOrThrow();
  });
}
