// SMS receipts (issue 34, core/notify.ts): a settled ticket, a cash-out and a completed deposit send an SMS to a phone
// that chose NOTIFY ON, in its language, each once (a second scan, or a second instance, sends nothing again); a phone
// with receipts off gets none. Also the simulator: its page and script under a strict policy, its send route signing
// for the webhook, and both refused to a stranger.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outboxSmsSender } from '../../server/modules/auth/sms.ts';
import { topMatches } from '../../server/modules/channels/core/matches.ts';
import { startDeposit } from '../../server/modules/channels/core/money.ts';
import { sendReceipts } from '../../server/modules/channels/core/notify.ts';
import { settleOne } from '../../server/modules/tickets/settle.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { codeIn, inbound, lastSms, moduleOptionsOf, SMS_ENV, sms } from './channels-sms-helpers.ts';
import { drainTo } from './games-helpers.ts';
import { phoneAnswers, player, poll } from './payments-helpers.ts';

const t = useTestApp({ env: SMS_ENV });
// The simulator runs only without a gateway secret: an app of its own.
const bare = useTestApp();

async function smsBet(phone: string, stake: number): Promise<string> {
  const [m] = await topMatches(t.app.db, { nowMs: t.clock.now, sportId: '1', limit: 1 });
  const receipt = await sms(t, phone, `YES ${codeIn(await sms(t, phone, `${m?.code}#1#${stake}`))}`);
  return /(BB-[A-Z0-9]{10})/.exec(receipt)?.[1] ?? '';
}

async function lose(reference: string, atMs: number): Promise<void> {
  const ticket = await t.app.db.selectFrom('tickets').select('id').where('reference_id', '=', reference).executeTakeFirstOrThrow();
  await t.app.db.updateTable('ticket_selections').set({ status: 'LOST' }).where('ticket_id', '=', ticket.id).execute();
  expect(await settleOne(t.app.db, ticket.id, atMs)).toBe(true);
}

describe('SMS receipts', () => {
  it('sends a settled ticket, a cash-out and a completed deposit once, in the phone language, only with NOTIFY ON', async () => {
    const on = await player(t.app);
    const off = await player(t.app);
    for (const p of [on, off]) {
      await drainTo(t.app, p.userId, 100_00);
    }
    await sms(t, on.phone, 'LANG OR');
    await sms(t, on.phone, 'BEEKSISA BANI');
    const since = t.clock.now - 1;
    const refOn = await smsBet(on.phone, 10);
    const refOff = await smsBet(off.phone, 10);
    const refOpen = await smsBet(on.phone, 10);
    t.clock.now += 1_000;
    await lose(refOn, t.clock.now);
    await lose(refOff, t.clock.now);
    const dep = await startDeposit(moduleOptionsOf(t), {
      userId: on.userId,
      merchantId: MERCHANT_ID,
      phone: on.phone,
      amountCents: 50_00,
      key: `rc-${on.userId}`,
      nowMs: t.clock.now,
    });
    await phoneAnswers(t);
    await poll(t.app);
    // A cash-out as tickets/cashout-take.ts commits it (its row, stamped within the scan's window).
    const cashed = await t.app.db.selectFrom('tickets').select('id').where('reference_id', '=', refOpen).executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('ticket_cashouts')
      .values({
        id: randomUUID(),
        ticket_id: cashed.id,
        idempotency_key: null,
        request_hash: null,
        part_cents: 500,
        amount_cents: 420,
        full: false,
        created_at: new Date(t.clock.now),
        shop_id: null,
        cashier_id: null,
      })
      .execute();
    const sender = outboxSmsSender(t.app.db, () => t.clock.now, t.app.log);
    const before = await lastSms(t, off.phone);
    // The app's own receipts job (every 2 s, on the real clock) may send some of them first: whoever sends, each
    // receipt is in the outbox exactly once.
    await sendReceipts({ db: t.app.db }, sender, since, t.clock.now);
    const texts = (await t.app.db.selectFrom('sms_outbox').select('text').where('phone', '=', on.phone).execute()).map((r) => r.text);
    for (const receipt of [
      `Tikeetii ${refOn}: moo’ame. Kaffalame 0.00 ETB.`,
      'Galchi 50.00 ETB xumurameera. Haftee 130.00 ETB.',
      `Cash-out tikeetii ${refOpen}: 4.20 ETB boorsaa keetti galeera.`,
    ]) {
      expect(
        texts.filter((text) => text === receipt),
        receipt,
      ).toHaveLength(1);
    }
    expect(dep.paymentId).not.toBe('');
    // Once: the next scan (or another instance's) sends nothing again; receipts off get nothing.
    expect(await sendReceipts({ db: t.app.db }, sender, since, t.clock.now)).toBe(0);
    expect(await lastSms(t, off.phone)).toBe(before);
  });
});

describe('SMS simulator', () => {
  it('serves the phone page and its script under a strict policy, and signs what it sends', async () => {
    const page = await bare.app.inject({ method: 'GET', url: '/sim/sms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/sim/sms/app.js"></script>');
    expect((await bare.app.inject({ method: 'GET', url: '/sim/sms/app.js' })).statusCode).toBe(200);
    expect((await bare.app.inject({ method: 'GET', url: '/sim/sms/ethiopic.woff2' })).headers['content-type']).toBe('font/woff2');
    const p = await player(bare.app);
    const sent = await bare.app.inject({ method: 'POST', url: '/sim/sms/send', payload: { from: p.phone, text: 'LANG TI' } });
    expect(sent.json()).toEqual({ received: true, duplicate: false });
    const inbox = await bare.app.inject({ method: 'GET', url: `/sim/sms/inbox?phone=${encodeURIComponent(p.phone)}` });
    expect(inbox.json().messages.at(-1).text).toBe('ቋንቋ፦ ትግርኛ።');
    for (const url of ['/sim/sms', `/sim/sms/inbox?phone=${encodeURIComponent(p.phone)}`]) {
      expect((await bare.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    }
    const stranger = await bare.app.inject({
      method: 'POST',
      url: '/sim/sms/send',
      remoteAddress: '203.0.113.9',
      payload: { from: p.phone, text: 'BAL' },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await bare.app.inject({ method: 'POST', url: '/sim/sms/send', payload: { from: 'x', text: 1 } })).statusCode).toBe(400);
    // The gateway's webhook still wants the simulator's per-process secret, which no one outside has.
    expect((await inbound(bare, p.phone, 'BAL', { secret: 'guess' })).statusCode).toBe(401);
  });
});
