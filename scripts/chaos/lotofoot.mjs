// The chaos run's LotoFoot load (issue 14): players submit tickets for the open week of every variant (7, 12 and 15
// matches, random 1/X/2 picks) at mixed prices within their balance and, now and then, beyond it (refused, nothing
// debited), each with its own Idempotency-Key; the book keeps what was acknowledged (ticket and week), refused
// (code: nothing may be stored under that key) or got no answer (the server was killed: sent again after the
// restart with the same key and body, when it must answer the ticket the first attempt stored, if any): the book is
// lotofoot-book.mjs, the feed moves that make weeks settle lotofoot-schedule.mjs.
import { MERCHANT_ID } from './client.mjs';
import { balanceOf } from './payments.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const VARIANTS = ['LOTOFOOT_7', 'LOTOFOOT_12', 'LOTOFOOT_15'];
const PICKS = ['1', 'X', '2'];
/** Mostly small prices (the players' balances also carry the betting and payment load), some with cents. */
const PRICES_ETB = [1, 2, 5, 10, 10, 20, 50, 12.34, 0.5, 150];
const MAX_PRICE_ETB = 1000;

/**
 * The open week of each variant, read at most every 300 ms (null when there is none or no answer); for a 7-match
 * week also each match's favourite by its 1X2 odds, read once per week, so LF7 tickets win (5+ correct) often
 * enough for the prize checks to see prizes.
 */
export class Weeks {
  constructor(api) {
    this.api = api;
    this.cache = new Map();
    this.favourites = new Map();
  }

  async current(variant) {
    const hit = this.cache.get(variant);
    if (hit !== undefined && Date.now() - hit.at < 300) {
      return hit.week;
    }
    const res = await this.api.send('GET', `/api/v1/lotofoot/current?variant=${variant}`).catch(() => null);
    const week = res?.status === 200 && Array.isArray(res.json?.matches) ? res.json : null;
    this.cache.set(variant, { at: Date.now(), week });
    if (week?.variant === 'LOTOFOOT_7' && !this.favourites.has(week.id)) {
      this.favourites.set(week.id, new Map());
      for (const m of week.matches) {
        const markets = await this.api.send('GET', `/api/v1/matches/${m.match_id}/markets`).catch(() => null);
        const outcomes = markets?.json?.markets?.find((x) => x.name === '1X2')?.outcomes ?? [];
        const best = [...outcomes].sort((a, b) => a.odds - b.odds)[0];
        if (PICKS.includes(best?.name)) {
          this.favourites.get(week.id).set(m.match_id, best.name);
        }
      }
    }
    return week;
  }

  /** A pick for a match of the week: its favourite four times in five when known, else any. */
  pick(week, matchId, rng) {
    const favourite = this.favourites.get(week.id)?.get(matchId);
    return favourite !== undefined && rng.chance(0.8) ? favourite : rng.pick(PICKS);
  }

  forget(variant) {
    this.cache.delete(variant);
  }
}

export function lotofootBody(player, week, priceEtb, rng, weeks) {
  return {
    user_id: player.userId,
    merchant_id: MERCHANT_ID,
    week_id: week.id,
    variant: week.variant,
    predictions: week.matches.map((m) => ({ match_id: m.match_id, prediction: weeks.pick(week, m.match_id, rng) })),
    ticket_price: priceEtb,
  };
}

/**
 * Within the balance (a listed price it covers), or beyond it with chance `beyond` (up to the 1,000 ETB ceiling, so
 * only the balance is wrong); null when neither is possible.
 */
function priceFor(balanceEtb, rng, beyond) {
  const within = PRICES_ETB.filter((p) => p <= balanceEtb);
  const floor = Math.floor(balanceEtb);
  if ((within.length === 0 || rng.chance(beyond)) && floor < MAX_PRICE_ETB) {
    return { price: floor + rng.int(1, Math.min(300, MAX_PRICE_ETB - floor)), beyond: true };
  }
  return within.length === 0 ? null : { price: rng.pick(within), beyond: false };
}

/** One submission: {kind: 'acked', ticketId, weekId, status} | {kind: 'refused', code} | {kind: 'unanswered'}. */
export async function submitLotofoot(api, attempt) {
  try {
    const res = await api.send('POST', '/api/v1/lotofoot/tickets', {
      body: attempt.body,
      headers: { 'x-auth-token': attempt.player.token, 'idempotency-key': attempt.key },
    });
    const ticket = res.json?.ticket;
    if ((res.status === 200 || res.status === 201) && typeof ticket?.id === 'string') {
      return { kind: 'acked', ticketId: ticket.id, weekId: ticket.week_id, status: res.status };
    }
    if (res.status >= 500) {
      return { kind: 'unanswered', why: `HTTP ${res.status}` };
    }
    return { kind: 'refused', code: res.json?.code ?? `HTTP ${res.status}` };
  } catch (err) {
    return { kind: 'unanswered', why: err?.cause?.code ?? err?.name ?? String(err) };
  }
}

/**
 * Submits tickets by random players (`poor`, whose small wallet makes prices beyond the balance possible, three
 * times in ten) until `state.stopped`; counts into `counts` {submitted, acked, refused, unanswered, beyond}.
 */
export async function lotofootPlayer({ api, rng, players, poor, weeks, book, state, round, counts, nextKey }) {
  const balances = new Map();
  /** A player's balance, read at most once a second (the poor player's every time: it decides beyond or within). */
  const balance = async (player) => {
    const known = balances.get(player.userId);
    if (player !== poor && known !== undefined && Date.now() - known.at < 1000) {
      return known.etb;
    }
    const etb = await balanceOf(api, player);
    balances.set(player.userId, { at: Date.now(), etb });
    return etb;
  };
  while (!state.stopped) {
    await sleep(rng.int(20, 150));
    const player = rng.chance(0.3) ? poor : rng.pick(players);
    const variant = rng.chance(0.5) ? 'LOTOFOOT_7' : rng.pick(VARIANTS);
    const week = await weeks.current(variant);
    const etb = week === null ? null : await balance(player);
    const price = etb === null ? null : priceFor(etb, rng, player === poor ? 0.5 : 0.1);
    if (state.stopped || price === null) {
      continue;
    }
    const attempt = { player, key: nextKey(), body: lotofootBody(player, week, price.price, rng, weeks) };
    counts.submitted += 1;
    counts.beyond += price.beyond ? 1 : 0;
    const result = await submitLotofoot(api, attempt);
    book.record(attempt, result, round);
    if (result.kind === 'refused') {
      counts.refused[result.code] = (counts.refused[result.code] ?? 0) + 1;
      if (result.code === 'LOTOFOOT_DEADLINE_PASSED') {
        weeks.forget(variant);
      }
    } else {
      counts[result.kind] += 1;
    }
  }
}

/** One 10 ETB LF7 ticket for `player`, answered (the server is up and idle); recorded in `book` under `round`. */
export async function submitOne(api, weeks, book, player, rng, key, round) {
  weeks.forget('LOTOFOOT_7');
  const week = await weeks.current('LOTOFOOT_7');
  if (week === null) {
    throw new Error('no open LOTOFOOT_7 week to submit to');
  }
  const attempt = { player, key, body: lotofootBody(player, week, 10, rng, weeks) };
  const result = await submitLotofoot(api, attempt);
  book.record(attempt, result, round);
  if (result.kind !== 'acked') {
    throw new Error(`LotoFoot ticket ${key}: ${result.code ?? result.why}`);
  }
}
