// The payments desk's reads (schema/endpoints/backoffice-payments.ts): payments newest first with filters and a
// search, and one payment with its state history and reconciliation differences. Reads only: nothing is audited.
// A search by phone is normalised as payments store it (domain/payments/submit.ts), so 0911…, 911… and +251911… agree.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { normalizePaymentPhone } from '../../../domain/payments/submit.ts';
import { ListPayments, PaymentDetail } from '../../../schema/endpoints/backoffice-payments.ts';
import type { PaymentsTable } from '../../db/types-payments.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { PaymentsDeps } from './deps.ts';

const record = (p: Selectable<PaymentsTable>) => ({
  id: p.id,
  user_id: p.user_id,
  phone: p.phone,
  flow: p.flow,
  gateway: p.gateway,
  method: p.method,
  amount: fromCents(Number(p.amount_cents)),
  state: p.state,
  review: p.review,
  gateway_status: p.gateway_status,
  gateway_txn_id: p.gateway_txn_id,
  created_at: p.created_at.toISOString(),
  updated_at: p.updated_at.toISOString(),
});

export function paymentDeskRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  route(app, ListPayments, async (request) => {
    const { flow, state, review, q, before } = request.query;
    const limit = request.query.limit ?? 50;
    const beforeAt = before === undefined ? null : new Date(before);
    if (beforeAt !== null && Number.isNaN(beforeAt.getTime())) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'before must be a date-time');
    }
    let query = deps.db.selectFrom('payments').selectAll();
    if (flow !== undefined) query = query.where('flow', '=', flow);
    if (state !== undefined) query = query.where('state', '=', state);
    if (review !== undefined) query = query.where('review', '=', review);
    if (beforeAt !== null) query = query.where('created_at', '<', beforeAt);
    if (q !== undefined) {
      const phone = normalizePaymentPhone(q);
      query = query.where((eb) =>
        eb.or([eb('id', '=', q), eb('gateway_txn_id', '=', q), eb('session_id', '=', q), ...(phone === null ? [] : [eb('phone', '=', phone)])]),
      );
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit);
    return { data: page.map(record), next_before: rows.length > limit ? (page.at(-1)?.created_at.toISOString() ?? null) : null };
  });

  route(app, PaymentDetail, async (request) => {
    const p = await deps.db.selectFrom('payments').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (p === undefined) {
      throw new HttpError(404, 'NOT_FOUND', 'Payment not found');
    }
    const [steps, differences] = await Promise.all([
      deps.db.selectFrom('payment_events').selectAll().where('payment_id', '=', p.id).orderBy('created_at').orderBy('id').execute(),
      deps.db.selectFrom('payment_discrepancies').selectAll().where('payment_id', '=', p.id).orderBy('found_at').execute(),
    ]);
    return {
      payment: record(p),
      steps: steps.map((e) => ({
        source: e.source,
        from_state: e.from_state,
        to_state: e.to_state,
        gateway_status: e.gateway_status,
        at: e.created_at.toISOString(),
      })),
      differences: differences.map((d) => ({ kind: d.kind, ours: d.ours, theirs: d.theirs, detail: d.detail, found_at: d.found_at.toISOString() })),
    };
  });
}
