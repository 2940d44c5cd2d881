// The casino lobby's pure rules (companion §2, §4, §5, §9; issue 15): the curated tabs and the category each reads
// (topmatches = TOP = the featured, i.e. popular, games of every provider), the spec §9 provider order and exclusions
// (ids 632 and 497, names containing golden or kiron: the virtual providers are never casino providers), the
// search (case-insensitive substring on the name), the empty texts per tab with their search variants, and where a
// launched game plays (the player overlay, or the pop-up launcher for another origin on a desktop). No I/O, no clock.

/** The curated tabs of the phone lobby in the order of their shortcut buttons (topmatches is the default). */
export const CASINO_TABS = ['topmatches', 'crash', 'keno', 'fruits', 'plinko', 'mines', 'wheel'] as const;
export type CasinoTab = (typeof CASINO_TABS)[number];

/** The shortcut buttons' labels, as the spec writes them (the same in every language). */
export const TAB_LABELS: Readonly<Record<CasinoTab, string>> = {
  topmatches: 'TOP',
  crash: 'CRASH',
  keno: 'KENO',
  fruits: 'FRUITS',
  plinko: 'PLINKO',
  mines: 'MINES',
  wheel: 'WHEEL',
};

/** What the lobby shows: a curated tab or one provider's games (choosing either clears the search and any error). */
export type LobbySelection = { kind: 'tab'; tab: CasinoTab } | { kind: 'provider'; id: string };
export const DEFAULT_SELECTION: LobbySelection = { kind: 'tab', tab: 'topmatches' };

export interface GamesQuery {
  provider?: string;
  category?: string;
}

/** The catalogue query of a selection: a tab reads its category (TOP reads every category and keeps the featured). */
export function selectionQuery(s: LobbySelection): GamesQuery {
  if (s.kind === 'provider') {
    return { provider: s.id };
  }
  return s.tab === 'topmatches' ? {} : { category: s.tab };
}

export interface LobbyGame {
  name: string;
  is_popular: boolean;
}

/** TOP shows the featured games: those the catalogue marks popular. */
const isFeatured = (g: LobbyGame): boolean => g.is_popular;

/** Spec §5: a case-insensitive substring of the name; a blank term matches every game. */
export function matchesSearch(name: string, term: string): boolean {
  const t = term.trim().toLowerCase();
  return t === '' || name.toLowerCase().includes(t);
}

/**
 * The games a selection shows from its list, searched. TOP shows the featured games until a term is typed; a search
 * from TOP looks through every game (issue 29: 'whe' finds Lucky Wheel, which is not featured), as its list holds them all.
 */
export function lobbyGames<G extends LobbyGame>(s: LobbySelection, games: readonly G[], term: string): G[] {
  const featuredOnly = s.kind === 'tab' && s.tab === 'topmatches' && term.trim() === '';
  return (featuredOnly ? games.filter(isFeatured) : games).filter((g) => matchesSearch(g.name, term));
}

/** Spec §2: a curated tab's empty text, and its variant when a search term is present. */
export const EMPTY_TEXTS: Readonly<Record<CasinoTab, { none: string; search: string }>> = {
  topmatches: { none: 'No featured games available', search: 'No featured games match your search' },
  crash: { none: 'No crash games available', search: 'No crash games match your search' },
  keno: { none: 'No keno games available', search: 'No keno games match your search' },
  fruits: { none: 'No fruits games available', search: 'No fruits games match your search' },
  plinko: { none: 'No plinko games available', search: 'No plinko games match your search' },
  mines: { none: 'No mines games available', search: 'No mines games match your search' },
  wheel: { none: 'No wheel games available', search: 'No wheel games match your search' },
};
/** Spec §2 (desktop lobby, and a provider's list): the empty state and its hint. */
export const NO_GAMES = { title: 'No games available', hint: 'Try selecting a different provider or adjusting your search' } as const;

export interface EmptyText {
  /** Which text: a tab's ('none' or 'search' variant), or the provider list's. */
  tab: CasinoTab | null;
  search: boolean;
  text: string;
}

export function emptyText(s: LobbySelection, term: string): EmptyText {
  const search = term.trim() !== '';
  if (s.kind === 'provider') {
    return { tab: null, search, text: NO_GAMES.title };
  }
  const texts = EMPTY_TEXTS[s.tab];
  return { tab: s.tab, search, text: search ? texts.search : texts.none };
}

