// The embedded gateways' own records (table sim_transactions): what a real gateway keeps on its side. Statuses use
// SantimPay's words (PENDING, COMPLETED, FAILED, CANCELLED, EXPIRED); the ArifPay simulator translates at its edge.
// Magic phone endings make failures reproducible (issue 13): 0000 declines, 1111 never answers, 2222 calls back
// three times and out of order; an amount ending in .13 ETB declines too (payments-protocols.md §7.3).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/index.ts';
import type { SimTransactionsTable } from '../../../db/types-payments.ts';

export type SimTx = Selectable<SimTransactionsTable>;
export type SimScenario = 'normal' | 'decline' | 'silent' | 'storm';
export type SimGateway = 'santimpay' | 'arifpay';

function scenarioOf(phone: string, amountCents: number): SimScenario {
  const digits = phone.replace(/\D/g, '');
  if (digits.endsWith('0000') || amountCents % 100 === 13) {
    return 'decline';
  }
  if (digits.endsWith('1111')) {
    return 'silent';
  }
  return digits.endsWith('2222') ? 'storm' : 'normal';
}

/** The status a transaction ends in once the simulated phone (or payout rail) answers; null: it never does. */
const outcomeOf = (scenario: string): string | null => (scenario === 'decline' ? 'FAILED' : scenario === 'silent' ? null : 'COMPLETED');

export interface NewSimTx {
  gateway: SimGateway;
  ref: string;
  kind: 'checkout' | 'direct' | 'payout' | 'session';
  method: string;
  amountCents: number;
  phone: string;
  reason: string;
  notifyUrl: string;
  urls: Record<string, string>;
  resolveAt: Date | null;
}

/** Records a transaction; null when the reference was used before (the gateway's 'Duplicate Client Reference.'). */
export async function insertSimTx(db: Db, tx: NewSimTx, nowMs: number): Promise<SimTx | null> {
  const at = new Date(nowMs);
  const row = await db
    .insertInto('sim_transactions')
    .values({
      gateway: tx.gateway,
      ref: tx.ref,
      txn_id: randomUUID(),
      kind: tx.kind,
      method: tx.method,
      amount_cents: tx.amountCents,
      phone: tx.phone,
      reason: tx.reason,
      status: 'PENDING',
      scenario: scenarioOf(tx.phone, tx.amountCents),
      notify_url: tx.notifyUrl,
      urls: JSON.stringify(tx.urls),
      resolve_at: tx.resolveAt,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['gateway', 'ref']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function simTxByRef(db: Db, gateway: SimGateway, ref: string): Promise<SimTx | null> {
  return (await db.selectFrom('sim_transactions').selectAll().where('gateway', '=', gateway).where('ref', '=', ref).executeTakeFirst()) ?? null;
}

export async function simTxByTxnId(db: Db, txnId: string): Promise<SimTx | null> {
  return (await db.selectFrom('sim_transactions').selectAll().where('txn_id', '=', txnId).executeTakeFirst()) ?? null;
}

/** Moves a PENDING transaction to its end status (once) and marks its callbacks due; the row after, or null. */
export async function resolveSimTx(db: Db, txnId: string, status: string, nowMs: number): Promise<SimTx | null> {
  const row = await db
    .updateTable('sim_transactions')
    .set({ status, resolve_at: null, callbacks_due: true, updated_at: new Date(nowMs) })
    .where('txn_id', '=', txnId)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Schedules the simulated answer of a transaction (a USSD push, a payout): at `at`, unless it never answers. */
export async function scheduleSimTx(db: Db, txnId: string, at: Date, patch: { phone?: string; kind?: string } = {}): Promise<SimTx | null> {
  const row = await db
    .updateTable('sim_transactions')
    .set({ resolve_at: at, ...patch })
    .where('txn_id', '=', txnId)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Resolves every transaction whose answer is due (by its scenario); a silent one only loses its schedule. */
export async function resolveDue(db: Db, nowMs: number): Promise<void> {
  const due = await db
    .selectFrom('sim_transactions')
    .select(['txn_id', 'scenario'])
    .where('resolve_at', '<=', new Date(nowMs))
    .where('status', '=', 'PENDING')
    .limit(100)
    .execute();
  for (const tx of due) {
    const outcome = outcomeOf(tx.scenario);
    if (outcome === null) {
      await db.updateTable('sim_transactions').set({ resolve_at: null }).where('txn_id', '=', tx.txn_id).execute();
    } else {
      await resolveSimTx(db, tx.txn_id, outcome, nowMs);
    }
  }
}

export async function callbacksDue(db: Db): Promise<SimTx[]> {
  return db.selectFrom('sim_transactions').selectAll().where('callbacks_due', '=', true).limit(100).execute();
}

export async function callbacksSent(db: Db, txnId: string): Promise<void> {
  await db.updateTable('sim_transactions').set({ callbacks_due: false }).where('txn_id', '=', txnId).execute();
}

export const urlsOf = (tx: SimTx): Record<string, string> => {
  const value = typeof tx.urls === 'string' ? (JSON.parse(tx.urls) as unknown) : tx.urls;
  return (typeof value === 'object' && value !== null ? value : {}) as Record<string, string>;
};

/** Amount in major units with 2 decimals (the gateways' wire form); null when the value is not one. */
export function simCents(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') {
    return null;
  }
  const text = String(value).trim();
  return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? Math.round(Number(text) * 100) : null;
}
