// What the fuzzer needs before it starts: a verified fuzz player with a session (its code read from the
// development SMS outbox, which answers loopback requests), money on its wallet (operator credit), spare
// sessions of a second player for the logout route (a logout revokes the session it carries), and pools of
// real ids (sports, categories, tournaments, matches, priced legs, a placed ticket) so mutated requests get
// past "not found" and reach the deeper code. Ticket figures are computed as the client computes them.
import { betBreakdown, betTypeFor } from '../../domain/bet-math.ts';
import { fromCents } from '../../domain/money.ts';
import { send, sign } from './wire.mjs';

/** A JSON client of the running server: signed /api/v1/* calls, the session and operator headers. */
export function client(target, merchant, operatorToken) {
  let last = 0;
  const stamp = () => {
    last = Math.max(Date.now(), last + 1);
    return String(last);
  };
  const headersFor = (url, raw, token) => {
    const timestamp = stamp();
    return {
      'x-merchant-id': merchant.id,
      'x-timestamp': timestamp,
      'x-signature': sign(merchant.key, raw, timestamp, merchant.id),
      ...(raw === '' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-auth-token': token } : {}),
      ...(url.startsWith('/api/admin/') && operatorToken ? { authorization: `Bearer ${operatorToken}` } : {}),
    };
  };
  async function call(method, url, { body, token, headers = {} } = {}) {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const all = { ...headersFor(url, raw, token), ...headers };
    const res = await send(target, { method, url, headers: all, body: raw === '' ? undefined : Buffer.from(raw) });
    let json = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      // not JSON
    }
    return { ...res, json };
  }
  return { call, stamp };
}

async function must(promise, what) {
  const res = await promise;
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
  return res.json;
}