/** Spec §9 exclusions: the virtual providers (ids 632, 497; names containing golden or kiron) are not casino providers. */
const VIRTUAL_PROVIDER_IDS: readonly string[] = ['632', '497'];
export const isExcludedProvider = (p: { id: string; display_name: string }): boolean =>
  VIRTUAL_PROVIDER_IDS.includes(p.id) || /golden|kiron/i.test(p.display_name);

/** The house provider (our own games), first as the spec's client puts its own lists (ABCD, Atlas-V) first. */
const HOUSE_PROVIDER_ID = 'house';
/** Spec §9, desktop lobby: after the own lists, spribe, pragmatic play, smartsoft, kiron, golden race, boongo, bgaming. */
const DESKTOP_PROVIDER_ORDER = ['spribe', 'pragmatic play', 'smartsoft', 'kiron', 'golden race', 'boongo', 'bgaming'] as const;
/** Spec §9, mobile lobby: the fixed preferred list after the own lists. */
const MOBILE_PROVIDER_ORDER = [
  'spribe',
  'smartsoft',
  'apollo',
  'spinmatic',
  'pragmatic play',
  'booongo',
  'bgaming',
  'egt digital',
  'booming',
] as const;

export interface LobbyProvider {
  id: string;
  display_name: string;
  is_active: boolean;
}

/** The casino providers a lobby offers, in spec §9 order: active, not excluded, house first, preferred, then A–Z. */
export function orderProviders<P extends LobbyProvider>(providers: readonly P[], layout: 'desktop' | 'mobile'): P[] {
  const preferred: readonly string[] = layout === 'mobile' ? MOBILE_PROVIDER_ORDER : DESKTOP_PROVIDER_ORDER;
  const rank = (p: P): number => {
    if (p.id === HOUSE_PROVIDER_ID) {
      return -1;
    }
    const i = preferred.indexOf(p.display_name.trim().toLowerCase());
    return i === -1 ? preferred.length : i;
  };
  return providers
    .filter((p) => p.is_active && !isExcludedProvider(p))
    .sort((a, b) => rank(a) - rank(b) || a.display_name.localeCompare(b.display_name, 'en', { sensitivity: 'base' }));
}

/** The provider picker's label: the chosen provider's name in capitals, else 'SELECT PROVIDER'. */
export const SELECT_PROVIDER = 'SELECT PROVIDER';
export function providerLabel(s: LobbySelection, providers: readonly LobbyProvider[]): string | null {
  if (s.kind !== 'provider') {
    return null;
  }
  return providers.find((p) => p.id === s.id)?.display_name.toUpperCase() ?? null;
}

/**
 * Where a launched game plays: a same-origin page (the house games) or any game on a phone in the full-screen
 * player overlay; another origin's game on a desktop in the 1200×800 pop-up launcher (spec §2 'Game launcher').
 */
export function playerFor(url: string, origin: string, device: 'desktop' | 'mobile'): 'overlay' | 'popup' {
  if (device === 'mobile') {
    return 'overlay';
  }
  if (url.startsWith('/') && !url.startsWith('//')) {
    return 'overlay';
  }
  try {
    return new URL(url).origin === origin ? 'overlay' : 'popup';
  } catch {
    return 'popup';
  }
}

/** Spec §9: InBet's games in type order bet, egame, slot — the sections Betting Games, Keno Games, Slot Games. */
export const INBET_TYPES = ['bet', 'egame', 'slot'] as const;
export type InbetType = (typeof INBET_TYPES)[number];
export const INBET_SECTION_NAMES: Readonly<Record<InbetType, string>> = {
  bet: 'Betting Games',
  egame: 'Keno Games',
  slot: 'Slot Games',
};

/** InBet's list as its sections, in spec §9's type order (each in the list's own order; a type we do not know is left
 *  out rather than shown under a wrong heading). Every section is there, empty ones too (their empty text shows). */
export function inbetSections<G extends { type: string }>(games: readonly G[]): { type: InbetType; games: G[] }[] {
  return INBET_TYPES.map((type) => ({ type, games: games.filter((g) => g.type === type) }));
}

/** The supplier list's brand tabs (spec §2 screen b): each brand once, in the order the list first names it. */
export function brandTabs(games: readonly { brand: string }[]): string[] {
  return [...new Set(games.map((g) => g.brand).filter((b) => b !== ''))];
}

/** The supplier list under a brand tab (null: every brand), searched on the name and the brand (spec §5). */
export function supplierGames<G extends { name: string; brand: string }>(games: readonly G[], brand: string | null, term: string): G[] {
  return games.filter((g) => (brand === null || g.brand === brand) && (matchesSearch(g.name, term) || matchesSearch(g.brand, term)));
}
