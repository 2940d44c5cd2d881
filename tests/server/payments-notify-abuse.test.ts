// Gateway callbacks under abuse (issue 28, item 9). ArifPay's notify is unsigned, so anyone can send one: a flood
// for one payment stores a bounded number and asks the gateway at most once per payment per 5 s; an address that
// floods is refused with 429 whatever payment it names; a forged first notify carrying exactly the body the
// gateway will send later cannot make the real callback look like a duplicate (de-duplication keys on what the
// status query verified). The documented trailing-slash callback paths answer exactly as the others.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { holdJobsForTests } from '../../server/jobs.ts';
import { signEs256 } from '../../server/modules/payments/adapters/jwt.ts';
import { savePreferences } from '../../server/modules/payments/preferences.ts';
import { MERCHANT_ID, useTestApp } from './helpers.ts';
import { call, creditsOf, depositUssd, expectBalance, player, type Player, poll, runtime, stateOf } from './payments-helpers.ts';

const t = useTestApp({ env: { PAYMENT_NOTIFY_PER_ADDRESS_PER_MINUTE: '300' } });

const notify = (
  gateway: 'arifpay' | 'santimpay',
  body: unknown,
  options: { slash?: boolean; address?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${gateway}${options.slash === true ? '/' : ''}`,
    payload: body as object,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.address === undefined ? {} : { remoteAddress: options.address }),
  });

/** The body ArifPay posts for a session (as the simulator sends it; payments-protocols.md §2). */
const arifpayBody = (sessionId: string, paymentId: string, word: string) => ({
  uuid: sessionId,
  nonce: paymentId,
  sessionId,
  transactionStatus: word,
  transaction: { transactionId: sessionId, transactionStatus: word },
});

let addresses = 0;
/** Each test floods from its own address, so one test's count never spends another's. */
const freshAddress = (): string => {
  addresses += 1;
  return `10.28.9.${addresses}`;
};

async function arifpayDeposit(p: Player, amount: number): Promise<{ id: string; session: string }> {
  await savePreferences(
    t.app.db,
    MERCHANT_ID,
    'deposit',
    [
      { name: 'santimpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR', 'MPESA', 'CHECKOUT'] },
      { name: 'arifpay', enabled: true, methods: ['TELEBIRR', 'CBEBIRR'] },
    ],
    t.clock.now,
  );
  const res = await call(t.app, p, 'POST', '/api/v1/arifpay/telebirr', { user_id: p.userId, phone: p.phone, amount });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.payment_id as string, session: res.json().data.session_id as string };
}

const callbackEvents = async (paymentId: string): Promise<number> =>
  (await t.app.db.selectFrom('payment_events').select('id').where('payment_id', '=', paymentId).where('source', '=', 'callback').execute()).length;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('payment callbacks under abuse', () => {
  it('200 unsigned notifies for one payment store a bounded number and query the gateway once per 5 s', async () => {
    // The phone never answers (1111): whatever the notifies say, the gateway's status stays pending.
    const p = await player(t.app, '1111');
    const { id, session } = await arifpayDeposit(p, 25);
    const status = vi.spyOn(runtime(t.app).deps.adapters.arifpay, 'status');
    const address = freshAddress();
    // Each body differs (as an attacker varies it), so nothing in the body can tell them apart as copies.
    const answers: Awaited<ReturnType<typeof notify>>[] = [];
    // Twenty at a time: a flood, yet within what the server admits at once (a larger burst may be answered 503).
    for (let batch = 0; batch < 10; batch += 1) {
      const sent = Array.from({ length: 20 }, (_, i) => notify('arifpay', arifpayBody(session, id, `PENDING-${batch * 20 + i}`), { address }));
      answers.push(...(await Promise.all(sent)));
    }
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(accepted + refused.length, answers.map((r) => r.statusCode).join()).toBe(200);
    expect(accepted).toBe(20);
    expect(refused[0]?.json()).toEqual({ code: 'TOO_MANY_CALLBACKS', error: 'Too many callbacks. Please try again later' });
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    expect(await callbackEvents(id)).toBe(20);
    expect(status).toHaveBeenCalledTimes(1);
    // The payment's hour is spent: a notify from anywhere is refused, and the flood moved no money.
    expect((await notify('arifpay', arifpayBody(session, id, 'SUCCESS'), { address: freshAddress() })).statusCode).toBe(429);
    expect(await stateOf(t.app, id)).toBe('pending');
    expect(await creditsOf(t.app, id)).toBe(0);
  });

  it('asks the gateway at most once per payment per 5 s, however many notifies come', async () => {
    const p = await player(t.app);
    const { id, session } = await arifpayDeposit(p, 18);
    // The phone never answers: the payment stays open, so every notify may ask.
    await t.app.db.updateTable('sim_transactions').set({ resolve_at: null }).where('ref', '=', id).execute();
    // Only the notifies' own asks are counted: the background poller (every second of real time) would also ask once
    // the test clock jumps past its due time, when a loaded machine stretches the steps over a tick.
    const release = holdJobsForTests();
    try {
      await new Promise((r) => setTimeout(r, 200));
      const status = vi.spyOn(runtime(t.app).deps.adapters.arifpay, 'status');
      const startedAt = t.clock.now;
      const send = async (atMs: number) => {
        t.clock.now = startedAt + atMs;
        expect((await notify('arifpay', arifpayBody(session, id, 'PENDING'), { address: freshAddress() })).statusCode).toBe(200);
        return status.mock.calls.length;
      };
      expect([await send(0), await send(1_000), await send(4_999), await send(5_000), await send(9_999), await send(10_000)]).toEqual([
        1, 1, 1, 2, 2, 3,
      ]);
    } finally {
      release();
    }
  });

  it('a notify held back by the 5 s rule brings the poll forward, so the gateway is asked when the 5 s are over', async () => {
    // The test drives the poller itself: the background one (every second of real time) would claim the payment once
    // the test clock passes its due time and answer while the test reads the state.
    const release = holdJobsForTests();
    onTestFinished(release);
    await new Promise((r) => setTimeout(r, 200));
    const p = await player(t.app);
    const { id, session } = await arifpayDeposit(p, 15);
    const address = freshAddress();
    const startedAt = t.clock.now;
    // As if the poller had backed off to its 5-minute step.
    await t.app.db
      .updateTable('payments')
      .set({ next_poll_at: new Date(startedAt + 300_000) })
      .where('id', '=', id)
      .execute();
    expect((await notify('arifpay', arifpayBody(session, id, 'PENDING'), { address })).statusCode).toBe(200);
    // The phone approves; the simulator's own callback is then held back by the 5 s rule.
    t.clock.now = startedAt + 3_001;
    await runtime(t.app).sim?.settleDue();
    expect(await stateOf(t.app, id)).toBe('pending');
    const row = await t.app.db.selectFrom('payments').select('next_poll_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.next_poll_at ?? 0).getTime()).toBe(startedAt + 5_000);
    t.clock.now = startedAt + 5_000;
    await poll(t.app);
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(1);
  });

  it('refuses an address that floods notifies naming many payments, never another address', async () => {
    const address = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 310; i += 1) {
      answers.push((await notify('arifpay', { sessionId: `no-such-${i}`, transactionStatus: 'SUCCESS' }, { address })).statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(300);
    expect(answers.slice(300).every((s) => s === 429)).toBe(true);
    const refused = await notify('santimpay', { thirdPartyId: 'x', Status: 'COMPLETED' }, { address });
    expect(refused.statusCode).toBe(429);
    expect((await notify('arifpay', { sessionId: 'no-such', transactionStatus: 'SUCCESS' }, { address: freshAddress() })).statusCode).toBe(200);
  });

  it('a forged first notify with the gateway’s own body does not make the real callback a duplicate', async () => {
    const p = await player(t.app);
    const { id, session } = await arifpayDeposit(p, 40);
    const before = t.clock.now;
    // The attacker sends what ArifPay will send once the player approves, before the player has approved.
    const forged = await notify('arifpay', arifpayBody(session, id, 'SUCCESS'), { address: freshAddress() });
    expect(forged.statusCode).toBe(200);
    expect(await stateOf(t.app, id)).toBe('pending');
    // The phone approves later (past the 5 s of the forged notify's query); the real callback credits at once.
    t.clock.now = before + 6_000;
    await runtime(t.app).sim?.settleDue();
    expect(await stateOf(t.app, id)).toBe('completed');
    expect(await creditsOf(t.app, id)).toBe(1);
    await expectBalance(t.app, p, 10_000 + 4_000);
  });

  it('serves the trailing-slash callback paths exactly as the others', async () => {
    const p = await player(t.app);
    const { id, session } = await arifpayDeposit(p, 12);
    for (const slash of [false, true]) {
      const arif = await notify('arifpay', arifpayBody(session, id, 'PENDING'), { slash, address: freshAddress() });
      expect(arif.statusCode, arif.body).toBe(200);
      expect(arif.json()).toEqual({ received: true });
      const unsigned = await notify('santimpay', { thirdPartyId: id, Status: 'COMPLETED' }, { slash, address: freshAddress() });
      expect(unsigned.statusCode, unsigned.body).toBe(401);
      expect(unsigned.json().code).toBe('INVALID_SIGNATURE');
      expect((await notify('arifpay', '[1]', { slash, address: freshAddress() })).statusCode).toBe(400);
    }
    // A genuinely signed SantimPay callback on the slash path is read like the other.
    const q = await player(t.app);
    const sid = (await depositUssd(t.app, q, 30)).json().data.payment_id as string;
    const keys = await t.app.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'sim-santimpay-gateway-key')
      .executeTakeFirstOrThrow();
    t.clock.now += 6_000;
    await runtime(t.app).sim?.resolveDue();
    const token = signEs256({ thirdPartyId: sid, Status: 'COMPLETED' }, keys.value);
    const signed = await notify(
      'santimpay',
      { thirdPartyId: sid, Status: 'COMPLETED' },
      { slash: true, headers: { 'signed-token': token }, address: freshAddress() },
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await stateOf(t.app, sid)).toBe('completed');
  });
});
