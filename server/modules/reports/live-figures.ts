// The book's figures per business day, computed from the records themselves: the one definition both the nightly
// roll-up (rollup.ts, one closed day) and a report's live tail (report.ts, days not rolled yet) use, so a day reads
// the same before and after it is rolled.
// - Stakes and payouts come from the ledger (what money really moved; a rollback or a released hold nets out), by the
//   transaction's kind: a player's postings (online, merchant of the wallet) and a shop till's (shop, merchant of
//   the shop). Games split into casino and virtual by the provider in the posting's key (game:<provider>:…).
// - Tickets placed and VAT on stakes come from sports tickets (online when placed, shop when a cashier accepted
//   them); income tax withheld and bonus cost (the multiple's bonus and cashback) from tickets when they settled.
//   LotoFoot tickets count as placed; games have rounds, not tickets.
// - Counters: completed deposits and withdrawals by method (on the day they completed), players who signed up,
//   responsible-gaming actions, and the distinct players who staked (per product and '*' for any).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { addDays, dayStartMs, eatDay } from './business-day.ts';

export interface MoneyRow {
  day: string;
  merchant_id: string;
  product: string;
  channel: string;
  tickets: number;
  stakes_cents: number;
  payouts_cents: number;
  vat_cents: number;
  income_tax_cents: number;
  bonus_cents: number;
}

export interface CountRow {
  day: string;
  merchant_id: string;
  metric: string;
  key: string;
  count: number;
  cents: number;
}

/** Ledger kinds that take a stake (their player/till postings are negative) and those that pay out. */
export const STAKE_KINDS = ['stake', 'bet_hold', 'bet_hold_release', 'shop_stake', 'lotofoot_stake', 'game_bet', 'game_rollback'] as const;
export const PAYOUT_KINDS = ['payout', 'cashout', 'shop_cashout', 'rollback', 'shop_payout', 'lotofoot_prize', 'game_win'] as const;
export const PRODUCTS = ['sports', 'lotofoot', 'casino', 'virtual'] as const;
export const CHANNELS = ['online', 'shop'] as const;

const list = (items: readonly string[]) => sql.join(items.map((k) => sql.lit(k)));

/** The postings of players and tills for money kinds in [from, to), with day, merchant, channel, product and flow. */
function postings(from: Date, to: Date): RawBuilder<unknown> {
  return sql`
    select ${eatDay('p.created_at')} as day,
      coalesce(w.merchant_id, s.merchant_id) as merchant_id,
      w.user_id,
      case when s.id is null then 'online' else 'shop' end as channel,
      case when t.kind like 'game\\_%' then (case when gp.kind = 'virtual' then 'virtual' else 'casino' end)
           when t.kind like 'lotofoot\\_%' then 'lotofoot' else 'sports' end as product,
      t.kind in (${list(STAKE_KINDS)}) as is_stake,
      p.amount_cents
    from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    left join wallets w on w.ledger_account_id = p.account_id
    left join shops s on s.till_account_id = p.account_id
    left join game_providers gp on t.kind like 'game\\_%' and gp.id = split_part(t.idempotency_key, ':', 2)
    where p.created_at >= ${from} and p.created_at < ${to}
      and t.kind in (${list([...STAKE_KINDS, ...PAYOUT_KINDS])})
      and (w.user_id is not null or s.id is not null)`;
}

/** Distinct (day, merchant, product, user) of the players who staked in [fromDay, toDay]: product '*' as well. */
export function stakers(fromDay: string, toDay: string): RawBuilder<{ day: string; merchant_id: string; product: string; user_id: string }> {
  const [from, to] = bounds(fromDay, toDay);
  return sql`
    select distinct day, merchant_id, x.product, user_id
    from (${postings(from, to)}) m
    cross join lateral (values (m.product), ('*')) as x(product)
    where m.is_stake and m.user_id is not null and m.amount_cents < 0`;
}

/** One pass over the days' postings: stakes and payouts by day, merchant, product, channel and player (null: a till). */
export interface PostingSum {
  day: string;
  merchant_id: string;
  product: string;
  channel: string;
  user_id: string | null;
  stakes: number;
  payouts: number;
  /** The player staked (money left their wallet for a stake) that day. */
  staked: boolean;
}

export async function playerPostings(db: Db, fromDay: string, toDay: string): Promise<PostingSum[]> {
  const [from, to] = bounds(fromDay, toDay);
  const { rows } = await sql<{
    day: string;
    merchant_id: string;
    product: string;
    channel: string;
    user_id: string | null;
    stakes: string;
    payouts: string;
    staked: boolean;
  }>`
    select day, merchant_id, product, channel, user_id,
      (-sum(case when is_stake then amount_cents else 0 end))::text as stakes,
      sum(case when is_stake then 0 else amount_cents end)::text as payouts,
      bool_or(is_stake and amount_cents < 0) as staked
    from (${postings(from, to)}) m group by 1, 2, 3, 4, 5`.execute(db);
  return rows.map((r) => ({ ...r, stakes: num(r.stakes), payouts: num(r.payouts) }));
}

