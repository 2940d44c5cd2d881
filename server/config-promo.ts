// The promo codes a new player may enter at sign-up (SIGNUP_PROMO_CODES, issue 29): a comma-separated list, each
// trimmed and upper-cased as the form sends it, at most 20 letters, digits, '-' or '_' (spec §5). Unset: the demo's
// WELCOME10; set but empty: none is accepted, so any code typed is refused. A malformed entry stops the start: a
// typo in the list would otherwise refuse the very code the operator is advertising.
import type { Env } from './config.ts';

export const DEMO_PROMO_CODES = ['WELCOME10'] as const;

export function parsePromoCodes(env: Env): ReadonlySet<string> {
  const raw = env['SIGNUP_PROMO_CODES'];
  if (raw === undefined) {
    return new Set(DEMO_PROMO_CODES);
  }
  const codes = raw
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
  const bad = codes.find((c) => !/^[A-Z0-9_-]{1,20}$/.test(c));
  if (bad !== undefined) {
    throw new Error(`SIGNUP_PROMO_CODES: '${bad}' is not a promo code (1 to 20 letters, digits, '-' or '_')`);
  }
  return new Set(codes);
}
