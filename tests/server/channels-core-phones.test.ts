// Issue 34's shared phone core: a phone's profile, the channel PIN (rules, hash, per-phone guess limit with a
// growing back-off, counted before the hash so a parallel burst is held) and registration by phone (user, wallet,
// PIN and language in one transaction).
import { describe, expect, it } from 'vitest';
import { phoneProfile, rememberLanguage, setSmsNotifications } from '../../server/modules/channels/core/phones.ts';
import { checkPin, isValidPin, lockMinutes, pinProblem, setPin } from '../../server/modules/channels/core/pin.ts';
import { registerByPhone } from '../../server/modules/channels/core/register.ts';
import { say, sayRefusal } from '../../server/modules/channels/core/texts.ts';
import { ChannelRefusal } from '../../server/modules/channels/core/types.ts';
import { MERCHANT_ID, NOW, useTestApp } from './helpers.ts';
import { freshPhone } from './payments-helpers.ts';
import { NO_PASSWORD, verifyPassword } from '../../server/modules/auth/passwords.ts';

const t = useTestApp();

async function refusalOf(work: Promise<unknown>): Promise<ChannelRefusal> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChannelRefusal);
  return err as ChannelRefusal;
}

describe('PIN rules', () => {
  it('takes 4 digits, refuses repeats and runs', () => {
    for (const ok of ['4821', '1357', '0192', '9910']) {
      expect(isValidPin(ok), ok).toBe(true);
    }
    for (const weak of ['0000', '7777', '1234', '4321', '0123', '6789', '9876', '3210']) {
      expect(pinProblem(weak), weak).toBe('PIN_WEAK');
    }
    for (const bad of ['', '123', '12345', 'abcd', '12a4', ' 482', '４８２１']) {
      expect(pinProblem(bad), bad).toBe('PIN_FORMAT');
    }
  });

  it('back-off grows 5, 20, 80 minutes and stops at a day', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(lockMinutes)).toEqual([5, 20, 80, 320, 1280, 1440, 1440]);
  });
});

