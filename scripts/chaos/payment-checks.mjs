// The payment invariants a crash must never break (issue 13), read from the database: our payments, their ledger
// movements (deposit:<id>, withdrawal-hold:<id>, withdrawal-release:<id>, withdrawal-paid:<id>), their state moves
// (payment_events), and the embedded SantimPay's own records (sim_transactions, ref = our payment id).
// At any moment: a deposit is credited once exactly when completed, and only when the gateway completed it; a
// withdrawal holds its amount once, and is paid out (completed) or released (failed/cancelled/expired) at most
// once, never both; states only move forwards and an end state never moves again; no ledger movement or gateway
// transaction without its payment; acknowledged keys are stored, refused keys are not. Once the run has waited
// for the poller (`converged`), every payment whose gateway transaction is final ends in the same state.

const SQL = {
  payments: `select p.id, p.user_id, p.idempotency_key as key, p.flow, p.state, p.amount_cents::text as amount,
      s.status as sim, s.amount_cents::text as sim_amount,
      coalesce(l.credits, 0)::int as credits, coalesce(l.holds, 0)::int as holds,
      coalesce(l.releases, 0)::int as releases, coalesce(l.paids, 0)::int as paids, coalesce(l.net, 0)::text as net, l.accounts
    from payments p
    left join sim_transactions s on s.gateway = p.gateway and s.ref = p.id
    left join (select split_part(x.idempotency_key, ':', 2) as payment_id,
        sum(case when x.idempotency_key like 'deposit:%' then 1 else 0 end) as credits,
        sum(case when x.idempotency_key like 'withdrawal-hold:%' then 1 else 0 end) as holds,
        sum(case when x.idempotency_key like 'withdrawal-release:%' then 1 else 0 end) as releases,
        sum(case when x.idempotency_key like 'withdrawal-paid:%' then 1 else 0 end) as paids,
        sum(coalesce(pp.net, 0)) as net, string_agg(distinct pp.account_id, ',') as accounts
      from ledger_transactions x
      left join (select transaction_id, account_id, sum(amount_cents) as net from ledger_postings
        where account_id like 'player:%' group by 1, 2) pp on pp.transaction_id = x.id
      where split_part(x.idempotency_key, ':', 1) in ('deposit', 'withdrawal-hold', 'withdrawal-release', 'withdrawal-paid')
      group by 1) l on l.payment_id = p.id`,
  orphanMoney: `select x.idempotency_key as key from ledger_transactions x
    where split_part(x.idempotency_key, ':', 1) in ('deposit', 'withdrawal-hold', 'withdrawal-release', 'withdrawal-paid')
      and not exists (select 1 from payments p where p.id = split_part(x.idempotency_key, ':', 2))`,
  orphanSim: `select s.ref, s.status from sim_transactions s where s.gateway = 'santimpay'
    and not exists (select 1 from payments p where p.id = s.ref)`,
  moves: `select payment_id, from_state, to_state, source from payment_events where from_state <> to_state order by payment_id, id`,
  callbacks: `select count(*)::int as v from payment_events where source = 'callback'`,
  discrepancies: `select payment_id, kind, ours, theirs, detail from payment_discrepancies`,
};

const RANK = { pending: 0, processing: 1, completed: 2, failed: 2, cancelled: 2, expired: 2 };
const isFinal = (state) => RANK[state] === 2;
const SIM_STATE = { COMPLETED: 'completed', FAILED: 'failed' };

/** What a payment in `state` must have in the ledger: [credits, holds, releases, paids, player net in cents]. */
function expectedMoney(p) {
  const amount = Number(p.amount);
  if (p.flow === 'deposit') {
    return p.state === 'completed' ? [1, 0, 0, 0, amount] : [0, 0, 0, 0, 0];
  }
  if (p.state === 'completed') {
    return [0, 1, 0, 1, -amount];
  }
  return isFinal(p.state) ? [0, 1, 1, 0, 0] : [0, 1, 0, 0, -amount];
}

function checkMoves(p, moves, problems) {
  let at = 'pending';
  for (const m of moves) {
    if (m.from_state !== at || !(RANK[m.to_state] > RANK[m.from_state])) {
      problems.push(`payment ${p.id} moved ${m.from_state} → ${m.to_state} (${m.source}) while ${at}`);
    }
    at = m.to_state;
  }
  if (at !== p.state) {
    problems.push(`payment ${p.id} is ${p.state} but its moves end at ${at}`);
  }
}

