// Business constants of spec §9 that the data layer and the UI share (times in milliseconds).

export const MOBILE_BREAKPOINT_PX = 768;

export const TIMEOUTS = {
  request: 15_000,
  secondPrematch: 10_000,
  casino: 15_000,
} as const;

/** Cache lifetimes (service level, spec §9); stale data is served on failure. */
export const TTL = {
  topSports: 2 * 60_000,
  mixedTopSports: 2 * 60_000,
  sports: 5 * 60_000,
  categories: 10 * 60_000,
  tournaments: 10 * 60_000,
  topLeagues: 2 * 60_000,
  banners: 2 * 60_000,
  expressMatches: 60_000,
  /** Home-widget local cache for matches and markets. */
  matches: 3 * 60_000,
  markets: 60_000,
  /** Bet history (ours: the spec names none); a payout or a new bet outdates it at once anyway. */
  history: 30_000,
} as const;