async function signUp(api, phone, password, merchantId) {
  await must(api.call('POST', '/api/v1/auth/register', { body: { phone, password, merchant_id: merchantId } }), `register ${phone}`);
  const outbox = await must(api.call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`), 'the SMS outbox');
  const otp = /\b(\d{6})\b/.exec(outbox.messages?.[0]?.text ?? '')?.[1];
  if (otp === undefined) {
    throw new Error(`no code in the SMS outbox for ${phone}`);
  }
  return must(api.call('POST', '/api/v1/auth/verify', { body: { phone, otp, merchant_id: merchantId } }), `verify ${phone}`);
}

const phoneFrom = (rng) => `09${String(rng.int(10_000_000, 99_999_999))}`;

/**
 * Valid money-ticket bodies from priced legs: distinct matches (one to three, or `count` [min, max] of those
 * priced at `minOdds` or more), bet_type by their count and the figures the client computes (domain/bet-math.ts)
 * for a stake of 10.
 */
export function ticketBodyMaker(legs, userId) {
  return (r, { count = [1, 3], minOdds = 0 } = {}) => {
    const distinct = [...new Map(legs.filter((l) => l.odds >= minOdds).map((l) => [l.match_id, l])).values()];
    const wanted = Math.min(distinct.length, r.int(count[0], count[1]));
    const pool = [...distinct];
    const picked = Array.from({ length: Math.max(1, wanted) }, () => pool.splice(r.int(0, pool.length - 1), 1)[0] ?? r.pick(legs));
    const b = betBreakdown(
      1_000,
      picked.map((l) => Math.round(l.odds * 100)),
    );
    return {
      user_id: userId,
      bet_type: betTypeFor(picked.length),
      total_stake: 10,
      selections: picked.map((l) => ({
        match_id: l.match_id,
        market_id: l.market_id,
        outcome_id: l.outcome_id,
        odds: l.odds,
        specifier: l.specifier,
        variant: null,
        special_value: null,
        variant_value: null,
      })),
      stake_tax_amount: fromCents(b.vatCents),
      net_stake: fromCents(b.netStakeCents),
      winnings_tax_amount: fromCents(b.incomeTaxCents),
      bonus_percentage: b.bonusPercent,
      bonus_amount: fromCents(b.bonusCents),
      basic_potential_win: fromCents(b.basicWinCents),
      gross_potential_win: fromCents(b.grossWinCents),
      net_potential_win: fromCents(b.netWinCents),
    };
  };
}

export async function prepare(api, rng, { merchantId, operatorToken }) {
  const password = 'fuzz-pass-9137';
  const phone = phoneFrom(rng);
  const login = await signUp(api, phone, password, merchantId);
  const token = login.session.id;
  const userId = login.user.id;
  if (operatorToken) {
    await must(api.call('POST', '/api/admin/v1/wallets/credit', { body: { phone, amount: 5_000, reason: 'fuzz player' } }), 'operator credit');
  }
  // Sessions a logout may revoke: a second player's, never the fuzz player's own.
  const spare = await signUp(api, phoneFrom(rng), password, merchantId);
  const spareTokens = [spare.session.id];

  const pools = { sportId: [], categoryId: [], tournamentId: [], matchId: [], reference: [], ticketId: [], userId: [userId] };
  const sports = await must(api.call('GET', '/api/v1/sports?active=true'), 'sports');
  pools.sportId = sports.sports.map((s) => s.id);
  for (const sportId of pools.sportId.slice(0, 3)) {
    const cats = await must(api.call('GET', `/api/v1/sports/${sportId}/categories?active=true`), 'categories');
    pools.categoryId.push(...cats.categories.slice(0, 3).map((c) => c.category_id));
  }
  for (const categoryId of pools.categoryId.slice(0, 4)) {
    const list = await must(api.call('GET', `/api/v1/categories/${encodeURIComponent(categoryId)}/tournaments?active=true`), 'tournaments');
    pools.tournamentId.push(...list.tournaments.slice(0, 2).map((t) => t.id));
  }
  const legs = [];
  const top = await must(api.call('GET', '/api/v1/top-sports?page_size=10'), 'top sports');
  for (const match of top.sports.flatMap((s) => s.matches)) {
    pools.matchId.push(match.id);
    const outcome = match.main_market?.outcomes?.[0];
    if (outcome && match.main_market.status === 'active') {
      legs.push({
        match_id: match.id,
        market_id: match.main_market.market_id,
        outcome_id: outcome.id,
        odds: outcome.odds,
        specifier: match.main_market.specifier ?? '',
        sport_id: match.sport_id,
        category_id: match.category_id,
        tournament_id: match.tournament_id,
      });
    }
  }
  if (legs.length === 0) {
    throw new Error('no priced leg in the catalogue to build tickets from');
  }
  const ticketBody = ticketBodyMaker(legs, userId);
  const placed = await api.call('POST', '/api/v1/tickets', {
    body: ticketBody(rng),
    token,
    headers: { 'idempotency-key': `fuzz-setup-${api.stamp()}` },
  });
  if (placed.json?.ticket) {
    pools.ticketId.push(placed.json.ticket_id);
    pools.reference.push(placed.json.reference_id);
  }
  // The merchant's points rules, so a points ticket is one the rules could take (spec §9 demo: 5–20 legs, odds ≥ 1.45).
  const config = await api.call('GET', `/api/v1/betting-config?merchant_id=${encodeURIComponent(merchantId)}`);
  const rules = config.json?.data ?? {};
  const points = {
    minStake: rules.points_min_stake ?? 1,
    minOdds: rules.points_min_odds_per_selection ?? 0,
    // The fewest legs or one more: more legs of the catalogue's odds often pass the total-odds ceiling (2000).
    count: [rules.points_min_selections ?? 1, Math.min(rules.points_max_selections ?? 2, (rules.points_min_selections ?? 1) + 1)],
  };
  // The open LotoFoot weeks, so a LotoFoot ticket can name a real week and its matches.
  const weeks = [];
  for (const variant of ['LOTOFOOT_7', 'LOTOFOOT_12', 'LOTOFOOT_15']) {
    const week = await api.call('GET', `/api/v1/lotofoot/current?variant=${variant}`);
    if (week.status === 200) {
      weeks.push(week.json);
    }
  }
  // A real-money launch of every house game, so the house game server's calls carry live tokens of their game.
  const houseTokens = [];
  for (const game of ['crash', 'mines', 'plinko', 'keno', 'wheel', 'fruits']) {
    const launched = await api.call('POST', '/api/v1/games/launch', { body: { game_id: game, user_id: userId, is_demo: false }, token });
    const url = launched.json?.data?.launch_url;
    const launchToken = typeof url === 'string' ? new URLSearchParams(url.split('#')[1] ?? '').get('token') : null;
    if (launchToken) {
      // Provably fair order (issue 28): no round before the player chose a client seed, so the fuzzed plays
      // reach the game's rules rather than stopping at CLIENT_SEED_NEEDED.
      await api.call('POST', '/api/games/house/seed', { body: { token: launchToken, client_seed: `fuzz-${game}` } });
      houseTokens.push({ game, token: launchToken });
    }
  }
  let keys = 0;
  const nextKey = () => {
    keys += 1;
    return `fuzz-${api.stamp()}-${keys}`;
  };
  return {
    merchantId,
    phone,
    password,
    token,
    userId,
    spareTokens,
    pools,
    legs,
    ticketBody,
    points,
    weeks,
    houseTokens,
    nextKey,
    firstTicket: placed.status === 201 ? 201 : `${placed.status} ${placed.body.slice(0, 200)}`,
  };
}
