// The chaos run's live load (issue 32): a live bettor places money tickets on matches being played (Express's live
// rows with an open main market), held for the short delays the chaos server runs with (LIVE_BET_DELAYS), so kills
// land inside delays and between a decision and its answer; they go in the run's ticket Book (one Idempotency-Key per
// attempt, sent again after a restart), so every ticket invariant applies to them. A cash-out worker takes the
// player's acknowledged tickets' offers, in full or in part, one Idempotency-Key per attempt: CashoutBook keeps what
// was acknowledged (amount), refused, or unanswered (sent again after the restart with the same key and body).
import { place } from './client.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Legs on the main market of matches being played whose market is open now (one request: Express's live rows). */
export async function liveLegs(api) {
  const res = await api.send('GET', '/api/v1/express-matches/filtered?status=live&page_size=40').catch(() => null);
  if (res?.status !== 200) {
    return [];
  }
  return (res.json?.matches ?? [])
    .filter((m) => m.status === 'live' && m.main_market?.status === 'active')
    .map((m) => ({
      match: m.id,
      market: m.main_market.market_id,
      outcomes: m.main_market.outcomes.map((o) => ({ ...o, specifier: m.main_market.specifier })),
    }));
}

/** A single on a live leg, taking any price move (the policy under test is the hold, not the price). */
function liveBody(player, leg, rng) {
  const o = rng.pick(leg.outcomes);
  return {
    user_id: player.userId,
    bet_type: 'SINGLE',
    total_stake: rng.int(1, 5),
    selections: [{ match_id: leg.match, market_id: leg.market, outcome_id: o.id, odds: o.odds, specifier: o.specifier ?? null }],
    odds_policy: 'any',
  };
}

/** Places live bets until `state.stopped`, recording each attempt in `book`. */
export async function liveBettor({ api, rng, player, book, state, round, counts, nextKey }) {
  while (!state.stopped) {
    const legs = await liveLegs(api);
    if (legs.length === 0 || state.stopped) {
      await sleep(100);
      continue;
    }
    const attempt = { player, key: nextKey(), body: liveBody(player, rng.pick(legs), rng) };
    const result = await place(api, attempt);
    book.record(attempt, result, round);
    counts.live[result.kind] = (counts.live[result.kind] ?? 0) + 1;
  }
}

/** One cash-out attempt: {kind: 'acked', amount, status} | {kind: 'refused', code} | {kind: 'unanswered'}. */
async function cashOut(api, attempt) {
  try {
    const res = await api.send('POST', `/api/v1/tickets/${attempt.ticketId}/cashout`, {
      body: attempt.body,
      headers: { 'x-auth-token': attempt.player.token, 'idempotency-key': attempt.key },
    });
    if (res.status === 200 && typeof res.json?.amount === 'number') {
      return { kind: 'acked', amountCents: Math.round(res.json.amount * 100) };
    }
    return res.status >= 500 ? { kind: 'unanswered' } : { kind: 'refused', code: res.json?.code ?? `HTTP ${res.status}` };
  } catch {
    return { kind: 'unanswered' };
  }
}

export class CashoutBook {
  constructor(problems) {
    this.problems = problems;
    this.acked = new Map();
    this.refused = new Map();
    this.pending = new Map();
  }

  record(attempt, result) {
    if (result.kind === 'acked') {
      const earlier = this.acked.get(attempt.key);
      if (earlier !== undefined && earlier.amountCents !== result.amountCents) {
        this.problems.push(`cash-out key ${attempt.key} answered ${result.amountCents} cents, earlier ${earlier.amountCents}`);
      }
      this.acked.set(attempt.key, { ticketId: attempt.ticketId, key: attempt.key, amountCents: result.amountCents });
      this.pending.delete(attempt.key);
    } else if (result.kind === 'refused') {
      this.refused.set(attempt.key, { ticketId: attempt.ticketId, code: result.code });
      this.pending.delete(attempt.key);
    } else {
      this.pending.set(attempt.key, attempt);
    }
  }

