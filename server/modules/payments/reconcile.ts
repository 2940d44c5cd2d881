// Reconciliation (issue 13): our records against each gateway's status. A difference — the gateway says an end
// state we do not have, we completed what the gateway does not, or the amounts differ — is stored in
// payment_discrepancies (once per payment, kind and their word) for the operator; nothing moves money here.
import type { PaymentState } from '../../../domain/payments/states.ts';
import { isFinalPaymentState } from '../../../domain/payments/states.ts';
import { orderOf, type PaymentsDeps } from './deps.ts';

export interface Discrepancy {
  payment_id: string;
  kind: string;
  ours: string;
  theirs: string;
  detail: string;
  found_at: string;
}

const LIMIT = 500;

/** Checks the payments created since `sinceMs`; answers how many were checked and every stored discrepancy since then. */
export async function reconcile(deps: PaymentsDeps, sinceMs: number): Promise<{ checked: number; discrepancies: Discrepancy[] }> {
  const rows = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('created_at', '>=', new Date(sinceMs))
    .orderBy('created_at')
    .limit(LIMIT)
    .execute();
  const at = new Date(deps.now());
  for (const row of rows) {
    let theirs: PaymentState | 'unknown' = 'unknown';
    let amount: number | null = null;
    try {
      const reading = await deps.adapters[row.gateway].status(orderOf(row));
      theirs = reading?.state ?? 'unknown';
      amount = reading?.amountCents ?? null;
    } catch (err) {
      deps.log(`reconciliation: no status for payment ${row.id}`, err);
      continue;
    }
    const found: [string, string][] = [];
    if (theirs !== 'unknown' && isFinalPaymentState(theirs) && theirs !== row.state) {
      found.push(['state', `${row.gateway} says ${theirs}, we say ${row.state}`]);
    } else if (row.state === 'completed' && theirs !== 'completed') {
      found.push(['state', `we completed it, ${row.gateway} says ${theirs}`]);
    }
    if (amount !== null && amount !== Number(row.amount_cents)) {
      found.push(['amount', `${row.gateway} has ${amount} cents, we have ${row.amount_cents}`]);
    }
    for (const [kind, detail] of found) {
      await deps.db
        .insertInto('payment_discrepancies')
        .values({ payment_id: row.id, kind, ours: row.state, theirs: kind === 'amount' ? String(amount) : theirs, detail, found_at: at })
        .onConflict((oc) => oc.columns(['payment_id', 'kind', 'theirs']).doNothing())
        .execute();
    }
  }
  const stored = await deps.db
    .selectFrom('payment_discrepancies')
    .innerJoin('payments', 'payments.id', 'payment_discrepancies.payment_id')
    .select([
      'payment_discrepancies.payment_id',
      'payment_discrepancies.kind',
      'payment_discrepancies.ours',
      'payment_discrepancies.theirs',
      'payment_discrepancies.detail',
      'payment_discrepancies.found_at',
    ])
    .where('payments.created_at', '>=', new Date(sinceMs))
    .orderBy('payment_discrepancies.found_at', 'desc')
    .execute();
  return { checked: rows.length, discrepancies: stored.map((d) => ({ ...d, found_at: new Date(d.found_at).toISOString() })) };
}
