// The player's socket during a deposit (issue 13): PAYMENT_UPDATE for each state (decoded with schema/payment.ts),
// then BALANCE_UPDATE with the credited balance and the bonus progress; nobody else hears of it.
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PaymentUpdate } from '../../schema/payment.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositUssd, phoneAnswers, player, type Player } from './payments-helpers.ts';
import { until } from './wait.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ syncCatalog: false });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(async () => {
  await t.app.close();
});

async function listen(p: Player): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  const ws = new WebSocket(`${base}/api/v1/auth/ws/?${new URLSearchParams({ user_id: p.userId, session_token: p.token })}`);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  await until(() => messages.some((m) => m['type'] === 'CONNECTION_ESTABLISHED'), 3_000, 10);
  return { ws, messages };
}

describe('PAYMENT_UPDATE', () => {
  it('tells the player each state of their deposit, then the new balance; another player hears nothing', async () => {
    const [p, q] = [await player(t.app), await player(t.app)];
    const [mine, theirs] = [await listen(p), await listen(q)];
    const id = (await depositUssd(t.app, p, 200)).json().data.payment_id as string;
    await phoneAnswers(t);
    const updates = () => mine.messages.filter((m) => m['type'] === 'PAYMENT_UPDATE').map((m) => create(m, PaymentUpdate));
    await until(() => updates().some((u) => u.payment.status === 'completed'), 3_000, 10);
    await until(() => mine.messages.some((m) => m['type'] === 'BALANCE_UPDATE'), 3_000, 10);
    expect(updates().map((u) => [u.payment.id, u.payment.status])).toContainEqual([id, 'completed']);
    expect(updates()[0]?.payment).toMatchObject({ id, flow: 'deposit', gateway: 'santimpay', method: 'TELEBIRR', amount: 200 });
    const balance = mine.messages.filter((m) => m['type'] === 'BALANCE_UPDATE').at(-1);
    expect(balance).toMatchObject({ balance: 300, active_points: 50, inactive_points: 0, activation_progress: null });
    expect(theirs.messages.filter((m) => m['type'] === 'PAYMENT_UPDATE' || m['type'] === 'BALANCE_UPDATE')).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });
});
