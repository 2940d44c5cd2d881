// Operator routes of payments (schema/endpoints/admin-payments.ts); operator access: backoffice/access.ts. Setting a
// flow's gateway switches is audited ('payments.preferences', before and after) in the transaction that stores them;
// setting what is already in force writes no entry.
import type { FastifyInstance } from 'fastify';
import { ReconcilePayments, SetPaymentPreferences } from '../../../schema/endpoints/admin-payments.ts';
import { route } from '../../plugins/contract.ts';
import { operatorOf } from '../backoffice/access.ts';
import { appendAudit, canonicalJson } from '../backoffice/audit.ts';
import { preferencesOf, savePreferences } from './preferences.ts';
import { reconcile } from './reconcile.ts';
import type { PaymentsDeps } from './deps.ts';

const DAY_MS = 24 * 60 * 60_000;

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
  // Not audited: a GET that changes no setting (it only records the discrepancies it finds).
  route(app, ReconcilePayments, async (request) => {
    const report = await reconcile(deps, deps.now() - (request.query.days ?? 1) * DAY_MS);
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
}
