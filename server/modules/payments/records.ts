// Payment rows as the API shows them (schema/payment.ts PaymentRecord) and the player's lists. A phone is shown
// masked but for its last 4 digits: lists travel to the browser and end up in screenshots and support streams.
import type { Selectable } from 'kysely';
import type { PaymentRecord } from '../../../schema/payment.ts';
import { fromCents } from '../../../domain/money.ts';
import type { Db } from '../../db/index.ts';
import type { PaymentsTable } from '../../db/types-payments.ts';

export type PaymentRow = Selectable<PaymentsTable>;

const maskPhone = (phone: string): string => (phone.length <= 4 ? phone : `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`);

const iso = (d: Date | string): string => new Date(d).toISOString();

export function presentPayment(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    flow: row.flow,
    gateway: row.gateway,
    method: row.method as PaymentRecord['method'],
    kind: row.kind,
    amount: fromCents(Number(row.amount_cents)),
    status: row.state,
    phone: maskPhone(row.phone),
    reason: row.reason,
    gateway_reference: row.gateway_txn_id ?? row.session_id,
    payment_url: row.payment_url,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | null> {
  return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export interface ListFilter {
  userId: string;
  gateway?: PaymentRow['gateway'];
  kinds?: PaymentRow['kind'][];
  sinceMs?: number;
}

/** The player's payments, newest first, with the total for paging. */
export async function listPayments(db: Db, filter: ListFilter, limit: number, offset: number): Promise<{ rows: PaymentRow[]; total: number }> {
  let query = db.selectFrom('payments').where('user_id', '=', filter.userId);
  if (filter.gateway !== undefined) {
    query = query.where('gateway', '=', filter.gateway);
  }
  if (filter.kinds !== undefined) {
    query = query.where('kind', 'in', filter.kinds);
  }
  if (filter.sinceMs !== undefined) {
    query = query.where('created_at', '>=', new Date(filter.sinceMs));
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
