// The Telegram channel (issue 34) through the webhook on a real database, with the Bot API simulator recording
// what the bot sends: the secret header, update_id replays, the link (own contact only, the SMS code's guesses and
// sends limited), an inline bet placed once however often its callback arrives, and self-exclusion on Telegram.
import { beforeAll, describe, expect, it } from 'vitest';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { fund } from './games-helpers.ts';
import { useTestApp } from './helpers.ts';
import { player } from './payments-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';
import {
  buttonData,
  callbackUpdate,
  callsOf,
  contactUpdate,
  deliver,
  lastText,
  linkTelegram,
  newTelegramUser,
  nextUpdateId,
  textUpdate,
  webhookSecret,
} from './channels-telegram-helpers.ts';

const t = useTestApp();
let code = 0;

beforeAll(async () => {
  const [m] = await topMatches(t.app.db, { nowMs: t.clock.now, limit: 1 });
  code = m?.code ?? 0;
  expect(code).toBeGreaterThan(0);
});

const smsCount = async (phone: string): Promise<number> =>
  (await t.app.db.selectFrom('sms_outbox').select('id').where('phone', '=', phone).execute()).length;

describe('Telegram webhook', () => {
  it('refuses a missing, wrong or garbage secret with 401 before reading the body, and acts on nothing', async () => {
    const tg = newTelegramUser();
    const secret = await webhookSecret(t.app);
    for (const s of [null, '', 'wrong', `${secret}x`, secret.slice(1), 'a\u0000b']) {
      const res = await deliver(t.app, textUpdate(tg, '/start'), s);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'The Telegram webhook secret is missing or wrong', code: 'TELEGRAM_SECRET_INVALID' });
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/channels/telegram/webhook',
      payload: '\u0000{{{',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(await callsOf(t.app, tg)).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/channels/telegram/webhook',
      payload: '{"update_id":"x\u0000"}',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers odd but well-formed updates without a 500: unknown kinds, buttons, stakes, texts and contacts', async () => {
    const tg = newTelegramUser();
    const odd: Record<string, unknown>[] = [
      {},
      { edited_message: { message_id: 1, chat: { id: tg }, text: 'x' } },
      { message: { message_id: 1, chat: { id: tg }, text: '/start' } },
      { message: { message_id: 1, from: { id: tg }, chat: { id: tg } } },
      textUpdate(tg, 'x'.repeat(4096)),
      textUpdate(tg, '١٢٣٤٥٦'),
      contactUpdate(tg, 'not a phone'),
      contactUpdate(tg, '+1 555 0100'),
      { callback_query: { id: 'q1', from: { id: tg } } },
      ...['', 'a:', 'a:99999999:1', 'a:1:ZZZ', 'st:0', 'st:999999999', 'pl:', 'pl:../../x', 'lf:1X2X2X2X', 'lp:1X21X21:', 'lg:xx', '💥', 'menu'].map(
        (d) => callbackUpdate(tg, d),
      ),
    ];
    for (const update of odd) {
      const res = await deliver(t.app, update);
      expect(res.statusCode).toBe(200);
    }
    const p = await player(t.app);
    const linked = newTelegramUser();
    await linkTelegram(t.app, linked, p.phone);
    for (const d of [
      'a:99999999:1',
      'a:1:ZZZ',
      'st:0',
      'st:999999999',
      'pl:nope',
      'lf:1X2',
      'lp:1X21X21:n',
      'slip',
      'clr',
      'chk',
      'last',
      'bal',
      'mt',
      'lf',
    ]) {
      expect((await deliver(t.app, callbackUpdate(linked, d))).statusCode).toBe(200);
    }
    for (const text of ['st', '12.345', '-5', '1e9', 'TK-NOPE', '']) {
      expect((await deliver(t.app, textUpdate(linked, text))).statusCode).toBe(200);
    }
  });

  it('acts once on an update delivered again with the same update_id', async () => {
    const tg = newTelegramUser();
    const update = { update_id: nextUpdateId(), ...textUpdate(tg, '/start') };
    for (let i = 0; i < 3; i += 1) {
      expect((await deliver(t.app, update)).json()).toEqual({ ok: true });
    }
    const sent = (await callsOf(t.app, tg)).filter((c) => c.method === 'sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload.text).toContain('Welcome to BirrBet');
    expect(sent[0]?.payload.reply_markup).toEqual({
      keyboard: [[{ text: '📱 Share my phone number', request_contact: true }]],
      resize_keyboard: true,
      one_time_keyboard: true,
    });
  });

  it('ignores group chats: a tap in a group never acts for a linked member', async () => {
    const tg = newTelegramUser();
    const res = await deliver(t.app, { message: { message_id: 1, from: { id: tg, first_name: 'x' }, chat: { id: -100123 }, text: '/start' } });
    expect(res.statusCode).toBe(200);
    expect(await callsOf(t.app, tg)).toEqual([]);
  });
});

