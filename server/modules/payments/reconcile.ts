// Reconciliation (issue 13): our records against each gateway's status. A difference — the gateway says an end
// state we do not have, we completed what the gateway does not, or the amounts differ — is stored in
// payment_discrepancies (once per payment, kind and their word) for the operator; nothing moves money here. Each
// comparison is recorded in payment_reconciliation_runs (who ran it — the job or an operator — and what it found),
// so the payments desk lists the stored differences without asking the gateways and says when it last ran.
import { fromCents } from '../../../domain/money.ts';
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
const DAY_MS = 24 * 60 * 60_000;

/** Who asked for a comparison: the periodic job, or an operator (by name). */
export type RunBy = { source: 'job' } | { source: 'operator'; name: string };

/** Checks the payments of the last `days`; answers how many were checked and every stored discrepancy since then. */
export async function reconcile(deps: PaymentsDeps, days: number, by: RunBy): Promise<{ checked: number; discrepancies: Discrepancy[] }> {
  const startedAt = new Date(deps.now());
  const sinceMs = startedAt.getTime() - days * DAY_MS;
  let foundCount = 0;
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
    foundCount += found.length;
    for (const [kind, detail] of found) {
      await deps.db
        .insertInto('payment_discrepancies')
        .values({ payment_id: row.id, kind, ours: row.state, theirs: kind === 'amount' ? String(amount) : theirs, detail, found_at: at })
        .onConflict((oc) => oc.columns(['payment_id', 'kind', 'theirs']).doNothing())
        .execute();
    }
  }
  await deps.db
    .insertInto('payment_reconciliation_runs')
    .values({
      started_at: startedAt,
      finished_at: new Date(deps.now()),
      days,
      checked: rows.length,
      found: foundCount,
      source: by.source,
      by_name: by.source === 'operator' ? by.name : null,
    })
    .execute();
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

/** The stored differences, newest first, with their payments, and the last comparison that ran (no gateway asked). */
export async function storedDiscrepancies(deps: PaymentsDeps, limit: number) {
  const [rows, last] = await Promise.all([
    deps.db
      .selectFrom('payment_discrepancies as d')
      .innerJoin('payments as p', 'p.id', 'd.payment_id')
      .select(['d.payment_id', 'p.flow', 'p.gateway', 'p.method', 'p.amount_cents', 'd.kind', 'd.ours', 'd.theirs', 'd.detail', 'd.found_at'])
      .orderBy('d.found_at', 'desc')
      .orderBy('d.payment_id')
      .limit(limit)
      .execute(),
    deps.db.selectFrom('payment_reconciliation_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    data: rows.map(({ amount_cents, found_at, ...d }) => ({
      ...d,
      amount: fromCents(Number(amount_cents)),
      found_at: new Date(found_at).toISOString(),
    })),
    last_run:
      last === undefined
        ? null
        : {
            started_at: new Date(last.started_at).toISOString(),
            finished_at: new Date(last.finished_at).toISOString(),
            days: last.days,
            checked: last.checked,
            found: last.found,
            source: last.source,
            by: last.by_name,
          },
  };
}
