// Sharded house accounts (issue 16, no hot ledger row). A logical house account that every bet or payout posts
// to ('house:stakes', 'house:payouts', each 'house:games:<provider>', and the points one 'house:points:stakes') is its
// base row plus HOUSE_SHARDS shard rows '<id>#00'..'#15' (created by migration 0014 — 0027 for the points one, 0029 for
// house:bet-holds — and by
// 0014's trigger for a games account created later). A posting
// to the logical account goes to the shard that the transaction's idempotency key hashes to: deterministic (a
// retried key posts to the same shard, so a replay compares equal), spread evenly (concurrent stakes rarely queue
// on one row), and amount-preserving (only the account id changes, so a transfer still sums to zero). A house
// balance is the SUM over base and shards: houseBalanceCents.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';

/** Shards per sharded house account; migrations 0014-ledger-shards.ts and 0027-points-ledger.ts create exactly these. */
export const HOUSE_SHARDS = 16;
export const SHARDED_HOUSE_ACCOUNTS: readonly string[] = ['house:stakes', 'house:payouts', 'house:points:stakes', 'house:bet-holds'];

const SHARD_SUFFIX = /#\d{2}$/;
const GAMES_PREFIX = 'house:games:';

/** True for the logical accounts that have shards. */
export const isSharded = (accountId: string): boolean =>
  SHARDED_HOUSE_ACCOUNTS.includes(accountId) || (accountId.startsWith(GAMES_PREFIX) && !accountId.includes('#'));

export const shardId = (accountId: string, index: number): string => `${accountId}#${String(index).padStart(2, '0')}`;

/** FNV-1a (32-bit) of the key's UTF-16 code units, reduced to 0..shards-1. */
export function shardIndex(key: string, shards = HOUSE_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The row a posting to `accountId` lands on for a transfer keyed `key` (the account itself when not sharded). */
export function shardAccount(accountId: string, key: string): string {
  return isSharded(accountId) ? shardId(accountId, shardIndex(key)) : accountId;
}

/** The logical account of a row: 'house:stakes#07' → 'house:stakes'; any other id unchanged. */
export const logicalAccount = (accountId: string): string =>
  SHARD_SUFFIX.test(accountId) && isSharded(accountId.slice(0, -3)) ? accountId.slice(0, -3) : accountId;

/** The rows that make up a logical account: itself, and its shards when it is sharded. */
export const accountRows = (accountId: string): string[] =>
  isSharded(accountId) ? [accountId, ...Array.from({ length: HOUSE_SHARDS }, (_, i) => shardId(accountId, i))] : [accountId];

/** A logical account's balance in cents (base and shards summed, in one statement), or null when it does not exist. */
export async function houseBalanceCents(db: Kysely<Database> | Transaction<Database>, accountId: string): Promise<number | null> {
  const { rows } = await sql<{ total: string | number | null; n: string | number }>`select sum(balance_cents)::int8 as total,
    count(*)::int8 as n from ledger_accounts where id in (${sql.join(accountRows(accountId))})`.execute(db);
  const row = rows[0];
  return row === undefined || Number(row.n) === 0 ? null : Number(row.total);
}
