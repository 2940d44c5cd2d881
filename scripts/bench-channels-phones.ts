// The channels bench's phones (issue 34): accounts made as the channels make them (user, wallet, and for USSD the
// channel PIN and language), each credited 1,000 ETB. The password (and PIN) hash is made once for all: the bench
// measures screens and receipts, not scrypt.
import { randomBytes } from 'node:crypto';
import type { Db } from '../server/db/index.ts';
import { hashPassword } from '../server/modules/auth/passwords.ts';
import { creditWallet, openWallet } from '../server/modules/wallet/service.ts';

export interface PhoneContext {
  db: Db;
  merchantId: string;
  nowMs: number;
}

/** `n` phones from +2519<first>, with money; `pinHash` also stores the channel PIN, in Amharic and English by turns. */
export async function benchPhones(ctx: PhoneContext, n: number, first: number, pinHash?: string): Promise<string[]> {
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const phones: string[] = [];
  for (let i = 0; i < n; i++) {
    const phone = `+2519${String(first + i).padStart(8, '0')}`;
    const at = new Date(ctx.nowMs);
    const userId = await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ merchant_id: ctx.merchantId, phone, password_hash: passwordHash, promo_code: null, created_at: at, age_confirmed_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openWallet(trx, user.id, ctx.merchantId);
      if (pinHash !== undefined) {
        await trx
          .insertInto('channel_phones')
          .values({ merchant_id: ctx.merchantId, phone, language: i % 2 === 0 ? 'am' : 'en', pin_hash: pinHash, created_at: at, updated_at: at })
          .execute();
      }
      return user.id;
    });
    await creditWallet(ctx.db, { userId, amountCents: 100_000, reason: 'bench funds', idempotencyKey: `bench-${phone}` });
    phones.push(phone);
  }
  return phones;
}
