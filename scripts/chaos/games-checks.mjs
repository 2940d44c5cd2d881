// The casino invariants a crash must never break (issue 15), read from the database in one snapshot with the
// virtual bets' (virtual-checks.mjs). House round money is its wallet transactions (provider 'house', round_id the
// round): the stake <round>:bet, the win <round>:win, a void's rollback <round>:void with a tombstone on the stake's
// id; in the ledger game:house:<tx> and game:house:rollback:<round>:bet. At any moment: at most one stake and one win
// per round; the stake is bet_cents (a free round has none); a win is the round's payout, only once it is decided
// and staked (a void — stake refused or never arrived — closes the wallet round with a 0 win, then removes the
// round); a settled round has both; the ledger moved exactly that for the player, and per player the game_*
// postings equal Σ(−stake + payout) of their staked rounds; no stake outlives its round unless rolled back, no win
// but a void's 0; free
// rounds equal the spins the grants gave up; acknowledged plays are stored under their request_id with the amounts
// answered, refused ones not at all. At rest (after the restart's recovery, or the final stop): every round is
// settled, or open (mines, crash) with its stake taken, and a round seen stake-less at a kill is gone, tombstoned.
import { VIRTUAL_SQL, virtualChecks } from './virtual-checks.mjs';

const SQL = {
  rounds: `with gt as (
      select round_id,
        count(*) filter (where kind = 'bet')::int as bets,
        coalesce(sum(amount_cents) filter (where kind = 'bet'), 0)::text as stake,
        coalesce(bool_or(rolled_back) filter (where kind = 'bet'), false) as rolled,
        count(*) filter (where kind = 'win')::int as wins,
        coalesce(sum(amount_cents) filter (where kind = 'win'), 0)::text as won
      from game_transactions where provider = 'house' group by round_id),
    lg as (
      select case when split_part(x.idempotency_key, ':', 3) = 'rollback' then split_part(x.idempotency_key, ':', 4)
          else split_part(x.idempotency_key, ':', 3) end as round_id,
        coalesce(sum(p.amount_cents) filter (where p.account_id like 'player:%'), 0)::text as net
      from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
      where x.idempotency_key like 'game:house:%' group by 1)
    select r.id, r.user_id, r.game, r.request_id, r.bet_cents::text as bet, r.free, r.status, r.settled,
      r.payout_cents::text as payout, coalesce(gt.bets, 0) as bets, coalesce(gt.stake, '0') as stake,
      coalesce(gt.rolled, false) as rolled, coalesce(gt.wins, 0) as wins, coalesce(gt.won, '0') as won, coalesce(lg.net, '0') as net
    from house_rounds r left join gt on gt.round_id = r.id left join lg on lg.round_id = r.id`,
  houseOrphans: `select t.round_id, t.provider_tx_id, t.kind, t.rolled_back, t.amount_cents::text as amount,
      exists (select 1 from game_transactions z where z.provider = 'house' and z.kind = 'tombstone' and z.provider_tx_id = t.round_id || ':bet') as tombstoned
    from game_transactions t where t.provider = 'house' and not exists (select 1 from house_rounds r where r.id = t.round_id)`,
  gamePostings: `select substring(p.account_id from 8) as user_id, sum(p.amount_cents)::text as net
    from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
    where x.idempotency_key like 'game:house:%' and x.kind in ('game_bet', 'game_win', 'game_rollback') and p.account_id like 'player:%' group by 1`,
  strayKinds: `select count(*)::int as v from ledger_transactions where idempotency_key like 'game:%'
    and kind not in ('game_bet', 'game_win', 'game_rollback')`,
  freeSpins: `select f.user_id, sum(f.total - f.remaining)::int as used,
      (select count(*) from house_rounds r where r.user_id = f.user_id and r.free)::int as rounds from free_spins f group by f.user_id`,
};

