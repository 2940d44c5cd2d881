// More of the Telegram channel (issue 34): LotoFoot answered match by match in one edited message and placed once,
// a ticket checked by reference (own tickets only), the language kept on the linked phone, unlinking (the Mini App
// then refuses), and notifications of a settled ticket and a cash-out offer, each sent once.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { MEMORY_DATA_DIR } from '../../server/db/index.ts';
import { outboxSmsSender } from '../../server/modules/auth/sms.ts';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { simBotApi } from '../../server/modules/channels/telegram/bot-api.ts';
import type { TelegramContext } from '../../server/modules/channels/telegram/context.ts';
import { notifyCashoutOffers, notifySettled } from '../../server/modules/channels/telegram/notify.ts';
import { ensureOpenWeeks } from '../../server/modules/lotofoot/weeks.ts';
import { fund } from './games-helpers.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { player } from './payments-helpers.ts';
import { balanceOf } from './tickets-helpers.ts';
import { buttonData, callbackUpdate, callsOf, deliver, lastText, linkTelegram, newTelegramUser, textUpdate } from './channels-telegram-helpers.ts';

const t = useTestApp();
let code = 0;
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, MERCHANT_ID });
const ctx = (): TelegramContext => ({
  opts: { db: t.app.db, now: () => t.clock.now, config },
  bot: simBotApi(t.app.db, () => t.clock.now),
  sms: outboxSmsSender(t.app.db, () => t.clock.now, t.app.log),
  merchantId: MERCHANT_ID,
  webAppUrl: '',
  log: t.app.log,
});

beforeAll(async () => {
  await ensureOpenWeeks(t.app.db, t.clock.now);
  code = (await topMatches(t.app.db, { nowMs: t.clock.now, limit: 1 }))[0]?.code ?? 0;
});

async function bettor(cents = 50_000) {
  const p = await player(t.app);
  await fund(t.app, p.userId, cents);
  const tg = newTelegramUser();
  await linkTelegram(t.app, tg, p.phone);
  return { ...p, tg };
}

async function placeOne(tg: number, stakeCents: number): Promise<void> {
  await deliver(t.app, callbackUpdate(tg, `a:${code}:1`));
  await deliver(t.app, callbackUpdate(tg, `st:${stakeCents}`));
  await deliver(t.app, callbackUpdate(tg, await buttonData(t.app, tg, 'pl:')));
}

describe('LotoFoot in the chat', () => {
  it('answers the 7 matches in one edited message and places one ticket however often Place arrives', async () => {
    const p = await bettor();
    await deliver(t.app, callbackUpdate(p.tg, 'lf'));
    const first = (await callsOf(t.app, p.tg)).filter((c) => c.method === 'sendMessage').at(-1);
    expect(first?.payload.text).toMatch(/^LotoFoot: 7 matches, 150\.00 ETB a ticket, closes .+\nPicks so far: –\nMatch 1 of 7: /);
    let picks = '';
    for (const pick of ['1', 'X', '2', '1', 'X', '2', '1']) {
      picks += pick;
      await deliver(t.app, callbackUpdate(p.tg, `lf:${picks}`, first?.id));
    }
    const edits = (await callsOf(t.app, p.tg)).filter((c) => c.method === 'editMessageText');
    expect(edits).toHaveLength(7);
    expect(edits.every((e) => e.payload['message_id'] === first?.id)).toBe(true);
    expect(edits.at(-1)?.payload.text).toBe('Your LotoFoot picks: 1 X 2 1 X 2 1\nPrice 150.00 ETB. Place the ticket?');
    const place = edits.at(-1)?.payload.reply_markup?.inline_keyboard?.[0]?.[0]?.callback_data ?? '';
    expect(place).toMatch(/^lp:1X21X21:[\w-]+$/);
    const before = await balanceOf(t.app, p.userId);
    await Promise.all([deliver(t.app, callbackUpdate(p.tg, place)), deliver(t.app, callbackUpdate(p.tg, place))]);
    await deliver(t.app, callbackUpdate(p.tg, place));
    const tickets = await t.app.db.selectFrom('lotofoot_tickets').select('reference_id').where('user_id', '=', p.userId).execute();
    expect(tickets).toHaveLength(1);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 15_000);
    expect(await lastText(t.app, p.tg)).toBe(`✅ LotoFoot ticket ${tickets[0]?.reference_id} placed.`);
  });
});

