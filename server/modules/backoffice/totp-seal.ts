// TOTP secrets at rest (issue 33): sealed with AES-256-GCM under a key kept in server_secrets ('operator-totp-key',
// made at first use; the first writer wins across instances), so a copy of the operators table alone — a backup, a
// support export — does not hand over every operator's second factor. Format: 'v1.<iv>.<tag>.<ciphertext>' (base64url).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { serverSecret } from '../payments/sim/keys.ts';

const keys = new WeakMap<Db, Promise<Buffer>>();

function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (key === undefined) {
    key = serverSecret(db, 'operator-totp-key', () => randomBytes(32).toString('base64url')).then((text) => Buffer.from(text, 'base64url'));
    keys.set(db, key);
  }
  return key;
}

export async function seal(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret, or null when the sealed text is malformed or was not sealed with this server's key. */
export async function unseal(db: Db, sealed: string): Promise<string | null> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
    return null;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
