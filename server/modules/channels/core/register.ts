import type { ModuleOptions } from '../../module-options.ts';
import { NO_PASSWORD } from '../../auth/passwords.ts';
import { openWallet } from '../../wallet/service.ts';
import { hashPin } from './pin.ts';
import { ChannelRefusal, type ChannelLanguage } from './types.ts';

export interface RegisterByPhone {
  merchantId: string;
  /** Canonical phone (domain/phone.ts), the gateway's identity of the caller. */
  phone: string;
  pin: string;
  language: ChannelLanguage;
  ageConfirmed: boolean;
  nowMs: number;
}

const phoneTaken = (): ChannelRefusal => new ChannelRefusal('PHONE_TAKEN', 'An account with this phone number already exists');

export async function registerByPhone(opts: Pick<ModuleOptions, 'db'>, args: RegisterByPhone): Promise<{ userId: string }> {
  const { db } = opts;
  const { merchantId, phone, language, nowMs } = args;
  if (!args.ageConfirmed) {
    throw new ChannelRefusal('AGE_NOT_CONFIRMED', 'You must be 21 or older to play.');
  }
  const taken = await db.selectFrom('users').select('id').where('merchant_id', '=', merchantId).where('phone', '=', phone).executeTakeFirst();
  if (taken !== undefined) {
    throw phoneTaken();
  }
  // The PIN's hash before the transaction (scrypt time; hashPin checks its rules). No web password: NO_PASSWORD.
  const pinHash = await hashPin(args.pin);
  return db.transaction().execute(async (trx) => {
    const at = new Date(nowMs);
    const user = await trx
      .insertInto('users')
      .values({ merchant_id: merchantId, phone, password_hash: NO_PASSWORD, promo_code: null, created_at: at, age_confirmed_at: at })
      .onConflict((oc) => oc.columns(['merchant_id', 'phone']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (user === undefined) {
      throw phoneTaken();
    }
    await openWallet(trx, user.id, merchantId);
    await trx
      .insertInto('channel_phones')
      .values({ merchant_id: merchantId, phone, language, pin_hash: pinHash, created_at: at, updated_at: at })
      .onConflict((oc) => oc.columns(['merchant_id', 'phone']).doUpdateSet({ language, pin_hash: pinHash, updated_at: at }))
      .execute();
    return { userId: user.id };
  });
}
