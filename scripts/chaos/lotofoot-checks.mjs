// The LotoFoot invariants a crash must never break (issue 14), read from the database: tickets, picks, weeks and
// their ledger transactions (lotofoot:<ticket> the stake, lotofoot-prize:<ticket> the prize).
// At any moment: every ticket has exactly one stake of its price (player → house:lotofoot) and one pick per match
// of its week; a week is settled in one transaction, so a settled week has every result and no PENDING ticket, and
// a week not settled has no ticket graded or paid; a WON ticket has exactly one prize posting of its prize_cents, a
// LOST one none; `correct` counts the picks matching the results (VOID counts for everyone); LF7 pays the price ×
// 100 | 20 | 5 for 7 | 6 | 5 correct; a pool week's prizes plus its carry-out are its pool, and the pool is 60 % of
// its stakes (rounded down) plus its carry-in; what settled weeks carried on is what weeks took in; no LotoFoot
// money without its ticket; acknowledged keys are stored once, refused keys not at all.

const SQL = {
  tickets: `select t.id, t.user_id, t.idempotency_key as key, t.week_id, t.variant, t.status, t.correct,
      t.price_cents::text as price, t.prize_cents::text as prize, w.status as week_status,
      (select count(*) from lotofoot_picks p where p.ticket_id = t.id)::int as picks,
      (select count(*) from lotofoot_week_matches m where m.week_id = t.week_id)::int as matches,
      (select count(*) from lotofoot_picks p join lotofoot_week_matches m on m.week_id = t.week_id and m.match_id = p.match_id
        where p.ticket_id = t.id and (m.result = 'VOID' or m.result = p.prediction))::int as matching
    from lotofoot_tickets t join lotofoot_weeks w on w.id = t.week_id`,
  money: `select x.idempotency_key as key, x.kind,
      coalesce(sum(case when p.account_id like 'player:%' then p.amount_cents else 0 end), 0)::text as player,
      coalesce(sum(case when p.account_id = 'house:lotofoot' then p.amount_cents else 0 end), 0)::text as house,
      string_agg(distinct p.account_id, ',' order by p.account_id) as accounts
    from ledger_transactions x left join ledger_postings p on p.transaction_id = x.id
    where x.idempotency_key like 'lotofoot:%' or x.idempotency_key like 'lotofoot-prize:%' or x.kind like 'lotofoot%'
    group by x.id, x.idempotency_key, x.kind`,
  weeks: `select w.id, w.variant, w.status, w.carried, w.carry_in_cents::text as carry_in, w.pool_cents::text as pool,
      w.carry_out_cents::text as carry_out,
      (select count(*) from lotofoot_week_matches m where m.week_id = w.id and m.result is null)::int as missing,
      (select coalesce(sum(t.price_cents), 0) from lotofoot_tickets t where t.week_id = w.id)::text as stakes,
      (select coalesce(sum(t.prize_cents), 0) from lotofoot_tickets t where t.week_id = w.id)::text as prizes
    from lotofoot_weeks w`,
  house: `select balance_cents::text as v from ledger_accounts where id = 'house:lotofoot'`,
};

const LF7 = { 7: 100, 6: 20, 5: 5 };
const POOL_PERCENT = 60;

