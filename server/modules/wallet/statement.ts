// A player's wallet statement (issue 13): every posting on the player's ledger account plus the points bonus
// grants and unlocks, newest first, in ONE statement (UNION ALL, ORDER BY, LIMIT/OFFSET) so a page and its
// total describe the same snapshot and paging never skips or repeats an entry. balance_after is the running sum
// of the account's postings ordered by (created_at, id), so the newest entry's equals the account balance; a page
// costs the index walk to its depth, never a pass over the whole account (readStatement).
// The ledger kind says what a movement was; its idempotency key says which ticket or payment it belongs to
// (ticket:<id>, payout:<id>[:<round>], rollback:<id>:<round>; deposit:<p>, withdrawal-hold:<p>, withdrawal-release:<p>).
// A deposit credited during a self-exclusion has its own kind (deposit_excluded), so the line says so.
// Issue 29: a casino or virtual game's stake, win or rollback (game:<provider>:<tx id>, game:<provider>:rollback:<bet
// tx id>) is a stake, win or rollback naming its game and round, read from its game transaction; a payment's line
// carries the payment's short reference (PAY-…), never its raw id.
import { sql } from 'kysely';
import { fromCents } from '../../../domain/money.ts';
import { paymentReference } from '../../../domain/payments/reference.ts';
import type { StatementEntry, StatementPage } from '../../../schema/statement.ts';
import type { Db } from '../../db/index.ts';
import { playerAccountId } from './ledger.ts';

/** Ledger transaction kind → statement kind; anything not listed is 'other'. */
const KIND_OF: Record<string, StatementEntry['kind']> = {
  welcome: 'welcome',
  operator_credit: 'operator_credit',
  stake: 'stake',
  payout: 'win',
  rollback: 'rollback',
  deposit: 'deposit',
  // A deposit the gateway had taken, credited while the player was self-excluded (payments/transitions.ts).
  deposit_excluded: 'deposit_excluded',
  withdrawal_hold: 'withdrawal',
  withdrawal_release: 'withdrawal_release',
  lotofoot_stake: 'stake',
  lotofoot_prize: 'win',
  game_bet: 'stake',
  game_win: 'win',
  game_rollback: 'rollback',
  // The two points rows of the bonuses table (never ledger kinds).
  bonus_granted: 'bonus_granted',
  bonus_unlocked: 'bonus_unlocked',
};
const TICKET_KINDS = ['stake', 'payout', 'rollback'];
const PAYMENT_KINDS = ['deposit', 'deposit_excluded', 'withdrawal_hold', 'withdrawal_release'];
const LOTOFOOT_KINDS = ['lotofoot_stake', 'lotofoot_prize'];
const GAME_KINDS = ['game_bet', 'game_win', 'game_rollback'];

interface Row {
  total: unknown;
  id: string | null;
  tx_kind: string | null;
  amount_cents: unknown;
  balance_after_cents: unknown;
  points_cents: unknown;
  description: string | null;
  reference: string | null;
  game_name: string | null;
  round_id: string | null;
  created_at: Date | string | null;
}

// Counts and sums read through Number(): node-pg answers int8 as a string, PGlite as a number.
const cents = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: Date | string): string => new Date(value).toISOString();

function entryOf(r: Row): StatementEntry {
  const points = cents(r.points_cents);
  const balance = cents(r.balance_after_cents);
  return {
    id: r.id ?? '',
    kind: KIND_OF[r.tx_kind ?? ''] ?? 'other',
    amount: fromCents(cents(r.amount_cents) ?? 0),
    balance_after: balance === null ? null : fromCents(balance),
    points: points === null ? null : fromCents(points),
    description: r.description ?? '',
    reference: r.reference !== null && PAYMENT_KINDS.includes(r.tx_kind ?? '') ? paymentReference(r.reference) : r.reference,
    game_name: r.game_name,
    round_id: r.round_id,
    created_at: iso(r.created_at ?? new Date(0)),
  };
}

