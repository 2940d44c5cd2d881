// The virtual-sports invariants a crash must never break (issue 15), read from the database with the house games'
// (games-checks.mjs runs these statements in the same snapshot). A bet's money is its wallet transactions under the
// provider (632 football, 497 horses): the debit <bet id>, the credit win:<bet id>, a void's rollback void:<bet id>
// (and its tombstone). At any moment: at most one debit and one credit per bet, the debit of the stake; an open, won
// or lost bet has its stake taken; a void bet has none taken and no credit; won is credited its payout once, lost 0
// once; an event marked settled has no bet pending or open; the ledger moved exactly that for the player; no stake
// without a bet. Acknowledged bets are stored as answered; a bet stored without an acknowledgement must be one of
// the attempts that got no answer, at most one each. At rest: every acknowledged bet is won or lost.

export const VIRTUAL_SQL = {
  virtualBets: `with gt as (
      select round_id,
        count(*) filter (where kind = 'bet')::int as debits,
        coalesce(sum(amount_cents) filter (where kind = 'bet'), 0)::text as debit,
        coalesce(bool_or(rolled_back) filter (where kind = 'bet'), false) as rolled,
        count(*) filter (where kind = 'win')::int as credits,
        coalesce(sum(amount_cents) filter (where kind = 'win'), 0)::text as credit
      from game_transactions where provider in ('632', '497') group by round_id),
    lg as (
      select substring(x.idempotency_key from '([^:]+)$') as bet_id,
        coalesce(sum(p.amount_cents) filter (where p.account_id like 'player:%'), 0)::text as net
      from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
      where x.idempotency_key like 'game:632:%' or x.idempotency_key like 'game:497:%' group by 1)
    select b.id, b.user_id, b.event_id, b.market, b.selection, b.stake_cents::text as stake, b.status,
      b.payout_cents::text as payout, e.settled_at is not null as event_settled,
      coalesce(gt.debits, 0) as debits, coalesce(gt.debit, '0') as debit, coalesce(gt.rolled, false) as rolled,
      coalesce(gt.credits, 0) as credits, coalesce(gt.credit, '0') as credit, coalesce(lg.net, '0') as net
    from virtual_bets b join virtual_events e on e.id = b.event_id
    left join gt on gt.round_id = b.id left join lg on lg.bet_id = b.id`,
  virtualOrphans: `select t.round_id, t.provider_tx_id, t.amount_cents::text as amount from game_transactions t
    where t.provider in ('632', '497') and t.kind in ('bet', 'win') and not t.rolled_back
      and not exists (select 1 from virtual_bets b where b.id = t.round_id)`,
};

function checkBet(b, atRest, problems) {
  const what = `virtual bet ${b.id} (${b.status})`;
  const [stake, payout, debit, credit, net] = [b.stake, b.payout, b.debit, b.credit, b.net].map(Number);
  const taken = b.debits === 1 && !b.rolled;
  if (b.debits > 1 || b.credits > 1) {
    problems.push(`${what}: ${b.debits} debits and ${b.credits} credits`);
  }
  if (b.debits === 1 && debit !== stake) {
    problems.push(`${what}: debited ${debit} cents for a stake of ${stake}`);
  }
  if (['open', 'won', 'lost'].includes(b.status) && !taken) {
    problems.push(`${what}: its stake was not taken (debits ${b.debits}, rolled back ${b.rolled})`);
  }
  if (b.status === 'void' && (taken || b.credits > 0)) {
    problems.push(`${what}: void, yet its stake stays taken (${taken}) or it was credited (${b.credits})`);
  }
  if ((b.status === 'won' || b.status === 'lost') && (b.credits !== 1 || credit !== payout || (b.status === 'lost') !== (payout === 0))) {
    problems.push(`${what}: payout ${payout}, credited ${credit} in ${b.credits} credits`);
  }
  // A crash between the credit and the bet's update leaves it open and credited; the next settlement marks it.
  if ((b.status === 'pending' || b.status === 'open') && b.credits > 0 && (atRest || b.status === 'pending')) {
    problems.push(`${what}: credited ${credit} cents while still ${b.status}`);
  }
  if (b.event_settled && (b.status === 'pending' || b.status === 'open')) {
    problems.push(`${what}: its event is marked settled`);
  }
  const expected = (taken ? -stake : 0) + credit;
  if (net !== expected) {
    problems.push(`${what}: the player's ledger moved ${net} cents, its transactions say ${expected}`);
  }
}

