// GET /api/admin/v1/ledger/check: the double-entry ledger's invariants, read in one consistent snapshot, for
// the fuzz and chaos scripts and for an operator after an incident. It reads only, and reports figures rather
// than a verdict alone so a broken invariant can be located: the postings of each asset (money in ETB, points in
// PTS: ledger_accounts.currency) sum to zero, every transaction's postings sum to zero in each asset (a transaction
// that mixes assets is therefore counted as unbalanced), no player account is below zero, and each account's balance
// equals its postings. postings_sum_cents is the sum over every asset, as the answer declares it; ok holds only when
// each asset's own sum is zero.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Infer } from 'superstruct';
import { CheckLedger, type LedgerCheck as LedgerCheckAnswer } from '../../../schema/endpoints/admin.ts';
import type { Db } from '../../db/index.ts';
import { route } from '../../plugins/contract.ts';

/** The figures (schema/endpoints/admin.ts declares them, with what each means). */
export type LedgerCheck = Infer<typeof LedgerCheckAnswer>;

// Counts are cast to int8 and read through Number(): node-pg answers int8 as a string, PGlite as a number.
const num = (value: unknown): number => Number(value ?? 0);

export async function checkLedger(db: Db): Promise<LedgerCheck> {
  // One statement is one snapshot: the figures describe the same moment even while bets are being placed.
  const totals = await sql<Record<string, unknown>>`select
      (select count(*) from ledger_accounts)::int8 as accounts,
      (select count(*) from ledger_transactions)::int8 as transactions,
      (select count(*) from ledger_postings)::int8 as postings,
      (select coalesce(sum(amount_cents), 0) from ledger_postings)::int8 as postings_sum_cents,
      (select count(*) from (select a.currency from ledger_postings p join ledger_accounts a on a.id = p.account_id
        group by a.currency having sum(p.amount_cents) <> 0) t)::int8 as unbalanced_assets,
      (select count(distinct transaction_id) from (select p.transaction_id from ledger_postings p
        join ledger_accounts a on a.id = p.account_id group by p.transaction_id, a.currency
        having sum(p.amount_cents) <> 0) t)::int8 as unbalanced_transactions,
      (select count(*) from ledger_accounts where kind = 'player' and balance_cents < 0)::int8 as negative_player_accounts,
      (select count(*) from ledger_accounts a where a.balance_cents <>
        (select coalesce(sum(p.amount_cents), 0) from ledger_postings p where p.account_id = a.id))::int8 as mismatched_accounts`.execute(db);
  const row = totals.rows[0] ?? {};
  const figures = {
    accounts: num(row['accounts']),
    transactions: num(row['transactions']),
    postings: num(row['postings']),
    postings_sum_cents: num(row['postings_sum_cents']),
    unbalanced_transactions: num(row['unbalanced_transactions']),
    negative_player_accounts: num(row['negative_player_accounts']),
    mismatched_accounts: num(row['mismatched_accounts']),
  };
  const ok =
    num(row['unbalanced_assets']) === 0 &&
    figures.postings_sum_cents === 0 &&
    figures.unbalanced_transactions === 0 &&
    figures.negative_player_accounts === 0 &&
    figures.mismatched_accounts === 0;
  return { ok, ...figures };
}

export function ledgerCheckRoutes(app: FastifyInstance, db: Db): void {
  route(app, CheckLedger, async () => checkLedger(db));
}
