// What a LotoFoot week may cost the book, and its cap (migration 0038). A fixed-prize variant (LF7: 100× the stake for
// 7 correct) owes at most its stakes × the top multiple — the worst case, every ticket perfect. A pool variant owes at
// most its pool (a share of stakes plus the carry-in), whatever happens. The cap binds fixed-prize weeks only: the
// ticket that would take the week's worst case above it is refused inside the transaction that stores it, after the
// week row is locked (submit.ts), so concurrent tickets are counted one after another and the cap is never passed.
import { sql } from 'kysely';
import { POOL_PERCENT, TIERS, type LotofootVariantName } from '../../../domain/lotofoot/prizes.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../plugins/errors.ts';

export const LIABILITY_CAP_REFUSAL = {
  status: 400,
  code: 'LOTOFOOT_WEEK_FULL',
  text: 'This Loto Foot week has taken all the tickets it can. Please try a smaller price or next week',
} as const;

/** The top tier's multiple of a fixed-prize variant; null for a pool. */
export const topMultiple = (variant: string): number | null => TIERS[variant as LotofootVariantName]?.[0]?.multiplier ?? null;

/** The variant's cap in cents (the back office's, else the configured default). */
export async function capOf(db: Db, variant: string, defaultCents: number): Promise<number> {
  const row = await db.selectFrom('lotofoot_caps').select('cap_cents').where('variant', '=', variant).executeTakeFirst();
  return row === undefined ? defaultCents : Number(row.cap_cents);
}

/** Refuses when the week (ticket just stored included) could owe more than the cap. Call with the week row locked. */
export async function refuseAboveCap(trx: Db, weekId: string, variant: string, defaultCents: number): Promise<void> {
  const multiple = topMultiple(variant);
  if (multiple === null) return;
  const { rows } = await sql<{
    stakes: string;
  }>`select coalesce(sum(price_cents), 0)::text as stakes from lotofoot_tickets where week_id = ${weekId}`.execute(trx);
  if (Number(rows[0]?.stakes ?? 0) * multiple > (await capOf(trx, variant, defaultCents))) {
    throw new HttpError(LIABILITY_CAP_REFUSAL.status, LIABILITY_CAP_REFUSAL.code, LIABILITY_CAP_REFUSAL.text);
  }
}

/** Recent weeks with their tickets, stakes, worst-case liability (cents) and cap (null for pools). */
export async function weeksWithLiability(db: Db, defaultCents: number, limit = 30) {
  const { rows } = await sql<{
    id: string;
    variant: string;
    status: string;
    deadline: Date;
    carry_in_cents: string;
    tickets: string;
    stakes: string;
  }>`
    select w.id, w.variant, w.status, w.deadline, w.carry_in_cents::text as carry_in_cents,
      count(t.id)::text as tickets, coalesce(sum(t.price_cents), 0)::text as stakes
    from lotofoot_weeks w left join lotofoot_tickets t on t.week_id = w.id
    group by w.id order by w.deadline desc limit ${limit}`.execute(db);
  const caps = new Map((await db.selectFrom('lotofoot_caps').selectAll().execute()).map((c) => [c.variant, Number(c.cap_cents)]));
  return rows.map((w) => {
    const stakes = Number(w.stakes);
    const multiple = topMultiple(w.variant);
    const liability = multiple === null ? Math.floor((stakes * POOL_PERCENT) / 100) + Number(w.carry_in_cents) : stakes * multiple;
    return {
      id: w.id,
      variant: w.variant,
      status: w.status,
      deadline: new Date(w.deadline).toISOString(),
      tickets: Number(w.tickets),
      stakesCents: stakes,
      liabilityCents: liability,
      capCents: multiple === null ? null : (caps.get(w.variant) ?? defaultCents),
    };
  });
}
