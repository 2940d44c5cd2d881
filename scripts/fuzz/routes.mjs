// Every route of the server, as the fuzzer sees it: method, path template, whether it is signed (every
// /api/v1/* except the socket), whether it needs the player's session (X-Auth-Token) or the operator token,
// the body it takes (a valid base the mutations start from) and its query parameters by kind. Read from
// server/modules/**/routes*.ts and docs/api.md; a route added there belongs here too.

/** Query parameter kinds: the mutator picks garbage, and the base value comes from `ctx`. */
const PAGED = { page: 'int', page_size: 'int' };

// [method, path, auth, body kind, query]  auth: 'none' | 'signed' | 'session' | 'operator' | 'logout' | 'ws' (a
// WebSocket handshake, the session in the query)
const TABLE = [
  ['GET', '/api/health', 'none', null, {}],
  ['GET', '/api/dev/sms-outbox', 'none', null, { phone: 'phone' }],
  ['GET', '/api/v1/auth/ws', 'ws', null, { user_id: 'userId', merchant_id: 'merchant', session_token: 'token' }],
  // Catalogue (server/modules/catalog/routes*.ts, homepage.ts)
  ['GET', '/api/v1/sports', 'signed', null, { active: 'bool' }],
  ['GET', '/api/v1/sports/:sportId/categories', 'signed', null, { active: 'bool', time_filter: 'timeFilter', ...PAGED }],
  ['GET', '/api/v1/categories/:categoryId/tournaments', 'signed', null, { active: 'bool' }],
  ['GET', '/api/v1/matches', 'signed', null, { tournament_id: 'tournamentId', active: 'bool', ...PAGED }],
  ['GET', '/api/v1/matches/:matchId/markets', 'signed', null, {}],
  ['GET', '/api/v1/top-sports', 'signed', null, { sport_id: 'sportId', ...PAGED }],
  ['GET', '/api/v1/top-sports/mixed', 'signed', null, {}],
  ['GET', '/api/v1/top-leagues', 'signed', null, {}],
  ['GET', '/api/v1/sports/with-categories', 'signed', null, { active: 'bool', time_filter: 'timeFilter' }],
  ['GET', '/api/v1/sport/:sportId/top-leagues', 'signed', null, {}],
  ['GET', '/api/v1/top-leagues/one-match-per-league', 'signed', null, { sport_id: 'sportId' }],
  ['GET', '/api/v1/composite/homepage-data', 'signed', null, { sport_id: 'sportId', page_size: 'int' }],
  ['GET', '/api/v1/tournaments/:tournamentId/markets-tree', 'signed', null, {}],
  ['GET', '/api/v1/markets/categories', 'signed', null, { sport_id: 'sportId' }],
  ['GET', '/api/v1/markets/categories/:categoryId/subcategories', 'signed', null, { sport_id: 'sportId' }],
  ['GET', '/api/v1/matches/by-market-type', 'signed', null,
    { market_type: 'marketType', specifier: 'text', sport_id: 'sportId', tournament_id: 'tournamentId', time_filter: 'timeFilter', ...PAGED }],
  ['GET', '/api/v1/express-matches', 'signed', null, { sport_id: 'sportId', ...PAGED }],
  ['GET', '/api/v1/express-matches/upcoming', 'signed', null, { sport_id: 'sportId', ...PAGED }],
  ['GET', '/api/v1/express-matches/filtered', 'signed', null,
    { sport_id: 'sportId', category_id: 'categoryId', tournament_id: 'tournamentId', status: 'text', time_filter: 'timeFilter', ...PAGED }],
  ['GET', '/api/v1/promotions/banners', 'signed', null, { type: 'bannerType' }],
  ['GET', '/api/v1/betting-config', 'signed', null, { merchant_id: 'merchant' }],
  // Accounts (server/modules/auth/routes.ts, password-routes.ts)
  ['POST', '/api/v1/auth/register', 'signed', 'register', {}],
  ['POST', '/api/v1/auth/verify', 'signed', 'otp', {}],
  ['POST', '/api/v1/auth/login', 'signed', 'login', {}],
  ['POST', '/api/v1/auth/logout', 'logout', null, {}],
  ['GET', '/api/v1/auth/verify', 'session', null, {}],
  ['POST', '/api/v1/auth/refresh', 'session', null, {}],
  ['POST', '/api/v1/user/mark-unlock-notification-seen', 'session', null, { user_id: 'userId' }],
  ['POST', '/api/v1/password/reset', 'signed', 'phone', {}],
  ['POST', '/api/v1/password/verify-otp', 'signed', 'otp', {}],
  ['POST', '/api/v1/password/update', 'signed', 'passwordUpdate', {}],
  // Tickets (server/modules/tickets/routes.ts, points.ts, cashier.ts)
  ['POST', '/api/v1/tickets', 'session', 'ticket', {}],
  ['GET', '/api/v1/tickets/reference/:reference', 'signed', null, {}],
  ['GET', '/api/v1/tickets/player/:userId', 'session', null, { limit: 'int', offset: 'int', status: 'text', since: 'text' }],
  ['GET', '/api/v1/tickets/:id', 'session', null, {}],
  ['POST', '/api/v1/tickets/points', 'session', 'pointsTicket', {}],
  ['GET', '/api/v1/tickets/points/user/:userId', 'session', null, { limit: 'int', offset: 'int' }],
  ['GET', '/api/v1/tickets/points/reference/:reference', 'signed', null, {}],
  ['GET', '/api/v1/tickets/points/:id', 'session', null, {}],
  ['POST', '/api/v1/tickets/cashier/anonymous', 'signed', 'cashierTicket', {}],
  // Operator (server/modules/admin/*, promotions/banners.ts, odds/admin.ts)
  ['POST', '/api/admin/v1/wallets/credit', 'operator', 'credit', {}],
  ['POST', '/api/admin/v1/banners', 'operator', 'banner', {}],
  ['POST', '/api/admin/v1/feed/advance', 'operator', 'advance', {}],
  ['POST', '/api/admin/v1/feed/results', 'operator', 'results', {}],
  ['POST', '/api/admin/v1/feed/odds', 'operator', 'odds', {}],
  ['POST', '/api/admin/v1/tickets/:id/rollback', 'operator', null, {}],
  ['GET', '/api/admin/v1/ledger/check', 'operator', null, {}],
];

