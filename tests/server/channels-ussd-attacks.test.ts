// The USSD channel under attack and fault (issue 34): the gateway key, another phone's session, replays of the
// final step, parallel sessions of one phone on too little money, self-exclusion and limits, PIN lockout, expiry,
// and garbage (NUL, wrong types, oversize, nonsense paths): always a clean answer, never a 500.
import { describe, expect, it } from 'vitest';
import { setLimits } from '../../server/modules/responsible-gaming/limits.ts';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { useTestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';
import { GATEWAY_KEY, newSession, PIN, screen, USSD_ENV, ussd, ussdPlayer, walk } from './channels-ussd-helpers.ts';

const t = useTestApp({ env: USSD_ENV });

async function ticketsOf(userId: string): Promise<number> {
  const rows = await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/** The inputs to a single of `stake` ETB on the first top match, up to (not including) the final '1'. */
async function toConfirm(stake: number): Promise<string[]> {
  const [m] = await topMatches(t.app.db, { nowMs: t.clock.now, limit: 1 });
  return ['1', String(m?.code), '1', '2', String(stake), PIN];
}

describe('gateway authenticity', () => {
  it('refuses a missing or wrong key with 401 USSD_UNAUTHORIZED, and takes JSON bodies with the key', async () => {
    const p = await ussdPlayer(t.app);
    for (const key of [null, '', 'wrong', `${GATEWAY_KEY}x`, GATEWAY_KEY.slice(0, -1)]) {
      const res = await ussd(t.app, { sessionId: newSession(), phone: p.phone, text: '', key });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'USSD_UNAUTHORIZED', error: 'USSD gateway key is missing or invalid' });
    }
    const json = await ussd(t.app, { sessionId: newSession(), phone: p.phone, text: '', json: true });
    expect(json.statusCode).toBe(200);
    expect(json.body).toMatch(/^CON BirrBet\n/);
  });
});

describe('identity', () => {
  it('another phone cannot continue a session', async () => {
    const a = await ussdPlayer(t.app, 100_000);
    const b = await ussdPlayer(t.app, 100_000);
    const sessionId = newSession();
    await screen(t.app, { sessionId, phone: a.phone, text: '' });
    expect(await screen(t.app, { sessionId, phone: b.phone, text: '3' })).toBe('END This session belongs to another phone.');
    expect(await screen(t.app, { sessionId, phone: b.phone, text: '' })).toBe('END This session belongs to another phone.');
    expect(await screen(t.app, { sessionId, phone: a.phone, text: '3' })).toMatch(/^CON Balance /);
  });
});

describe('replays and concurrency', () => {
  it('a replayed final step answers the same END: one ticket, one debit (in sequence and 10 at once)', async () => {
    const p = await ussdPlayer(t.app, 100_000);
    const before = await balanceOf(t.app, p.userId);
    const sessionId = newSession();
    const inputs = await toConfirm(20);
    const screens = await walk(t.app, p.phone, [...inputs, '1'], sessionId);
    const final = screens.at(-1) ?? '';
    expect(final).toMatch(/^END Ticket BB-/);
    const text = [...inputs, '1'].join('*');
    expect(await screen(t.app, { sessionId, phone: p.phone, text })).toBe(final);
    const again = await Promise.all(Array.from({ length: 10 }, () => screen(t.app, { sessionId, phone: p.phone, text })));
    expect(new Set(again)).toEqual(new Set([final]));
    expect(await ticketsOf(p.userId)).toBe(1);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 2_000);
  });

  it('10 concurrent requests racing on the confirmation place one ticket', async () => {
    const p = await ussdPlayer(t.app, 100_000);
    const sessionId = newSession();
    const inputs = await toConfirm(30);
    await walk(t.app, p.phone, inputs, sessionId);
    const text = [...inputs, '1'].join('*');
    const answers = await Promise.all(Array.from({ length: 10 }, () => screen(t.app, { sessionId, phone: p.phone, text })));
    expect(answers.every((a) => /^END Ticket BB-/.test(a))).toBe(true);
    expect(await ticketsOf(p.userId)).toBe(1);
  });

  it('30 parallel sessions of one phone staking 10 ETB on 100 ETB: exactly 10 tickets, never below zero', async () => {
    const p = await ussdPlayer(t.app);
    const { fund } = await import('./games-helpers.ts');
    const { drainTo } = await import('./games-helpers.ts');
    await fund(t.app, p.userId, 10_000);
    await drainTo(t.app, p.userId, 10_000);
    const inputs = await toConfirm(10);
    const sessions = Array.from({ length: 30 }, () => newSession());
    for (const sessionId of sessions) {
      await walk(t.app, p.phone, inputs, sessionId);
    }
    const finals = await Promise.all(sessions.map((sessionId) => screen(t.app, { sessionId, phone: p.phone, text: [...inputs, '1'].join('*') })));
    expect(finals.filter((f) => /^END Ticket BB-/.test(f))).toHaveLength(10);
    expect(finals.filter((f) => f === 'END Insufficient balance. Please top up and try again.')).toHaveLength(20);
    expect(await balanceOf(t.app, p.userId)).toBe(0);
    expect(await ticketsOf(p.userId)).toBe(10);
  });
});

