// Operator routes of payments (schema/endpoints/admin-payments.ts); operator access: backoffice/access.ts. Setting a
// flow's gateway switches is audited ('payments.preferences', before and after) in the transaction that stores them;
// setting what is already in force writes no entry. So is a method's limits ('payments.limits', limits.ts). The
// reads (switches, limits, stored differences) change nothing; a comparison run on demand is recorded as a run.
import type { FastifyInstance } from 'fastify';
import {
  GetPaymentPreferences,
  ListDiscrepancies,
  ListPaymentLimits,
  MERCHANT_NOT_FOUND,
  ReconcilePayments,
  SetPaymentLimit,
  SetPaymentPreferences,
} from '../../../schema/endpoints/admin-payments.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';
import { HttpError } from '../../plugins/errors.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit, canonicalJson } from '../backoffice/audit.ts';
import { limitTable, setLimit, storedLimits } from './limits.ts';
import { preferencesOf, savePreferences } from './preferences.ts';
import { reconcile, storedDiscrepancies } from './reconcile.ts';
import type { PaymentsDeps } from './deps.ts';

/** The merchant a settings call is about (the server's when left out); an unknown one is refused. */
async function merchantOf(db: Db, given: string | undefined, defaultMerchant: string): Promise<string> {
  const id = given ?? defaultMerchant;
  if ((await db.selectFrom('merchants').select('id').where('id', '=', id).executeTakeFirst()) === undefined) {
    throw new HttpError(MERCHANT_NOT_FOUND.status, MERCHANT_NOT_FOUND.code, MERCHANT_NOT_FOUND.text);
  }
  return id;
}

export function adminPaymentRoutes(app: FastifyInstance, deps: PaymentsDeps, defaultMerchant: string): void {
  route(app, SetPaymentPreferences, async (request) => {
    const merchant = request.body.merchant_id ?? defaultMerchant;
    const { flow } = request.body;
    const { actor } = operatorOf(request);
    const gateways = await deps.db.transaction().execute(async (trx) => {
      const before = await preferencesOf(trx, merchant, flow);
      const nowMs = deps.now();
      await savePreferences(trx, merchant, flow, request.body.gateways, nowMs);
      const after = await preferencesOf(trx, merchant, flow);
      if (canonicalJson(before) !== canonicalJson(after)) {
        const entry = { action: 'payments.preferences', target: { kind: 'merchant', id: merchant }, reason: null };
        await appendAudit(trx, actor, { ...entry, before: { flow, gateways: before }, after: { flow, gateways: after } }, nowMs);
      }
      return after;
    });
    return { success: true as const, preferences: { gateways } };
  });
  // Recorded as a run (who, when, what it found); not audited: it changes no setting and moves no money.
  route(app, ReconcilePayments, async (request) => {
    const report = await reconcile(deps, request.query.days ?? 1, { source: 'operator', name: operatorOf(request).actor.name });
    return {
      success: true as const,
      checked: report.checked,
      discrepancies: report.discrepancies as {
        payment_id: string;
        kind: 'state' | 'amount';
        ours: string;
        theirs: string;
        detail: string;
        found_at: string;
      }[],
    };
  });

  route(app, GetPaymentPreferences, async (request) => {
    const merchant = await merchantOf(deps.db, request.query.merchant_id, defaultMerchant);
    const { flow } = request.query;
    const [gateways, merchants] = await Promise.all([
      preferencesOf(deps.db, merchant, flow),
      deps.db.selectFrom('merchants').select('id').orderBy('id').execute(),
    ]);
    return { success: true as const, merchant_id: merchant, flow, merchants: merchants.map((m) => m.id), preferences: { gateways } };
  });

  route(app, ListPaymentLimits, async (request) => {
    const merchant = await merchantOf(deps.db, request.query.merchant_id, defaultMerchant);
    const { flow } = request.query;
    return { merchant_id: merchant, flow, data: limitTable(await storedLimits(deps.db, merchant, flow), flow) };
  });

  route(app, SetPaymentLimit, async (request) => {
    const b = request.body;
    const merchant = await merchantOf(deps.db, b.merchant_id, defaultMerchant);
    const change = { merchantId: merchant, flow: b.flow, methodId: b.method_id, min: b.min_amount, max: b.max_amount };
    const data = await setLimit(deps.db, operatorOf(request).actor, change, deps.now());
    return { merchant_id: merchant, flow: b.flow, data };
  });

  route(app, ListDiscrepancies, async (request) => storedDiscrepancies(deps, request.query.limit ?? 200));
}
