// The USSD channel's menus (issue 34), through POST /api/channels/ussd as a gateway calls it: language on first
// use, registration, balance, top matches with numbered picks, a single and a multiple by code with the slip's
// figures, PIN and confirmation, tickets, deposit, withdrawal, LotoFoot, safer play, help, back and main menu.
import { describe, expect, it } from 'vitest';
import { currentWeek } from '../../server/modules/channels/core/lotofoot.ts';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import { balanceOf as balanceOfPlayer } from '../../server/modules/channels/core/money.ts';
import { phoneProfile } from '../../server/modules/channels/core/phones.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { balanceOf } from './tickets-helpers.ts';
import { freshPhone } from './payments-helpers.ts';
import { newSession, PIN, screen, USSD_ENV, ussdPlayer, walk } from './channels-ussd-helpers.ts';

const t = useTestApp({ env: USSD_ENV });

describe('first use and registration', () => {
  it('asks the language first, remembers it, and registers with a PIN twice and 21+', async () => {
    const phone = freshPhone();
    const screens = await walk(t.app, phone, ['2', '1', '1', '4821', '4821']);
    expect(screens[0]).toBe('CON Language / ቋንቋ\n1 English\n2 አማርኛ\n3 Afaan Oromoo\n4 ትግርኛ');
    expect(screens[1]?.startsWith('CON ')).toBe(true);
    expect(screens.at(-1)).toMatch(/^END /);
    const profile = await phoneProfile(t.app.db, MERCHANT_ID, phone);
    expect(profile).toMatchObject({ language: 'am', hasPin: true });
    expect(profile.userId).not.toBeNull();
  });

  it('in English: a weak PIN is refused with its reason, a second PIN that differs ends', async () => {
    const phone = freshPhone();
    const s = await walk(t.app, phone, ['1', '1', '1', '1111', '4821', '4822']);
    expect(s[1]).toBe('CON Welcome to BirrBet\n1 Register\n2 Help\n3 Language');
    expect(s[2]).toBe('CON BirrBet is for adults only. Are you 21 or older?\n1 Yes, I am 21+\n2 No');
    expect(s[4]).toBe(
      'CON Too easy to guess: not 0000-style or 1234/4321. Choose another PIN.\nChoose a 4-digit PIN. It is your password on USSD and SMS: keep it secret.',
    );
    expect(s[5]).toBe('CON Enter the same PIN again:');
    expect(s[6]).toBe('END The two PINs differ. Start again.');
    expect((await phoneProfile(t.app.db, MERCHANT_ID, phone)).userId).toBeNull();
  });

  it('under 21 ends without an account', async () => {
    const phone = freshPhone();
    const s = await walk(t.app, phone, ['1', '1', '2']);
    expect(s.at(-1)).toBe('END Sorry, you must be 21 or older to play.');
  });
});

