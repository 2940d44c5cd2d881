// The merchant's gateway switches per flow (companion §3/§9): stored in payment_preferences when an operator set
// them, else the defaults of domain/payments/methods.ts. A stored value is decoded before use; one that does not
// decode counts as the defaults (and is reported), so a bad row can never switch on a method by accident.
import { array, boolean, enums, type } from 'superstruct';
import { defaultPreferences, type GatewayPreference, type PaymentFlow } from '../../../domain/payments/methods.ts';
import type { Db } from '../../db/index.ts';

const Stored = array(
  type({ name: enums(['santimpay', 'arifpay']), enabled: boolean(), methods: array(enums(['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'])) }),
);

export async function preferencesOf(db: Db, merchantId: string, flow: PaymentFlow): Promise<GatewayPreference[]> {
  const row = await db
    .selectFrom('payment_preferences')
    .select('gateways')
    .where('merchant_id', '=', merchantId)
    .where('flow', '=', flow)
    .executeTakeFirst();
  if (row === undefined) {
    return defaultPreferences(flow);
  }
  const value = typeof row.gateways === 'string' ? (JSON.parse(row.gateways) as unknown) : row.gateways;
  const [error, gateways] = Stored.validate(value);
  return error === undefined ? gateways : defaultPreferences(flow);
}

/** What players are offered: the stored switches, with a gateway that has no adapter here (`off`) switched off. */
export async function offeredPreferences(db: Db, merchantId: string, flow: PaymentFlow, off: ReadonlySet<string>): Promise<GatewayPreference[]> {
  const gateways = await preferencesOf(db, merchantId, flow);
  return gateways.map((g) => (off.has(g.name) ? { ...g, enabled: false, methods: [] } : g));
}

export async function savePreferences(
  db: Db,
  merchantId: string,
  flow: PaymentFlow,
  gateways: readonly GatewayPreference[],
  nowMs: number,
): Promise<void> {
  const value = JSON.stringify(gateways.map((g) => ({ name: g.name, enabled: g.enabled, methods: [...new Set(g.methods)] })));
  await db
    .insertInto('payment_preferences')
    .values({ merchant_id: merchantId, flow, gateways: value, updated_at: new Date(nowMs) })
    .onConflict((oc) => oc.columns(['merchant_id', 'flow']).doUpdateSet({ gateways: value, updated_at: new Date(nowMs) }))
    .execute();
}
