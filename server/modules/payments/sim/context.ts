// What the embedded gateways share: the database (their records), the clock, their keys, how long a simulated
// phone takes to answer, the payout float, and the worker that resolves due transactions and calls our webhooks
// (a transaction's answer is due at resolve_at; a restart loses no answer, since the schedule is in the table).
import type { Db } from '../../../db/index.ts';
import { publicPemOf, signEs256 } from '../adapters/jwt.ts';
import type { HttpCall } from '../adapters/transport.ts';
import { santimpayTransaction } from './santimpay.ts';
import { callbacksDue, callbacksSent, resolveDue, type SimTx } from './store.ts';
import { SIM_SANTIMPAY_MERCHANT_ID, type SimKeys } from './keys.ts';

/** The simulated merchant float for payouts (ETB): a payout beyond it is declined as SantimPay would. */
const ESCROW_CENTS = 5_000_000_00;

export interface SimContext {
  db: Db;
  now: () => number;
  ussdDelayMs: number;
  santimpayMerchantId: string;
  merchantPublicKeyPem: string;
  gatewayPublicKeyPem: string;
  arifpayApiKey: string;
  escrowCovers: (cents: number) => Promise<boolean>;
  /** Resolves due transactions and delivers the callbacks that are due (the worker; never from a status query,
   *  which a callback's own handler makes: that would wait on itself). */
  settleDue: () => Promise<void>;
  /** Resolves due transactions only (status queries answer the latest truth without delivering anything). */
  resolveDue: () => Promise<void>;
}

const ARIFPAY_WORDS: Readonly<Record<string, string>> = { COMPLETED: 'SUCCESS', CANCELLED: 'CANCELED' };
export const arifpayWord = (status: string): string => ARIFPAY_WORDS[status] ?? status;

function arifpayCallback(tx: SimTx, status: string): Record<string, unknown> {
  const word = arifpayWord(status);
  return {
    uuid: tx.txn_id,
    nonce: tx.ref,
    sessionId: tx.txn_id,
    phone: tx.phone.replace(/^\+/, ''),
    paymentMethod: tx.method,
    totalAmount: Number(tx.amount_cents) / 100,
    transactionStatus: word,
    transaction: { transactionId: tx.txn_id, transactionStatus: word },
    notificationUrl: tx.notify_url,
  };
}

/** The deliveries of one resolved transaction: once, or (scenario 'storm') three times plus a stale PENDING, shuffled. */
function deliveries(tx: SimTx): string[] {
  if (tx.scenario !== 'storm') {
    return [tx.status];
  }
  return [tx.status, 'PENDING', tx.status, tx.status].sort(() => Math.random() - 0.5);
}

export function simContext(
  db: Db,
  now: () => number,
  keys: SimKeys,
  ussdDelayMs: number,
  callOurs: HttpCall,
  onError: (err: unknown) => void,
): SimContext {
  const gatewayPublicKeyPem = publicPemOf(keys.gatewayPrivateKeyPem);

  async function deliver(tx: SimTx, status: string): Promise<void> {
    if (tx.gateway === 'santimpay') {
      const body: Record<string, unknown> = { ...santimpayTransaction(tx, SIM_SANTIMPAY_MERCHANT_ID), status, Status: status };
      const token = signEs256(
        {
          iss: 'services.santimpay.com',
          aud: 'services.santimpay.com',
          txnId: tx.txn_id,
          thirdPartyId: tx.ref,
          Status: status,
          amount: body['amount'],
          iat: Math.floor(now() / 1000),
        },
        keys.gatewayPrivateKeyPem,
      );
      await callOurs({ method: 'POST', url: tx.notify_url, headers: { 'signed-token': token }, body });
    } else {
      await callOurs({ method: 'POST', url: tx.notify_url, body: arifpayCallback(tx, status) });
    }
  }

  let running: Promise<void> | null = null;
  let again: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = settle().finally(() => {
      running = null;
    });
    return running;
  };
  async function settle(): Promise<void> {
    await resolveDue(db, now());
    for (const tx of await callbacksDue(db)) {
      // Delivered first, marked after: a crash in between sends them again (a duplicate, which we must bear).
      if (tx.notify_url !== '') {
        await Promise.all(deliveries(tx).map((status) => deliver(tx, status).catch(onError)));
      }
      await callbacksSent(db, tx.txn_id);
    }
  }

  return {
    db,
    now,
    ussdDelayMs,
    santimpayMerchantId: SIM_SANTIMPAY_MERCHANT_ID,
    merchantPublicKeyPem: publicPemOf(keys.merchantPrivateKeyPem),
    gatewayPublicKeyPem,
    arifpayApiKey: keys.arifpayApiKey,
    escrowCovers: async (cents) => {
      const row = await db
        .selectFrom('sim_transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), eb.lit(0)).as('paid'))
        .where('kind', '=', 'payout')
        .where('status', 'in', ['PENDING', 'COMPLETED'])
        .executeTakeFirstOrThrow();
      return Number(row.paid) + cents <= ESCROW_CENTS;
    },
    resolveDue: () => resolveDue(db, now()),
    // One settle at a time (the worker's tick and a status query may ask together). A run in progress may have read
    // the clock before what the asker is waiting for came due, so an asker during a run gets one more run after it
    // (shared by everyone who asks meanwhile): settleDue always covers every payment due when it was called.
    settleDue: () => {
      if (running === null) {
        return start();
      }
      again ??= running
        .catch(() => undefined)
        .then(() => {
          again = null;
          return running ?? start();
        });
      return again;
    },
  };
}