/** What a ticket must have in the ledger and its own row, given its week; pushes what differs. */
function checkTicket(t, stakes, prizes, problems) {
  const what = `LotoFoot ticket ${t.id} (${t.variant}, ${t.status}, week ${t.week_status})`;
  const price = Number(t.price);
  const prize = Number(t.prize);
  const owner = `player:${t.user_id}`;
  const stake = stakes.get(t.id) ?? [];
  const s = stake[0];
  if (stake.length !== 1 || s.kind !== 'lotofoot_stake' || Number(s.player) !== -price || Number(s.house) !== price) {
    problems.push(`${what}: stake transactions ${JSON.stringify(stake)}, expected one lotofoot_stake of ${price} cents`);
  } else if (s.accounts !== ['house:lotofoot', owner].sort().join(',')) {
    problems.push(`${what}: the stake moved ${s.accounts}`);
  }
  if (t.picks !== t.matches) {
    problems.push(`${what}: ${t.picks} picks for a week of ${t.matches} matches`);
  }
  const paid = prizes.get(t.id) ?? [];
  if (t.week_status !== 'settled') {
    if (t.status !== 'PENDING' || t.correct !== null || prize !== 0 || paid.length > 0) {
      problems.push(`${what}: graded (correct ${t.correct}, prize ${prize}, ${paid.length} prize postings) before its week settled`);
    }
    return;
  }
  if (t.status === 'PENDING') {
    problems.push(`${what}: still PENDING in a settled week`);
  }
  if (t.correct !== t.matching) {
    problems.push(`${what}: correct ${t.correct}, but ${t.matching} picks match the results`);
  }
  if (t.variant === 'LOTOFOOT_7' && prize !== price * (LF7[t.correct] ?? 0)) {
    problems.push(`${what}: prize ${prize} for ${t.correct} correct at ${price} cents`);
  }
  if ((t.status === 'WON') !== prize > 0) {
    problems.push(`${what}: prize ${prize}`);
  }
  const p = paid[0];
  if (prize === 0 && paid.length > 0) {
    problems.push(`${what}: ${paid.length} prize postings for a ticket that won nothing`);
  } else if (prize > 0 && (paid.length !== 1 || p.kind !== 'lotofoot_prize' || Number(p.player) !== prize || Number(p.house) !== -prize)) {
    problems.push(`${what}: prize postings ${JSON.stringify(paid)}, expected one lotofoot_prize of ${prize} cents`);
  } else if (prize > 0 && p.accounts !== ['house:lotofoot', owner].sort().join(',')) {
    problems.push(`${what}: the prize moved ${p.accounts}`);
  }
}

function checkWeek(w, problems) {
  const what = `LotoFoot week ${w.id} (${w.variant}, ${w.status})`;
  if (w.status !== 'settled') {
    if (w.pool !== null || w.carry_out !== null || w.prizes !== '0') {
      problems.push(`${what}: pool ${w.pool}, carry-out ${w.carry_out}, prizes ${w.prizes} before settling`);
    }
    return;
  }
  if (w.missing > 0) {
    problems.push(`${what}: settled with ${w.missing} results missing`);
  }
  const [pool, carryOut, prizes] = [Number(w.pool), Number(w.carry_out), Number(w.prizes)];
  if (w.variant === 'LOTOFOOT_7') {
    if (pool !== 0 || carryOut !== 0) {
      problems.push(`${what}: pool ${pool}, carry-out ${carryOut} (LF7 pays fixed multiples)`);
    }
    return;
  }
  const want = Math.floor((Number(w.stakes) * POOL_PERCENT) / 100) + Number(w.carry_in);
  if (pool !== want) {
    problems.push(`${what}: pool ${pool}, expected ${POOL_PERCENT} % of ${w.stakes} + carry-in ${w.carry_in} = ${want}`);
  }
  if (prizes + carryOut !== pool || carryOut < 0) {
    problems.push(`${what}: prizes ${prizes} + carry-out ${carryOut} ≠ pool ${pool}`);
  }
}

