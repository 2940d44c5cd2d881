// Phone codes an attacker cannot spend or burn: sends are limited per client address and per merchant per
// minute (counted before any password hashing, nothing queued for a refused one); hashing never holds up
// the health check; a stranger's wrong guesses stop the stranger's address, not the owner's code, while
// 50 tries in all still kill it; password reset answers an unknown phone exactly as a known one.
import { describe, expect, it } from 'vitest';
import { MERCHANT_ID, NOW, useTestApp } from './helpers.ts';
import { PASSWORD, latestCode, postFrom, signUp } from './auth-helpers.ts';

const HOUR = 3_600_000;
const t = useTestApp({ syncCatalog: false });

const registerFrom = (address: string, phone: string) =>
  postFrom(t.app, address, '/api/v1/auth/register', { phone, password: PASSWORD, merchant_id: MERCHANT_ID });
const verifyFrom = (address: string, phone: string, otp: string) =>
  postFrom(t.app, address, '/api/v1/auth/verify', { phone, otp, merchant_id: MERCHANT_ID });
const resetFrom = (address: string, phone: string) => postFrom(t.app, address, '/api/v1/password/reset', { phone, merchant_id: MERCHANT_ID });
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function smsCount(phones: string[]): Promise<number> {
  const rows = await t.app.db.selectFrom('sms_outbox').select('id').where('phone', 'in', phones).execute();
  return rows.length;
}

describe('code sends', () => {
  it('sends at most 20 codes an hour to one address, whatever the phones; the rest get 429 and no SMS', async () => {
    t.clock.now = NOW;
    const phones = Array.from({ length: 30 }, (_, i) => `+25196600${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(phones.map((phone) => registerFrom('198.51.100.20', phone)));
    const refused = phones.filter((_, i) => answers[i]!.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(refused).toHaveLength(10);
    expect(await smsCount(phones)).toBe(20);
    expect(await smsCount(refused)).toBe(0);
    const pending = await t.app.db.selectFrom('pending_registrations').select('phone').where('phone', 'in', refused).execute();
    expect(pending).toHaveLength(0);
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBe(HOUR / 1000);
    expect((await registerFrom('198.51.100.21', '+251966009999')).statusCode).toBe(200);
  });

  it('sends at most 60 codes a minute for the merchant in total', async () => {
    t.clock.now = NOW + 2 * HOUR;
    await t.app.db
      .insertInto('rate_limits')
      .values({ key: `otp-merchant:${MERCHANT_ID}`, window_start: new Date(t.clock.now), count: 60 })
      .execute();
    const refused = await registerFrom('192.0.2.61', '+251966100001');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect(await smsCount(['+251966100001'])).toBe(0);
    t.clock.now += 60_000;
    expect((await registerFrom('192.0.2.61', '+251966100001')).statusCode).toBe(200);
  });

  it('answers the health check within a second while 20 sign-ups hash their passwords', async () => {
    t.clock.now = NOW + 4 * HOUR;
    const started = performance.now();
    const signUps = Array.from({ length: 20 }, (_, i) => registerFrom(`10.77.0.${i + 1}`, `+25196620${String(i).padStart(4, '0')}`));
    // Probes due every 500 ms while the hashes run; a blocked event loop would answer (or even send) them late.
    const probes = [300, 800, 1300, 1800].map(
      (dueMs) =>
        new Promise<{ status: number; lateMs: number }>((resolve, reject) => {
          setTimeout(() => {
            t.app
              .inject({ method: 'GET', url: '/api/health' })
              .then((res) => resolve({ status: res.statusCode, lateMs: performance.now() - started - dueMs }), reject);
          }, dueMs);
        }),
    );
    const health = await Promise.all(probes);
    const answers = await Promise.all(signUps);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const probe of health) {
      expect(probe.status).toBe(200);
      expect(probe.lateMs).toBeLessThan(1000);
    }
  });
});

describe('code tries', () => {
  it("stops a stranger's address after 5 wrong tries; the owner elsewhere still verifies with the right code", async () => {
    t.clock.now = NOW + 6 * HOUR;
    const phone = '+251966300001';
    expect((await registerFrom('10.3.0.1', phone)).statusCode).toBe(200);
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < 5; i++) {
      expect((await verifyFrom('203.0.113.9', phone, wrong(code))).json().code).toBe('INVALID_OTP');
    }
    const stopped = await verifyFrom('203.0.113.9', phone, code);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBeDefined();
    expect((await verifyFrom('10.3.0.1', phone, code)).statusCode).toBe(200);
  });

  it('kills a code after 50 tries from every address together', async () => {
    t.clock.now = NOW + 7 * HOUR;
    const phone = '+251966300002';
    await registerFrom('10.3.0.2', phone);
    const code = await latestCode(t.app, phone);
    for (let i = 0; i < 50; i++) {
      expect((await verifyFrom(`172.16.0.${Math.floor(i / 5)}`, phone, wrong(code))).json().code).toBe('INVALID_OTP');
    }
    expect((await verifyFrom('10.3.0.2', phone, code)).json().code).toBe('OTP_EXPIRED');
  });
});

describe('password reset', () => {
  const SENT = { success: true, message: 'If this number has an account, a code was sent' };

  it('answers a known and an unknown phone alike, sends only the known one a code, and limits both', async () => {
    t.clock.now = NOW + 8 * HOUR;
    const known = '+251966400001';
    const unknown = '+251966400002';
    await signUp(t.app, known);
    t.clock.now += 31_000;
    const answers = [await resetFrom('10.4.0.1', known), await resetFrom('10.4.0.1', unknown)];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(await smsCount([unknown])).toBe(0);
    expect(await latestCode(t.app, known)).toMatch(/^\d{6}$/);
    const again = [await resetFrom('10.4.0.1', known), await resetFrom('10.4.0.1', unknown)];
    expect(again.map((res) => res.statusCode)).toEqual([429, 429]);
    expect(again[1]!.json()).toEqual(again[0]!.json());
    expect(again[1]!.headers['retry-after']).toBe(again[0]!.headers['retry-after']);
  });
});
