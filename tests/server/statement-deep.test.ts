// The wallet statement at depth (issue 16): a player with 1,200 ledger postings (credits and stakes written in bulk,
// pairs sharing an instant so the posting id breaks ties) beside the welcome funds and bonus: every page, including
// the deepest, holds the entries of the full newest-first list with balance_after equal to the running sum of the
// account's postings up to that entry, and total counts them all.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../domain/money.ts';
import { StatementPage } from '../../schema/statement.ts';
import { HOUSE_OPERATOR, playerAccountId } from '../../server/modules/wallet/ledger.ts';
import { authed, signUp } from './auth-helpers.ts';
import { createTestApp, NOW, type TestApp } from './helpers.ts';

const PAIRS = 600;
let t: TestApp;
let player: { id: string; token: string };

/** Pair i: a credit of (i + 5) ETB and a stake of 1 ETB, both at NOW − (PAIRS − i) minutes. */
async function writePostings(account: string): Promise<void> {
  for (let i = 0; i < PAIRS; i += 1) {
    const at = new Date(NOW - (PAIRS - i) * 60_000);
    for (const [kind, cents] of [
      ['operator_credit', (i + 5) * 100],
      ['stake', -100],
    ] as const) {
      const id = randomUUID();
      await t.app.db
        .insertInto('ledger_transactions')
        .values({ id, idempotency_key: `deep:${id}`, kind, reason: kind, created_at: at })
        .execute();
      await t.app.db
        .insertInto('ledger_postings')
        .values([
          { transaction_id: id, account_id: account, amount_cents: cents, created_at: at },
          { transaction_id: id, account_id: HOUSE_OPERATOR, amount_cents: -cents, created_at: at },
        ])
        .execute();
      await sql`update ledger_accounts set balance_cents = balance_cents + ${cents} where id = ${account}`.execute(t.app.db);
      await sql`update ledger_accounts set balance_cents = balance_cents - ${cents} where id = ${HOUSE_OPERATOR}`.execute(t.app.db);
    }
  }
}

/** The oracle: posting ids newest first with their running balances, from all the account's postings. */
async function expectedPostings(account: string): Promise<{ id: string; balance: number }[]> {
  const rows = await t.app.db
    .selectFrom('ledger_postings')
    .select(['id', 'amount_cents'])
    .where('account_id', '=', account)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let sum = 0;
  const out = rows.map((r) => {
    sum += Number(r.amount_cents);
    return { id: `posting:${r.id}`, balance: fromCents(sum) };
  });
  return out.reverse();
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await signUp(t.app, '0911000094');
  player = { id: p.user.id, token: p.session.id };
  // The welcome funds and bonus are dated now (real time); the bulk postings are older than them.
  await writePostings(playerAccountId(player.id));
}, 120_000);
afterAll(() => t.app.close());

async function page(limit: number, offset: number): Promise<StatementPage> {
  const res = await authed(t.app, { url: `/api/v1/wallet/statement?limit=${limit}&offset=${offset}`, token: player.token });
  expect(res.statusCode, res.body).toBe(200);
  return create(res.json(), StatementPage);
}

describe('the statement at depth', () => {
  it('pages the whole list with running balances at any offset', async () => {
    const postings = await expectedPostings(playerAccountId(player.id));
    expect(postings).toHaveLength(2 * PAIRS + 1);
    // Newest first: the welcome funds, then the welcome bonus (dated with them, below them), then the bulk postings.
    const first = await page(3, 0);
    expect(first.total).toBe(2 * PAIRS + 2);
    expect(first.entries.map((e) => [e.id, e.kind, e.balance_after])).toEqual([
      [postings[0]!.id, 'welcome', postings[0]!.balance],
      [expect.stringMatching(/^bonus-granted:/), 'bonus_granted', null],
      [postings[1]!.id, 'stake', postings[1]!.balance],
    ]);
    const listed = postings.filter((_, i) => i > 0);
    for (const offset of [2, 300, 591, 592, 601, 1000, 1182, 1198]) {
      const p = await page(20, offset);
      expect(p.total).toBe(2 * PAIRS + 2);
      const want = listed.slice(offset - 2, offset - 2 + 20);
      expect(
        p.entries.map((e) => [e.id, e.balance_after]),
        `offset ${offset}`,
      ).toEqual(want.map((w) => [w.id, w.balance]));
    }
    expect((await page(20, 2 * PAIRS + 2)).entries).toEqual([]);
  });

  it('put together, pages of 100 are the whole statement exactly once', async () => {
    const ids: string[] = [];
    for (let offset = 0; offset < 2 * PAIRS + 2; offset += 100) {
      ids.push(...(await page(100, offset)).entries.map((e) => e.id));
    }
    expect(new Set(ids).size).toBe(2 * PAIRS + 2);
    const postings = (await expectedPostings(playerAccountId(player.id))).map((p) => p.id);
    expect(ids.filter((id) => id.startsWith('posting:'))).toEqual(postings);
  });
});
