// Points in the ledger (issue 31): points are the ledger's second asset ('PTS', in hundredths), kept in accounts of
// their own and moved only by postTransfer, like money. Each player has an active and an inactive points account;
// the house issues bonus points from house:points:bonuses and takes points stakes into house:points:stakes (sharded,
// shards.ts). Every movement is one transfer with its own key: a bonus granted (house → inactive, or active when no
// deposit is required), a bonus unlocked (inactive → active), a points stake (active → house), the refund of a void
// points ticket (house → active) and the rollback of that refund (active → house). A points ticket's win is money
// (stake × the merchant's rate, in ETB): the settlement pays it from house:payouts like any payout.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import { POINTS, type TransferInput } from './ledger.ts';

export const activePointsAccountId = (userId: string): string => `points:${userId}:active`;
export const inactivePointsAccountId = (userId: string): string => `points:${userId}:inactive`;

/** Issues every bonus's points (its balance is minus the points ever granted). */
export const HOUSE_POINTS_BONUSES = 'house:points:bonuses';
/** Takes points stakes and gives back those of void tickets (sharded: every points ticket posts to it). */
export const HOUSE_POINTS_STAKES = 'house:points:stakes';
/** The other side of the points players held before the ledger kept them (migration 0027's opening transfers). */
export const HOUSE_POINTS_OPENING = 'house:points:opening';

/** Creates the player's two points accounts (nothing when they exist). */
export async function openPointsAccounts(trx: Transaction<Database>, userId: string): Promise<void> {
  const rows = [activePointsAccountId(userId), inactivePointsAccountId(userId)].map((id) => ({
    id,
    kind: 'player' as const,
    user_id: userId,
    code: id,
    currency: POINTS,
    balance_cents: 0,
  }));
  await trx
    .insertInto('ledger_accounts')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export interface PointsBalances {
  activeCents: number;
  inactiveCents: number;
}

/** The player's points in hundredths, read from the ledger (0 for an account that does not exist). */
export async function pointsOf(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<PointsBalances> {
  const active = activePointsAccountId(userId);
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_cents'])
    .where('id', 'in', [active, inactivePointsAccountId(userId)])
    .execute();
  const of = (id: string): number => Number(rows.find((r) => r.id === id)?.balance_cents ?? 0);
  return { activeCents: of(active), inactiveCents: of(inactivePointsAccountId(userId)) };
}

/** A bonus's points, granted: house:points:bonuses → the player's inactive points (active when `active`). */
export const bonusGrantTransfer = (userId: string, bonus: { id: string; type: string; active: boolean }, pointsCents: number): TransferInput => ({
  idempotencyKey: `bonus:${bonus.id}`,
  kind: 'points_bonus',
  reason: `Bonus points granted (${bonus.type})`,
  asset: POINTS,
  postings: [
    { accountId: HOUSE_POINTS_BONUSES, amountCents: -pointsCents },
    { accountId: bonus.active ? activePointsAccountId(userId) : inactivePointsAccountId(userId), amountCents: pointsCents },
  ],
});

/** A bonus's deposit reached: its points move from the player's inactive points to the active ones. */
export const bonusUnlockTransfer = (userId: string, bonusId: string, pointsCents: number): TransferInput => ({
  idempotencyKey: `bonus-unlock:${bonusId}`,
  kind: 'points_unlock',
  reason: 'Bonus points unlocked by deposits',
  asset: POINTS,
  postings: [
    { accountId: inactivePointsAccountId(userId), amountCents: -pointsCents },
    { accountId: activePointsAccountId(userId), amountCents: pointsCents },
  ],
});

/** The stake of a points ticket: the player's active points → house:points:stakes, keyed by the ticket as a money stake is. */
export const pointsStakeTransfer = (userId: string, ticket: { id: string; reference: string }, pointsCents: number): TransferInput => ({
  idempotencyKey: `ticket:${ticket.id}`,
  kind: 'points_stake',
  reason: `Points stake of ticket ${ticket.reference}`,
  asset: POINTS,
  postings: [
    { accountId: activePointsAccountId(userId), amountCents: -pointsCents },
    { accountId: HOUSE_POINTS_STAKES, amountCents: pointsCents },
  ],
});

/** A void points ticket's stake given back (key: the settlement round's payout key, as a money payout's). */
export const pointsRefundTransfer = (userId: string, reference: string, key: string, pointsCents: number): TransferInput => ({
  idempotencyKey: key,
  kind: 'points_refund',
  reason: `Points stake of void ticket ${reference} given back`,
  asset: POINTS,
  postings: [
    { accountId: HOUSE_POINTS_STAKES, amountCents: -pointsCents },
    { accountId: activePointsAccountId(userId), amountCents: pointsCents },
  ],
});

/** The rollback of that refund (key: the round's rollback key, as a money rollback's). */
export const pointsRefundRollbackTransfer = (userId: string, reference: string, key: string, pointsCents: number): TransferInput => ({
  idempotencyKey: key,
  kind: 'points_rollback',
  reason: `Rollback of the points refund of ticket ${reference}`,
  asset: POINTS,
  postings: [
    { accountId: activePointsAccountId(userId), amountCents: -pointsCents },
    { accountId: HOUSE_POINTS_STAKES, amountCents: pointsCents },
  ],
});
