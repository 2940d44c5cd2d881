// The chaos run's money in and out (issue 13): SantimPay USSD deposits (POST /api/v1/santimpay/direct) and B2C
// withdrawals to the player's own phone (POST /api/v1/santimpay/transfer), each with its own Idempotency-Key, and
// their book: acknowledged (the payment id), refused (the code: nothing may be stored under that key), or pending —
// no answer came (the server was killed), so it is sent again after the restart with the same key and body, and
// must answer the payment the first attempt stored, if it stored one.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const PATHS = { deposit: '/api/v1/santimpay/direct', withdrawal: '/api/v1/santimpay/transfer' };
/** Mixed amounts; one ending in .13 ETB, which the simulated wallet declines whatever the phone. */
const DEPOSIT_ETB = [1, 10, 25.5, 100, 150, 200, 499.99, 1000, 2500, 20.13];
const METHODS = ['TELEBIRR', 'TELEBIRR', 'CBEBIRR', 'MPESA'];
const WITHDRAWAL_CAP_ETB = 10_000;

export function depositBody(player, rng) {
  return {
    user_id: player.userId,
    amount: rng.pick(DEPOSIT_ETB),
    reason: 'Deposit to wallet',
    phone_number: player.phone,
    payment_method: rng.pick(METHODS),
  };
}

/** Within the balance (a part of it, sometimes with cents), or beyond it (which must be refused and hold nothing). */
export function withdrawalBody(player, balanceEtb, rng) {
  const beyond = rng.chance(0.3) || balanceEtb < 2;
  const within = Math.max(1, Math.floor(Math.min(balanceEtb, WITHDRAWAL_CAP_ETB) * rng.int(5, 30)) / 100);
  return {
    user_id: player.userId,
    amount: beyond ? Math.floor(balanceEtb) + rng.int(1, 500) : within,
    reason: 'Withdrawal from wallet',
    receiver_account_number: player.phone,
    payment_method: 'TELEBIRR',
  };
}

/** The player's balance in ETB, or null when the server does not answer. */
export async function balanceOf(api, player) {
  try {
    const res = await api.send('GET', '/api/v1/auth/verify', { headers: { 'x-auth-token': player.token } });
    return res.status === 200 && typeof res.json?.wallet?.balance === 'number' ? res.json.wallet.balance : null;
  } catch {
    return null;
  }
}

/** One start: {kind: 'acked', paymentId, state} | {kind: 'refused', code} | {kind: 'unanswered'}. */
export async function startPayment(api, attempt) {
  try {
    const res = await api.send('POST', PATHS[attempt.flow], {
      body: attempt.body,
      headers: { 'x-auth-token': attempt.player.token, 'idempotency-key': attempt.key },
    });
    const id = res.json?.data?.payment_id ?? res.json?.data?.transfer_id;
    if (res.status === 200 && typeof id === 'string') {
      return { kind: 'acked', paymentId: id, state: res.json.data.status };
    }
    if (res.status >= 500) {
      // A 502 (gateway declined or silent) has stored the payment: the retry reads it back by its key.
      return { kind: 'unanswered', why: `HTTP ${res.status}` };
    }
    return { kind: 'refused', code: res.json?.code ?? `HTTP ${res.status}` };
  } catch (err) {
    return { kind: 'unanswered', why: err?.cause?.code ?? err?.name ?? String(err) };
  }
}

/** Starts payments by random players until `state.stopped`: 60% deposits, 40% withdrawals; counts into `counts`. */
export async function payer({ api, rng, players, book, state, round, counts, nextKey }) {
  while (!state.stopped) {
    await sleep(rng.int(50, 300));
    const player = rng.pick(players);
    const flow = rng.chance(0.6) ? 'deposit' : 'withdrawal';
    const balance = flow === 'withdrawal' ? await balanceOf(api, player) : 0;
    if (state.stopped || balance === null) {
      continue;
    }
    const body = flow === 'deposit' ? depositBody(player, rng) : withdrawalBody(player, balance, rng);
    const attempt = { player, flow, key: nextKey(), body };
    book.started[flow] += 1;
    counts.started += 1;
    const result = await startPayment(api, attempt);
    book.record(attempt, result, round);
    if (result.kind === 'refused') {
      counts.refused[result.code] = (counts.refused[result.code] ?? 0) + 1;
    } else {
      counts[result.kind] += 1;
    }
  }
}

