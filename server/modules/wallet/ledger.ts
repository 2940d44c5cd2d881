// The double-entry ledger: postTransfer moves money between accounts in one database transaction.
// The idempotency key is claimed first (a repeat answers the first outcome and moves nothing); each posting
// is one guarded UPDATE, so a player balance can never go below zero, whatever runs concurrently. Postings to
// a busy house account land on one of its shards (shards.ts), so concurrent bets do not queue on one row.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { balanceEvents, publish } from '../realtime/bus.ts';
import { logicalAccount, shardAccount } from './shards.ts';

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

// Compared by logical account: a replay of a key posted before the house accounts were sharded still matches.
const canonical = (postings: Posting[]): string =>
  JSON.stringify(postings.map((p) => [logicalAccount(p.accountId), p.amountCents]).sort((a, b) => String(a).localeCompare(String(b))));

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

const isHouse = (accountId: string): boolean => accountId.startsWith('house:');

/**
 * The one lock order of every transfer (deadlock-free): player accounts first, then house accounts, each by id.
 * The house row, the one other transfers may want, is taken last and so held for the shortest time.
 */
const lockOrder = (postings: readonly Posting[]): Posting[] =>
  [...postings].sort(
    (a, b) => Number(isHouse(a.accountId)) - Number(isHouse(b.accountId)) || (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0),
  );

type Moved = { kind: string | null; user_id: string | null };

// A house account may go below zero (it is the other side of every player's money); a player's never.
const guardedMove = (p: Posting) => sql`update ledger_accounts set balance_cents = balance_cents + ${p.amountCents}
  where id = ${p.accountId} and (kind = 'house' or balance_cents + ${p.amountCents} >= 0)`;

async function refusal(trx: Transaction<Database>, accountId: string): Promise<LedgerError> {
  const exists = await trx.selectFrom('ledger_accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  return exists ? insufficientBalance() : new LedgerError(404, 'UNKNOWN_ACCOUNT', `Ledger account ${accountId} not found`);
}

/**
 * Posts a balanced transfer inside the caller's transaction. Throws INSUFFICIENT_BALANCE (the caller's
 * transaction must then roll back, which also releases the idempotency key) or UNKNOWN_ACCOUNT.
 * Round trips: one per account moved. The first claims the key and moves the first account together (nothing
 * moves on a replay); the last moves the last account and writes every posting. A two-posting transfer is two.
 */
export async function postTransfer(trx: Transaction<Database>, input: TransferInput): Promise<TransferResult> {
  checkPostings(input.postings);
  const key = input.idempotencyKey;
  const postings = input.postings.map((p) => ({ accountId: shardAccount(p.accountId, key), amountCents: p.amountCents }));
  const ordered = lockOrder(postings);
  const first = ordered[0] as Posting;
  const last = ordered[ordered.length - 1] as Posting;
  const transactionId = randomUUID();
  const { rows: head } = await sql<Moved & { claimed: string | null }>`with claim as (
      insert into ledger_transactions (id, idempotency_key, kind, reason) values (${transactionId}, ${key}, ${input.kind}, ${input.reason})
      on conflict (idempotency_key) do nothing returning id),
    moved as (${guardedMove(first)} and exists (select 1 from claim) returning kind, user_id)
    select (select id from claim) as claimed, moved.kind, moved.user_id from (select 1) one left join moved on true`.execute(trx);
  if (head[0]?.claimed == null) {
    return replay(trx, input);
  }
  const moves: Moved[] = [];
  const moved = async (p: Posting, m: Moved | undefined): Promise<void> => {
    if (m?.kind == null) {
      throw await refusal(trx, p.accountId);
    }
    moves.push(m);
  };
  await moved(first, head[0]);
  for (const p of ordered.slice(1, -1)) {
    await moved(p, (await sql<Moved>`${guardedMove(p)} returning kind, user_id`.execute(trx)).rows[0]);
  }
  // Every other account has moved: the last one's move carries the postings (written only if it moved too).
  const values = postings.map((p) => sql`(${p.accountId}::text, ${p.amountCents}::int8)`);
  const { rows: tail } = await sql<Moved>`with moved as (${guardedMove(last)} returning kind, user_id),
    posted as (insert into ledger_postings (transaction_id, account_id, amount_cents)
      select ${transactionId}::text, v.account_id, v.amount from (values ${sql.join(values)}) v(account_id, amount)
      where exists (select 1 from moved))
    select kind, user_id from moved`.execute(trx);
  await moved(last, tail[0]);
  const playerUserIds = new Set(moves.flatMap((m) => (m.kind === 'player' && m.user_id !== null ? [m.user_id] : [])));
  return { transactionId, replayed: false, postings, playerUserIds: [...playerUserIds] };
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
