// The double-entry ledger: postTransfer moves one asset — money (ETB cents) or points (PTS hundredths, points.ts) —
// between accounts in one database transaction. The idempotency key is claimed first (a repeat answers the first
// outcome and moves nothing); each posting is one guarded UPDATE, so a player balance can never go below zero, whatever
// runs concurrently, and only moves an account that holds the transfer's asset, so a transfer never mixes assets.
// Postings to a busy house account land on one of its shards (shards.ts), so concurrent bets do not queue on one row.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { balanceEvents, publish } from '../realtime/bus.ts';
import { logicalAccount, shardAccount } from './shards.ts';

export const HOUSE_WELCOME = 'house:welcome';
export const HOUSE_OPERATOR = 'house:operator';
export const playerAccountId = (userId: string): string => `player:${userId}`;

/** What an account holds (ledger_accounts.currency): money in ETB cents, or points in hundredths ('PTS'). */
export type Asset = 'ETB' | 'PTS';
const MONEY: Asset = 'ETB';
export const POINTS: Asset = 'PTS';

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
  /** The asset every posting's account must hold; money (ETB) when absent. A transfer never mixes assets. */
  asset?: Asset;
}

export interface TransferResult {
  transactionId: string;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
  postings: Posting[];
  /** Players whose balance this call changed (empty on a replay): publish their balance after commit. */
  playerUserIds: string[];
}

export class LedgerError extends HttpError {
  /** The account that refused the transfer (INSUFFICIENT_BALANCE, UNKNOWN_ACCOUNT, MIXED_ASSETS); null otherwise. */
  account: string | null = null;
}

const refusedBy = (account: string, error: LedgerError): LedgerError => {
  error.account = account;
  return error;
};

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

// A house account may go below zero (it is the other side of every player's money); a player's never. An account of
// another asset never moves: the transfer is then refused whole (MIXED_ASSETS).
const guardedMove = (p: Posting, asset: Asset) => sql`update ledger_accounts set balance_cents = balance_cents + ${p.amountCents}
  where id = ${p.accountId} and currency = ${asset} and (kind = 'house' or balance_cents + ${p.amountCents} >= 0)`;

async function refusal(trx: Transaction<Database>, accountId: string, asset: Asset): Promise<LedgerError> {
  const account = await trx.selectFrom('ledger_accounts').select('currency').where('id', '=', accountId).executeTakeFirst();
  if (account === undefined) {
    return refusedBy(accountId, new LedgerError(404, 'UNKNOWN_ACCOUNT', `Ledger account ${accountId} not found`));
  }
  return refusedBy(
    accountId,
    account.currency === asset
      ? new LedgerError(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance')
      : new LedgerError(
          400,
          'MIXED_ASSETS',
          `A transfer moves one asset: ledger account ${logicalAccount(accountId)} holds ${account.currency}, this transfer moves ${asset}`,
        ),
  );
}

/** One move per account: postings to the same account are summed (two updates of one row in a statement would lose one). */
function movesOf(postings: readonly Posting[]): Posting[] {
  const byAccount = new Map<string, number>();
  for (const p of postings) {
    byAccount.set(p.accountId, (byAccount.get(p.accountId) ?? 0) + p.amountCents);
  }
  return lockOrder([...byAccount].map(([accountId, amountCents]) => ({ accountId, amountCents })));
}

/**
 * Posts a balanced transfer of one asset inside the caller's transaction. Throws INSUFFICIENT_BALANCE (the caller's
 * transaction must then roll back, which also releases the idempotency key), UNKNOWN_ACCOUNT, or MIXED_ASSETS when
 * an account holds another asset than input.asset (ETB when absent).
 * One round trip: claiming the key, each account's guarded move and the postings are one statement, each move
 * conditioned on the one before it (so they run, and lock, in lockOrder, and stop at the first refusal) and the
 * postings on the last. Nothing moves on a replay; a refusal is reported by the first account that did not move.
 */
export async function postTransfer(trx: Transaction<Database>, input: TransferInput): Promise<TransferResult> {
  checkPostings(input.postings);
  const asset = input.asset ?? MONEY;
  const key = input.idempotencyKey;
  const postings = input.postings.map((p) => ({ accountId: shardAccount(p.accountId, key), amountCents: p.amountCents }));
  const moves = movesOf(postings);
  const transactionId = randomUUID();
  const steps = moves.map(
    (p, i) =>
      sql`${sql.ref(`m${i}`)} as (${guardedMove(p, asset)} and exists (select 1 from ${sql.ref(i === 0 ? 'claim' : `m${i - 1}`)}) returning kind, user_id)`,
  );
  const values = postings.map((p) => sql`(${p.accountId}::text, ${p.amountCents}::int8)`);
  const column = (name: 'kind' | 'user_id') => sql.join(moves.map((_, i) => sql`(select ${sql.ref(name)} from ${sql.ref(`m${i}`)})`));
  const { rows } = await sql<{ claimed: string | null; kinds: (string | null)[]; users: (string | null)[] }>`with claim as (
      insert into ledger_transactions (id, idempotency_key, kind, reason) values (${transactionId}, ${key}, ${input.kind}, ${input.reason})
      on conflict (idempotency_key) do nothing returning id),
    ${sql.join(steps)},
    posted as (insert into ledger_postings (transaction_id, account_id, amount_cents)
      select ${transactionId}::text, v.account_id, v.amount from (values ${sql.join(values)}) v(account_id, amount)
      where exists (select 1 from ${sql.ref(`m${moves.length - 1}`)}))
    select (select id from claim) as claimed, array[${column('kind')}]::text[] as kinds, array[${column('user_id')}]::text[] as users`.execute(trx);
  const row = rows[0];
  if (row?.claimed == null) {
    return replay(trx, input);
  }
  const refused = row.kinds.indexOf(null);
  if (refused !== -1) {
    throw await refusal(trx, (moves[refused] as Posting).accountId, asset);
  }
  const playerUserIds = new Set(row.users.filter((u, i): u is string => row.kinds[i] === 'player' && u !== null));
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
  /** Marks a player whose wallet changed otherwise (a transfer posted with postTransfer directly, a bonus's progress). */
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
