// Real values for fields a schema alone cannot make valid in the server's eyes: ids that exist, the fuzz
// player's phone, id and session, current odds. Keyed by FIELD NAME (path parameters' camelCase read as
// snake_case: sportId → sport_id), never by route, so a new endpoint with the same field names gets real values
// without a line here. The fuzzer's context (setup.mjs prepare) holds the pools they draw from.
// Invariant: a filler's value also passes the field's struct (the fuzz-routes test checks every endpoint).

import { HOUSE_GAMES } from '../../domain/games/index.ts';

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** An address the server follows: https (a random text is refused by the route, past the declaration). */
const url = (rng) => `https://example.com/fuzz-${rng.int(1, 999)}.png`;

/** Fields that describe one match: an object holding any of them takes its ids from one priced leg. */
const MATCH_FIELDS = ['match_id', 'market_id', 'outcome_id', 'market_type'];
const leg = (scope, ctx, rng) => {
  scope.leg ??= rng.pick(ctx.legs);
  return scope.leg;
};
const ofMatch = (scope) => MATCH_FIELDS.some((f) => scope.fields.has(f));
const freshPhone = (rng) => `09${String(rng.int(10_000_000, 99_999_999))}`;

/** name → (ctx, rng, scope, request) → value | undefined (undefined: let the schema make one). */
const FILLERS = {
  match_id: (ctx, rng, scope) => leg(scope, ctx, rng).match_id,
  market_id: (ctx, rng, scope) => leg(scope, ctx, rng).market_id,
  outcome_id: (ctx, rng, scope) => leg(scope, ctx, rng).outcome_id,
  odds: (ctx, rng, scope) => leg(scope, ctx, rng).odds,
  specifier: (ctx, rng, scope) => leg(scope, ctx, rng).specifier,
  /** A market type is a market without its line: the leg's market id. */
  market_type: (ctx, rng, scope) => leg(scope, ctx, rng).market_id,
  sport_id: (ctx, rng, scope) => (ofMatch(scope) ? leg(scope, ctx, rng).sport_id : rng.pick(ctx.pools.sportId)),
  category_id: (ctx, rng, scope) => (ofMatch(scope) ? leg(scope, ctx, rng).category_id : rng.pick(ctx.pools.categoryId)),
  tournament_id: (ctx, rng, scope) => (ofMatch(scope) ? leg(scope, ctx, rng).tournament_id : rng.pick(ctx.pools.tournamentId)),
  user_id: (ctx) => ctx.userId,
  merchant_id: (ctx) => ctx.merchantId,
  // The player's own phone (an account that exists) or a new one (sign-up, a reset for nobody).
  phone: (ctx, rng) => (rng.chance(0.6) ? ctx.phone : freshPhone(rng)),
  password: (ctx, rng) => rng.pick([ctx.password, 'not-the-password']),
  new_password: () => 'fuzz-new-4821',
  otp: (_ctx, rng) => String(rng.int(100_000, 999_999)),
  token: (ctx, rng, _scope, request) =>
    request.routeId?.startsWith('house') && (ctx.houseTokens?.length ?? 0) > 0
      ? rng.pick(ctx.houseTokens).token
      : rng.int(0, 0xffff).toString(16).padStart(4, '0').repeat(8),
  session_token: (_ctx, _rng, _scope, request) => request.session,
  'x-auth-token': (_ctx, _rng, _scope, request) => request.session,
  'idempotency-key': (ctx) => ctx.nextKey(),
  reference: (ctx, rng) => rng.pick(ctx.pools.reference),
  /** `id` in the API's paths is a ticket's. */
  id: (ctx, rng) => rng.pick(ctx.pools.ticketId),
  // The banner types the client asks for; `type` is how the banner list's query names it.
  banner_type: (_ctx, rng) => rng.pick(['HOMEPAGE_MOBILE', 'HOMEPAGE_DESKTOP']),
  type: (_ctx, rng) => rng.pick(['HOMEPAGE_MOBILE', 'HOMEPAGE_DESKTOP']),
  image_url: (_ctx, rng) => url(rng),
  click_url: (_ctx, rng) => url(rng),
  // Scores a football match can have (the catalogue is mostly football; other sports' bounds are wider).
  home_score: (_ctx, rng) => rng.int(0, 4),
  away_score: (_ctx, rng) => rng.int(0, 4),
  ht_home_score: () => 0,
  ht_away_score: () => 0,
  // A minute or two: a week's advance would end every match, and tickets would only meet MATCH_NOT_ACTIVE after.
  minutes: (_ctx, rng) => rng.int(1, 2),
  // Payments: an amount within every method's limits and the player's balance, a wallet method, the player's phone.
  amount: (_ctx, rng) => rng.int(1, 50),
  payment_method: (_ctx, rng) => rng.pick(['TELEBIRR', 'CBEBIRR', 'MPESA']),
  phone_number: (ctx) => ctx.phone,
  receiver_account_number: (ctx) => ctx.phone,
  // Games: the catalogue's ids; the house game server's calls carry a live launch token (setup launches each game).
  game_id: (_ctx, rng) => rng.pick(GAME_IDS),
  game_uuid: (_ctx, rng) => rng.pick(GAME_IDS),
  game: (_ctx, rng) => rng.pick(GAME_IDS),
  provider_id: (_ctx, rng) => rng.pick(['632', '497']),
  currency: () => 'ETB',
  freespins_count: (_ctx, rng) => rng.int(1, 20),
  end_date: () => new Date(Date.now() + 86_400_000).toISOString(),
  casino_id: (ctx) => ctx.merchantId,
  player_id: (ctx) => ctx.userId,
};

