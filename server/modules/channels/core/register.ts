// Registration on a channel (issue 34): the phone the gateway vouches for (USSD's MSISDN, the SMS sender) becomes
// the account's phone, with a channel PIN in place of a password. User, wallet and the phone's PIN and language are
// created in one transaction, as auth/accounts.ts verifyRegistration does for the web (no partial account). The
// web password is a random secret nobody knows until the player sets one by "forgot password" (a code by SMS).
// The player must confirm being 21 or older (spec), as on the web's sign-up.
import { randomBytes } from 'node:crypto';
import type { ModuleOptions } from '../../module-options.ts';
import { hashPassword } from '../../auth/passwords.ts';
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
  // Both hashes before the transaction (scrypt time); the PIN's rules are checked by hashPin.
  const pinHash = await hashPin(args.pin);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    const at = new Date(nowMs);
    const user = await trx
      .insertInto('users')
      .values({ merchant_id: merchantId, phone, password_hash: passwordHash, promo_code: null, created_at: at, age_confirmed_at: at })
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
