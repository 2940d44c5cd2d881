// Deposit-locked points bonuses (spec §3 activation progress): a bonus's points sit in the player's inactive points
// account until the player has deposited its required amount; then they move to the active one. Both moves are ledger
// transfers (points.ts: keys bonus:<id> and bonus-unlock:<id>). Deposits fill the inactive bonuses oldest first (the
// overflow goes on to the next), so the sums describe what is left to do.
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { postTransfer } from './ledger.ts';
import { bonusGrantTransfer, bonusUnlockTransfer } from './points.ts';

export interface BonusGrant {
  type: string;
  /** Points in hundredths. */
  pointsCents: number;
  requiredDepositCents: number;
}

/** Demo welcome bonus (docs/decisions/money-and-ledger.md): 50 points, unlocked by depositing 200 ETB. */
export const WELCOME_BONUS: BonusGrant = { type: 'welcome', pointsCents: 5_000, requiredDepositCents: 20_000 };

/** Grants a bonus: inactive points until its deposit is reached (active at once when nothing is required), from house:points:bonuses. */
export async function grantBonus(trx: Transaction<Database>, userId: string, grant: BonusGrant): Promise<string> {
  const id = randomUUID();
  const active = grant.requiredDepositCents <= 0;
  await trx
    .insertInto('bonuses')
    .values({
      id,
      user_id: userId,
      bonus_type: grant.type,
      bonus_amount_cents: grant.pointsCents,
      required_deposit_cents: grant.requiredDepositCents,
      deposited_so_far_cents: 0,
      status: active ? 'active' : 'inactive',
      activated_at: active ? sql<Date>`now()` : null,
    })
    .execute();
  await postTransfer(trx, bonusGrantTransfer(userId, { id, type: grant.type, active }, grant.pointsCents));
  return id;
}

export interface DepositOutcome {
  /** Bonuses whose deposit was reached by this deposit (their points are active now). */
  activatedBonusIds: string[];
  /** Points (hundredths) moved from inactive to active. */
  activatedPointsCents: number;
}

/**
 * Counts a deposit towards the player's inactive bonuses (call it in the deposit's transaction). The
 * bonus rows are locked, so two deposits at once cannot both activate (or both miss) the same bonus.
 */
export async function recordDeposit(trx: Transaction<Database>, userId: string, amountCents: number): Promise<DepositOutcome> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'A deposit must be a positive number of cents');
  }
  const bonuses = await trx
    .selectFrom('bonuses')
    .select(['id', 'bonus_amount_cents', 'required_deposit_cents', 'deposited_so_far_cents'])
    .where('user_id', '=', userId)
    .where('status', '=', 'inactive')
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  let left = amountCents;
  const outcome: DepositOutcome = { activatedBonusIds: [], activatedPointsCents: 0 };
  for (const bonus of bonuses) {
    const required = Number(bonus.required_deposit_cents);
    const before = Number(bonus.deposited_so_far_cents);
    const take = Math.min(Math.max(0, required - before), left);
    left -= take;
    const reached = before + take >= required;
    if (take === 0 && !reached) {
      break;
    }
    await trx
      .updateTable('bonuses')
      .set(
        reached
          ? { deposited_so_far_cents: before + take, status: 'active', activated_at: sql<Date>`now()` }
          : { deposited_so_far_cents: before + take },
      )
      .where('id', '=', bonus.id)
      .execute();
    if (reached) {
      // The unlock is a transfer of its own (inactive → active, refused whole if the inactive points fell short).
      await postTransfer(trx, bonusUnlockTransfer(userId, bonus.id, Number(bonus.bonus_amount_cents)));
      outcome.activatedBonusIds.push(bonus.id);
      outcome.activatedPointsCents += Number(bonus.bonus_amount_cents);
    }
  }
  return outcome;
}