const GAME_IDS = ['crash', 'mines', 'plinko', 'keno', 'wheel', 'fruits', 'vfootball', 'vhorses'];

/** USSD paths through every menu: language, register, bet by code and by sport, balance, tickets, money, LotoFoot. */
const USSD_PATHS = [
  '',
  '1',
  '1*1',
  '1*1*1*2580',
  '2*1*1*1*2*5*2580*1',
  '1*1001*1*2*5',
  '3',
  '4',
  '5*BB-AAAAAAAAAA',
  '6*100*2580',
  '7*50',
  '8',
  '9',
  '10',
  '11*2',
  '00',
  '2*1*0*0',
];
/** SMS commands of every kind, well and badly formed. */
const SMS_TEXTS = [
  () => 'BAL',
  () => 'HELP',
  () => 'LAST',
  () => 'GAMES',
  () => 'JP',
  () => 'STOP',
  () => 'NOTIFY ON',
  () => 'LANG AM',
  (rng) => `YES ${rng.int(1000, 9999)}`,
  (rng) => `CHECK BB-${rng.int(1000, 9999)}`,
  (rng) => `${rng.int(1001, 1400)}#${rng.pick(['1', 'X', '2', '7'])}#${rng.int(1, 60)}`,
  (rng) => `${rng.int(1001, 1400)}#1*${rng.int(1001, 1400)}#2#${rng.int(1, 60)}`,
];

/**
 * The filler function of one request: fill(name, scope) → real value or undefined. The caller uses a value only
 * when it fits the field's schema (schema-values.mjs fits), so a name shared by an unrelated field does no harm.
 */
export function fillerFor(ctx, rng, request) {
  return (name, scope = { fields: new Set() }) => {
    const filler = FILLERS[snake(name)];
    const value = filler?.(ctx, rng, scope, request);
    return value === null ? undefined : value;
  };
}

/**
 * Whole bodies where a field-name filler cannot express a valid request. Kept tiny, with the reason: a
 * ticket's legs must be distinct matches, bet_type must follow their count, and the figures (taxes, bonus,
 * wins) must be those the client computes from the legs' odds (ctx.ticketBody, domain/bet-math.ts).
 */
export const BODY_OVERRIDES = {
  placeMoneyTicket: (ctx, rng) => ctx.ticketBody(rng),
  placeCashierTicket: (ctx, rng) => {
    const { user_id: _anonymous, ...rest } = ctx.ticketBody(rng);
    return rest;
  },
  // A points ticket also keeps to the merchant's points rules (legs, odds per leg, stake: ctx.points from setup).
  // A LotoFoot ticket picks every match of a real open week.
  submitLotofootTicket: (ctx, rng) => {
    const week = (ctx.weeks?.length ?? 0) === 0 ? null : rng.pick(ctx.weeks);
    return week === null
      ? undefined
      : {
          user_id: ctx.userId,
          week_id: week.id,
          variant: week.variant,
          predictions: week.matches.map((m) => ({ match_id: m.match_id, prediction: rng.pick(['1', 'X', '2']) })),
          ticket_price: rng.int(1, 20),
        };
  },
  // A house round: a live token of one game with that game's own settings (random settings are refused early).
  housePlay: (ctx, rng) => {
    const launched = (ctx.houseTokens?.length ?? 0) === 0 ? null : rng.pick(ctx.houseTokens);
    const game = launched === null ? undefined : HOUSE_GAMES.find((g) => g.id === launched.game);
    return game === undefined ? undefined : { token: launched.token, bet: rng.int(1, 5), params: game.defaultParams };
  },
  // The channels' gateways (issue 34; scripts/fuzz/channels.mjs adds their credentials): the fuzz player's phone or
  // a fresh one, a few session ids reused so sessions go deep, and menu paths and commands a phone would send.
  ussdCallback: (ctx, rng) => ({
    sessionId: `fuzz-${rng.int(1, 40)}`,
    serviceCode: '*804#',
    phoneNumber: rng.chance(0.6) ? `+251${ctx.phone.slice(1)}` : `+251${freshPhone(rng).slice(1)}`,
    text: rng.pick(USSD_PATHS),
  }),
  smsInbound: (ctx, rng) => ({
    id: `fuzz-sms-${rng.int(1, 1_000_000)}`,
    from: rng.chance(0.7) ? `+251${ctx.phone.slice(1)}` : `+251${freshPhone(rng).slice(1)}`,
    to: '8989',
    text: rng.pick(SMS_TEXTS)(rng),
    received_at: new Date().toISOString(),
  }),
  placePointsTicket: (ctx, rng) => ({
    user_id: ctx.userId,
    stake: ctx.points.minStake,
    selections: ctx.ticketBody(rng, ctx.points).selections,
  }),
};

/**
 * The session a request carries. A logout revokes the session it carries: it gets a second player's (spare),
 * so the fuzz player's own session keeps reaching the other session endpoints.
 */
export const sessionFor = (endpointId, ctx) => (endpointId === 'logout' ? ctx.spareTokens[0] : ctx.token);
