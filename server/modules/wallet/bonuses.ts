// Deposit-locked points bonuses (spec §3 activation progress): a bonus's points sit in inactive_points
// until the player has deposited its required amount; then they move to active_points. Deposits fill the
// inactive bonuses oldest first (the overflow goes on to the next), so the sums describe what is left to do.
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface BonusGrant {
  type: string;
  /** Points in hundredths. */
  pointsCents: number;
  requiredDepositCents: number;
}

/** Demo welcome bonus (docs/decisions/money-and-ledger.md): 50 points, unlocked by depositing 200 ETB. */
export const WELCOME_BONUS: BonusGrant = { type: 'welcome', pointsCents: 5_000, requiredDepositCents: 20_000 };

/** Grants a bonus: inactive points until its deposit is reached (active at once when nothing is required). */
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
  const column = active ? 'active_points_cents' : 'inactive_points_cents';
  await trx
    .updateTable('wallets')
    .set({ points_balance_cents: sql`points_balance_cents + ${grant.pointsCents}`, [column]: sql`${sql.ref(column)} + ${grant.pointsCents}` })
    .where('user_id', '=', userId)
    .execute();
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
      outcome.activatedBonusIds.push(bonus.id);
      outcome.activatedPointsCents += Number(bonus.bonus_amount_cents);
    }
  }
  if (outcome.activatedPointsCents > 0) {
    await trx
      .updateTable('wallets')
      .set({
        inactive_points_cents: sql`inactive_points_cents - ${outcome.activatedPointsCents}`,
        active_points_cents: sql`active_points_cents + ${outcome.activatedPointsCents}`,
      })
      .where('user_id', '=', userId)
      .execute();
  }
  return outcome;
}