  async retryPending(api) {
    const r = { retried: 0, acked: 0 };
    for (let pass = 0; pass < 3 && this.pending.size > 0; pass += 1) {
      for (const attempt of [...this.pending.values()]) {
        r.retried += pass === 0 ? 1 : 0;
        const result = await cashOut(api, attempt);
        this.record(attempt, result);
        r.acked += result.kind === 'acked' ? 1 : 0;
      }
    }
    return r;
  }
}

/** Cashes out the players' acknowledged tickets (whole or a part), until `state.stopped`. */
export async function cashouter({ api, rng, players, tickets, cbook, state, counts, nextKey }) {
  const byUser = new Map(players.map((p) => [p.userId, p]));
  while (!state.stopped) {
    const acked = [...tickets.acked.values()].filter((a) => byUser.has(a.userId));
    if (acked.length === 0) {
      await sleep(100);
      continue;
    }
    const pick = rng.pick(acked);
    const player = byUser.get(pick.userId);
    const offer = await api.send('GET', `/api/v1/tickets/${pick.ticketId}/cashout`, { headers: { 'x-auth-token': player.token } }).catch(() => null);
    if (offer?.status !== 200 || offer.json?.available !== true || state.stopped) {
      await sleep(30);
      continue;
    }
    const partial = rng.next() < 0.5 && offer.json.open_stake >= 0.02;
    const stake = partial ? Math.max(0.01, Math.floor(offer.json.open_stake * 50) / 100) : undefined;
    const seen = partial ? Math.floor((offer.json.offer * stake * 100) / offer.json.open_stake) / 100 : offer.json.offer;
    const attempt = { player, ticketId: pick.ticketId, key: nextKey(), body: stake === undefined ? { offer: seen } : { offer: seen, stake } };
    const result = await cashOut(api, attempt);
    cbook.record(attempt, result);
    counts.cashout[result.kind] = (counts.cashout[result.kind] ?? 0) + 1;
  }
}

/**
 * After the rounds: when the kills left no live bet taken or no cash-out to check, one of each now (live bets on open
 * live legs until one is taken, within `waitMs`; a cash-out of an acknowledged ticket's whole offer), so the checks
 * always have something to prove. Answers what it did.
 */
export async function ensureLive({ api, rng, players, book, cbook, liveAcked, waitMs = 30_000 }) {
  const did = { liveBet: null, cashout: null };
  const [player] = players;
  if (liveAcked === 0 && player !== undefined) {
    const deadline = Date.now() + waitMs;
    for (let legs = await liveLegs(api); did.liveBet !== 'acked' && Date.now() < deadline; legs = await liveLegs(api)) {
      if (legs.length === 0) {
        await api.admin('POST', '/api/admin/v1/feed/advance', { minutes: 30 }).catch(() => null);
        await sleep(700);
        continue;
      }
      const attempt = { player, key: `chaos-live-final-${Date.now()}`, body: liveBody(player, rng.pick(legs), rng) };
      const result = await place(api, attempt);
      book.record(attempt, result, 0);
      did.liveBet = result.kind;
    }
  }
  if (cbook.acked.size === 0) {
    const byUser = new Map(players.map((p) => [p.userId, p]));
    for (const t of book.acked.values()) {
      const owner = byUser.get(t.userId);
      const offer =
        owner === undefined ? null : await api.send('GET', `/api/v1/tickets/${t.ticketId}/cashout`, { headers: { 'x-auth-token': owner.token } });
      if (owner !== undefined && offer?.json?.available === true) {
        const attempt = { player: owner, ticketId: t.ticketId, key: `chaos-cashout-final-${t.ticketId}`, body: { offer: offer.json.offer } };
        const result = await cashOut(api, attempt);
        cbook.record(attempt, result);
        did.cashout = result.kind;
        break;
      }
    }
  }
  return did;
}
