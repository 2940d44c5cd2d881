// The double-entry ledger: postTransfer moves money between accounts in one database transaction.
// The idempotency key is claimed first (a repeat answers the first outcome and moves nothing); each posting
// is one guarded UPDATE, so a player balance can never go below zero, whatever runs concurrently.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { balanceEvents, publish } from '../realtime/bus.ts';

export const HOUSE_WELCOME = 'house:welcome';
export const HOUSE_OPERATOR = 'house:operator';
export const playerAccountId = (userId: string): string => `player:${userId}`;

export interface Posting {
  accountId: string;
  /** Signed integer cents: negative debits the account, positive credits it. */
  amountCents: number;
}

export interface TransferInput {
  idempotencyKey: string;
  kind: string;
  reason: string;
  postings: Posting[];
}

export interface TransferResult {
  transactionId: string;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
  postings: Posting[];
  /** Players whose balance this call changed (empty on a replay): publish their balance after commit. */
  playerUserIds: string[];
}

export class LedgerError extends HttpError {}

const insufficientBalance = (): LedgerError => new LedgerError(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance');

function checkPostings(postings: Posting[]): void {
  const invalid = postings.length < 2 || postings.some((p) => !Number.isSafeInteger(p.amountCents) || p.amountCents === 0);
  if (invalid || postings.reduce((sum, p) => sum + p.amountCents, 0) !== 0) {
    throw new LedgerError(400, 'UNBALANCED_TRANSFER', 'A transfer needs two or more non-zero postings that sum to zero');
  }
}

const canonical = (postings: Posting[]): string =>
  JSON.stringify(postings.map((p) => [p.accountId, p.amountCents]).sort((a, b) => String(a).localeCompare(String(b))));

async function replay(trx: Transaction<Database>, input: TransferInput): Promise<TransferResult> {
  const tx = await trx
    .selectFrom('ledger_transactions')
    .select(['id', 'kind'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  const rows = await trx
    .selectFrom('ledger_postings')
    .select(['account_id', 'amount_cents'])
    .where('transaction_id', '=', tx.id)
    .orderBy('id')
    .execute();
  const postings = rows.map((r) => ({ accountId: r.account_id, amountCents: Number(r.amount_cents) }));
  if (tx.kind !== input.kind || canonical(postings) !== canonical(input.postings)) {
    throw new LedgerError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was used for a different transfer');
  }
  return { transactionId: tx.id, replayed: true, postings, playerUserIds: [] };
}

/**
 * Posts a balanced transfer inside the caller's transaction. Throws INSUFFICIENT_BALANCE (the caller's
 * transaction must then roll back, which also releases the idempotency key) or UNKNOWN_ACCOUNT.
 */
export async function postTransfer(trx: Transaction<Database>, input: TransferInput): Promise<TransferResult> {
  checkPostings(input.postings);
  const transactionId = randomUUID();
  const claimed = await trx
    .insertInto('ledger_transactions')
    .values({ id: transactionId, idempotency_key: input.idempotencyKey, kind: input.kind, reason: input.reason })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed === undefined) {
    return replay(trx, input);
  }
  // A fixed lock order (by account id) keeps two transfers over the same accounts from deadlocking.
  const ordered = [...input.postings].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  const playerUserIds = new Set<string>();
  for (const p of ordered) {
    const moved = await trx
      .updateTable('ledger_accounts')
      .set({ balance_cents: sql`balance_cents + ${p.amountCents}` })
      .where('id', '=', p.accountId)
      .where((eb) => eb.or([eb('kind', '=', 'house'), eb(sql`balance_cents + ${p.amountCents}`, '>=', 0)]))
      .returning(['kind', 'user_id'])
      .executeTakeFirst();
    if (moved === undefined) {
      const exists = await trx.selectFrom('ledger_accounts').select('id').where('id', '=', p.accountId).executeTakeFirst();
      throw exists ? insufficientBalance() : new LedgerError(404, 'UNKNOWN_ACCOUNT', `Ledger account ${p.accountId} not found`);
    }
    if (moved.kind === 'player' && moved.user_id !== null) {
      playerUserIds.add(moved.user_id);
    }
  }
  await trx
    .insertInto('ledger_postings')
    .values(input.postings.map((p) => ({ transaction_id: transactionId, account_id: p.accountId, amount_cents: p.amountCents })))
    .execute();
  return { transactionId, replayed: false, postings: input.postings, playerUserIds: [...playerUserIds] };
}

/** A player's balance in cents, or null when the player has no account. */
export async function balanceCents(trx: Transaction<Database> | Kysely<Database>, accountId: string): Promise<number | null> {
  const row = await trx.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', accountId).executeTakeFirst();
  return row === undefined ? null : Number(row.balance_cents);
}

export interface LedgerContext {
  trx: Transaction<Database>;
  /** postTransfer, remembering which players' balances moved. */
  post: (input: TransferInput) => Promise<TransferResult>;
  /** Marks a player whose wallet changed otherwise (points, bonuses). */
  touch: (userId: string) => void;
}

/**
 * Runs fn in one database transaction; only after it COMMITS publishes a balance event for every player
 * it touched (a rolled-back transaction publishes nothing). Use this for stakes, payouts and settlements.
 */
export async function ledgerTransaction<T>(db: Kysely<Database>, fn: (ctx: LedgerContext) => Promise<T>): Promise<T> {
  const touched = new Set<string>();
  const result = await db.transaction().execute(async (trx) =>
    fn({
      trx,
      post: async (input) => {
        const r = await postTransfer(trx, input);
        r.playerUserIds.forEach((id) => {
          touched.add(id);
        });
        return r;
      },
      touch: (userId) => touched.add(userId),
    }),
  );
  await publish(db, balanceEvents(touched));
  return result;
}