describe('registerByPhone and phoneProfile', () => {
  it('creates user, wallet, PIN and language at once; a second time is PHONE_TAKEN', async () => {
    const phone = freshPhone();
    expect(await phoneProfile(t.app.db, MERCHANT_ID, phone)).toEqual({
      language: null,
      userId: null,
      hasPin: false,
      smsNotifications: false,
      blocked: false,
    });
    const { userId } = await registerByPhone(t.app, { merchantId: MERCHANT_ID, phone, pin: '4821', language: 'am', ageConfirmed: true, nowMs: NOW });
    const profile = await phoneProfile(t.app.db, MERCHANT_ID, phone);
    expect(profile).toEqual({ language: 'am', userId, hasPin: true, smsNotifications: false, blocked: false });
    const wallet = await t.app.db.selectFrom('ledger_accounts').select('balance_cents').where('user_id', '=', userId).executeTakeFirst();
    expect(Number(wallet?.balance_cents)).toBe(0);
    const user = await t.app.db.selectFrom('users').select(['age_confirmed_at', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.age_confirmed_at).not.toBeNull();
    // No web password until "Forgot password?" sets one: nothing typed matches it.
    expect(user.password_hash).toBe(NO_PASSWORD);
    expect(await verifyPassword('', user.password_hash)).toBe(false);
    expect(await verifyPassword('none', user.password_hash)).toBe(false);
    const again = await refusalOf(
      registerByPhone(t.app, { merchantId: MERCHANT_ID, phone, pin: '4821', language: 'en', ageConfirmed: true, nowMs: NOW }),
    );
    expect(again.code).toBe('PHONE_TAKEN');
    await checkPin(t.app.db, { merchantId: MERCHANT_ID, phone, pin: '4821', nowMs: NOW });
  });

  it('refuses without the 21+ confirmation, and a weak PIN, creating nothing', async () => {
    const phone = freshPhone();
    const base = { merchantId: MERCHANT_ID, phone, language: 'en' as const, nowMs: NOW };
    expect((await refusalOf(registerByPhone(t.app, { ...base, pin: '4821', ageConfirmed: false }))).code).toBe('AGE_NOT_CONFIRMED');
    const weak = await refusalOf(registerByPhone(t.app, { ...base, pin: '1111', ageConfirmed: true }));
    expect(weak.code).toBe('PIN_WEAK');
    expect(sayRefusal('en', weak)).toBe('Too easy to guess: not 0000-style or 1234/4321. Choose another PIN.');
    expect((await phoneProfile(t.app.db, MERCHANT_ID, phone)).userId).toBeNull();
  });

  it('remembers the language and the SMS choice of an unregistered phone', async () => {
    const phone = freshPhone();
    await rememberLanguage(t.app.db, MERCHANT_ID, phone, 'ti', NOW);
    await setSmsNotifications(t.app.db, MERCHANT_ID, phone, true, NOW);
    expect(await phoneProfile(t.app.db, MERCHANT_ID, phone)).toMatchObject({ language: 'ti', smsNotifications: true, userId: null, hasPin: false });
  });
});

describe('checkPin guess limit', () => {
  it('3 wrong → locked 5 min; after it, 3 more → 20 min; a right PIN ends the back-off', async () => {
    const phone = freshPhone();
    await setPin(t.app.db, MERCHANT_ID, phone, '2580', NOW);
    const at = { merchantId: MERCHANT_ID, phone };
    const first = await refusalOf(checkPin(t.app.db, { ...at, pin: '1111', nowMs: NOW }));
    expect([first.code, first.values]).toEqual(['PIN_WRONG', { left: 2 }]);
    expect(sayRefusal('en', first)).toBe('Wrong PIN. 2 tries left.');
    expect(sayRefusal('am', first)).toBe(say('am', 'refusal.PIN_WRONG', { left: 2 }));
    expect((await refusalOf(checkPin(t.app.db, { ...at, pin: '1112', nowMs: NOW }))).values).toEqual({ left: 1 });
    const third = await refusalOf(checkPin(t.app.db, { ...at, pin: '1113', nowMs: NOW }));
    expect([third.code, third.values]).toEqual(['PIN_LOCKED', { minutes: 5 }]);
    // Locked: even the right PIN is refused, and not checked.
    const during = await refusalOf(checkPin(t.app.db, { ...at, pin: '2580', nowMs: NOW + 4 * 60_000 }));
    expect([during.code, during.values]).toEqual(['PIN_LOCKED', { minutes: 1 }]);
    const later = NOW + 5 * 60_000 + 1;
    for (const left of [2, 1]) {
      expect((await refusalOf(checkPin(t.app.db, { ...at, pin: '0001', nowMs: later }))).values).toEqual({ left });
    }
    const second = await refusalOf(checkPin(t.app.db, { ...at, pin: '0001', nowMs: later }));
    expect([second.code, second.values]).toEqual(['PIN_LOCKED', { minutes: 20 }]);
    const after = later + 20 * 60_000 + 1;
    await checkPin(t.app.db, { ...at, pin: '2580', nowMs: after });
    // Back-off ended: a wrong PIN starts from 3 tries again.
    expect((await refusalOf(checkPin(t.app.db, { ...at, pin: '0001', nowMs: after }))).values).toEqual({ left: 2 });
  });

  it('holds 20 parallel guesses to 3 checked tries', async () => {
    const phone = freshPhone();
    await setPin(t.app.db, MERCHANT_ID, phone, '2580', NOW);
    const guesses = Array.from({ length: 20 }, (_, i) => String(3000 + i));
    const results = await Promise.all(guesses.map((pin) => refusalOf(checkPin(t.app.db, { merchantId: MERCHANT_ID, phone, pin, nowMs: NOW }))));
    expect(results.filter((r) => r.code === 'PIN_WRONG')).toHaveLength(2);
    expect(results.filter((r) => r.code === 'PIN_LOCKED')).toHaveLength(18);
  });

  it('an unknown phone is NOT_REGISTERED', async () => {
    const r = await refusalOf(checkPin(t.app.db, { merchantId: MERCHANT_ID, phone: freshPhone(), pin: '2580', nowMs: NOW }));
    expect(r.code).toBe('NOT_REGISTERED');
  });
});
