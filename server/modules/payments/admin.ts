// Operator routes of payments (schema/endpoints/admin-payments.ts); operator access: backoffice/access.ts.
import type { FastifyInstance } from 'fastify';
import { ReconcilePayments, SetPaymentPreferences } from '../../../schema/endpoints/admin-payments.ts';
import { route } from '../../plugins/contract.ts';
import { preferencesOf, savePreferences } from './preferences.ts';
import { reconcile } from './reconcile.ts';
import type { PaymentsDeps } from './deps.ts';

const DAY_MS = 24 * 60 * 60_000;

export function adminPaymentRoutes(app: FastifyInstance, deps: PaymentsDeps, defaultMerchant: string): void {
  route(app, SetPaymentPreferences, async (request) => {
    const merchant = request.body.merchant_id ?? defaultMerchant;
    await savePreferences(deps.db, merchant, request.body.flow, request.body.gateways, deps.now());
    return { success: true as const, preferences: { gateways: await preferencesOf(deps.db, merchant, request.body.flow) } };
  });
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