/** One page of the player's statement, newest first. */
export async function readStatement(db: Db, userId: string, limit: number, offset: number): Promise<StatementPage> {
  const account = playerAccountId(userId);
  // seq orders entries of the same instant: postings by id, bonus entries (seq 0) after the money of their
  // transaction (the welcome bonus is granted right after the welcome funds, in the same transaction).
  // Flat cost at any depth (issue 16), as the ticket history: the page's keys come from an index-only walk of
  // ledger_postings_account_time_idx (with the amount) beside the player's few bonus rows, from the newest end
  // or, for a page nearer the oldest, from the oldest end; only the page's entries join their transaction and
  // ticket. balance_after from the newest end is the account's balance (the ledger keeps it equal to the sum of
  // its postings, in this statement's snapshot) less the postings newer than the entry, all among the keys
  // walked; from the oldest end it is the running sum itself. Each branch is gated on the total alone.
  const nearNewest = sql`2 * ${offset}::int8 + ${limit}::int8 <= c.total`;
  const result = await sql<Row>`
    with bonus_entries as (
      select 'bonus-granted:' || b.id as id, 'bonus_granted' as tx_kind, b.bonus_amount_cents as points_cents,
             'Bonus granted (' || b.bonus_type || ')' as description, b.created_at
      from bonuses b where b.user_id = ${userId}
      union all
      select 'bonus-unlocked:' || b.id, 'bonus_unlocked', b.bonus_amount_cents,
             'Bonus unlocked (' || b.bonus_type || ')', b.activated_at
      from bonuses b where b.user_id = ${userId} and b.status = 'active' and b.activated_at is not null
    ),
    counts as (
      select (select count(*) from ledger_postings p where p.account_id = ${account})
           + (select count(*) from bonus_entries) as total
    ),
    posting_keys as (
      select k.id, k.created_at, k.amount_cents,
             a.balance_cents - coalesce(sum(k.amount_cents) over (order by k.created_at desc, k.id desc
                                        rows between unbounded preceding and 1 preceding), 0) as balance_after_cents
      from counts c
      cross join lateral (select p.id, p.created_at, p.amount_cents from ledger_postings p
                          where p.account_id = ${account} and ${nearNewest}
                          order by p.created_at desc, p.id desc limit ${limit + offset}) k
      left join ledger_accounts a on a.id = ${account}
      union all
      select k.id, k.created_at, k.amount_cents,
             sum(k.amount_cents) over (order by k.created_at, k.id rows between unbounded preceding and current row)
      from counts c
      cross join lateral (select p.id, p.created_at, p.amount_cents from ledger_postings p
                          where p.account_id = ${account} and not ${nearNewest}
                          order by p.created_at, p.id limit greatest(0, c.total - ${offset}::int8)) k
    ),
    entries as (
      select 'posting:' || id::text as id, id as seq, created_at, amount_cents, balance_after_cents,
             null::text as tx_kind, null::bigint as points_cents, null::text as description
      from posting_keys
      union all
      select id, 0::bigint, created_at, null::bigint, null::bigint, tx_kind, points_cents, description from bonus_entries
    ),
    page as (
      select q.* from counts c cross join lateral (
        (select e.* from entries e where ${nearNewest}
         order by e.created_at desc, e.seq desc, e.id desc limit ${limit} offset ${offset})
        union all
        (select e.* from entries e where not ${nearNewest}
         order by e.created_at, e.seq, e.id
         limit greatest(0, least(${limit}::int8, c.total - ${offset}::int8))
         offset greatest(0, c.total - ${offset}::int8 - ${limit}::int8))
      ) q
    )
    select c.total, e.id, e.tx_kind, e.amount_cents, e.balance_after_cents, e.points_cents, e.description, e.reference,
           e.game_name, e.round_id, e.created_at
    from counts c
    left join lateral (
      select pg.id, pg.seq, coalesce(pg.tx_kind, d.kind) as tx_kind, coalesce(pg.amount_cents, 0) as amount_cents,
             pg.balance_after_cents, pg.points_cents, coalesce(pg.description, d.reason) as description,
             case
               when d.kind in (${sql.join(TICKET_KINDS)})
                 then (select tk.reference_id from tickets tk where tk.id = split_part(d.idempotency_key, ':', 2))
               when d.kind in (${sql.join(PAYMENT_KINDS)}) then substr(d.idempotency_key, strpos(d.idempotency_key, ':') + 1)
               when d.kind in (${sql.join(LOTOFOOT_KINDS)})
                 then (select lt.reference_id from lotofoot_tickets lt where lt.id = split_part(d.idempotency_key, ':', 2))
               when d.kind in (${sql.join(GAME_KINDS)}) then gt.round_id
             end as reference,
             gt.game_name, gt.round_id,
             pg.created_at
      from page pg
      -- One lookup per page entry by primary key (the limit keeps the planner from joining whole tables).
      left join lateral (
        select t.kind, t.reason, t.idempotency_key from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
        where pg.tx_kind is null and p.id = pg.seq limit 1
      ) d on true
      -- A game movement's transaction by its unique (provider, provider tx id); a rollback's key names the bet it
      -- reverses, whose game and round the line shows. The game's name: its catalogue row, by the supplier's code
      -- alone (house and virtual games) or prefixed with the provider (aggregators).
      left join lateral (
        select t.round_id, (select g.name from games g where g.id in (t.game_id, t.provider || ':' || t.game_id) limit 1) as game_name
        from (select split_part(d.idempotency_key, ':', 2) as provider,
                     substr(d.idempotency_key, length(split_part(d.idempotency_key, ':', 2)) + 7) as rest) k
        join game_transactions t on t.provider = k.provider
          and t.provider_tx_id = case when d.kind = 'game_rollback' then substr(k.rest, 10) else k.rest end
        where d.kind in (${sql.join(GAME_KINDS)})
        limit 1
      ) gt on true
    ) e on true
    order by e.created_at desc, e.seq desc, e.id desc`.execute(db);
  const rows = result.rows;
  const total = Number(rows[0]?.total ?? 0);
  const entries = rows.filter((r) => r.id !== null).map(entryOf);
  return { success: true, entries, total, limit, offset };
}
