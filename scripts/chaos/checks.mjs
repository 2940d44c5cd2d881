// The invariants a crash must never break, read from the database itself (SQL) and through the API (HTTP).
// SQL: postings sum to zero per asset (money ETB, points PTS: ledger_accounts.currency) and per transaction in each
// asset; no transaction mixes assets; every account's balance is the sum of its postings;
// no player balance below zero; every acknowledged ticket exists under its player and Idempotency-Key, with
// exactly its stake debited once; no key answered with a refusal has a ticket (no stake taken from a player
// who was told no); no stake without a ticket; each ticket's payouts (payout:<id>[:round]) less rollbacks
// equal what its settlement says it won, with at most one payout per settlement round. Points: every bonus was granted
// by exactly one transfer (bonus:<id>) and unlocked by one (bonus-unlock:<id>) exactly when its deposit was reached,
// each player's inactive points equal their inactive bonuses, each points ticket's stake left the active points once.
// HTTP: each acknowledged ticket reads back for its owner; wallets are not negative; the operator's ledger
// check (GET /api/admin/v1/ledger/check) agrees, where the server has it.

const SQL = {
  assetSums: `select a.currency as asset, sum(p.amount_cents)::text as v from ledger_postings p
    join ledger_accounts a on a.id = p.account_id group by a.currency order by a.currency`,
  unbalancedTx: `select count(distinct transaction_id)::int as v from (select p.transaction_id from ledger_postings p
    join ledger_accounts a on a.id = p.account_id group by p.transaction_id, a.currency having sum(p.amount_cents) <> 0) x`,
  mixedTx: `select count(*)::int as v from (select p.transaction_id from ledger_postings p
    join ledger_accounts a on a.id = p.account_id group by p.transaction_id having count(distinct a.currency) > 1) x`,
  bonusWrong: `select count(*)::int as v from bonuses b
    where (select count(*) from ledger_transactions x where x.idempotency_key = 'bonus:' || b.id) <> 1
      or (select count(*) from ledger_transactions x where x.idempotency_key = 'bonus-unlock:' || b.id)
        <> (case when b.status = 'active' and b.required_deposit_cents > 0 then 1 else 0 end)`,
  inactivePointsWrong: `select count(*)::int as v from wallets w
    left join ledger_accounts a on a.id = 'points:' || w.user_id || ':inactive'
    where coalesce(a.balance_cents, 0) <> (select coalesce(sum(b.bonus_amount_cents), 0) from bonuses b
      where b.user_id = w.user_id and b.status = 'inactive')`,
  pointsStakeWrong: `select count(*)::int as v from tickets t where t.kind = 'points' and t.user_id is not null and
    (select coalesce(sum(p.amount_cents), 0) from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
      where x.idempotency_key = 'ticket:' || t.id and p.account_id = 'points:' || t.user_id || ':active') <> -t.stake_cents`,
  balanceMismatch: `select count(*)::int as v from ledger_accounts a
    left join (select account_id, sum(amount_cents) as s from ledger_postings group by account_id) p on p.account_id = a.id
    where a.balance_cents <> coalesce(p.s, 0)`,
  negativePlayers: `select count(*)::int as v from ledger_accounts where kind = 'player' and balance_cents < 0`,
  tickets: `select id, user_id, idempotency_key as key, status from tickets where kind = 'money'`,
  stakeWrong: `select count(*)::int as v from tickets t where t.kind = 'money' and t.user_id is not null and
    (select count(*) from ledger_transactions x where x.idempotency_key = 'ticket:' || t.id) <> 1
    or t.kind = 'money' and t.user_id is not null and
    (select coalesce(sum(p.amount_cents), 0) from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
      where x.idempotency_key = 'ticket:' || t.id and p.account_id = 'player:' || t.user_id) <> -t.stake_cents`,
  orphanStakes: `select count(*)::int as v from ledger_transactions x where x.kind = 'stake'
    and not exists (select 1 from tickets t where 'ticket:' || t.id = x.idempotency_key)`,
  payouts: `select t.id, t.status, t.win_cents::text as won, t.settlement_round as round,
      coalesce(sum(case when x.kind = 'payout' then 1 else 0 end), 0)::int as payouts,
      coalesce(sum(p.amount_cents), 0)::text as paid
    from tickets t
    left join (select id, kind, split_part(idempotency_key, ':', 2) as ticket_id from ledger_transactions
      where kind in ('payout', 'rollback')) x on x.ticket_id = t.id
    left join ledger_postings p on p.transaction_id = x.id and p.account_id = 'player:' || t.user_id
    where t.kind = 'money' and t.user_id is not null
    group by t.id, t.status, t.win_cents, t.settlement_round`,
};

