// Request signing (spec §7) in pure JS: @noble/hashes works in every browser context, including the
// plain-http LAN addresses where WebCrypto's subtle API is unavailable.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { signaturePayload } from '../domain/signing.ts';

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

export interface SignedHeaders { 'X-Merchant-ID': string; 'X-Timestamp': string; 'X-Signature': string }

export function signHeaders(body: string, timestampMs: number, merchantId: string, apiKey: string): SignedHeaders {
  const ts = String(timestampMs);
  return {
    'X-Merchant-ID': merchantId,
    'X-Timestamp': ts,
    'X-Signature': hmacSha256Hex(apiKey, signaturePayload(body, ts, merchantId)),
  };
}
