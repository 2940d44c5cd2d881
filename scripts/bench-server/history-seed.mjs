// Seeds the history bench (history.mjs): one player with N money tickets written in bulk by SQL that matches
// what placement and settlement store (server/modules/tickets/repo.ts, settle.ts): the ticket row with its figures,
// one leg (singles) or three (multiples) named from the synced catalogue's main markets, the stake's ledger
// transaction ('ticket:<id>', two postings) and, for a won ticket, the payout's ('payout:<id>', two postings);
// the accounts' balances move by the same sums so every ledger invariant holds. A ticket per minute, newest now.
// `query(text, params)` answers { rows }: a pg client or a PGlite instance.
import { insertSession } from './common.mjs';

const STAKE_CENTS = 1000;

/** Creates the player with a session; returns { userId, token }. */
export async function seedPlayer(query, merchantId) {
  const phone = `0977${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const now = new Date();
  const user = await query(`insert into users (merchant_id, phone, password_hash, created_at) values ($1, $2, 'bench-no-login', $3) returning id`, [
    merchantId,
    phone,
    now,
  ]);
  const userId = user.rows[0].id;
  await query(`insert into ledger_accounts (id, kind, user_id, code) values ($1, 'player', $2, $1)`, [`player:${userId}`, userId]);
  const token = await insertSession(query, userId, merchantId, now);
  return { userId, token };
}

/** The house account a stake / payout posts to (the first shard when the ledger shards house accounts). */
async function houseAccount(query, name) {
  const r = await query(`select id from ledger_accounts where id = $1 or id like $2 order by id limit 1`, [name, `${name}#%`]);
  if (r.rows.length === 0) {
    throw new Error(`no ${name} ledger account`);
  }
  return r.rows[0].id;
}

/** Writes `count` tickets for the player (see the header). */
export async function seedTickets(query, { userId, merchantId, count }) {
  await query(
    `create temp table bench_legs as
     select (row_number() over (order by o.match_id, o.outcome_id) - 1)::int as n, o.match_id, o.market_id, o.specifier,
            o.outcome_id, o.name as outcome_name, k.name as market_name, o.odds_hundredths
     from markets k join outcomes o on o.match_id = k.match_id and o.market_id = k.market_id and o.specifier = k.specifier
     where k.is_main and o.odds_hundredths > 100 order by o.match_id, o.outcome_id limit 200`,
  );
  if (Number((await query(`select count(*) as n from bench_legs`)).rows[0].n) === 0) {
    throw new Error('the catalogue has no priced main market to bet on');
  }
  const stakes = await houseAccount(query, 'house:stakes');
  const payouts = await houseAccount(query, 'house:payouts');
  const player = `player:${userId}`;
  // Statuses: every 4th pending, every 3rd (of the rest) won at 1.85, the others lost.
  await query(
    `insert into tickets (id, reference_id, kind, merchant_id, user_id, bet_type, stake_cents, stake_tax_cents, net_stake_cents,
       total_odds_hundredths, bonus_percent, bonus_cents, basic_win_cents, gross_win_cents, winnings_tax_cents, net_win_cents,
       status, win_cents, idempotency_key, created_at, settled_at)
     select gen_random_uuid()::text, 'BB-' || upper(substr(md5(random()::text), 1, 10)), 'money', $1, $2,
       case when i % 5 = 0 then 'MULTIPLE' else 'SINGLE' end, ${STAKE_CENTS}, 130, 870, 185, 0, 0, 1610, 1610, 0, 1610,
       case when i % 4 = 0 then 'PENDING' when i % 3 = 0 then 'WON' else 'LOST' end,
       case when i % 4 <> 0 and i % 3 = 0 then 1610 else 0 end, null,
       now() - make_interval(mins => i), case when i % 4 = 0 then null else now() - make_interval(mins => i) + interval '2 hours' end
     from generate_series(1, $3::int) i`,
    [merchantId, userId, count],
  );
  await query(
    `insert into ticket_selections (ticket_id, position, match_id, market_id, specifier, outcome_id, odds_hundredths, outcome_name, market_name, status)
     select t.id, g.pos, l.match_id, l.market_id, l.specifier, l.outcome_id, l.odds_hundredths, l.outcome_name, l.market_name,
       case t.status when 'PENDING' then 'PENDING' when 'WON' then 'WON' else 'LOST' end
     from tickets t
     cross join lateral generate_series(0, case when t.bet_type = 'MULTIPLE' then 2 else 0 end) g(pos)
     join bench_legs l on l.n = (abs(hashtext(t.id)) + g.pos * 7) % (select count(*) from bench_legs)
     where t.user_id = $1`,
    [userId],
  );
  // The operator funds the player first (the account may never go below zero), as an operator credit would.
  const fund = await query(
    `insert into ledger_transactions (id, idempotency_key, kind, reason, created_at)
     values (gen_random_uuid()::text, 'bench-fund:' || $1, 'operator_credit', 'Bench funds', now() - make_interval(mins => $2::int + 1))
     returning id, created_at`,
    [userId, count],
  );
  const operator = await houseAccount(query, 'house:operator');
  await query(
    `insert into ledger_postings (transaction_id, account_id, amount_cents, created_at) values ($1, $2, $3, $5), ($1, $4, -$3::bigint, $5)`,
    [fund.rows[0].id, player, count * STAKE_CENTS, operator, fund.rows[0].created_at],
  );
  await query(
    `with tx as (
       insert into ledger_transactions (id, idempotency_key, kind, reason, created_at)
       select gen_random_uuid()::text, 'ticket:' || t.id, 'stake', 'Stake of ticket ' || t.reference_id, t.created_at
       from tickets t where t.user_id = $1
       union all
       select gen_random_uuid()::text, 'payout:' || t.id, 'payout', 'Payout of ticket ' || t.reference_id || ' (WON)', t.settled_at
       from tickets t where t.user_id = $1 and t.status = 'WON'
       returning id, kind, created_at, idempotency_key)
     insert into ledger_postings (transaction_id, account_id, amount_cents, created_at)
     select tx.id, a.account, a.amount, tx.created_at
     from tx join tickets t on t.id = split_part(tx.idempotency_key, ':', 2)
     cross join lateral (values
       ($2, case when tx.kind = 'stake' then -t.stake_cents else t.win_cents end),
       (case when tx.kind = 'stake' then $3 else $4 end, case when tx.kind = 'stake' then t.stake_cents else -t.win_cents end)
     ) a(account, amount)`,
    [userId, player, stakes, payouts],
  );
  await query(
    `update ledger_accounts a set balance_cents = a.balance_cents + s.sum
     from (select account_id, sum(amount_cents) as sum from ledger_postings p
           join ledger_transactions x on x.id = p.transaction_id
           where x.idempotency_key in (select 'ticket:' || id from tickets where user_id = $1
                                       union all select 'payout:' || id from tickets where user_id = $1
                                       union all select 'bench-fund:' || $1)
           group by account_id) s
     where a.id = s.account_id`,
    [userId],
  );
  await query(`drop table bench_legs`);
}
