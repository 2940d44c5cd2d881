// A real SMS gateway behind the SmsSender interface: POST {to, text} as JSON to SMS_GATEWAY_URL with
// `Authorization: Bearer SMS_GATEWAY_TOKEN`; any 2xx answer means accepted. Most East African SMS
// providers (or a small relay in front of one) take this shape. The text holds a code, so neither the
// text nor the gateway's answer is ever logged; a refusal or a timeout is an error the route turns into a 500
// (the code was not sent, and the player can ask again).
import type { SmsSender } from './sms.ts';

export const SMS_TIMEOUT_MS = 10_000;

export function httpSmsSender(url: string, token: string | null, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(phone, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token !== null) {
        headers['authorization'] = `Bearer ${token}`;
      }
      const res = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!res.ok) {
        throw new Error(`SMS gateway refused the message (HTTP ${res.status})`);
      }
    },
  };
}