describe('tickets, language and unlinking', () => {
  it("checks the player's own ticket by reference; another player's reads as unknown", async () => {
    const a = await bettor();
    const b = await bettor();
    await placeOne(a.tg, 1_000);
    const ref = (await t.app.db.selectFrom('tickets').select('reference_id').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).reference_id;
    await deliver(t.app, callbackUpdate(a.tg, 'chk'));
    await deliver(t.app, textUpdate(a.tg, ref.toLowerCase()));
    expect(await lastText(t.app, a.tg)).toMatch(
      new RegExp(`^Ticket ${ref}: open\\nStake 10\\.00 ETB · Potential win \\d+\\.\\d\\d ETB · Paid 0\\.00 ETB\\n`),
    );
    await deliver(t.app, callbackUpdate(b.tg, 'chk'));
    await deliver(t.app, textUpdate(b.tg, ref));
    expect(await lastText(t.app, b.tg)).toBe(`No ticket ${ref} on your account.`);
    await deliver(t.app, callbackUpdate(a.tg, 'last'));
    expect(await lastText(t.app, a.tg)).toContain(`Your last tickets:\n\nTicket ${ref}: open`);
  });

  it('keeps the chosen language on the linked phone (shared with USSD and SMS) and answers in it', async () => {
    const p = await bettor();
    await deliver(t.app, callbackUpdate(p.tg, 'lg:or'));
    expect(await lastText(t.app, p.tg)).toBe('Afaan: Afaan Oromoo.\n\nMaal gochuu barbaaddu?');
    const row = await t.app.db.selectFrom('channel_phones').select('language').where('phone', '=', p.phone).executeTakeFirstOrThrow();
    expect(row.language).toBe('or');
    await deliver(t.app, callbackUpdate(p.tg, 'bal'));
    expect(await lastText(t.app, p.tg)).toMatch(/^Haftee: [\d,]+\.\d\d ETB\nQabxii boonasii cufame: \d+\.\d\d\nQabxii: \d+\.\d\d$/);
  });

  it('unlinks on confirmation: the chat asks to link again and the Mini App refuses', async () => {
    const p = await bettor();
    await deliver(t.app, callbackUpdate(p.tg, 'unl'));
    await deliver(t.app, callbackUpdate(p.tg, 'unl!'));
    expect(await lastText(t.app, p.tg)).toBe('Unlinked. Send /start to link again.');
    await deliver(t.app, callbackUpdate(p.tg, 'bal'));
    const answers = (await callsOf(t.app, p.tg)).filter((c) => c.method === 'answerCallbackQuery');
    expect(answers.at(-1)?.payload.text).toBe('Link your BirrBet account first: send /start.');
    const res = await t.app.inject({ method: 'POST', url: '/sim/telegram/init-data', payload: { user_id: p.tg } });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/channels/telegram/webapp/session', payload: { init_data: res.json().init_data } });
    expect(signIn.statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it('announces a settled ticket once, in the chat language', async () => {
    const p = await bettor();
    await placeOne(p.tg, 1_000);
    const ticket = await t.app.db.selectFrom('tickets').select(['id', 'reference_id']).where('user_id', '=', p.userId).executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('tickets')
      .set({ status: 'WON', win_cents: 1_870, settled_at: new Date(t.clock.now) })
      .where('id', '=', ticket.id)
      .execute();
    await deliver(t.app, callbackUpdate(p.tg, 'lg:am'));
    expect(await notifySettled(ctx())).toBeGreaterThanOrEqual(1);
    expect(await notifySettled(ctx())).toBe(0);
    const notices = (await callsOf(t.app, p.tg)).filter((c) => c.payload.text?.includes(ticket.reference_id) && c.payload.text.startsWith('ትኬት'));
    expect(notices.map((c) => c.payload.text)).toEqual([`ትኬት ${ticket.reference_id} ተወስኗል፦ አሸንፏል። የተከፈለ 18.70 ብር።`]);
  });

  it('offers a cash-out once when the offer reaches the stake', async () => {
    const p = await bettor();
    await placeOne(p.tg, 1_000);
    const leg = await t.app.db
      .selectFrom('ticket_selections as s')
      .innerJoin('tickets as k', 'k.id', 's.ticket_id')
      .select(['s.match_id', 's.market_id', 's.specifier', 's.outcome_id', 'k.reference_id'])
      .where('k.user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    // The picked outcome becomes a near-certainty: the offer rises above the stake.
    const outcomes = t.app.db
      .updateTable('outcomes')
      .where('match_id', '=', leg.match_id)
      .where('market_id', '=', leg.market_id)
      .where('specifier', '=', leg.specifier);
    await outcomes.set({ odds_hundredths: 5_000 }).where('outcome_id', '!=', leg.outcome_id).execute();
    await outcomes.set({ odds_hundredths: 101 }).where('outcome_id', '=', leg.outcome_id).execute();
    expect(await notifyCashoutOffers(ctx())).toBeGreaterThanOrEqual(1);
    await notifyCashoutOffers(ctx());
    const offers = (await callsOf(t.app, p.tg)).filter((c) => c.payload.text?.startsWith(`Cash-out offer for ticket ${leg.reference_id}: `));
    expect(offers).toHaveLength(1);
    expect(offers[0]?.payload.reply_markup?.inline_keyboard?.[0]?.[0]).toMatchObject({ text: 'Open BirrBet', web_app: { url: '/history' } });
  });
});
