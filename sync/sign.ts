// Request signing (spec §7). WebCrypto's HMAC where the page has it (https and localhost: no bytes to
// ship); on a plain-http LAN address, where `crypto.subtle` does not exist, @noble/hashes is loaded on
// first use (its own small chunk), so every browser context can sign and the home route stays light.
import { signaturePayload } from '../domain/signing.ts';

const encoder = new TextEncoder();
const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const keys = new Map<string, Promise<CryptoKey>>();
function importKey(subtle: SubtleCrypto, key: string): Promise<CryptoKey> {
  let imported = keys.get(key);
  if (!imported) {
    imported = subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(key, imported);
  }
  return imported;
}

async function nobleHmacHex(key: string, message: string): Promise<string> {
  const [{ hmac }, { sha256 }] = await Promise.all([import('@noble/hashes/hmac.js'), import('@noble/hashes/sha2.js')]);
  return toHex(hmac(sha256, encoder.encode(key), encoder.encode(message)));
}

/** HMAC-SHA256 of `message` keyed by `key`, as lower-case hex. `subtle` is injectable so tests cover both paths. */
export async function hmacSha256Hex(key: string, message: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  // WebCrypto refuses an empty HMAC key; the pure-JS path signs with it as the spec's HMAC would.
  if (!subtle || key === '') {
    return nobleHmacHex(key, message);
  }
  const signature = await subtle.sign('HMAC', await importKey(subtle, key), encoder.encode(message));
  return toHex(new Uint8Array(signature));
}

export interface SignedHeaders {
  'X-Merchant-ID': string;
  'X-Timestamp': string;
  'X-Signature': string;
}

export async function signHeaders(
  body: string,
  timestampMs: number,
  merchantId: string,
  apiKey: string,
  subtle?: SubtleCrypto,
): Promise<SignedHeaders> {
  const ts = String(timestampMs);
  return {
    'X-Merchant-ID': merchantId,
    'X-Timestamp': ts,
    'X-Signature': await hmacSha256Hex(apiKey, signaturePayload(body, ts, merchantId), subtle ?? globalThis.crypto?.subtle),
  };
}
