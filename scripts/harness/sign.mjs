// The request signature of spec §7 for the scripts (they run on plain Node and cannot import domain/signing.ts):
// HMAC-SHA256 with the merchant key over body + timestamp + merchant id, hex. Tests check the client's
// signature against node:crypto's; this is the same computation.
import { createHmac } from 'node:crypto';

export const sign = (key, body, timestamp, merchantId) => createHmac('sha256', key).update(`${body}${timestamp}${merchantId}`).digest('hex');

/** The three signing headers for `body` ('' for a GET), timestamped now. */
export function signedHeaders(merchantId, key, body = '') {
  const timestamp = String(Date.now());
  return { 'x-merchant-id': merchantId, 'x-timestamp': timestamp, 'x-signature': sign(key, body, timestamp, merchantId) };
}
