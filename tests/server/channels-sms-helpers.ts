// Helpers for the SMS channel's tests (issue 34): the module options a channel core takes, for a test app.
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR } from '../../server/db/index.ts';
import type { ModuleOptions } from '../../server/modules/module-options.ts';
import { smsSignature } from '../../server/modules/channels/sms/inbound.ts';
import { MERCHANT_ID, MERCHANT_KEY, type TestApp } from './helpers.ts';

/** What app.ts hands a module, for the test app `t` (its database and clock, the test configuration). */
export function moduleOptionsOf(t: TestApp): ModuleOptions {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, MERCHANT_ID, MERCHANT_API_KEY: MERCHANT_KEY, SSR_BUNDLE: 'off' });
  return { db: t.app.db, now: () => t.clock.now, config };
}

export const SMS_SECRET = 'sms-test-secret-0123456789';
/** The test app's configuration for the SMS tests: a known gateway secret. */
export const SMS_ENV = { SMS_INBOUND_SECRET: SMS_SECRET };

let messages = 0;
export const messageId = (): string => `msg-${process.pid}-${++messages}`;

export interface InboundOptions {
  id?: string;
  secret?: string;
  /** Seconds since 1970; default the app's clock. */
  timestamp?: string;
  signature?: string;
  raw?: string;
}

/** POSTs an inbound SMS as a gateway does: JSON signed with HMAC-SHA256 of '<timestamp>.<raw body>'. */
export function inbound(t: TestApp, from: string, text: string, o: InboundOptions = {}) {
  const raw = o.raw ?? JSON.stringify({ id: o.id ?? messageId(), from, to: '8989', text, received_at: new Date(t.clock.now).toISOString() });
  const timestamp = o.timestamp ?? String(Math.floor(t.clock.now / 1000));
  const signature = o.signature ?? smsSignature(o.secret ?? SMS_SECRET, timestamp, raw);
  return t.app.inject({
    method: 'POST',
    url: '/api/channels/sms/inbound',
    headers: { 'content-type': 'application/json', 'x-sms-timestamp': timestamp, 'x-sms-signature': signature },
    payload: raw,
  });
}

/** The newest SMS the server queued for `phone` ('' when none). */
export async function lastSms(t: TestApp, phone: string): Promise<string> {
  const row = await t.app.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.text ?? '';
}

/** Sends `text` from `phone` and answers the reply it got (the webhook must accept it). */
export async function sms(t: TestApp, phone: string, text: string): Promise<string> {
  const res = await inbound(t, phone, text);
  if (res.statusCode !== 200) {
    throw new Error(`inbound answered ${res.statusCode}: ${res.body}`);
  }
  return lastSms(t, phone);
}

/** The 4-digit code a reply asks to confirm with (YES/አዎ/EEYYEE/እወ 1234). */
export function codeIn(reply: string): string {
  const m = /(?:YES|አዎ|EEYYEE|እወ) (\d{4})/.exec(reply);
  if (m?.[1] === undefined) {
    throw new Error(`no confirmation code in: ${reply}`);
  }
  return m[1];
}
