// The virtual games page's list on the client's side of the sync engine (issue 15, companion §2 'Virtual games page',
// §4 'Game cache', §9 'Virtual games'): one cached resource per provider (Golden Race 632, the default; Kiron 497),
// fresh 5 minutes, then read again; when that fails the stale copy stays (the engine's TTL and stale-on-failure
// operators, as for the casino's lists). Each answer goes through v1.GamesLoaded under the list id `virtual|<provider>`,
// its games normalised to the casino's game shape, so the store, the materializer and the tiles are the casino's own.
// The answer carries no providers: the casino's provider list is left alone. Launching is the casino's launch command
// with list 'virtual' (sync/games.ts launchGame). Only lazy chunks load this module.
import { ListVirtualGames } from '../schema/endpoints/game-lists.ts';
import type { CasinoGame } from '../schema/game.ts';
import { matchesSearch } from '../domain/games-lobby.ts';
import { readOf, type SuccessOf } from './declared.ts';
import { GAMES_TTL_MS } from './games.ts';
import type { ResourceDef } from './resources.ts';

/** Spec §9: the two virtual providers, Golden Race first (the default). */
export const VIRTUAL_PROVIDERS = [
  { id: '632', name: 'Golden Race' },
  { id: '497', name: 'Kiron' },
] as const;
export type VirtualProviderId = (typeof VIRTUAL_PROVIDERS)[number]['id'];
export const DEFAULT_VIRTUAL_PROVIDER: VirtualProviderId = '632';

export const virtualProviderName = (id: string): string => VIRTUAL_PROVIDERS.find((p) => p.id === id)?.name ?? id;

/** The store's list of one provider's virtual games. */
export const virtualListId = (provider: string): string => `virtual|${provider}`;

type VirtualGame = SuccessOf<typeof ListVirtualGames>['data'][number];

/** A virtual game in the casino's shape: a virtual sport of its provider, with no badges and no stated RTP. */
export function virtualAsCasinoGame(g: VirtualGame, provider: string): CasinoGame {
  const providerId = g.provider_id || provider;
  return {
    id: g.id,
    name: g.name,
    thumbnail: g.thumbnail,
    provider: providerId,
    provider_name: virtualProviderName(providerId),
    category: 'virtual',
    type: 'virtual sport',
    is_available: g.is_available,
    has_demo: true,
    is_new: false,
    is_popular: false,
    is_jackpot: false,
    rtp: null,
  };
}

export function virtualGamesResource(provider: string): ResourceDef {
  const list = virtualListId(provider);
  const key = `games:${list}`;
  const def: ResourceDef<SuccessOf<typeof ListVirtualGames>> = {
    key,
    ttl: GAMES_TTL_MS,
    ...readOf(ListVirtualGames),
    query: { provider_id: provider },
    failureCode: 'GAMES_FAILED',
    toEvent: (d) => {
      const games = d.data.map((g) => virtualAsCasinoGame(g, provider));
      return { type: 'v1.GamesLoaded', payload: { key, list, offset: 0, total: games.length, games, providers: [] } };
    },
  };
  return def as unknown as ResourceDef;
}

/** Spec §2 / §5: search is a case-insensitive substring of the name (the lobby's rule). */
export function searchVirtualGames<G extends { name: string }>(games: readonly G[], term: string): G[] {
  return games.filter((g) => matchesSearch(g.name, term));
}