/** Runs every SQL check; returns {problems: string[], figures: {tickets, settled, paid}}. */
export async function sqlChecks(target, book) {
  const names = Object.keys(SQL);
  const results = await target.query(names.map((n) => SQL[n]));
  const r = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  const problems = [];
  const one = (name) => r[name][0].v;
  for (const { asset, v } of r.assetSums) {
    if (v !== '0') {
      problems.push(`${asset} postings sum to ${v} hundredths, not 0`);
    }
  }
  for (const [name, text] of [
    ['unbalancedTx', 'transactions whose postings do not sum to 0 in each asset'],
    ['mixedTx', 'transactions that post to accounts of more than one asset'],
    ['bonusWrong', 'bonuses not granted once, or not unlocked exactly once when their deposit was reached'],
    ['inactivePointsWrong', 'players whose inactive points differ from their inactive bonuses'],
    ['pointsStakeWrong', 'points tickets without exactly one stake of their stake from the active points'],
    ['balanceMismatch', 'accounts whose balance is not the sum of their postings'],
    ['negativePlayers', 'player accounts below zero'],
    ['stakeWrong', 'money tickets without exactly one stake debit of their stake'],
    ['orphanStakes', 'stake transactions without a ticket'],
  ]) {
    if (one(name) !== 0) {
      problems.push(`${one(name)} ${text}`);
    }
  }
  const byKey = new Map(r.tickets.map((t) => [`${t.user_id}|${t.key}`, t]));
  for (const ack of book.acked.values()) {
    const row = byKey.get(`${ack.userId}|${ack.key}`);
    if (row === undefined || row.id !== ack.ticketId) {
      problems.push(`acknowledged ticket ${ack.ticketId} (key ${ack.key}) is ${row === undefined ? 'missing' : `stored as ${row.id}`}`);
    }
  }
  for (const refusal of book.refused.values()) {
    const row = byKey.get(`${refusal.userId}|${refusal.key}`);
    if (row !== undefined) {
      problems.push(`key ${refusal.key} was refused (${refusal.code}) but ticket ${row.id} holds it`);
    }
  }
  let paidTickets = 0;
  for (const p of r.payouts) {
    // A ticket cashed out in full was paid by its cash-outs (live-checks.mjs), never by a settlement.
    const owed = p.status === 'PENDING' || p.status === 'CASHED_OUT' ? '0' : p.won;
    if (p.paid !== owed || p.payouts > Number(p.round) + 1) {
      problems.push(`ticket ${p.id} (${p.status}, round ${p.round}) owed ${owed} cents, paid ${p.paid} in ${p.payouts} payouts`);
    }
    paidTickets += p.payouts > 0 ? 1 : 0;
  }
  const settled = r.tickets.filter((t) => t.status !== 'PENDING').length;
  return { problems, figures: { tickets: r.tickets.length, settled, paid: paidTickets } };
}

/** Live checks through the API after a restart: acknowledged tickets read back, wallets, ledger check. */
export async function httpChecks(api, players, acks) {
  const problems = [];
  const byUser = new Map(players.map((p) => [p.userId, p]));
  for (const ack of acks) {
    const res = await api.send('GET', `/api/v1/tickets/${ack.ticketId}`, { headers: { 'x-auth-token': byUser.get(ack.userId).token } });
    if (res.status !== 200 || res.json?.id !== ack.ticketId) {
      problems.push(`GET ticket ${ack.ticketId} answered ${res.status}`);
    }
  }
  for (const p of players) {
    const res = await api.send('GET', '/api/v1/auth/verify', { headers: { 'x-auth-token': p.token } });
    if (res.status !== 200 || !(res.json?.wallet?.balance >= 0)) {
      problems.push(`wallet of ${p.userId}: ${res.status} ${JSON.stringify(res.json?.wallet ?? res.json)}`);
    }
  }
  const ledger = await api.admin('GET', '/api/admin/v1/ledger/check');
  let ledgerCheck = 'absent';
  if (ledger.status === 200) {
    const ok = ledger.json?.ok;
    ledgerCheck = ok === true ? 'ok' : ok === false ? 'BROKEN' : 'unknown shape';
    if (ok === false) {
      problems.push(`GET /api/admin/v1/ledger/check: ${JSON.stringify(ledger.json).slice(0, 500)}`);
    }
  } else if (ledger.status !== 404) {
    problems.push(`GET /api/admin/v1/ledger/check answered ${ledger.status}`);
  }
  // Issue 33: every operator action (the feed advances and credits of this run among them) is audited in its own
  // transaction, so no crash may leave a gap or a half-written link in the audit chain.
  const audit = await api.admin('GET', '/api/admin/v1/audit/verify');
  let auditChain = 'absent';
  if (audit.status === 200) {
    auditChain = audit.json?.ok === true ? `ok (${audit.json.entries} entries)` : 'BROKEN';
    if (audit.json?.ok !== true) {
      problems.push(`GET /api/admin/v1/audit/verify: ${JSON.stringify(audit.json).slice(0, 300)}`);
    }
  } else {
    problems.push(`GET /api/admin/v1/audit/verify answered ${audit.status}`);
  }
  return { problems, ledgerCheck, auditChain };
}