export class PaymentBook {
  constructor(problems) {
    this.problems = problems;
    this.acked = new Map();
    this.refused = new Map();
    this.pending = new Map();
    this.started = { deposit: 0, withdrawal: 0 };
  }

  record(attempt, result, round) {
    const base = { userId: attempt.player.userId, key: attempt.key, flow: attempt.flow };
    if (result.kind === 'acked') {
      const earlier = this.acked.get(attempt.key);
      if (earlier !== undefined && earlier.paymentId !== result.paymentId) {
        this.problems.push(`payment key ${attempt.key} answered ${result.paymentId}, earlier ${earlier.paymentId}`);
      }
      this.acked.set(attempt.key, { ...base, paymentId: result.paymentId, round });
      this.pending.delete(attempt.key);
    } else if (result.kind === 'refused') {
      this.refused.set(attempt.key, { ...base, code: result.code });
      this.pending.delete(attempt.key);
    } else {
      this.pending.set(attempt.key, attempt);
    }
  }

  /** Sends every pending start again (same key and body, re-signed); `storedKeys`: keys the crash state already held. */
  async retryPending(api, round, storedKeys) {
    const r = { retried: 0, recovered: 0, started: 0, refused: 0, unanswered: 0, codes: {} };
    for (let pass = 0; pass < 3 && this.pending.size > 0; pass += 1) {
      r.unanswered = 0;
      for (const attempt of [...this.pending.values()]) {
        r.retried += pass === 0 ? 1 : 0;
        const result = await startPayment(api, attempt);
        this.record(attempt, result, round);
        if (result.kind === 'acked') {
          r[storedKeys.has(`${attempt.player.userId}|${attempt.key}`) ? 'recovered' : 'started'] += 1;
        } else if (result.kind === 'refused') {
          r.refused += 1;
          r.codes[result.code] = (r.codes[result.code] ?? 0) + 1;
        } else {
          r.unanswered += 1;
        }
      }
      if (this.pending.size > 0) {
        await sleep(300);
      }
    }
    return r;
  }
}

const codes = (counts) =>
  Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'none';

/** The round's payment starts (payer counts) and their retry after the restart, on one line. */
export const payRoundLine = (c, r) =>
  `started ${c.started} · acknowledged ${c.acked} · refused ${codes(c.refused)} · unanswered ${c.unanswered}` +
  ` → retried ${r.retried} (${r.recovered} already stored, ${r.started} started now, refused ${codes(r.codes)}, ${r.unanswered} unanswered)`;

const FINAL = new Set(['completed', 'failed', 'cancelled', 'expired']);

/** Reads acknowledged payments back through their owners' sessions: {open: the ones not ended yet, problems}. */
export async function readPayments(api, players, acks) {
  const byUser = new Map(players.map((p) => [p.userId, p]));
  const open = [];
  const problems = [];
  for (const ack of acks) {
    const res = await api
      .send('GET', `/api/v1/santimpay/status/${ack.paymentId}`, { headers: { 'x-auth-token': byUser.get(ack.userId).token } })
      .catch((err) => ({ status: 0, json: { error: String(err) } }));
    if (res.status !== 200 || res.json?.data?.payment?.id !== ack.paymentId) {
      problems.push(`GET payment ${ack.paymentId} answered ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
    } else if (!FINAL.has(res.json.data.status)) {
      open.push(ack);
    }
  }
  return { open, problems };
}

/**
 * Waits until every acknowledged payment has ended, or `limitMs` passes (the poller's back-off and the expiry of a
 * payment the gateway never heard of bound it). Resolves {waitedMs, open: ids still open, problems}.
 */
export async function waitForPayments(api, players, book, limitMs) {
  const t0 = Date.now();
  let read = await readPayments(api, players, [...book.acked.values()]);
  while (read.open.length > 0 && read.problems.length === 0 && Date.now() - t0 < limitMs) {
    await sleep(1000);
    read = await readPayments(api, players, read.open);
  }
  return { waitedMs: Date.now() - t0, open: read.open.map((a) => a.paymentId), problems: read.problems };
}
