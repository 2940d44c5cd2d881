// A merchant's cashback conditions (issue 28): its cashback_rules row (migration 0023), each null column or a missing
// row taking the safe default of domain/cashback.ts. Operators set them in the database (docs/operations.md,
// 'Cashback ladder'); the settlement reads them per ticket, and GET /api/v1/betting-config shows them to the client.
// The per-player daily cap is applied here too, inside the settlement's transaction: the player's settlements are
// serialised by a transaction-scoped advisory lock, then the day's cashback so far is summed from the tickets table,
// so two instances settling the same player's tickets at once can never both pay up to the cap.
import { sql, type Kysely } from 'kysely';
import { type CashbackRules, DEFAULT_CASHBACK_RULES, withinDailyCap } from '../../../domain/cashback.ts';
import type { Database } from '../../db/index.ts';
import { addisDay } from '../shops/till.ts';

const orDefault = (value: number | string | bigint | null | undefined, fallback: number): number =>
  value === null || value === undefined ? fallback : Number(value);

export async function cashbackRulesOf(db: Kysely<Database>, merchantId: string): Promise<CashbackRules> {
  const row = await db.selectFrom('cashback_rules').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
  const d = DEFAULT_CASHBACK_RULES;
  return {
    minSelections: orDefault(row?.min_selections, d.minSelections),
    minOddsHundredths: orDefault(row?.min_odds_hundredths, d.minOddsHundredths),
    maxStakePercent: orDefault(row?.max_stake_percent, d.maxStakePercent),
    maxTicketCents: orDefault(row?.max_ticket_cents, d.maxTicketCents),
    maxPlayerDayCents: orDefault(row?.max_player_day_cents, d.maxPlayerDayCents),
  };
}

/** `cents` cut to what is left of the player's cap for today (Addis Ababa day); `trx` must be the paying transaction. */
export async function capToPlayerDay(trx: Kysely<Database>, userId: string, cents: number, rules: CashbackRules, nowMs: number): Promise<number> {
  if (cents <= 0) {
    return 0;
  }
  await sql`select pg_advisory_xact_lock(hashtext(${`cashback-day:${userId}`}))`.execute(trx);
  const { fromMs, toMs } = addisDay(undefined, nowMs);
  const row = await trx
    .selectFrom('tickets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('cashback_cents'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('cashback_cents', '>', 0)
    .where('settled_at', '>=', new Date(fromMs))
    .where('settled_at', '<', new Date(toMs))
    .executeTakeFirst();
  return withinDailyCap(cents, Number(row?.total ?? 0), rules);
}
