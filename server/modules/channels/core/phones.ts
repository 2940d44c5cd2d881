// What a channel knows of a phone (issue 34): the language chosen on first use, the account the phone belongs to
// (users.phone of the merchant: the gateway's MSISDN, the SMS sender or the linked Telegram contact is the only
// identity, so a phone is only ever its own account), whether a channel PIN is set, the SMS-receipt choice and
// whether the account is blocked. channel_phones holds one row per phone a channel has met; it is created on the
// first write (upsert), so reading an unknown phone writes nothing.
import type { Db } from '../../../db/index.ts';
import type { ChannelLanguage } from './types.ts';

export interface PhoneProfile {
  language: ChannelLanguage | null;
  userId: string | null;
  hasPin: boolean;
  smsNotifications: boolean;
  blocked: boolean;
}

/** The phone's profile; `phone` is canonical (domain/phone.ts normalizePhone). One round trip (every USSD screen reads it). */
export async function phoneProfile(db: Db, merchantId: string, phone: string): Promise<PhoneProfile> {
  const row = await db
    .selectNoFrom((eb) => {
      const channel = () => eb.selectFrom('channel_phones').where('merchant_id', '=', merchantId).where('phone', '=', phone);
      const user = () => eb.selectFrom('users').where('merchant_id', '=', merchantId).where('phone', '=', phone);
      return [
        channel().select('language').as('language'),
        channel()
          .select((c) => c('pin_hash', 'is not', null).as('has'))
          .as('has_pin'),
        channel().select('sms_notifications').as('sms'),
        user().select('id').as('user_id'),
        user()
          .select((u) => u('blocked_at', 'is not', null).as('b'))
          .as('blocked'),
      ];
    })
    .executeTakeFirstOrThrow();
  const userId = row.user_id ?? null;
  return {
    language: (row.language ?? null) as ChannelLanguage | null,
    userId,
    // A PIN left from before an account existed (never: registerByPhone sets both at once) does not count.
    hasPin: userId !== null && row.has_pin === true,
    smsNotifications: row.sms === true,
    blocked: row.blocked === true,
  };
}

/** Creates the phone's row with `values`, or updates those columns on the existing one. */
export async function upsertPhone(
  db: Db,
  merchantId: string,
  phone: string,
  values: { language?: ChannelLanguage; pin_hash?: string; sms_notifications?: boolean },
  nowMs: number,
): Promise<void> {
  const at = new Date(nowMs);
  await db
    .insertInto('channel_phones')
    .values({ merchant_id: merchantId, phone, ...values, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['merchant_id', 'phone']).doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

export async function rememberLanguage(db: Db, merchantId: string, phone: string, language: ChannelLanguage, nowMs = Date.now()): Promise<void> {
  await upsertPhone(db, merchantId, phone, { language }, nowMs);
}

export async function setSmsNotifications(db: Db, merchantId: string, phone: string, on: boolean, nowMs = Date.now()): Promise<void> {
  await upsertPhone(db, merchantId, phone, { sms_notifications: on }, nowMs);
}
