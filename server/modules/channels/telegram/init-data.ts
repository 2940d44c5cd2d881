// Telegram Mini App initData (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app): a
// query string of fields and a `hash`. data_check_string = every field but hash, as key=value, sorted by key,
// joined by '\n'; secret_key = HMAC_SHA256(key "WebAppData", message bot_token); hash = hex(HMAC_SHA256(key
// secret_key, message data_check_string)). The hash is compared in constant time, auth_date must be recent (a
// leaked initData is not a lasting password) and not from the future. sign() is the simulator's side of it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const INIT_DATA_MAX_AGE_S = 24 * 60 * 60;
/** Clocks differ a little: an auth_date at most this far ahead is accepted. */
const FUTURE_SKEW_S = 60;

export interface InitDataUser {
  id: number;
  languageCode: string | undefined;
}

const secretKey = (botToken: string): Buffer => createHmac('sha256', 'WebAppData').update(botToken).digest();

function dataCheckString(fields: ReadonlyArray<[string, string]>): string {
  return [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/** The user initData was signed for, or null when it is malformed, forged or stale. */
export function verifyInitData(initData: string, botToken: string, nowMs: number, maxAgeS = INIT_DATA_MAX_AGE_S): InitDataUser | null {
  const params = new URLSearchParams(initData);
  const fields: Array<[string, string]> = [];
  let hash: string | null = null;
  const seen = new Set<string>();
  for (const [k, v] of params) {
    if (seen.has(k)) {
      return null; // a repeated field: which one was signed is ambiguous
    }
    seen.add(k);
    if (k === 'hash') {
      hash = v;
    } else {
      fields.push([k, v]);
    }
  }
  if (hash === null || !/^[0-9a-f]{64}$/.test(hash)) {
    return null;
  }
  const expected = createHmac('sha256', secretKey(botToken)).update(dataCheckString(fields)).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) {
    return null;
  }
  const authDate = Number(params.get('auth_date'));
  const nowS = Math.floor(nowMs / 1000);
  if (!Number.isSafeInteger(authDate) || authDate > nowS + FUTURE_SKEW_S || nowS - authDate > maxAgeS) {
    return null;
  }
  try {
    const user = JSON.parse(params.get('user') ?? 'null') as { id?: unknown; language_code?: unknown } | null;
    if (user === null || typeof user.id !== 'number' || !Number.isSafeInteger(user.id)) {
      return null;
    }
    return { id: user.id, languageCode: typeof user.language_code === 'string' ? user.language_code : undefined };
  } catch {
    return null;
  }
}

/** initData as Telegram would make it for `fields` (the simulator signs with its own bot token). */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const entries = Object.entries(fields);
  const hash = createHmac('sha256', secretKey(botToken)).update(dataCheckString(entries)).digest('hex');
  const params = new URLSearchParams(entries);
  params.set('hash', hash);
  return params.toString();
}
