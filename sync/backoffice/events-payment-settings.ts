// The payments desk's settings and reconciliation on the data layer (issue 33): the intents an operator sends from
// the payments screens and the outcomes their answers become (events.ts adds them to its unions). Answer types are
// the endpoint declarations' own (schema/endpoints/admin-payments.ts).
import type { Infer } from 'superstruct';
import type { PaymentLimit, ReconciliationRun, StoredDiscrepancy } from '../../schema/endpoints/admin-payments.ts';
import type { GatewayPreferenceWire } from '../../schema/payment-preferences.ts';

export type PaymentFlowName = 'deposit' | 'withdrawal';
export type DiscrepancyRow = Infer<typeof StoredDiscrepancy>;
export type ReconciliationRunRow = Infer<typeof ReconciliationRun>;
export type GatewaySwitchRow = Infer<typeof GatewayPreferenceWire>;
export type PaymentLimitRow = Infer<typeof PaymentLimit>;

/** A method's limits as an operator sets them (ETB; both null: back to the defaults). */
export interface PaymentLimitChange {
  merchantId: string;
  flow: PaymentFlowName;
  methodId: string;
  min: number | null;
  max: number | null;
}

export type PaymentSettingsIntent =
  /** The stored differences and the last run (no gateway asked). */
  | { type: 'LoadDiscrepancies' }
  /** Compares the last `days` (1–31) with the gateways now, then reads the stored differences again. */
  | { type: 'RunReconciliation'; days: number }
  /** A merchant's gateway switches of a flow (merchantId '': the server's merchant). */
  | { type: 'LoadPaymentSwitches'; merchantId: string; flow: PaymentFlowName }
  | { type: 'SetPaymentSwitches'; merchantId: string; flow: PaymentFlowName; gateways: GatewaySwitchRow[] }
  | { type: 'LoadPaymentLimits'; merchantId: string; flow: PaymentFlowName }
  | { type: 'SetPaymentLimit'; change: PaymentLimitChange };

export type PaymentSettingsOutcome =
  | { type: 'DiscrepanciesLoaded'; rows: DiscrepancyRow[]; lastRun: ReconciliationRunRow | null }
  /** A comparison run on demand: how many payments it checked over how many days. */
  | { type: 'ReconciliationRan'; days: number; checked: number }
  /** A merchant's switches of a flow as read or as a save left them; `merchants` comes with a read only. */
  | { type: 'PaymentSwitchesLoaded'; merchantId: string; flow: PaymentFlowName; gateways: GatewaySwitchRow[]; merchants?: string[] }
  /** Every method of a flow with its limits for the merchant, as read or as a change left them. */
  | { type: 'PaymentLimitsLoaded'; merchantId: string; flow: PaymentFlowName; rows: PaymentLimitRow[] };
