// Seeding of the money tickets bench (tickets.mjs) on its scratch database (common.mjs scratchPg): players funded
// through the ledger as an operator credit moves money (house:operator → player, balances moved with the postings,
// so every ledger invariant holds) with a wallet and a session each, and the legs to bet on.
import { randomUUID } from 'node:crypto';
import { insertSession } from './common.mjs';

const FUNDS_CENTS = 100_000_000;
const LEG_COUNT = 30;

/** Players with a wallet, a session and FUNDS_CENTS from house:operator (balances moved as the ledger does). */
export async function seedPlayers(client, merchantId, count) {
  const players = [];
  const now = new Date();
  for (let i = 0; i < count; i += 1) {
    const phone = `0978${String(i).padStart(6, '0')}`;
    const { rows } = await client.query(
      `insert into users (merchant_id, phone, password_hash, created_at) values ($1, $2, 'bench-no-login', $3) returning id`,
      [merchantId, phone, now],
    );
    const userId = rows[0].id;
    const account = `player:${userId}`;
    await client.query(`insert into ledger_accounts (id, kind, user_id, code) values ($1, 'player', $2, $1)`, [account, userId]);
    await client.query(`insert into wallets (user_id, merchant_id, ledger_account_id) values ($1, $2, $3)`, [userId, merchantId, account]);
    const token = await insertSession((text, params) => client.query(text, params), userId, merchantId, now);
    const tx = randomUUID();
    await client.query(`insert into ledger_transactions (id, idempotency_key, kind, reason) values ($1, $2, 'operator_credit', 'Bench funds')`, [
      tx,
      `bench-fund:${userId}`,
    ]);
    await client.query(`insert into ledger_postings (transaction_id, account_id, amount_cents) values ($1, $2, $3), ($1, 'house:operator', $4)`, [
      tx,
      account,
      FUNDS_CENTS,
      -FUNDS_CENTS,
    ]);
    await client.query(`update ledger_accounts set balance_cents = balance_cents + $2 where id = $1`, [account, FUNDS_CENTS]);
    await client.query(`update ledger_accounts set balance_cents = balance_cents - $1 where id = 'house:operator'`, [FUNDS_CENTS]);
    players.push({ userId, token });
  }
  return players;
}

/** Priced outcomes of the main markets of the next matches that take bets for more than an hour yet. */
export async function betLegs(client) {
  const { rows } = await client.query(
    `select distinct on (m.start_time, m.id) m.id as match_id, k.market_id, k.specifier, o.outcome_id, o.odds_hundredths
     from matches m join markets k on k.match_id = m.id and k.is_main and k.status = 'active'
     join outcomes o on o.match_id = k.match_id and o.market_id = k.market_id and o.specifier = k.specifier
     where m.status = 'not_started' and m.start_time > now() + interval '1 hour' and o.odds_hundredths between 120 and 500
     order by m.start_time, m.id, o.odds_hundredths limit ${LEG_COUNT}`,
  );
  if (rows.length === 0) {
    throw new Error('the catalogue has no priced main market to bet on');
  }
  return rows.map((r) => ({
    match_id: r.match_id,
    market_id: r.market_id,
    specifier: r.specifier,
    outcome_id: r.outcome_id,
    odds: r.odds_hundredths / 100,
  }));
}
