// The live invariants a crash must never break (issue 32), read from the database: every held live bet reserved its
// stake exactly once (hold:<id>) and, once decided, released it exactly once (hold-release:<id>); a held one is not
// released; an accepted hold has its ticket; house:bet-holds holds exactly the stakes of the bets held now. Every
// cash-out (ticket_cashouts) was paid exactly once (cashout:<id>) with its amount, a ticket's cashed-out total is the
// sum of its cash-outs, a ticket cashed out in full has no settlement payout, and every acknowledged cash-out is
// stored under its ticket and key with the amount answered; a refused key holds no cash-out.

const SQL = {
  holds: `select h.id, h.status, h.stake_cents::text as stake, h.ticket_id,
      (select count(*) from ledger_transactions x where x.idempotency_key = 'hold:' || h.id)::int as reserved,
      (select count(*) from ledger_transactions x where x.idempotency_key = 'hold-release:' || h.id)::int as released,
      (select count(*) from tickets t where t.id = h.ticket_id)::int as tickets
    from bet_holds h`,
  holdAccount: `select coalesce(sum(balance_cents), 0)::text as v from ledger_accounts where id like 'house:bet-holds%'`,
  cashouts: `select c.id, c.ticket_id, c.idempotency_key as key, c.amount_cents::text as amount,
      (select count(*) from ledger_transactions x where x.idempotency_key = 'cashout:' || c.id)::int as transfers,
      (select coalesce(sum(p.amount_cents), 0) from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
        join tickets t on t.id = c.ticket_id
        where x.idempotency_key = 'cashout:' || c.id and p.account_id = 'player:' || t.user_id)::text as paid
    from ticket_cashouts c`,
  cashedOutWrong: `select count(*)::int as v from tickets t
    where t.cashed_out_cents <> (select coalesce(sum(c.amount_cents), 0) from ticket_cashouts c where c.ticket_id = t.id)`,
  cashedOutPaidTwice: `select count(*)::int as v from tickets t where t.status = 'CASHED_OUT'
    and exists (select 1 from ledger_transactions x where x.kind = 'payout' and x.idempotency_key like 'payout:' || t.id || '%')`,
};

/** Runs the live SQL checks; {problems, figures: {held, accepted, refused, cashouts, cashedOut}}. */
export async function liveSqlChecks(target, cbook) {
  const names = Object.keys(SQL);
  const results = await target.query(names.map((n) => SQL[n]));
  const r = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  const problems = [];
  let heldCents = 0;
  const count = { held: 0, accepted: 0, refused: 0 };
  for (const h of r.holds) {
    count[h.status] += 1;
    const releases = h.status === 'held' ? 0 : 1;
    if (h.reserved !== 1 || h.released !== releases) {
      problems.push(`live bet hold ${h.id} (${h.status}) reserved ${h.reserved} times, released ${h.released} times`);
    }
    if (h.status === 'accepted' && h.tickets !== 1) {
      problems.push(`accepted live bet hold ${h.id} has no ticket (${h.ticket_id})`);
    }
    if (h.status === 'held') {
      heldCents += Number(h.stake);
    }
  }
  if (r.holdAccount[0].v !== String(heldCents)) {
    problems.push(`house:bet-holds holds ${r.holdAccount[0].v} cents, the held bets ${heldCents}`);
  }
  const byKey = new Map(r.cashouts.map((c) => [`${c.ticket_id}|${c.key}`, c]));
  for (const c of r.cashouts) {
    if (c.transfers !== 1 || c.paid !== c.amount) {
      problems.push(`cash-out ${c.id} of ticket ${c.ticket_id} owed ${c.amount} cents, paid ${c.paid} in ${c.transfers} transfers`);
    }
  }
  for (const [name, text] of [
    ['cashedOutWrong', 'tickets whose cashed-out total is not the sum of their cash-outs'],
    ['cashedOutPaidTwice', 'tickets cashed out in full that a settlement paid too'],
  ]) {
    if (r[name][0].v !== 0) {
      problems.push(`${r[name][0].v} ${text}`);
    }
  }
  for (const ack of cbook.acked.values()) {
    const row = byKey.get(`${ack.ticketId}|${ack.key}`);
    if (row === undefined || row.amount !== String(ack.amountCents)) {
      problems.push(
        `acknowledged cash-out ${ack.key} of ticket ${ack.ticketId} (${ack.amountCents} cents) is ${row === undefined ? 'missing' : `stored at ${row.amount}`}`,
      );
    }
  }
  for (const [key, refusal] of cbook.refused) {
    if (byKey.has(`${refusal.ticketId}|${key}`)) {
      problems.push(`cash-out key ${key} was refused (${refusal.code}) but is stored`);
    }
  }
  return { problems, figures: { ...count, cashouts: r.cashouts.length } };
}

export const liveLine = (f) =>
  f === null || f === undefined ? 'not read' : `live bets held ${f.held}, accepted ${f.accepted}, refused ${f.refused}; cash-outs ${f.cashouts}`;
