// One-time confirmations of the SMS channel (issue 34): a bet or a STOP waits for `YES <code>` from the same phone
// within 2 minutes. The code is random (crypto), single use, bound to the phone and to the exact action stored with
// it; only the phone that got it can use it (the lookup is by merchant and sender). A claim is one UPDATE … WHERE
// used_at IS NULL: two copies of the same reply claim it once. Wrong codes count on the phone's open
// confirmations; after MAX_ATTEMPTS wrong ones they are spent, so 4 digits cannot be walked through.
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/index.ts';

export const CONFIRM_WINDOW_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;

export type ConfirmedAction =
  /** odds: each leg's price as the player was shown it (absent in a row stored before prices were kept). */
  { kind: 'bet'; picks: Array<{ code: number; pick: string }>; stakeCents: number; odds?: number[] } | { kind: 'stop' };

export interface Confirmation {
  id: string;
  action: ConfirmedAction;
}

/** Stores the action for the phone and answers its 4-digit code. */
export async function askConfirmation(db: Db, merchantId: string, phone: string, action: ConfirmedAction, nowMs: number): Promise<string> {
  // A code the phone has open already is drawn again, so `YES <code>` names one action (up to 100 open at once).
  const open = await db
    .selectFrom('sms_confirmations')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs))
    .execute();
  const taken = new Set(open.map((r) => r.code));
  let code = String(randomInt(0, 10_000)).padStart(4, '0');
  for (let i = 0; i < 20 && taken.has(code); i += 1) {
    code = String(randomInt(0, 10_000)).padStart(4, '0');
  }
  await db
    .insertInto('sms_confirmations')
    .values({
      id: randomUUID(),
      merchant_id: merchantId,
      phone,
      code,
      action: JSON.stringify(action),
      expires_at: new Date(nowMs + CONFIRM_WINDOW_MS),
      created_at: new Date(nowMs),
    })
    .execute();
  return code;
}

const parsed = (value: unknown): ConfirmedAction => (typeof value === 'string' ? (JSON.parse(value) as ConfirmedAction) : (value as ConfirmedAction));

/**
 * Claims the phone's confirmation with `code`: the action, or why not — 'expired' (it was there, too late),
 * 'unknown' (no such open code for this phone: wrong, used, or another phone's).
 */
export async function claimConfirmation(
  db: Db,
  merchantId: string,
  phone: string,
  code: string,
  nowMs: number,
): Promise<Confirmation | 'expired' | 'unknown'> {
  const at = new Date(nowMs);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await claimOne(db, merchantId, phone, code, at);
    if (claimed !== undefined) {
      return { id: claimed.id, action: parsed(claimed.action) };
    }
    // Lost a race for the same row (PostgreSQL re-checks it after the winner's commit): another open one may remain.
    const open = await openWithCode(db, merchantId, phone, code, at).select('id').executeTakeFirst();
    if (open === undefined) {
      break;
    }
  }
  return notClaimed(db, merchantId, phone, code, at);
}

/** The phone's confirmations still open under `code`: unused, unexpired, with tries left. */
const openWithCode = (db: Db, merchantId: string, phone: string, code: string, at: Date) =>
  db
    .selectFrom('sms_confirmations')
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .where('attempts', '<', MAX_ATTEMPTS);

function claimOne(db: Db, merchantId: string, phone: string, code: string, at: Date) {
  // One row, the oldest open one with this code (two concurrent asks may still have drawn the same code).
  return db
    .updateTable('sms_confirmations')
    .set({ used_at: at })
    .where('id', '=', openWithCode(db, merchantId, phone, code, at).select('id').orderBy('created_at').limit(1))
    .where('used_at', 'is', null)
    .returning(['id', 'action'])
    .executeTakeFirst();
}

/** Why `code` claimed nothing: 'expired' when it was there for this phone but too late, else 'unknown' (costs a try). */
async function notClaimed(db: Db, merchantId: string, phone: string, code: string, at: Date): Promise<'expired' | 'unknown'> {
  const nowMs = at.getTime();
  const late = await db
    .selectFrom('sms_confirmations')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_at', '<=', at)
    .where('created_at', '>', new Date(nowMs - 24 * 60 * 60_000))
    .executeTakeFirst();
  if (late !== undefined) {
    return 'expired';
  }
  // A wrong guess costs every open confirmation of this phone one attempt.
  await db
    .updateTable('sms_confirmations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  return 'unknown';
}