describe('a registered phone', () => {
  it('balance, back (0) and main menu (00)', async () => {
    const p = await ussdPlayer(t.app, 12_345);
    const sessionId = newSession();
    const menu = await screen(t.app, { sessionId, phone: p.phone, text: '' });
    expect(menu).toMatch(/^CON BirrBet\n1 Bet by code\n2 Top matches\n3 Balance/);
    const b = await balanceOfPlayer(t.app.db, p.userId);
    expect(b.cashCents).toBeGreaterThanOrEqual(12_345);
    const money = (c: number) => (c / 100).toFixed(2);
    expect(await screen(t.app, { sessionId, phone: p.phone, text: '3' })).toBe(
      `CON Balance ${money(b.cashCents)} ETB\nLocked bonus ${b.lockedPoints.toFixed(2)} pts\nPoints ${b.points.toFixed(2)}\n0 Back 00 Menu`,
    );
    expect(await screen(t.app, { sessionId, phone: p.phone, text: '3*0' })).toBe(menu);
    expect(await screen(t.app, { sessionId, phone: p.phone, text: '3*0*10' })).toBe(
      'CON Help: call +251 11 558 0000 (free) or visit birrbet.et\n0 Back 00 Menu',
    );
    expect(await screen(t.app, { sessionId, phone: p.phone, text: '3*0*10*00' })).toBe(menu);
    expect(await screen(t.app, { sessionId, phone: p.phone, text: '3*0*10*00*77' })).toBe(`CON Invalid choice.\n${menu.slice(4)}`);
  });

  it('a single from the top matches: sport, match, numbered pick, stake, figures, PIN, confirmation, ticket', async () => {
    const p = await ussdPlayer(t.app, 100_000);
    const before = await balanceOf(t.app, p.userId);
    const s = await walk(t.app, p.phone, ['2', '1', '1', '1', '2', '50', PIN, '1']);
    expect(s[2]).toMatch(/^CON Choose a match:\n1 /);
    expect(s[3]).toMatch(/^CON #\d+ .+ v .+\n1 .+ \d+\.\d\d\n2 /);
    expect(s[4]).toMatch(/^CON Slip: 1 pick\(s\), odds \d+\.\d\d\n1 Add a match\n2 Enter stake\n0 Back 00 Menu$/);
    expect(s[6]).toMatch(/^CON Single odds \d+\.\d\d\nStake 50\.00 VAT 6\.52\nBonus 0\.00 Tax \d+\.\d\d\nWin \d+\.\d\d ETB\nEnter your PIN:$/);
    expect(s[7]).toMatch(/^CON Place Single of 50\.00 ETB to win \d+\.\d\d ETB\?\n1 Yes, place\n2 No$/);
    expect(s[8]).toMatch(/^END Ticket BB-[A-Z2-7]{10} placed\. Stake 50\.00 ETB/);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 5_000);
  });

  it('a multiple by match code, then my tickets and check ticket', async () => {
    const p = await ussdPlayer(t.app, 100_000);
    const [a, b] = await topMatches(t.app.db, { nowMs: t.clock.now, limit: 5 });
    const s = await walk(t.app, p.phone, ['1', String(a?.code), '1', '1', String(b?.code), '3', '2', '20', PIN, '1']);
    expect(s[1]).toBe('CON Enter the match code:');
    expect(s[4]).toBe('CON Enter the match code:');
    expect(s[6]).toMatch(/^CON Slip: 2 pick\(s\), odds /);
    expect(s[8]).toMatch(/^CON Multiple odds /);
    const ref = /Ticket (BB-[A-Z2-7]{10})/.exec(s[10] ?? '')?.[1];
    expect(ref).toBeDefined();
    const mine = await walk(t.app, p.phone, ['4']);
    expect(mine[1]).toBe(`CON Last tickets:\n${ref} Open 20.00\n0 Back 00 Menu`);
    const check = await walk(t.app, p.phone, ['5', ref?.slice(3) ?? '']);
    expect(check[2]).toMatch(
      new RegExp(`^CON ${ref}\\nOpen: 2 pick\\(s\\)\\nStake 20\\.00 ETB\\nWin \\d+\\.\\d\\d ETB\\nPaid 0\\.00 ETB\\n0 Back 00 Menu$`),
    );
    const unknown = await walk(t.app, p.phone, ['5', 'ZZZZ']);
    expect(unknown[2]).toBe('CON No ticket ZZZZ on this phone.\nTicket reference (e.g. BB-ABC…):');
  });

  it('LotoFoot: the 7 matches of the week answered 1/2/3, PIN, confirmation, one ticket at the web price', async () => {
    await ensureOpenWeeks(t.app.db, t.clock.now);
    const week = await currentWeek(t.app.db, t.clock.now);
    expect(week).not.toBeNull();
    const p = await ussdPlayer(t.app, 100_000);
    const before = await balanceOf(t.app, p.userId);
    const s = await walk(t.app, p.phone, ['8', '1', '2', '3', '1', '2', '3', '1', PIN, '1']);
    expect(s[1]).toBe(`CON LotoFoot 1/7\n${week?.matches[0]?.home} v ${week?.matches[0]?.away}\n1 Home 2 Draw 3 Away`);
    expect(s[8]).toBe('CON LotoFoot 1X21X21\nStake 150.00 ETB\nEnter your PIN:');
    expect(s[9]).toBe('CON Submit LotoFoot 1X21X21 for 150.00 ETB?\n1 Yes\n2 No');
    expect(s[10]).toMatch(/^END LotoFoot ticket LF-[A-Z2-7]{10} submitted\. Good luck!$/);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 15_000);
  });

  it('withdraw: amount, PIN, confirmation; No cancels and nothing moves', async () => {
    const p = await ussdPlayer(t.app, 50_000);
    const before = await balanceOf(t.app, p.userId);
    const s = await walk(t.app, p.phone, ['7', '100', PIN, '2']);
    expect(s[1]).toBe('CON Withdraw amount in ETB:');
    expect(s[2]).toBe(`CON Withdraw 100.00 ETB to ${p.phone}.\nEnter your PIN:`);
    expect(s[3]).toBe(`CON Withdraw 100.00 ETB to ${p.phone}?\n1 Yes\n2 No`);
    expect(s[4]).toBe('END Cancelled. Nothing was charged.');
    expect(await balanceOf(t.app, p.userId)).toBe(before);
    const done = await walk(t.app, p.phone, ['7', '100', PIN, '1']);
    expect(done.at(-1)).toBe(`END Withdrawal of 100.00 ETB to ${p.phone} started. You will get the money on Telebirr.`);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 10_000);
  });
});