/** One round at any moment; `atRest` adds what the recovery must have finished. */
function checkRound(r, atRest, problems) {
  const what = `house round ${r.id} (${r.game}, ${r.status}${r.settled ? ', settled' : ''}${r.free ? ', free' : ''})`;
  const [bet, payout, stake, won, net] = [r.bet, r.payout, r.stake, r.won, r.net].map(Number);
  const staked = r.free || (r.bets === 1 && !r.rolled);
  if (r.bets > 1 || r.wins > 1 || (r.free && r.bets > 0)) {
    problems.push(`${what}: ${r.bets} stakes and ${r.wins} wins`);
  }
  if (r.bets === 1 && stake !== bet) {
    problems.push(`${what}: staked ${stake} cents, its bet is ${bet}`);
  }
  // A void (stake refused or never arrived) closes the wallet round with a 0 win before it removes the round.
  const voiding = r.wins === 1 && won === 0 && !staked;
  if (r.wins === 1 && !voiding && (won !== payout || r.status === 'open' || !staked)) {
    problems.push(`${what}: credited ${won} cents for a payout of ${payout} (staked ${staked})`);
  }
  if (r.settled && (r.wins !== 1 || r.status === 'open' || !staked)) {
    problems.push(`${what}: settled with ${r.wins} wins, staked ${staked}`);
  }
  if (r.status === 'open' && payout !== 0) {
    problems.push(`${what}: open with a payout of ${payout}`);
  }
  const expected = (r.bets === 1 ? -stake : 0) + (r.rolled ? stake : 0) + (r.wins === 1 ? won : 0);
  if (net !== expected) {
    problems.push(`${what}: the player's ledger moved ${net} cents, its transactions say ${expected}`);
  }
  if (atRest && !r.settled && !(r.status === 'open' && ['mines', 'crash'].includes(r.game) && staked && !r.free)) {
    problems.push(`${what}: left unsettled after the recovery (stake taken ${staked})`);
  }
  return staked;
}

function checkHouse(r, book, { atRest, seen }, problems) {
  const userNet = new Map();
  const stakedNow = new Map();
  for (const row of r.rounds) {
    const staked = checkRound(row, atRest, problems);
    stakedNow.set(row.id, staked);
    const moved = staked ? (row.bets === 1 ? -Number(row.bet) : 0) + (row.wins === 1 ? Number(row.payout) : 0) : 0;
    userNet.set(row.user_id, (userNet.get(row.user_id) ?? 0) + moved);
  }
  const posted = new Map(r.gamePostings.map((p) => [p.user_id, Number(p.net)]));
  for (const user of new Set([...posted.keys(), ...userNet.keys()])) {
    if ((posted.get(user) ?? 0) !== (userNet.get(user) ?? 0)) {
      problems.push(`player ${user}: house game postings sum to ${posted.get(user) ?? 0} cents, their rounds to ${userNet.get(user) ?? 0}`);
    }
  }
  // A gone round's stake id holds a tombstone, or its stake, rolled back; its wallet round may be closed by a 0 win.
  const voided = new Set(r.houseOrphans.filter((o) => o.tombstoned || (o.kind === 'bet' && o.rolled_back)).map((o) => o.round_id));
  for (const o of r.houseOrphans) {
    if ((o.kind === 'bet' && !o.rolled_back) || (o.kind === 'win' && (Number(o.amount) !== 0 || !voided.has(o.round_id)))) {
      problems.push(`house ${o.kind} ${o.provider_tx_id} (${o.amount} cents) outlived its round (rolled back ${o.rolled_back})`);
    }
  }
  for (const [id, wasStaked] of seen) {
    if (stakedNow.has(id)) {
      continue;
    }
    if (wasStaked) {
      problems.push(`house round ${id} had its stake taken at a kill and is gone`);
    } else if (atRest && !voided.has(id)) {
      problems.push(`house round ${id} (no stake at a kill) is gone, its stake id neither tombstoned nor rolled back`);
    }
  }
  for (const f of r.freeSpins) {
    if (f.used !== f.rounds) {
      problems.push(`player ${f.user_id}: ${f.used} free spins used, ${f.rounds} free rounds stored`);
    }
  }
  if (r.strayKinds[0].v !== 0) {
    problems.push(`${r.strayKinds[0].v} game:* ledger transactions of another kind than game_bet/game_win/game_rollback`);
  }
  const byRequest = new Map(r.rounds.filter((x) => x.request_id !== null).map((x) => [`${x.user_id}|${x.request_id}`, x]));
  for (const ack of book.acked.values()) {
    const row = byRequest.get(`${ack.userId}|${ack.requestId}`);
    if (row === undefined || row.id !== ack.roundId || Number(row.bet) !== ack.betCents || row.free !== ack.free) {
      problems.push(
        `acknowledged play ${ack.requestId} (round ${ack.roundId}) is ${row === undefined ? 'missing' : `stored as ${row.id}, bet ${row.bet}`}`,
      );
    } else if (ack.final && (row.status !== ack.status || Number(row.payout) !== ack.payoutCents)) {
      problems.push(`round ${ack.roundId} was answered ${ack.status} paying ${ack.payoutCents}, stored ${row.status} paying ${row.payout}`);
    }
  }
  for (const refusal of book.refused.values()) {
    const row = byRequest.get(`${refusal.userId}|${refusal.requestId}`);
    if (row !== undefined) {
      problems.push(`play ${refusal.requestId} was refused (${refusal.code}) but round ${row.id} holds it`);
    }
  }
}

