// Which messages ship with the first paint and which wait for a lazy screen. The home route carries only
// the "core" part of a catalogue; the texts of lazy screens and dialogs (sign-in, profile, menu, the open
// betslip, Check Ticket, Bet History) come in a second small chunk that every lazy chunk waits for.
// tests/i18n/split.test.ts proves no id used by a module of the home route is lazy.

const LAZY_PREFIXES = [
  'auth.',
  'profile.',
  'menu.',
  'check.',
  'history.',
  'slip.',
  // issue 5: the sports screens other than the phone home (the desktop home is a lazy chunk too)
  'sports.',
  'tournament.',
  'markets.',
  'express.',
  'desktopSports.',
  'desktopHome.',
  'matchList.',
  // issue 13
  'payments.',
  'statement.',
  // issue 14
  'lotofoot.',
  'promotions.',
  // issue 15
  'games.',
  'virtualSport.',
  // issue 18
  'booking.',
  'shop.',
  'rg.',
  'terms.',
  // issue 18: the feed's market, outcome and group names (markets screen, open slip); country names stay core
  'feed.',
  // issue 29: the search view (a lazy chunk); its header button's label is nav.search (core)
  'search.',
  // issue 32: the Live screen (a lazy chunk); the home's 'Live now' chip is home.liveNow (core)
  'live.',
] as const;
/** Slip texts the collapsed bar on the home route shows (an empty slot shown names its tab; points mode its stake). */
const CORE_SLIP = new Set([
  'slip.open',
  'slip.bonusBadge',
  'slip.potentialWin',
  'slip.single',
  'slip.multiple',
  'slip.title',
  'slip.tab',
  'slip.barEmpty',
  'slip.points.amount',
]);

export function isLazyMessage(id: string): boolean {
  return !CORE_SLIP.has(id) && LAZY_PREFIXES.some((p) => id.startsWith(p));
}

/**
 * The lazy parts: 'promo' is the promotions' 22 texts, which the promo popup needs on the home route (a 0.5 KB chunk
 * instead of the whole 'rest', issue 17's budget); 'shop' (the cashier's counter) and 'terms' (the terms page; its
 * title, which links name, stays in 'rest') are read by one screen each, so the sports screens never load them;
 * 'games' (1.6 KB gzip of the casino's texts) only the casino's screens wait for (GAME_PARTS), which keeps the
 * sports routes within their 50 KB; 'pages' (about 2 KB gzip) is the texts of the screens no sports route shows —
 * Bet History, Check Ticket, Statement, Search, LotoFoot and its history, Live, the profile panel — which only they wait for
 * (PAGE_PARTS), for the same budget; 'rest' is every other lazy text. A lazy screen waits for 'promo' and 'rest'
 * unless it names its parts.
 */
export type LazyPart = 'promo' | 'rest' | 'shop' | 'terms' | 'games' | 'pages';
export const LAZY_PARTS: readonly LazyPart[] = ['promo', 'rest'];
/** What the casino's screens wait for: their game texts besides the usual parts. */
export const GAME_PARTS: readonly LazyPart[] = ['promo', 'rest', 'games'];
/** What the screens of the 'pages' texts wait for: those texts besides the usual parts. */
export const PAGE_PARTS: readonly LazyPart[] = ['promo', 'rest', 'pages'];
export const ALL_LAZY_PARTS: readonly LazyPart[] = ['promo', 'rest', 'shop', 'terms', 'games', 'pages'];

/** The 'pages' texts (the Live screen's too, issue 32; the profile panel's, which only it shows). The statement's title stays in 'rest': the profile panel and
 *  the account menu link to it. */
const PAGE_PREFIXES = ['history.', 'check.', 'statement.', 'search.', 'lotofoot.', 'live.', 'profile.'] as const;

/** The catalogue part an id ships in. */
export function messagePart(id: string): 'core' | LazyPart {
  if (!isLazyMessage(id)) {
    return 'core';
  }
  if (id.startsWith('promotions.')) {
    return 'promo';
  }
  if (id.startsWith('shop.')) {
    return 'shop';
  }
  if (id.startsWith('games.')) {
    return 'games';
  }
  if (id !== 'statement.title' && PAGE_PREFIXES.some((p) => id.startsWith(p))) {
    return 'pages';
  }
  return id.startsWith('terms.') && id !== 'terms.title' ? 'terms' : 'rest';
}
