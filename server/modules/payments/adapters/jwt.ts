// ES256 JSON Web Tokens as SantimPay uses them (payments-protocols.md §1): the merchant signs each operation's
// claims with its P-256 key; the gateway signs its callbacks (Signed-Token). node:crypto does the maths: the
// signature is the raw r‖s pair (ieee-p1363), as JWS wants. The algorithm is pinned: a token whose header
// names another (or 'none') is refused, whatever its signature.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }));

export function signEs256(claims: Record<string, unknown>, privateKeyPem: string | KeyObject): string {
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(sign('sha256', Buffer.from(body), { key, dsaEncoding: 'ieee-p1363' }))}`;
}

/** The token's claims when its ES256 signature verifies with the key; null for anything else. */
export function verifyEs256(token: string, publicKeyPem: string | KeyObject): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) {
    return null;
  }
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (head['alg'] !== 'ES256') {
      return null;
    }
    const key = typeof publicKeyPem === 'string' ? createPublicKey(publicKeyPem) : publicKeyPem;
    const ok = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!ok) {
      return null;
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A fresh P-256 key pair as PEM texts. */
export function newEcKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export const publicPemOf = (privateKeyPem: string): string =>
  createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString();