describe('responsible gaming holds on USSD', () => {
  it('a self-exclusion taken on USSD refuses the next bet and deposit', async () => {
    const p = await ussdPlayer(t.app, 100_000);
    const s = await walk(t.app, p.phone, ['9', '2', '1', PIN, '1']);
    expect(s[3]).toBe('CON Break from betting: 24 hours.\nEnter your PIN:');
    expect(s[4]).toBe('CON No bets or deposits for 24 hours. It cannot be undone. Confirm?\n1 Yes\n2 No');
    expect(s[5]).toBe('END Your break of 24 hours has started. Help: +251 11 558 0000');
    const bet = await walk(t.app, p.phone, [...(await toConfirm(10)), '1']);
    expect(bet.at(-1)).toMatch(/^END You have excluded yourself from betting, deposits and games until /);
    const deposit = await walk(t.app, p.phone, ['6', '100', PIN, '1']);
    expect(deposit.at(-1)).toMatch(/^END You have excluded yourself from betting, deposits and games until /);
    expect(await ticketsOf(p.userId)).toBe(0);
    const limits = await walk(t.app, p.phone, ['9', '1']);
    expect(limits[2]).toMatch(/^CON Deposit limits\nDay none\nWeek none\nMonth none\nBreak until \d{4}-\d\d-\d\d\n0 Back 00 Menu$/);
  });

  it('a deposit above the daily limit is refused with the reason', async () => {
    const p = await ussdPlayer(t.app);
    await t.app.db.transaction().execute((trx) => setLimits(trx, p.userId, { day: 5_000 }, t.clock.now));
    const s = await walk(t.app, p.phone, ['6', '100', PIN, '1']);
    expect(s.at(-1)).toMatch(/^END This deposit is above your deposit limit: you can deposit at most 50(\.00)? ETB more now/);
    const limits = await walk(t.app, p.phone, ['9', '1']);
    expect(limits[2]).toBe('CON Deposit limits\nDay 50.00 (50.00)\nWeek none\nMonth none\n0 Back 00 Menu');
  });
});

describe('PIN lockout', () => {
  it('3 wrong PINs end the session locked; a new session is still locked, even with the right PIN', async () => {
    const p = await ussdPlayer(t.app, 100_000);
    const s = await walk(t.app, p.phone, ['6', '100', '1111', '2222', '3333']);
    expect(s[3]).toBe('CON Wrong PIN. 2 tries left.\nEnter your PIN:');
    expect(s[4]).toBe('CON Wrong PIN. 1 tries left.\nEnter your PIN:');
    expect(s[5]).toBe('END Too many wrong PINs. Try again in 5 min.');
    const again = await walk(t.app, p.phone, ['7', '100', PIN]);
    expect(again.at(-1)).toBe('END Too many wrong PINs. Try again in 5 min.');
    t.clock.now += 5 * 60_000 + 1;
    try {
      const after = await walk(t.app, p.phone, ['7', '100', PIN]);
      expect(after.at(-1)).toBe('CON Withdraw 100.00 ETB to ' + p.phone + '?\n1 Yes\n2 No');
    } finally {
      t.clock.now -= 5 * 60_000 + 1;
    }
  });
});

describe('sessions expire, garbage gets a clean answer', () => {
  it('a session is over 180 s after it began', async () => {
    const p = await ussdPlayer(t.app);
    const sessionId = newSession();
    await screen(t.app, { sessionId, phone: p.phone, text: '' });
    t.clock.now += 181_000;
    try {
      expect(await screen(t.app, { sessionId, phone: p.phone, text: '3' })).toBe('END Session expired. Dial *804# again.');
    } finally {
      t.clock.now -= 181_000;
    }
  });

  it('refuses a wrong service code, phone or session id with an END screen', async () => {
    const p = await ussdPlayer(t.app);
    expect(await screen(t.app, { sessionId: newSession(), phone: p.phone, text: '', serviceCode: '*805#' })).toBe(
      'END Unknown service code. Dial *804#.',
    );
    expect(await screen(t.app, { sessionId: newSession(), phone: '+1555123', text: '' })).toBe('END This service is for Ethiopian mobile numbers.');
    expect(await screen(t.app, { sessionId: 'has space', phone: p.phone, text: '' })).toBe('END Invalid request. Dial *804# again.');
    expect(await screen(t.app, { sessionId: '', phone: p.phone, text: '' })).toBe('END Invalid request. Dial *804# again.');
  });

  it('NUL, wrong types, oversize and nonsense paths: 200 screens or 400s, never a 500', async () => {
    const p = await ussdPlayer(t.app, 10_000);
    const fields = ['sessionId', 'serviceCode', 'phoneNumber', 'text', 'networkCode'];
    const base = { sessionId: newSession(), serviceCode: '*804#', phoneNumber: p.phone, text: '', networkCode: '63902' };
    for (const field of fields) {
      for (const bad of ['\u0000', 'a\u0000b', 42, null, ['1'], { a: 1 }, 'x'.repeat(3000), '\ud800']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/channels/ussd',
          headers: { apikey: GATEWAY_KEY },
          payload: { ...base, sessionId: newSession(), [field]: bad },
        });
        expect([200, 400], `${field}=${JSON.stringify(bad)}: ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 200) {
          expect(res.body).toMatch(/^(CON|END) /);
        } else {
          expect(res.json()).toHaveProperty('code');
        }
      }
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/channels/ussd',
      headers: { apikey: GATEWAY_KEY, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sessionId=%00&text=%FF%FE&&&===',
    });
    expect(form.statusCode).toBe(400);
    const sessionId = newSession();
    for (const text of ['', '*', '**', '#', '1**', '*#*##**', '9'.repeat(40), `${'1*'.repeat(300)}1`, '3*-1', '3*1e9', '١٢٣', 'ቋ']) {
      const res = await ussd(t.app, { sessionId, phone: p.phone, text });
      expect(res.statusCode, text).toBe(200);
      expect(res.body).toMatch(/^(CON|END) /);
      expect(res.body.length).toBeLessThanOrEqual(182);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/channels/ussd', headers: { apikey: GATEWAY_KEY } });
    expect([200, 400]).toContain(empty.statusCode);
  });
});
