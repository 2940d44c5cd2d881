// What the payments desk's settings and reconciliation intents do on the wire (schema/endpoints/admin-payments.ts):
// one call each (a run on demand, then the stored differences read back), never retried, answers decoded by the
// client with the endpoint's declaration. A save answers the state it left (the switches, or every limit of the
// flow), which becomes the outcome as it is: no second read. merchantId '' is the server's own merchant.
import {
  GetPaymentPreferences,
  ListDiscrepancies,
  ListPaymentLimits,
  ReconcilePayments,
  SetPaymentLimit,
  SetPaymentPreferences,
} from '../../schema/endpoints/admin-payments.ts';
import type { AnswerOf, Endpoint } from '../../schema/endpoint.ts';
import type { BackofficeClient, CallInput } from './client.ts';
import type { PaymentSettingsIntent, PaymentSettingsOutcome } from './events-payment-settings.ts';

const merchantOf = (id: string): { merchant_id?: string } => (id === '' ? {} : { merchant_id: id });

export async function runPaymentSettingsIntent(client: BackofficeClient, intent: PaymentSettingsIntent): Promise<PaymentSettingsOutcome[]> {
  const call = async <E extends Endpoint>(endpoint: E, input?: CallInput) => (await client(endpoint, input)).body as AnswerOf<E, 200>;
  switch (intent.type) {
    case 'LoadDiscrepancies': {
      const answer = await call(ListDiscrepancies, { query: { limit: 200 } });
      return [{ type: 'DiscrepanciesLoaded', rows: answer.data, lastRun: answer.last_run }];
    }
    case 'RunReconciliation': {
      const ran = await call(ReconcilePayments, { query: { days: intent.days } });
      const answer = await call(ListDiscrepancies, { query: { limit: 200 } });
      return [
        { type: 'ReconciliationRan', days: intent.days, checked: ran.checked },
        { type: 'DiscrepanciesLoaded', rows: answer.data, lastRun: answer.last_run },
      ];
    }
    case 'LoadPaymentSwitches': {
      const answer = await call(GetPaymentPreferences, { query: { ...merchantOf(intent.merchantId), flow: intent.flow } });
      const { flow, merchants } = answer;
      return [{ type: 'PaymentSwitchesLoaded', merchantId: intent.merchantId, flow, gateways: answer.preferences.gateways, merchants }];
    }
    case 'SetPaymentSwitches': {
      const body = { ...merchantOf(intent.merchantId), flow: intent.flow, gateways: intent.gateways };
      const answer = await call(SetPaymentPreferences, { body });
      // The PUT's answer is the preference response: the limits it may carry are the limits screen's, not a switch.
      const gateways = answer.preferences.gateways.map(({ name, enabled, methods }) => ({ name, enabled, methods }));
      return [{ type: 'PaymentSwitchesLoaded', merchantId: intent.merchantId, flow: intent.flow, gateways }];
    }
    case 'LoadPaymentLimits': {
      const answer = await call(ListPaymentLimits, { query: { ...merchantOf(intent.merchantId), flow: intent.flow } });
      return [{ type: 'PaymentLimitsLoaded', merchantId: intent.merchantId, flow: intent.flow, rows: answer.data }];
    }
    case 'SetPaymentLimit': {
      const c = intent.change;
      const body = { ...merchantOf(c.merchantId), flow: c.flow, method_id: c.methodId, min_amount: c.min, max_amount: c.max };
      const answer = await call(SetPaymentLimit, { body });
      return [{ type: 'PaymentLimitsLoaded', merchantId: c.merchantId, flow: c.flow, rows: answer.data }];
    }
  }
}
