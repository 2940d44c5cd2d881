// The other casino lists as cached reads (issue 15; companion §2 screens b–d, §4, §7, §9): the supplier list (/abcd,
// GET /api/v1/casino/list-games), the frozen casino (/frozen, pages of 20 by category and search) and InBet (/inbet,
// GET /api/inbet/games in the player's language). Each answer is put into the casino's one game shape (CasinoGame)
// and lands as v1.GamesLoaded under a list id of its own ('supplier|…', 'frozen|…', 'inbet|…'), with no providers:
// the lobby's provider list stays as it is. Like the lobby's lists they are fresh 5 minutes with the stale copy kept
// when a refetch fails; each try has spec §9's 10 s. Launching goes through sync/games.ts launchGame.
import type { FrozenGame, InbetGame, SupplierGame, CasinoGame } from '../schema/game.ts';
import { ListFrozenGames, ListInbetGames, ListSupplierGames } from '../schema/endpoints/game-lists.ts';
import type { Infer } from 'superstruct';
import { readOf, type SuccessOf } from './declared.ts';
import { GAMES_TTL_MS } from './games.ts';
import type { ResourceDef } from './resources.ts';

/** Spec §9: a casino list answers within 10 s or the try fails. */
export const LIST_TIMEOUT_MS = 10_000;
/** Spec §9: the frozen casino's page size. */
export const FROZEN_PAGE_SIZE = 20;

const BADGES_OFF = { is_new: false, is_popular: false, is_jackpot: false, rtp: null } as const;

/** A supplier game: its brand stands for the provider; every game of the list offers a demo. */
export function fromSupplier(g: Infer<typeof SupplierGame>): CasinoGame {
  return {
    id: g.gameId,
    name: g.gameLabel,
    thumbnail: g.thumbnailUrl ?? g.logoUrl,
    provider: g.gameBrand,
    provider_name: g.gameBrand,
    category: '',
    type: g.gameTechnology,
    is_available: true,
    has_demo: true,
    ...BADGES_OFF,
  };
}

/** A frozen-casino game: its badges and has_demo as listed. */
export function fromFrozen(g: Infer<typeof FrozenGame>): CasinoGame {
  return {
    id: g.game_uuid,
    name: g.name,
    thumbnail: g.thumbnail,
    provider: g.provider,
    provider_name: g.provider,
    category: g.category,
    type: g.category,
    is_available: true,
    has_demo: g.has_demo,
    is_new: g.is_new,
    is_popular: g.is_popular,
    is_jackpot: g.is_jackpot,
    rtp: null,
  };
}

/** An InBet game: its type (bet, egame, slot) kept; InBet plays for real only (init needs the player). */
export function fromInbet(g: Infer<typeof InbetGame>): CasinoGame {
  return {
    id: g.id,
    name: g.name,
    thumbnail: g.preview,
    provider: 'inbet',
    provider_name: 'InBet',
    category: g.type,
    type: g.type,
    is_available: true,
    has_demo: false,
    ...BADGES_OFF,
  };
}

const def = <T>(d: ResourceDef<T>): ResourceDef => d as unknown as ResourceDef;

export const SUPPLIER_LIST = 'supplier|all';

/** The whole supplier list (brand tabs and search are the screen's, spec §5: on the name and the brand). */
export function supplierResource(): ResourceDef {
  const key = `games:${SUPPLIER_LIST}`;
  return def<SuccessOf<typeof ListSupplierGames>>({
    key,
    ttl: GAMES_TTL_MS,
    ...readOf(ListSupplierGames),
    timeoutMs: LIST_TIMEOUT_MS,
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => ({
      type: 'v1.GamesLoaded',
      payload: { key, list: SUPPLIER_LIST, offset: 0, total: d.games.length, games: d.games.map(fromSupplier), providers: [] },
    }),
  });
}

export interface FrozenQuery {
  category?: string;
  search?: string;
}

/** The frozen list a query fills (search trimmed and lower-cased: the server's search ignores case). */
export function frozenListId(q: FrozenQuery): string {
  return `frozen|c=${q.category ?? ''}|q=${(q.search ?? '').trim().toLowerCase()}`;
}

/** Page `page` (from 1) of a frozen list: it lands at offset (page - 1) × 20, page 1 replacing the list. */
export function frozenResource(q: FrozenQuery, page = 1): ResourceDef {
  const list = frozenListId(q);
  const key = `games:${list}|page=${page}`;
  const search = (q.search ?? '').trim().toLowerCase();
  const query: Record<string, string> = { page: String(page), page_size: String(FROZEN_PAGE_SIZE) };
  if (q.category) {
    query['category'] = q.category;
  }
  if (search) {
    query['search'] = search;
  }
  return def<SuccessOf<typeof ListFrozenGames>>({
    key,
    ttl: GAMES_TTL_MS,
    ...readOf(ListFrozenGames),
    query,
    timeoutMs: LIST_TIMEOUT_MS,
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => ({
      type: 'v1.GamesLoaded',
      payload: {
        key,
        list,
        offset: (page - 1) * FROZEN_PAGE_SIZE,
        total: d.data.total,
        games: d.data.games.map(fromFrozen),
        providers: [],
      },
    }),
  });
}

/** Spec §9: InBet's languages are locales (default en_US); ours map onto them. */
const INBET_LOCALES: Readonly<Record<string, string>> = { en: 'en_US', am: 'am_ET', or: 'om_ET', ti: 'ti_ET' };
export const inbetLocale = (language: string): string => INBET_LOCALES[language] ?? 'en_US';

export const inbetListId = (language: string): string => `inbet|${inbetLocale(language)}`;

/** InBet's list in the player's language (sections by type are the screen's: domain inbetSections). */
export function inbetResource(language: string): ResourceDef {
  const list = inbetListId(language);
  const key = `games:${list}`;
  return def<SuccessOf<typeof ListInbetGames>>({
    key,
    ttl: GAMES_TTL_MS,
    ...readOf(ListInbetGames),
    query: { language: inbetLocale(language) },
    timeoutMs: LIST_TIMEOUT_MS,
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => ({
      type: 'v1.GamesLoaded',
      payload: { key, list, offset: 0, total: d.games.length, games: d.games.map(fromInbet), providers: [] },
    }),
  });
}
