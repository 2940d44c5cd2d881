// TinyBase table schemas of the client store. Rows are flat (TinyBase cells are scalars): a match's
// main market is a row id into markets; outcomes point at their market row. Ids of market rows are
// `${matchId}|${marketId}|${specifier}` and of outcome rows `${marketRow}|${outcomeId}`.
const text = { type: 'string', default: '' } as const;
const count = { type: 'number', default: 0 } as const;

export const TABLES_SCHEMA = {
  /** live_count: the sport's matches in play (issue 32), summed by the phone home's 'Live now' chip. */
  sports: { name: text, match_count: count, live_count: count },
  categories: { sport_id: text, name: text, match_count: count, country_code: text },
  tournaments: {
    category_id: text,
    sport_id: text,
    name: text,
    category_name: text,
    sport_name: text,
    match_count: count,
    upcoming_matches: count,
    earliest_match_date: text,
    country_code: text,
  },
  topLeagues: { name: text, category_name: text, sport_id: text, sport_name: text, rank: count, country_code: text },
  matches: {
    sport_id: text,
    sport_name: text,
    category_id: text,
    category_name: text,
    tournament_id: text,
    tournament_name: text,
    start_time: count,
    home_name: text,
    away_name: text,
    outcome_count: count,
    main_market: text,
    country_code: text,
  },
  markets: {
    match_id: text,
    market_id: text,
    name: text,
    status: text,
    priority: count,
    group_id: text,
    group_name: text,
    specifier: text,
    is_main: { type: 'boolean', default: false },
  },
  outcomes: {
    market_row: text,
    match_id: text,
    outcome_id: text,
    name: text,
    odds: count,
    position: count,
    specifier: text,
    variant: text,
    special_value: text,
    variant_value: text,
    /** '' (active) or 'suspended', from a live ODDS_CHANGE. */
    status: text,
  },
  /** Membership of a match in a server-ordered list (top sports per sport, mixed, …). */
  listItems: {
    list: text,
    match_id: text,
    position: count,
    /** The match's status as this list's answer gave it ('live' | 'not_started'; express lists only, so no default). */
    status: { type: 'string' },
  },
  /** The express dropdown's sport groups (spec: sportId, sportName), by sport id, in the server's order. */
  expressSports: { name: text, match_count: count, position: count },
  /** Per paged match list (LIST.tournamentPages): how many matches the server holds, the pages loaded since the
   *  last page 1, and the page size the server used. */
  matchLists: { total: count, pages: count, page_size: count },
  /** The signed-in player's wallet: one row, id 'current'; absent when signed out. Amounts in ETB. */
  wallet: {
    balance: count,
    currency: { type: 'string', default: 'ETB' },
    points_balance: count,
    active_points: count,
    inactive_points: count,
    has_progress: { type: 'boolean', default: false },
    deposited_so_far: count,
    required_deposit: count,
    remaining: count,
  },
  /** Inactive bonuses of the activation progress, by bonus id. */
  inactiveBonuses: { bonus_type: text, bonus_amount: count, deposited_so_far: count, required_deposit: count, remaining: count },
  /** Betslip picks; row id `${slot}|${selectionId}`; position keeps the order they were added in. */
  slipSelections: {
    slot: count,
    position: count,
    match_id: text,
    market_id: text,
    outcome_id: text,
    odds: count,
    specifier: text,
    variant: text,
    special_value: text,
    variant_value: text,
    sport_name: text,
    category: text,
    category_code: text,
    tournament: text,
    match_name: text,
    market_name: text,
    outcome_name: text,
    start_time: count,
  },
  /** Per slot (row id '0', '1', '2'): the stake as typed, the last ticket reference, the last change (ms). */
  slips: { stake: text, reference: text, updated_at: count },
  /** The player's tickets (bet history), by ticket id; `detail` is the decoded ticket as JSON for the detail view. */
  tickets: {
    reference_id: text,
    created_at: count,
    bet_status: text,
    total_stake: count,
    total_odds: count,
    bonus_percentage: count,
    win_amount: count,
    potential_win: count,
    cashback_amount: count,
    bet_type: text,
    selection_count: count,
    detail: text,
    /** 'money' or 'points' (issue 29: points tickets are listed too; '' from an older answer: money). */
    kind: text,
  },
  /** Membership of a ticket in a history list (one per status/time filter), in the server's order. */
  ticketListItems: { list: text, ticket_id: text, position: count },
  /** Per history list: how many tickets the server holds for that filter. */
  ticketLists: { total: count },
  /** The wallet statement (issue 13), row id = position in the server's order (newest first, 0…n-1): the entry's
   *  id and kind, signed amount (ETB), the balance after it (has_balance false for a points entry), its points,
   *  reference ('' when none), a game movement's game name and round id ('' otherwise; issue 29), the server's
   *  description and created_at (ms). */
  statementEntries: {
    entry_id: text,
    kind: text,
    amount: count,
    balance_after: count,
    has_balance: { type: 'boolean', default: false },
    points: count,
    reference: text,
    game_name: text,
    round_id: text,
    description: text,
    created_at: count,
  },
  /** The statement's size on the server (one row, id 'current'). */
  statementInfo: { total: count },
  /** The merchant's points betting config (spec §3): one row, id 'points'; absent until loaded. */
  pointsConfig: {
    enabled: { type: 'boolean', default: false },
    rate: count,
    min_stake: count,
    max_stake: count,
    min_selections: count,
    max_selections: count,
    min_odds: count,
    min_total_odds: count,
    max_total_odds: count,
    max_potential_win: count,
  },
  /** Banners of every type (row id `${banner_type}|${id}`), in the server's order per type; src and link are
   *  the image and the click address ('' when the banner is not a link). */
  banners: { banner_type: text, position: count, src: text, link: text, texts: text },
  /** Promotions (issue 14) per list ('all' or a type; row id `${list}|${id}`) in the server's order, each as its JSON. */
  promotions: { list: text, position: count, data: text },
  /** Match results (issue 29) per EAT day (row id `${day}|${matchId}`) in the server's order, each row as its JSON. */
  results: { day: text, position: count, match_id: text, data: text },
  /** Live matches (issue 32, the live family: sync/materializers/live.ts), a scoreboard per match id: its sport, whether
   *  the last GET /api/v1/live listed it (0/1) and where, the match as JSON (tournament, teams, kick-off; '' when only
   *  the socket told of it), phase, period, the clock (clock_ms at clock_at ms, running on while clock_running), score,
   *  games (tennis), red cards, the finished periods' scores as JSON, and seq: the last match event it includes (a
   *  LIVE_SCORE of a lower seq never replaces it). A match's moments (row `${match}|${seq}`) and its stats (each side
   *  as JSON, as of `at`). */
  liveScores: {
    sport_id: text,
    listed: count,
    position: count,
    match: text,
    phase: text,
    period: count,
    clock_ms: count,
    clock_running: { type: 'boolean', default: false },
    clock_at: count,
    score_home: count,
    score_away: count,
    games_home: count,
    games_away: count,
    red_home: count,
    red_away: count,
    periods: text,
    seq: count,
  },
  liveMoments: { match_id: text, seq: count, kind: text, side: text, period: count, clock_ms: count },
  liveStats: { home: text, away: text, at: count },
  /** Search hits (issue 29) that are not matches: per query (list 'search:<query>'; row id `${list}|${kind}|${id}`), kind
   *  'sport' | 'tournament', in the server's order, with what a hit shows and leads to (its matches are listItems). */
  searchHits: {
    list: text,
    kind: text,
    item_id: text,
    position: count,
    name: text,
    sport_id: text,
    category_name: text,
    country_code: text,
    match_count: count,
  },
  /** The promo popup (row 'current'): the stored flags as 0/1 and the last showing (domain/promo-popup.ts), open 0/1, its list. */
  promoPopup: { never: count, last_shown: count, session_shown: count, open: count, list: text },
  /** PLACE BET per slot (row id '0', '1', '2'): status '' | 'submitting' | 'placed' | 'refused', the command in
   *  flight, the refusal (code, HTTP status — 0 without an answer — the server's text and its values as JSON),
   *  `current`: the server's prices after ODDS_CHANGED as JSON (CurrentOdds[]), the placed reference and ticket
   *  (JSON), and the Idempotency-Key to reuse when the last money attempt got no answer, with the slip it was for
   *  (`retry_for`: the key is reused only for that same slip, as the server answers another body under it with 409). */
  placements: {
    status: text,
    command_id: text,
    kind: text,
    code: text,
    http_status: count,
    message: text,
    values: text,
    current: text,
    reference: text,
    ticket: text,
    retry_key: text,
    retry_for: text,
    /** A bet with a leg in play is held by the server (issue 32): when its delay ends (ms; 0 prematch), for the countdown. */
    held_until: count,
  },
  /** Cash-out offers (issue 32, the cashout family), by ticket id, as GET …/cashout last answered (ETB). */
  cashoutOffers: {
    available: { type: 'boolean', default: false },
    reason: text,
    offer: count,
    open_stake: count,
    potential_win: count,
    in_play: { type: 'boolean', default: false },
  },
  /** Taking a ticket's cash-out, by ticket id: status '' | 'submitting' | 'taken' | 'refused', the command, the part
   *  asked (ETB, 0: whole) and the offer seen, held_until (ms) in play; the refusal (code, HTTP status, text) with the
   *  server's offer now (new_offer); the last taking's amount and part, and what this visit cashed out in all (cashed);
   *  the Idempotency-Key kept after an unanswered try, for that same request (retry_for). Row 'auto:<ticket id>' is
   *  its automatic cash-out value (amount, ETB; 0 for none) and setting it: status '' | 'submitting' | 'set' |
   *  'refused', the command and the refusal (sync/materializers/cashout-auto.ts). */
  cashouts: {
    status: text,
    command_id: text,
    part: count,
    seen: count,
    held_until: count,
    code: text,
    http_status: count,
    message: text,
    new_offer: count,
    amount: count,
    stake: count,
    cashed: count,
    retry_key: text,
    retry_for: text,
  },
  /** Check Ticket (one row, id 'current'): status '' | 'submitting' | 'found' | 'failed', the refusal, the ticket as JSON. */
  ticketLookup: { status: text, command_id: text, reference: text, code: text, http_status: count, message: text, ticket: text },
  /** Account forms by name (login, register, restore, logout): status '' | 'submitting' | 'done' | 'failed', the last
   *  command, the step the form shows, the phone it works on (normalised) and the failure's code, status, text and
   *  values (JSON, e.g. {"retry_after_minutes":15}). */
  accountForms: {
    status: text,
    command_id: text,
    command: text,
    step: text,
    phone: text,
    code: text,
    http_status: count,
    message: text,
    values: text,
  },
  /** The signed-in player's payments by our id (issue 13): flow, gateway, method word and kind as the server reports
   *  them, the catalogue method id when started here, amount (ETB), state, the hosted page ('' when none), the
   *  server's times, and `tracked`: shown by the pending-payment tracker (started or
   *  moved while the app was open, or not ended yet) until the player dismisses its ended line. */
  payments: {
    flow: text,
    gateway: text,
    method: text,
    kind: text,
    method_id: text,
    amount: count,
    status: text,
    payment_url: text,
    created_at: text,
    updated_at: text,
    tracked: { type: 'boolean', default: false },
  },
  /** Per flow (row id 'deposit' | 'withdrawal'): status '' | 'submitting' | 'started' | 'refused', the command and
   *  method, the refusal (code, HTTP status, server text, values as JSON) and the started payment's id and page. */
  paymentForms: {
    status: text,
    command_id: text,
    method_id: text,
    code: text,
    http_status: count,
    message: text,
    values: text,
    payment_id: text,
    payment_url: text,
  },
  /** The preference reads (row id `${flow}|${gateway}`): whether the gateway is on and its method words, comma-joined;
   *  `limits`: the merchant's own method limits (JSON of the answer's gateway limits; '' when none). */
  paymentGateways: { flow: text, name: text, enabled: { type: 'boolean', default: false }, methods: text, position: count, limits: text },
  /** LotoFoot (issue 14): the open week per variant (row id = variant): its id, deadline (ms), prize tiers (JSON of
   *  the week's prize_tiers) and pool (ETB, -1 when none); its matches (row id `${week}|${match}`) in order; the
   *  player's picks (same row ids); the submit (row 'current': status '' | 'submitting' | 'submitted' | 'refused', the
   *  refusal's code and server text, the reference, the Idempotency-Key a new try of the same ticket reuses after no
   *  answer and that ticket (its fingerprint); the player's tickets per status list (row id `${list}|${position}`, the ticket
   *  as JSON) and each list's total. */
  lotofootWeeks: { week_id: text, deadline: count, tiers: text, pool: count },
  lotofootMatches: { week_id: text, position: count, home: text, away: text, start_time: count },
  lotofootPicks: { week_id: text, match_id: text, pick: text },
  lotofootSubmit: { status: text, command_id: text, week_id: text, code: text, message: text, reference: text, retry_key: text, retry_for: text },
  lotofootTickets: { list: text, position: count, detail: text },
  lotofootLists: { total: count },
  /** House virtual league (issue 15): a league's last schedule as JSON (row id = league). */
  virtualSchedules: { data: text },
  /** Casino (issue 15): each list's games in order (row id `${list}|${position}`, list = the query it answers; the game
   *  as JSON, as the catalogue answered it); the providers in the server's order (row id = provider id); the launch (row
   *  'current': status '' | 'launching' | 'launched' | 'refused', the request, list, game and mode, the URL to open,
   *  the refusal's code and server text, and `real_off` 1 once the server said real-money play is off
   *  here: the real-money button then explains why). Flat JSON cells keep the home route's schema bytes small. */
  gameListItems: { list: text, position: count, data: text },
  gameProviders: { name: text, position: count },
  gameLaunch: {
    status: text,
    request_id: text,
    list: text,
    game_id: text,
    mode: text,
    url: text,
    code: text,
    message: text,
    real_off: count,
  },
  /** Booking codes (issue 18): row 'save' (status '' | 'submitting' | 'saved' | 'refused', the code and its expiry in
   *  ms, and picks_key: the saved picks' ids, so a slot whose picks changed since no longer shows the code) and row
   *  'load' (status '' | 'submitting' | 'loaded' | 'refused', the code, via 'field' | 'link', the slot loaded into and the
   *  picks that changed or closed as JSON); each with its command and refusal (code, HTTP status, text). */
  booking: {
    status: text,
    command_id: text,
    code: text,
    expires_at: count,
    picks_key: text,
    via: text,
    slot: count,
    report: text,
    error: text,
    http_status: count,
    message: text,
  },
  /** The shop counter (issue 18), row 'counter': the command under way (status '' | 'submitting' | 'done' | 'failed',
   *  its action), the refusal (code, HTTP status, text), and as JSON the signed-in cashier, the loaded ticket with its
   *  shop side and the till's day. Never the cashier's token. */
  shopCounter: {
    status: text,
    action: text,
    command_id: text,
    code: text,
    http_status: count,
    message: text,
    cashier: text,
    ticket: text,
    till: text,
  },
  /** Responsible gaming (issue 18), row 'me': the command under way (status '' | 'submitting' | 'done' | 'failed',
   *  its action), the refusal (code, HTTP status, text, values as JSON), and as JSON the player's limits/exclusion
   *  state and the session summary; the support line; the reality-check interval (minutes as text, '0' = off, '' = default). */
  responsibleGaming: {
    status: text,
    action: text,
    command_id: text,
    code: text,
    http_status: count,
    message: text,
    values: text,
    state: text,
    summary: text,
    support_phone: text,
    interval: text,
  },
  /** Fetch state per resource key: the cache and stale-fallback facts the UI shows. `outdated`: an event changed
   *  what the copy shows (it is fetched again at once when on screen, else when next asked for); fetched_at keeps
   *  the copy's time, so a failed refetch still serves the copy as stale. The last failure by code (schema/read-failures.ts),
   *  its HTTP status and the server's own words, if any; code '' when the last fetch succeeded. */
  resources: {
    status: text,
    fetched_at: count,
    code: text,
    http_status: count,
    message: text,
    outdated: { type: 'boolean', default: false },
  },
} as const;