/** Runs the LotoFoot checks on the target; {problems, figures}. */
export async function lotofootSqlChecks(target, book) {
  const names = Object.keys(SQL);
  const results = await target.query(names.map((n) => SQL[n]));
  const r = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  const problems = [];
  const stakes = new Map();
  const prizes = new Map();
  const ticketIds = new Set(r.tickets.map((t) => t.id));
  for (const m of r.money) {
    const [prefix, ticketId] = m.key.split(':');
    const into = prefix === 'lotofoot' ? stakes : prefix === 'lotofoot-prize' ? prizes : null;
    if (into === null || !ticketIds.has(ticketId)) {
      problems.push(`LotoFoot ledger transaction ${m.key} (${m.kind}) has no ticket`);
      continue;
    }
    into.set(ticketId, [...(into.get(ticketId) ?? []), m]);
  }
  for (const t of r.tickets) {
    checkTicket(t, stakes, prizes, problems);
  }
  for (const w of r.weeks) {
    checkWeek(w, problems);
  }
  for (const variant of ['LOTOFOOT_12', 'LOTOFOOT_15']) {
    const of = r.weeks.filter((w) => w.variant === variant);
    const carriedOut = of.filter((w) => w.status === 'settled' && w.carried).reduce((s, w) => s + Number(w.carry_out), 0);
    const carriedIn = of.reduce((s, w) => s + Number(w.carry_in), 0);
    if (carriedOut !== carriedIn) {
      problems.push(`${variant}: settled weeks carried ${carriedOut} cents on, weeks took ${carriedIn} in`);
    }
  }
  const staked = r.tickets.reduce((s, t) => s + Number(t.price), 0);
  const won = r.tickets.reduce((s, t) => s + Number(t.prize), 0);
  if (Number(r.house[0]?.v ?? 0) !== staked - won) {
    problems.push(`house:lotofoot holds ${r.house[0]?.v} cents; stakes ${staked} less prizes ${won} is ${staked - won}`);
  }
  const byKey = new Map();
  for (const t of r.tickets.filter((x) => x.key !== null)) {
    const k = `${t.user_id}|${t.key}`;
    byKey.set(k, [...(byKey.get(k) ?? []), t]);
  }
  for (const ack of book.acked.values()) {
    const rows = byKey.get(`${ack.userId}|${ack.key}`) ?? [];
    if (rows.length !== 1 || rows[0].id !== ack.ticketId) {
      problems.push(`acknowledged LotoFoot ticket ${ack.ticketId} (key ${ack.key}) is stored as [${rows.map((x) => x.id).join(', ')}]`);
    }
  }
  for (const refusal of book.refused.values()) {
    const rows = byKey.get(`${refusal.userId}|${refusal.key}`) ?? [];
    if (rows.length > 0) {
      problems.push(`LotoFoot key ${refusal.key} was refused (${refusal.code}) but ticket ${rows[0].id} holds it`);
    }
  }
  return { problems, figures: figuresOf(r.tickets, r.weeks) };
}

function figuresOf(tickets, weeks) {
  const settled = weeks.filter((w) => w.status === 'settled');
  const playedIds = new Set(tickets.map((t) => t.week_id));
  const winners = tickets.filter((t) => t.status === 'WON');
  return {
    tickets: tickets.length,
    graded: tickets.filter((t) => t.status !== 'PENDING').length,
    won: winners.length,
    prizesEtb: winners.reduce((s, t) => s + Number(t.prize), 0) / 100,
    stakesEtb: tickets.reduce((s, t) => s + Number(t.price), 0) / 100,
    weeks: weeks.length,
    weeksSettled: settled.length,
    playedSettled: settled.filter((w) => playedIds.has(w.id)).length,
    played: playedIds.size,
  };
}

/** One line of LotoFoot figures for the round and summary lines. */
export const lotofootLine = (f) =>
  `tickets ${f.tickets} (${f.stakesEtb.toFixed(2)} ETB staked, ${f.graded} graded, ${f.won} won), weeks ${f.weeks}` +
  ` (${f.weeksSettled} settled, ${f.playedSettled} of the ${f.played} played), prizes paid ${f.prizesEtb.toFixed(2)} ETB`;

/** Reads acknowledged tickets back through their owners' sessions after a restart. */
export async function readLotofootTickets(api, players, acks) {
  const byUser = new Map(players.map((p) => [p.userId, p]));
  const problems = [];
  for (const ack of acks) {
    const res = await api
      .send('GET', `/api/v1/lotofoot/tickets/${ack.ticketId}`, { headers: { 'x-auth-token': byUser.get(ack.userId).token } })
      .catch((err) => ({ status: 0, json: { error: String(err) } }));
    if (res.status !== 200 || res.json?.id !== ack.ticketId || res.json?.week_id !== ack.weekId) {
      problems.push(`GET LotoFoot ticket ${ack.ticketId} answered ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
    }
  }
  return { problems };
}