describe('Telegram link', () => {
  it("refuses someone else's contact (or one with no user_id): no code is sent to that phone", async () => {
    const victim = await player(t.app);
    const tg = newTelegramUser();
    const before = await smsCount(victim.phone);
    await deliver(t.app, contactUpdate(tg, victim.phone, tg + 1));
    expect(await lastText(t.app, tg)).toBe('Please share your own phone number with the button below, not another contact.');
    await deliver(t.app, contactUpdate(tg, victim.phone, null));
    expect(await lastText(t.app, tg)).toBe('Please share your own phone number with the button below, not another contact.');
    expect(await smsCount(victim.phone)).toBe(before);
    expect(await t.app.db.selectFrom('telegram_links').select('user_id').where('telegram_user_id', '=', String(tg)).execute()).toEqual([]);
  });

  it('limits code guesses to 5 (then the right code is refused) and code sends per phone', async () => {
    const p = await player(t.app);
    const tg = newTelegramUser();
    await deliver(t.app, contactUpdate(tg, p.phone));
    const right = (
      await t.app.db.selectFrom('sms_outbox').select('text').where('phone', '=', p.phone).orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).text.match(/\d{6}/)?.[0];
    expect(await lastText(t.app, tg)).toMatch(/^We sent a 6-digit code by SMS to \+25196?\d\*\*\*\*\d\d\./);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      await deliver(t.app, textUpdate(tg, wrong));
      expect(await lastText(t.app, tg)).toBe(`Wrong code. ${left} tries left.`);
    }
    await deliver(t.app, textUpdate(tg, wrong));
    expect(await lastText(t.app, tg)).toBe('That code has expired or was used up. Share your phone number again for a new one.');
    await deliver(t.app, textUpdate(tg, right ?? ''));
    expect(await t.app.db.selectFrom('telegram_links').select('user_id').where('telegram_user_id', '=', String(tg)).execute()).toEqual([]);
    // Sends: 5 an hour for the phone (one used above).
    for (let i = 0; i < 4; i += 1) {
      await deliver(t.app, contactUpdate(tg, p.phone));
    }
    const sends = await smsCount(p.phone);
    await deliver(t.app, contactUpdate(tg, p.phone));
    expect(await lastText(t.app, tg)).toMatch(/^Too many tries\. Try again in \d+ min\.$/);
    expect(await smsCount(p.phone)).toBe(sends);
  });

  it('links with the SMS code once; the code does not work twice; an expired code is refused', async () => {
    const p = await player(t.app);
    const tg = newTelegramUser();
    await linkTelegram(t.app, tg, p.phone);
    const link = await t.app.db
      .selectFrom('telegram_links')
      .select(['user_id', 'phone'])
      .where('telegram_user_id', '=', String(tg))
      .executeTakeFirstOrThrow();
    expect(link).toEqual({ user_id: p.userId, phone: p.phone });
    expect((await callsOf(t.app, tg)).some((c) => c.method === 'setChatMenuButton')).toBe(true);
    const other = await player(t.app);
    const tg2 = newTelegramUser();
    await deliver(t.app, contactUpdate(tg2, other.phone));
    t.clock.now += 5 * 60_000 + 1;
    try {
      await deliver(t.app, textUpdate(tg2, '123456'));
      expect(await lastText(t.app, tg2)).toBe('That code has expired or was used up. Share your phone number again for a new one.');
    } finally {
      t.clock.now -= 5 * 60_000 + 1;
    }
  });
});

describe('Telegram betting', () => {
  it('places one ticket when the Place callback is delivered twice (and tapped again later)', async () => {
    const p = await player(t.app);
    await fund(t.app, p.userId, 50_000);
    const tg = newTelegramUser();
    await linkTelegram(t.app, tg, p.phone);
    await deliver(t.app, callbackUpdate(tg, 'mt'));
    const add = await buttonData(t.app, tg, `a:${code}:`);
    expect(Buffer.byteLength(add)).toBeLessThanOrEqual(64);
    await deliver(t.app, callbackUpdate(tg, add));
    await deliver(t.app, callbackUpdate(tg, 'st:2000'));
    expect(await lastText(t.app, tg)).toMatch(/Stake: 20\.00 ETB\nVAT 15%: 2\.61 ETB/);
    const placeData = await buttonData(t.app, tg, 'pl:');
    const before = await balanceOf(t.app, p.userId);
    const tap = callbackUpdate(tg, placeData);
    const [a, b] = await Promise.all([
      deliver(t.app, tap),
      deliver(t.app, { ...tap, callback_query: { ...tap.callback_query, id: 'other-delivery' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await deliver(t.app, tap);
    const tickets = await t.app.db.selectFrom('tickets').select(['reference_id', 'stake_cents']).where('user_id', '=', p.userId).execute();
    expect(tickets).toHaveLength(1);
    expect(Number(tickets[0]?.stake_cents)).toBe(2000);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 2000);
    expect(await lastText(t.app, tg)).toContain(`✅ Bet placed. Ticket ${tickets[0]?.reference_id}`);
    const answers = (await callsOf(t.app, tg)).filter((c) => c.method === 'answerCallbackQuery');
    expect(answers.length).toBeGreaterThanOrEqual(5);
  });

  it("holds self-exclusion: after a break taken in the chat, a bet is refused in the player's words and nothing is debited", async () => {
    const p = await player(t.app);
    await fund(t.app, p.userId, 50_000);
    const tg = newTelegramUser();
    await linkTelegram(t.app, tg, p.phone);
    await deliver(t.app, callbackUpdate(tg, 'brk'));
    await deliver(t.app, callbackUpdate(tg, 'brk!'));
    expect(await lastText(t.app, tg)).toMatch(/^You are on a break until \d{4}-\d\d-\d\d \d\d:\d\d EAT\.$/);
    await deliver(t.app, callbackUpdate(tg, `a:${code}:1`));
    await deliver(t.app, callbackUpdate(tg, 'st:1000'));
    const before = await balanceOf(t.app, p.userId);
    await deliver(t.app, callbackUpdate(tg, await buttonData(t.app, tg, 'pl:')));
    expect(await lastText(t.app, tg)).toMatch(/^You have excluded yourself from betting, deposits and games until \d{4}-\d\d-\d\d \d\d:\d\d EAT\.$/);
    expect(await balanceOf(t.app, p.userId)).toBe(before);
    await deliver(t.app, callbackUpdate(tg, 'lg:am'));
    await deliver(t.app, callbackUpdate(tg, await buttonData(t.app, tg, 'pl:').catch(() => 'pl:none')));
    expect(await t.app.db.selectFrom('tickets').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);
  });
});
