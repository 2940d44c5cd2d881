// GET /api/v1/wallet/statement through HTTP on a real PGlite: a new player's welcome funds and welcome bonus,
// a placed ticket's stake with its reference and running balance, an operator credit, a payout ('win'), payment
// kinds with their payment id, a bonus unlock; newest first, exact paging with total, the first entry's
// balance equal to the wallet's, one's own entries only, 401 without a session and 400 on a bad limit.
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementPage, type StatementEntry } from '../../schema/statement.ts';
import { HOUSE_OPERATOR, ledgerTransaction, playerAccountId } from '../../server/modules/wallet/ledger.ts';
import { recordDeposit } from '../../server/modules/wallet/bonuses.ts';
import { creditWallet } from '../../server/modules/wallet/service.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, signed, type TestApp } from './helpers.ts';
import { balanceOf, moneyBody, pickLegs, place } from './tickets-helpers.ts';

let t: TestApp;
let player: { id: string; token: string };
let other: { id: string; token: string };
let reference = '';

const statement = (query = '', token = player.token) => authed(t.app, { url: `/api/v1/wallet/statement${query}`, token });

async function page(query = '', token = player.token): Promise<StatementPage> {
  const res = await statement(query, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return create(res.json(), StatementPage);
}

const kinds = (entries: StatementEntry[]): string[] => entries.map((e) => e.kind);

beforeAll(async () => {
  t = await createTestApp();
  const p = await signUp(t.app, '0911000081');
  player = { id: p.user.id, token: p.session.id };
  const o = await signUp(t.app, '0911000082');
  other = { id: o.user.id, token: o.session.id };
});
afterAll(() => t.app.close());

describe('a new player', () => {
  it('has the welcome funds, then the welcome bonus granted below them', async () => {
    const s = await page();
    expect(s).toMatchObject({ success: true, total: 2, limit: 20, offset: 0 });
    expect(s.entries[0]).toMatchObject({ kind: 'welcome', amount: 100, balance_after: 100, points: null, reference: null });
    expect(s.entries[0]?.description).toBe('Demo welcome funds');
    expect(s.entries[1]).toMatchObject({ kind: 'bonus_granted', amount: 0, balance_after: null, points: 50, reference: null });
    expect(Date.parse(s.entries[0]?.created_at ?? '')).not.toBeNaN();
  });
});

describe('money movements', () => {
  it('shows a placed ticket as a stake with its reference and the balance after it', async () => {
    const legs = await pickLegs(t.app, 1);
    const res = await place(t.app, player.token, moneyBody(player.id, legs, 10));
    expect(res.statusCode, res.body).toBe(201);
    reference = res.json().reference_id;
    const s = await page();
    expect(s.total).toBe(3);
    expect(s.entries[0]).toMatchObject({ kind: 'stake', amount: -10, balance_after: 90, reference });
  });

  it('shows an operator credit, newest first, with the wallet balance as the first balance_after', async () => {
    await creditWallet(t.app.db, { userId: player.id, amountCents: 2_550, reason: 'Goodwill', idempotencyKey: 'statement-credit-1' });
    const s = await page();
    expect(kinds(s.entries)).toEqual(['operator_credit', 'stake', 'welcome', 'bonus_granted']);
    expect(s.entries[0]).toMatchObject({ amount: 25.5, balance_after: 115.5, description: 'Goodwill', reference: null });
    expect(s.entries[0]?.balance_after).toBe((await balanceOf(t.app, player.id)) / 100);
    const times = s.entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('names a payout a win with its ticket reference, and payments with their payment id', async () => {
    const ticket = await t.app.db.selectFrom('tickets').select('id').where('reference_id', '=', reference).executeTakeFirstOrThrow();
    const account = playerAccountId(player.id);
    const move = (key: string, kind: string, cents: number) =>
      ledgerTransaction(t.app.db, ({ post }) =>
        post({
          idempotencyKey: key,
          kind,
          reason: kind,
          postings: [
            { accountId: HOUSE_OPERATOR, amountCents: -cents },
            { accountId: account, amountCents: cents },
          ],
        }),
      );
    await move(`payout:${ticket.id}`, 'payout', 3_000);
    await move('deposit:pay-1', 'deposit', 20_000);
    await move('withdrawal-hold:pay-2', 'withdrawal_hold', -5_000);
    await move('withdrawal-release:pay-2', 'withdrawal_release', 5_000);
    await move('something:else', 'adjustment', 100);
    const s = await page('?limit=5');
    expect(s.entries.map((e) => [e.kind, e.amount, e.reference])).toEqual([
      ['other', 1, null],
      ['withdrawal_release', 50, 'pay-2'],
      ['withdrawal', -50, 'pay-2'],
      ['deposit', 200, 'pay-1'],
      ['win', 30, reference],
    ]);
    expect(s.entries.map((e) => e.balance_after)).toEqual([346.5, 345.5, 295.5, 345.5, 145.5]);
    expect(s.entries[0]?.balance_after).toBe((await balanceOf(t.app, player.id)) / 100);
  });

  it('shows a bonus unlock once the bonus is active', async () => {
    await t.app.db.transaction().execute((trx) => recordDeposit(trx, player.id, 20_000));
    const s = await page('?limit=1');
    expect(s.entries[0]).toMatchObject({ kind: 'bonus_unlocked', amount: 0, balance_after: null, points: 50 });
    expect(s.total).toBe(10);
  });
});

describe('paging', () => {
  it('pages exactly: the pages put together are the whole statement, and total counts both kinds', async () => {
    const all = await page('?limit=100');
    expect(all.entries).toHaveLength(10);
    const pages: StatementEntry[] = [];
    for (let offset = 0; offset < 10; offset += 4) {
      const p = await page(`?limit=4&offset=${offset}`);
      expect(p).toMatchObject({ total: 10, limit: 4, offset });
      expect(p.entries).toHaveLength(Math.min(4, 10 - offset));
      pages.push(...p.entries);
    }
    expect(pages).toEqual(all.entries);
    expect(new Set(pages.map((e) => e.id)).size).toBe(10);
    const past = await page('?limit=4&offset=40');
    expect(past).toMatchObject({ entries: [], total: 10 });
  });
});

describe('access', () => {
  it("never shows another player's entries", async () => {
    const s = await page('', other.token);
    expect(kinds(s.entries)).toEqual(['welcome', 'bonus_granted']);
    expect(s.entries[0]?.balance_after).toBe(100);
  });

  it('refuses a request without a session (401) and a bad limit (400)', async () => {
    const res = await signed(t.app, { url: '/api/v1/wallet/statement' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
    for (const query of ['?limit=0', '?limit=abc', '?limit=101', '?offset=-1']) {
      expect((await statement(query)).statusCode, query).toBe(400);
    }
  });
});
