// The merchant's gateway switches per flow (companion §3/§9): stored in payment_preferences when an operator set
// them, else the defaults of domain/payments/methods.ts. A stored value is decoded before use; one that does not
// decode counts as the defaults (and is reported), so a bad row can never switch on a method by accident. What
// players are offered carries the merchant's own method limits too (limits.ts), so the methods list says them.
import { array, boolean, enums, type } from 'superstruct';
import { defaultPreferences, type GatewayPreference, type PaymentFlow } from '../../../domain/payments/methods.ts';
import type { Db } from '../../db/index.ts';
import { gatewayLimits, storedLimits } from './limits.ts';

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

/**
 * What players are offered: the stored switches, with a gateway that has no adapter here (`off`) switched off, and
 * the merchant's own limits of each gateway's methods. `lock` (inside the transaction that stores a payment) reads
 * the limit rows FOR SHARE, so a limit changed meanwhile waits for that payment, or that payment sees the change.
 */
export async function offeredPreferences(
  db: Db,
  merchantId: string,
  flow: PaymentFlow,
  off: ReadonlySet<string>,
  lock = false,
): Promise<GatewayPreference[]> {
  const [gateways, limits] = await Promise.all([preferencesOf(db, merchantId, flow), storedLimits(db, merchantId, flow, lock)]);
  return gateways.map((g) => {
    if (off.has(g.name)) {
      return { ...g, enabled: false, methods: [] };
    }
    const own = gatewayLimits(limits, flow, g.name);
    return own.length === 0 ? g : { ...g, limits: own };
  });
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
