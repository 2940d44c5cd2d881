// The promo code at sign-up (issue 29): a code the operator runs (SIGNUP_PROMO_CODES; the demo's WELCOME10 when
// unset) is kept on the waiting sign-up; any other is refused with its own code and text instead of being kept
// silently; an empty field is no code at all; a malformed list stops the start.
import { describe, expect, it } from 'vitest';
import { parsePromoCodes } from '../../server/config-promo.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { PASSWORD, post } from './auth-helpers.ts';

const register = (app: Parameters<typeof post>[0], phone: string, promo?: string) =>
  post(app, '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID, ...(promo === undefined ? {} : { promo_code: promo }) });

describe('promo code at sign-up', () => {
  const t = useTestApp({ syncCatalog: false, env: { SIGNUP_PROMO_CODES: 'welcome10, RAMADAN-25' } });

  it('refuses an unknown code with UNKNOWN_PROMO_CODE and keeps no sign-up', async () => {
    const res = await register(t.app, '+251966000001', 'NOSUCHCODE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'UNKNOWN_PROMO_CODE', error: 'This promo code is not valid. Check it or leave the field empty' });
    expect(await t.app.db.selectFrom('pending_registrations').select('phone').where('phone', '=', '+251966000001').execute()).toEqual([]);
  });

  it('takes a running code as typed (trimmed, any case), and no code at all', async () => {
    expect((await register(t.app, '+251966000002', ' ramadan-25 ')).statusCode).toBe(200);
    expect((await register(t.app, '+251966000003', '  ')).statusCode).toBe(200);
    expect((await register(t.app, '+251966000004')).statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('pending_registrations').select(['phone', 'promo_code']).orderBy('phone').execute();
    expect(rows).toEqual([
      { phone: '+251966000002', promo_code: 'RAMADAN-25' },
      { phone: '+251966000003', promo_code: null },
      { phone: '+251966000004', promo_code: null },
    ]);
  });
});

describe('SIGNUP_PROMO_CODES', () => {
  it('defaults to the demo code, may be emptied, and refuses a malformed entry', () => {
    expect([...parsePromoCodes({})]).toEqual(['WELCOME10']);
    expect([...parsePromoCodes({ SIGNUP_PROMO_CODES: '' })]).toEqual([]);
    expect([...parsePromoCodes({ SIGNUP_PROMO_CODES: 'a1,,b_2 ' })]).toEqual(['A1', 'B_2']);
    expect(() => parsePromoCodes({ SIGNUP_PROMO_CODES: 'GOOD,BAD CODE' })).toThrow(/BAD CODE/);
    expect(() => parsePromoCodes({ SIGNUP_PROMO_CODES: 'X'.repeat(21) })).toThrow(/SIGNUP_PROMO_CODES/);
  });
});
