// The invariants a crash must never break, read from the database itself (SQL) and through the API (HTTP).
// SQL: postings sum to zero overall and per transaction; every account's balance is the sum of its postings;
// no player balance below zero; every acknowledged ticket exists under its player and Idempotency-Key, with
// exactly its stake debited once; no key answered with a refusal has a ticket (no stake taken from a player
// who was told no); no stake without a ticket; each ticket's payouts (payout:<id>[:round]) less rollbacks
// equal what its settlement says it won, with at most one payout per settlement round.
// HTTP: each acknowledged ticket reads back for its owner; wallets are not negative; the operator's ledger
// check (GET /api/admin/v1/ledger/check) agrees, where the server has it.

const SQL = {
  postingsSum: `select coalesce(sum(amount_cents), 0)::text as v from ledger_postings`,
  unbalancedTx: `select count(*)::int as v from (select transaction_id from ledger_postings group by transaction_id having sum(amount_cents) <> 0) x`,
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
  if (one('postingsSum') !== '0') {
    problems.push(`ledger postings sum to ${one('postingsSum')} cents, not 0`);
  }
  for (const [name, text] of [
    ['unbalancedTx', 'transactions whose postings do not sum to 0'],
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
    const owed = p.status === 'PENDING' ? '0' : p.won;
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
  return { problems, ledgerCheck };
}
