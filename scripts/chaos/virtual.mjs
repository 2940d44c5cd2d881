// The chaos run's virtual-sports load (issue 15): one player bets on the house virtual football from inside the
// launched vfootball page (POST /api/games/virtual/bet with the launch token), on the open round's matches (a round
// every 4 s in the chaos server, so bets settle while the kills come), the odds as offered, small stakes and now and
// then one beyond the balance. A virtual bet carries no idempotency key, so one left unanswered is NOT sent again (a
// second copy would be a second bet): the book keeps it, and the checks accept at most one stored bet for it.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const STAKES_ETB = [1, 2, 3.5, 5, 10];

/** The open round's matches that still take bets (kick-off at least 400 ms away on the server's clock), read at most every 500 ms. */
export class Fixtures {
  constructor(api) {
    this.api = api;
    this.at = 0;
    this.events = [];
    this.skew = 0;
  }

  async open() {
    if (Date.now() - this.at > 500) {
      const res = await this.api.send('GET', '/api/games/virtual/football', { signed: false }).catch(() => null);
      this.at = Date.now();
      const round = res?.status === 200 ? res.json.open : null;
      this.skew = res?.status === 200 ? Date.parse(res.json.server_time) - Date.now() : 0;
      this.events = round === null || round === undefined ? [] : round.events.map((e) => ({ ...e, startsAt: Date.parse(round.starts_at) }));
    }
    const now = Date.now() + this.skew;
    return this.events.filter((e) => e.startsAt - now > 400);
  }
}

/** One bet: {kind: 'acked', bet, balance} | {kind: 'refused', code} | {kind: 'unanswered', why}. */
export async function placeVirtual(api, body) {
  try {
    const res = await api.send('POST', '/api/games/virtual/bet', { body, signed: false });
    if (res.status === 200 && typeof res.json?.bet?.id === 'string') {
      return { kind: 'acked', bet: res.json.bet, balance: res.json.balance };
    }
    if (res.status >= 500) {
      return { kind: 'unanswered', why: `HTTP ${res.status}` };
    }
    return { kind: 'refused', code: res.json?.code ?? `HTTP ${res.status}` };
  } catch (err) {
    return { kind: 'unanswered', why: err?.cause?.code ?? err?.name ?? String(err) };
  }
}

/** The bettor's loop until `state.stopped`; counts into `counts` (bets, betsBeyond, betsAcked, betsUnanswered). */
export async function virtualBettor({ api, rng, player, fixtures, book, state, round, counts }) {
  let balance = 300;
  while (!state.stopped) {
    const events = await fixtures.open();
    if (events.length === 0 || state.stopped) {
      await sleep(100);
      continue;
    }
    const event = rng.pick(events);
    const market = rng.pick(Object.keys(event.odds));
    const selection = rng.pick(Object.keys(event.odds[market]));
    const beyond = rng.chance(0.1) && balance < 4900;
    const stake = beyond ? Math.floor(balance) + rng.int(1, 100) : rng.pick(STAKES_ETB.filter((s) => s <= balance).concat([1]));
    const body = { token: player.tokens.vfootball, event_id: event.id, market, selection, stake, odds: event.odds[market][selection] };
    counts.bets += 1;
    counts.betsBeyond += beyond ? 1 : 0;
    const result = await placeVirtual(api, body);
    book.recordBet({ player, body, startsAt: event.startsAt - fixtures.skew }, result, round);
    counts.betsAcked += result.kind === 'acked' ? 1 : 0;
    counts.betsUnanswered += result.kind === 'unanswered' ? 1 : 0;
    if (result.kind === 'acked') {
      balance = result.balance;
    }
    await sleep(rng.int(30, 200));
  }
}

/**
 * At the end: waits (≤ `limitMs`) until every acknowledged bet's match is over and the bettor's list shows none of
 * them open; the ms waited.
 */
export async function waitForVirtual(api, bettor, book, limitMs) {
  const t0 = Date.now();
  const acks = [...book.bets.acked.values()];
  // Kick-off (local clock) + the match (half the 4 s period) + a settlement tick.
  const lastEnd = Math.max(0, ...acks.map((a) => a.startsAt ?? 0)) + 2000 + 1200;
  await sleep(Math.max(0, Math.min(limitMs, lastEnd - Date.now())));
  while (Date.now() - t0 < limitMs) {
    const res = await api.send('POST', '/api/games/virtual/bets', { body: { token: bettor.tokens.vfootball }, signed: false }).catch(() => null);
    if (res?.status === 200 && !res.json.bets.some((b) => b.status === 'open')) {
      break;
    }
    await sleep(300);
  }
  return Date.now() - t0;
}