export const ROUTES = TABLE.map(([method, path, auth, body, query]) => ({ method, path, auth, body, query }));

/** Path parameter → the context pool its valid values come from. */
export const PARAM_POOLS = {
  sportId: 'sportId', categoryId: 'categoryId', tournamentId: 'tournamentId', matchId: 'matchId',
  reference: 'reference', userId: 'userId', id: 'ticketId',
};

/** The valid base body of each kind, built from what setup learned (ctx). Mutations start from these. */
export function baseBody(kind, ctx, rng) {
  const phone = `09${String(rng.int(10_000_000, 99_999_999))}`;
  switch (kind) {
    case 'register': return { phone, password: 'fuzz-pass-9137', merchant_id: ctx.merchantId, promo_code: null };
    case 'otp': return { phone: ctx.phone, otp: String(rng.int(100_000, 999_999)), merchant_id: ctx.merchantId };
    case 'login': return { phone: ctx.phone, password: 'not-the-password', merchant_id: ctx.merchantId };
    case 'phone': return { phone: rng.pick([ctx.phone, phone]), merchant_id: ctx.merchantId };
    case 'passwordUpdate': return { phone: ctx.phone, token: 'a'.repeat(32), new_password: 'fuzz-new-4821', merchant_id: ctx.merchantId };
    case 'ticket': return ctx.ticketBody(rng);
    case 'cashierTicket': {
      const { user_id: _user, ...rest } = ctx.ticketBody(rng);
      return rest;
    }
    case 'pointsTicket': {
      const { selections } = ctx.ticketBody(rng);
      return { user_id: ctx.userId, stake: 1, selections };
    }
    case 'credit': return { phone: ctx.phone, amount: rng.pick([1, 5, 10]), reason: 'fuzz credit' };
    case 'banner': return { banner_type: 'FUZZ_BANNER', image_url: 'https://example.com/fuzz.png', click_url: null, order: rng.int(0, 9) };
    case 'advance': return { minutes: 1 };
    case 'results': return { results: [{ match_id: rng.pick(ctx.pools.matchId), home_score: rng.int(0, 4), away_score: rng.int(0, 4), ht_home_score: 0, ht_away_score: 0 }] };
    case 'odds': {
      const leg = rng.pick(ctx.legs);
      return { changes: [{ match_id: leg.match_id, market_id: leg.market_id, specifier: leg.specifier, outcome_id: leg.outcome_id, odds: leg.odds }] };
    }
    default: return undefined;
  }
}
