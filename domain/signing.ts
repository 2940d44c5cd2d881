// The request-signing contract of spec §7, shared by client and server: the signed string is
// body + timestamp + merchant id (body empty for GET); timestamps are milliseconds and are accepted
// only within ±5 minutes of the verifier's clock. The HMAC itself lives where crypto is (sync, server).

export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export const SIGNING_HEADERS = {
  merchant: 'x-merchant-id',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** The exact string that is HMAC-SHA256'd with the merchant key. */
export function signaturePayload(body: string, timestamp: string | number, merchantId: string): string {
  return `${body}${timestamp}${merchantId}`;
}

/** True when the timestamp header is a whole number of ms within the window around `nowMs`. */
export function isTimestampFresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{10,16}$/.test(timestamp)) {
    return false;
  }
  return Math.abs(Number(timestamp) - nowMs) <= SIGNATURE_WINDOW_MS;
}

/** Methods whose signature may be used only once (a second use inside the window is a replay). */
export function isStateChanging(method: string): boolean {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
}