/** The 'active' counters (distinct players who staked, per product and '*') of posting sums. */
export function activeCounts(sums: readonly PostingSum[]): CountRow[] {
  const seen = new Map<string, Set<string>>();
  for (const r of sums) {
    if (!r.staked || r.user_id === null) continue;
    for (const product of [r.product, '*']) {
      const k = `${r.day}|${r.merchant_id}|${product}`;
      const set = seen.get(k) ?? new Set<string>();
      set.add(r.user_id);
      seen.set(k, set);
    }
  }
  return [...seen.entries()].map(([k, users]) => {
    const [day = '', merchant = '', product = ''] = k.split('|');
    return { day, merchant_id: merchant, metric: 'active', key: product, count: users.size, cents: 0 };
  });
}

const bounds = (fromDay: string, toDay: string): [Date, Date] => [new Date(dayStartMs(fromDay)), new Date(dayStartMs(addDays(toDay, 1)))];
const num = (v: unknown): number => Number(v ?? 0);
const key = (r: { day: string; merchant_id: string; product: string; channel: string }) => `${r.day}|${r.merchant_id}|${r.product}|${r.channel}`;

/** Money rows of every day in [fromDay, toDay] (inclusive), one per day, merchant, product and channel with activity. */
export async function liveMoney(db: Db, fromDay: string, toDay: string, sums?: readonly PostingSum[]): Promise<MoneyRow[]> {
  const [from, to] = bounds(fromDay, toDay);
  const rows = new Map<string, MoneyRow>();
  const at = (r: { day: string; merchant_id: string; product: string; channel: string }): MoneyRow => {
    const found = rows.get(key(r));
    if (found !== undefined) return found;
    const row = {
      day: r.day,
      merchant_id: r.merchant_id,
      product: r.product,
      channel: r.channel,
      tickets: 0,
      stakes_cents: 0,
      payouts_cents: 0,
      vat_cents: 0,
      income_tax_cents: 0,
      bonus_cents: 0,
    };
    rows.set(key(r), row);
    return row;
  };
  for (const r of sums ?? (await playerPostings(db, fromDay, toDay))) {
    const row = at(r);
    row.stakes_cents += r.stakes;
    row.payouts_cents += r.payouts;
  }
  const placed = await sql<{ day: string; merchant_id: string; product: string; channel: string; tickets: string; vat: string }>`
    select ${eatDay('created_at')} as day, merchant_id, 'sports' as product, 'online' as channel, count(*)::text as tickets, sum(stake_tax_cents)::text as vat
      from tickets where kind = 'money' and created_at >= ${from} and created_at < ${to} group by 1, 2
    union all
    select ${eatDay('st.accepted_at')}, t.merchant_id, 'sports', 'shop', count(*)::text, sum(t.stake_tax_cents)::text
      from shop_tickets st join tickets t on t.id = st.ticket_id where st.accepted_at >= ${from} and st.accepted_at < ${to} group by 1, 2
    union all
    select ${eatDay('created_at')}, merchant_id, 'lotofoot', 'online', count(*)::text, '0'
      from lotofoot_tickets where created_at >= ${from} and created_at < ${to} group by 1, 2`.execute(db);
  for (const r of placed.rows) {
    const row = at(r);
    row.tickets += num(r.tickets);
    row.vat_cents += num(r.vat);
  }
  // A ticket settled before 0035 has no settled_* figures: its placement figures stand in (exact unless a leg was void).
  const settled = await sql<{ day: string; merchant_id: string; product: string; channel: string; tax: string; bonus: string }>`
    select ${eatDay('settled_at')} as day, merchant_id, 'sports' as product,
      case when kind = 'cashier' then 'shop' else 'online' end as channel,
      sum(case when status in ('WON', 'PARTIALLY_WON') then coalesce(settled_tax_cents, winnings_tax_cents) else 0 end)::text as tax,
      sum(case when status in ('WON', 'PARTIALLY_WON') then coalesce(settled_bonus_cents, bonus_cents) else 0 end + cashback_cents)::text as bonus
    from tickets
    where settled_at >= ${from} and settled_at < ${to} and kind in ('money', 'cashier') and status in ('WON', 'PARTIALLY_WON', 'LOST', 'VOID')
    group by 1, 2, 3, 4`.execute(db);
  for (const r of settled.rows) {
    const row = at(r);
    row.income_tax_cents += num(r.tax);
    row.bonus_cents += num(r.bonus);
  }
  return [...rows.values()];
}

/** Counter rows of every day in [fromDay, toDay]. */
export async function liveCounts(db: Db, fromDay: string, toDay: string, sums?: readonly PostingSum[]): Promise<CountRow[]> {
  const [from, to] = bounds(fromDay, toDay);
  const { rows } = await sql<{ day: string; merchant_id: string; metric: string; key: string; count: string; cents: string }>`
    select ${eatDay('updated_at')} as day, merchant_id, flow as metric, method as key, count(*)::text as count, sum(amount_cents)::text as cents
      from payments where state = 'completed' and updated_at >= ${from} and updated_at < ${to} group by 1, 2, 3, 4
    union all
    select ${eatDay('created_at')}, merchant_id, 'new_players', '', count(*)::text, '0'
      from users where created_at >= ${from} and created_at < ${to} group by 1, 2
    union all
    select ${eatDay('a.created_at')}, u.merchant_id, 'rg', a.action, count(*)::text, '0'
      from responsible_gaming_audit a join users u on u.id = a.user_id where a.created_at >= ${from} and a.created_at < ${to} group by 1, 2, 4
`.execute(db);
  const active = activeCounts(sums ?? (await playerPostings(db, fromDay, toDay)));
  return [...rows.map((r) => ({ ...r, count: num(r.count), cents: num(r.cents) })), ...active];
}
