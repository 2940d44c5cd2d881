// Who saved a booking code, kept only as a keyed hash of the client address: HMAC-SHA256 under a random key made once
// and kept in server_secrets ('booking-address-key', never served, never logged), so an operator can tell that many
// codes came from one address without the table holding addresses (a plain hash of an IPv4 address is reversed by
// trying all 2^32). The key is read once per process.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { serverSecret } from '../payments/sim/keys.ts';

export function addressHasher(db: Db): (address: string) => Promise<string> {
  let key: Promise<string> | null = null;
  return async (address) => {
    key ??= serverSecret(db, 'booking-address-key', () => randomBytes(32).toString('hex'));
    try {
      return createHmac('sha256', await key)
        .update(address)
        .digest('hex')
        .slice(0, 32);
    } catch (err) {
      key = null; // a failed read is tried again with the next save
      throw err;
    }
  };
}