export const VALUES_SCHEMA = {
  language: { type: 'string', default: 'en' },
  /** Auth state (spec §3/§4); empty strings when signed out. */
  user_id: { type: 'string', default: '' },
  phone: { type: 'string', default: '' },
  session_id: { type: 'string', default: '' },
  merchant_id: { type: 'string', default: '' },
  has_seen_unlock_notification: { type: 'boolean', default: false },
  /** Live socket: idle | connecting | connected | disconnected | failed, and the last message to show. */
  socket_status: { type: 'string', default: 'idle' },
  socket_message: { type: 'string', default: '' },
  /** The betslip slot shown (0–2). */
  slip_active: { type: 'number', default: 0 },
  /** How the slip takes live price changes: 'ask' | 'higher' (the default, issue 32) | 'any' (domain/odds-policy.ts). */
  odds_policy: { type: 'string', default: 'higher' },
  /** Live-bet delays (issue 32): the betting config's live_bet_delays (seconds by sport id) as JSON, '' until loaded. */
  live_delays: { type: 'string', default: '' },
  /** 'money' or 'points' (spec §4); back to money on sign-out. */
  betting_mode: { type: 'string', default: 'money' },
  /** Low-data mode (issue 17): no images, fewer matches per list, live odds applied at most every 10 s. */
  save_data: { type: 'boolean', default: false },
  /** Dates and times (issue 18, v1.DateStyleChanged): 'gregorian' | 'ethiopian', and '24h' | 'local' (the 12-hour day count). */
  calendar: { type: 'string', default: 'gregorian' },
  clock: { type: 'string', default: '24h' },
  /** How prices are shown (issue 29, v1.OddsFormatChanged): 'decimal' | 'fractional' | 'american'. */
  odds_format: { type: 'string', default: 'decimal' },
} as const;

export type TableId = keyof typeof TABLES_SCHEMA;
/** 'stale': the last fetch failed but an older answer is still in the store and shown. */
export type ResourceStatus = 'loading' | 'ready' | 'error' | 'stale';
