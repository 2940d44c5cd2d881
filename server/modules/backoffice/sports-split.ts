// The dashboard's sports row split into prematch and live (issue 33), from the same ledger postings the reports count
// for sports (players' wallets and shop tills; reports/live-figures.ts STAKE_KINDS/PAYOUT_KINDS), so prematch + live
// is the sports row to the cent. Each transaction is traced to its ticket through its idempotency key (ticket:<id>,
// shop-stake:<id>, payout:<id>[:n], shop-payout:<id>:<n>, rollback:<id>:<n>, cashout:<cashout id> through
// ticket_cashouts); a ticket is live when one of its legs had kicked off when it was placed. A live bet's hold and
// its release (hold:/hold-release:) are live by definition — only in-play bets are held.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { addDays, dayStartMs } from '../reports/business-day.ts';
import { PAYOUT_KINDS, STAKE_KINDS } from '../reports/live-figures.ts';

export type SportsPart = 'prematch' | 'live';

export interface PartSums {
  part: SportsPart;
  stakesCents: number;
  winsCents: number;
}

const SPORTS_KINDS = [...STAKE_KINDS, ...PAYOUT_KINDS].filter((k) => !k.startsWith('game_') && !k.startsWith('lotofoot_'));
const list = (items: readonly string[]) => sql.join(items.map((k) => sql.lit(k)));
const STAKES = list(STAKE_KINDS);

/** Stakes and wins (cents) of a business day's sports postings, prematch and live; both parts always present. */
export async function sportsSplit(db: Db, day: string): Promise<PartSums[]> {
  const from = new Date(dayStartMs(day));
  const to = new Date(dayStartMs(addDays(day, 1)));
  const { rows } = await sql<{ live: boolean; stakes: string; wins: string }>`
    with tx as (
      select t.kind, t.idempotency_key as key, sum(p.amount_cents) as cents
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      left join wallets w on w.ledger_account_id = p.account_id
      left join shops s on s.till_account_id = p.account_id
      where p.created_at >= ${from} and p.created_at < ${to} and t.kind in (${list(SPORTS_KINDS)}) and (w.user_id is not null or s.id is not null)
      group by t.id, t.kind, t.idempotency_key
    ), traced as (
      select tx.kind, tx.cents,
        case when tx.kind in ('bet_hold', 'bet_hold_release') then null
             when tx.kind in ('cashout', 'shop_cashout') then (select c.ticket_id from ticket_cashouts c where c.id = split_part(tx.key, ':', 2))
             else split_part(tx.key, ':', 2) end as ticket_id
      from tx
    )
    select
      (traced.ticket_id is null or exists (
        select 1 from ticket_selections ts join tickets k on k.id = ts.ticket_id
        where ts.ticket_id = traced.ticket_id and ts.kickoff_at is not null and ts.kickoff_at <= k.created_at)) as live,
      (-sum(case when traced.kind in (${STAKES}) then traced.cents else 0 end))::text as stakes,
      sum(case when traced.kind in (${STAKES}) then 0 else traced.cents end)::text as wins
    from traced group by 1`.execute(db);
  const of = (live: boolean): PartSums => {
    const row = rows.find((r) => r.live === live);
    return { part: live ? 'live' : 'prematch', stakesCents: Number(row?.stakes ?? 0), winsCents: Number(row?.wins ?? 0) };
  };
  return [of(false), of(true)];
}
