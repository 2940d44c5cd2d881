// Keys of the embedded SantimPay: the merchant key our adapter signs with and the gateway key the simulator signs
// callbacks with, both P-256, created at first start and kept in server_secrets (never served, never logged;
// the simulator publishes only the gateway's PUBLIC key, as a real gateway would). Also the simulated ArifPay
// API key. A fresh value loses to one written first by another instance (ON CONFLICT DO NOTHING, then read).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/index.ts';
import { newEcKeyPair } from '../adapters/jwt.ts';

/** The merchant id our embedded SantimPay knows us by (a UUID, like SantimPay's). */
export const SIM_SANTIMPAY_MERCHANT_ID = '6a1f4c52-1b0e-4d7e-9a43-5c2e8b7d0f11';

/** A secret kept in server_secrets: made once (the first writer wins across instances), then read. */
export async function serverSecret(db: Db, name: string, fresh: () => string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: fresh() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export interface SimKeys {
  merchantPrivateKeyPem: string;
  gatewayPrivateKeyPem: string;
  arifpayApiKey: string;
}

export async function simKeys(db: Db): Promise<SimKeys> {
  return {
    merchantPrivateKeyPem: await serverSecret(db, 'sim-santimpay-merchant-key', () => newEcKeyPair().privateKeyPem),
    gatewayPrivateKeyPem: await serverSecret(db, 'sim-santimpay-gateway-key', () => newEcKeyPair().privateKeyPem),
    arifpayApiKey: await serverSecret(db, 'sim-arifpay-api-key', () => randomBytes(24).toString('base64url')),
  };
}