/** Runs the payment checks on the target; {problems, figures, storedKeys}. */
export async function paymentSqlChecks(target, book, { converged = false } = {}) {
  const names = Object.keys(SQL);
  const results = await target.query(names.map((n) => SQL[n]));
  const r = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  const problems = [];
  const movesOf = new Map();
  for (const m of r.moves) {
    movesOf.set(m.payment_id, [...(movesOf.get(m.payment_id) ?? []), m]);
  }
  for (const p of r.payments) {
    const what = `${p.flow} ${p.id} (${p.state}, gateway ${p.sim ?? 'none'})`;
    const got = [p.credits, p.holds, p.releases, p.paids, Number(p.net)];
    const want = expectedMoney(p);
    if (got.some((v, i) => v !== want[i])) {
      problems.push(`${what}: credits/holds/releases/paid/net ${got.join('/')}, expected ${want.join('/')}`);
    }
    if (p.accounts !== null && p.accounts !== `player:${p.user_id}`) {
      problems.push(`${what}: moved money of ${p.accounts}, not of its player`);
    }
    if (p.sim !== null && p.sim_amount !== p.amount) {
      problems.push(`${what}: the gateway holds ${p.sim_amount} cents, we asked ${p.amount}`);
    }
    const theirs = SIM_STATE[p.sim];
    if (p.state === 'completed' && p.sim !== 'COMPLETED') {
      problems.push(`${what}: completed without the gateway completing it`);
    } else if (theirs !== undefined && (isFinal(p.state) || converged) && p.state !== theirs) {
      problems.push(`${what}: the gateway's transaction is ${p.sim}${converged ? ' after the wait' : ''}`);
    }
    checkMoves(p, movesOf.get(p.id) ?? [], problems);
  }
  for (const o of r.orphanMoney) {
    problems.push(`ledger transaction ${o.key} has no payment`);
  }
  for (const o of r.orphanSim) {
    problems.push(`gateway transaction for ${o.ref} (${o.status}) has no payment`);
  }
  for (const d of r.discrepancies) {
    problems.push(`discrepancy on ${d.payment_id}: ${d.kind} ours ${d.ours}, theirs ${d.theirs} (${d.detail})`);
  }
  const byKey = new Map(r.payments.filter((p) => p.key !== null).map((p) => [`${p.user_id}|${p.key}`, p]));
  for (const ack of book.acked.values()) {
    const row = byKey.get(`${ack.userId}|${ack.key}`);
    if (row === undefined || row.id !== ack.paymentId) {
      problems.push(`acknowledged payment ${ack.paymentId} (key ${ack.key}) is ${row === undefined ? 'missing' : `stored as ${row.id}`}`);
    }
  }
  for (const refusal of book.refused.values()) {
    const row = byKey.get(`${refusal.userId}|${refusal.key}`);
    if (row !== undefined) {
      problems.push(`payment key ${refusal.key} was refused (${refusal.code}) but payment ${row.id} holds it`);
    }
  }
  return { problems, figures: figuresOf(r.payments, r.callbacks[0].v), storedKeys: new Set(byKey.keys()) };
}

function figuresOf(rows, callbacks) {
  const count = (flow, pred) => rows.filter((p) => p.flow === flow && pred(p)).length;
  const all = () => true;
  return {
    deposits: count('deposit', all),
    depositsCompleted: count('deposit', (p) => p.state === 'completed'),
    depositsFailed: count('deposit', (p) => p.state === 'failed'),
    depositsExpired: count('deposit', (p) => p.state === 'expired' || p.state === 'cancelled'),
    withdrawals: count('withdrawal', all),
    withdrawalsPaid: count('withdrawal', (p) => p.state === 'completed'),
    withdrawalsReleased: count('withdrawal', (p) => isFinal(p.state) && p.state !== 'completed'),
    open: rows.filter((p) => !isFinal(p.state)).length,
    unsent: rows.filter((p) => p.sim === null).length,
    callbacks,
  };
}

/** One line of payment figures for the round and summary lines. */
export const paymentLine = (f) =>
  `deposits ${f.deposits} (${f.depositsCompleted} completed, ${f.depositsFailed} failed, ${f.depositsExpired} expired/cancelled),` +
  ` withdrawals ${f.withdrawals} (${f.withdrawalsPaid} paid, ${f.withdrawalsReleased} released), ${f.open} open,` +
  ` ${f.unsent} never reached the gateway, callbacks ${f.callbacks}`;