/** Checks the rows of VIRTUAL_SQL against the book; {problems, figures}. */
export function virtualChecks(r, book, { atRest }) {
  const problems = [];
  for (const b of r.virtualBets) {
    checkBet(b, atRest, problems);
  }
  for (const o of r.virtualOrphans) {
    problems.push(`virtual wallet transaction ${o.provider_tx_id} (${o.amount} cents) has no bet`);
  }
  const byId = new Map(r.virtualBets.map((b) => [b.id, b]));
  for (const ack of book.bets.acked.values()) {
    const row = byId.get(ack.betId);
    if (row === undefined || row.user_id !== ack.userId || Number(row.stake) !== ack.stakeCents || row.event_id !== ack.event_id) {
      problems.push(`acknowledged virtual bet ${ack.betId} is ${row === undefined ? 'missing' : `stored as ${JSON.stringify(row)}`}`);
    } else if (atRest && row.status !== 'won' && row.status !== 'lost') {
      problems.push(`acknowledged virtual bet ${ack.betId} is ${row.status} at rest`);
    }
  }
  // Stored bets nobody acknowledged: each must answer to its own unanswered attempt (same player, event, pick, stake),
  // or be a void one whose debit lost the race to its event's settlement (refused, nothing taken: bets.ts).
  const unanswered = [...book.bets.unanswered, ...book.bets.refused.map((a) => ({ ...a, voidOnly: true }))];
  const players = new Set([...book.bets.acked.values(), ...unanswered, ...book.bets.refused].map((a) => a.userId));
  for (const b of r.virtualBets.filter((x) => players.has(x.user_id) && !book.bets.acked.has(x.id))) {
    const i = unanswered.findIndex(
      (a) =>
        a.userId === b.user_id &&
        a.event_id === b.event_id &&
        a.market === b.market &&
        a.selection === b.selection &&
        Math.round(a.stake * 100) === Number(b.stake) &&
        (a.voidOnly !== true || (b.status === 'void' && !(b.debits === 1 && !b.rolled))),
    );
    if (i < 0) {
      problems.push(`virtual bet ${b.id} (${b.status}) is stored, yet no attempt that got no answer matches it`);
    } else {
      unanswered.splice(i, 1);
    }
  }
  const count = (s) => r.virtualBets.filter((b) => b.status === s).length;
  const figures = {
    bets: r.virtualBets.length,
    won: count('won'),
    lost: count('lost'),
    void: count('void'),
    unsettled: count('open') + count('pending'),
  };
  return { problems, figures };
}

export const virtualLine = (f) => `virtual bets ${f.bets} (${f.won} won, ${f.lost} lost, ${f.void} void, ${f.unsettled} not settled)`;

/** After a restart: the bettor's recent bets (the page's list, newest 30) hold the round's acknowledged bets as answered. */
export async function readVirtualBets(api, bettor, acks) {
  const problems = [];
  const res = await api.send('POST', '/api/games/virtual/bets', { body: { token: bettor.tokens.vfootball }, signed: false }).catch(() => null);
  if (res?.status !== 200) {
    return { problems: [`POST /api/games/virtual/bets answered ${res?.status}`] };
  }
  const listed = new Map(res.json.bets.map((b) => [b.id, b]));
  const recent = [...acks].sort((a, b) => b.seq - a.seq).slice(0, 20);
  for (const ack of recent) {
    const b = listed.get(ack.betId);
    if (b === undefined || Math.round(b.stake * 100) !== ack.stakeCents || b.event_id !== ack.event_id) {
      problems.push(`virtual bet ${ack.betId} reads back as ${JSON.stringify(b)}`);
    }
  }
  if (!(res.json.balance >= 0)) {
    problems.push(`virtual bettor's balance ${res.json.balance}`);
  }
  return { problems, read: recent.length };
}