/**
 * The casino checks on the target (house rounds and virtual bets in one snapshot): {problems, figures, stored}.
 * `atRest`: the house recovery has run and no play is in flight; `virtualDone`: every virtual bet's event is over.
 * `seen` (round id → stake taken) collects the rounds seen at kills; `left` (round id → 'pay' | 'void') holds the
 * rounds the last kill left half done, which any later snapshot must show finished by the restart's recovery (so
 * PGlite, read only while the server is down, checks the recovery at the next kill); `stored` maps the pending plays'
 * request_ids to the rounds they left, for the retry.
 */
export async function gamesSqlChecks(target, book, { atRest = false, virtualDone = false, seen, left = new Map() }) {
  const all = { ...SQL, ...VIRTUAL_SQL };
  const names = Object.keys(all);
  const results = await target.query(names.map((n) => all[n]));
  return gamesChecksOf(Object.fromEntries(names.map((n, i) => [n, results[i]])), book, { atRest, virtualDone, seen, left });
}

/** The checks on the rows of one snapshot (by statement name), apart from the reading: tests feed them rows. */
export function gamesChecksOf(r, book, { atRest = false, virtualDone = false, seen, left = new Map() }) {
  const problems = [];
  const byId = new Map(r.rounds.map((x) => [x.id, x]));
  for (const [id, due] of left) {
    if (due === 'void' ? byId.has(id) : byId.get(id)?.settled !== true) {
      problems.push(
        `house round ${id}, left ${due === 'void' ? 'stake-less' : 'decided and unpaid'} by a kill, was not ${due === 'void' ? 'voided' : 'paid'} by the restart's recovery`,
      );
    }
  }
  if (!atRest) {
    left.clear();
  }
  checkHouse(r, book, { atRest, seen }, problems);
  const virtual = virtualChecks(r, book, { atRest: virtualDone });
  problems.push(...virtual.problems);
  const stored = new Map();
  const pendingIds = new Set(book.pending.keys());
  let leftForRecovery = 0;
  for (const row of r.rounds) {
    const staked = row.free || (row.bets === 1 && !row.rolled);
    const due = row.settled ? null : !staked ? 'void' : row.status !== 'open' ? 'pay' : null;
    if (!atRest) {
      seen.set(row.id, seen.get(row.id) === true || staked);
      if (due !== null) {
        left.set(row.id, due);
      }
    }
    leftForRecovery += due === null ? 0 : 1;
    if (row.request_id !== null && pendingIds.has(row.request_id)) {
      stored.set(row.request_id, { id: row.id, staked });
    }
  }
  const figures = {
    rounds: r.rounds.length,
    settled: r.rounds.filter((x) => x.settled).length,
    open: r.rounds.filter((x) => x.status === 'open').length,
    free: r.rounds.filter((x) => x.free).length,
    leftForRecovery,
    virtual: virtual.figures,
  };
  return { problems, figures, stored };
}

export const houseLine = (f) =>
  `house rounds ${f.rounds} (${f.settled} settled, ${f.open} open, ${f.free} free; ${f.leftForRecovery} left for the recovery)`;
