// A casino or virtual game as the catalogues report it (companion §3, issue 15): one games table behind every
// list shape the spec's screens read — catalogue 3 (the lobby), the supplier list, the frozen-casino list, InBet
// and the virtual games. Amounts are numbers in ETB (2 decimals) on the wire; integer cents on the server.
import { array, boolean, enums, literal, nullable, number, string, type, type Infer } from 'superstruct';

/** Catalogue 3's game: id, name, thumbnail, provider, category, is_available, plus the badges other lists show. */
export const CasinoGame = type({
  id: string(),
  name: string(),
  thumbnail: nullable(string()),
  /** The provider's id (the provider list gives its display name). */
  provider: string(),
  provider_name: string(),
  category: string(),
  /** Catalogue 2's type: crash, fast, virtual sport, video poker, slot; InBet's bet, egame, slot. */
  type: string(),
  is_available: boolean(),
  has_demo: boolean(),
  is_new: boolean(),
  is_popular: boolean(),
  is_jackpot: boolean(),
  /** The stated return to player in percent (house games), null when the supplier does not say. */
  rtp: nullable(number()),
});
export type CasinoGame = Infer<typeof CasinoGame>;

export const GameProvider = type({ id: string(), display_name: string(), is_active: boolean(), game_count: number() });
export type GameProvider = Infer<typeof GameProvider>;

export const GameCategoryCount = type({ id: string(), count: number() });

export const GamesPage = type({
  success: literal(true),
  data: type({
    games: array(CasinoGame),
    total: number(),
    page: number(),
    per_page: number(),
    providers: array(GameProvider),
    categories: array(GameCategoryCount),
  }),
});
export type GamesPage = Infer<typeof GamesPage>;

/** Catalogue 3's stats (companion §3): totals and per-category counts. */
export const GameStats = type({
  success: literal(true),
  data: type({
    total_games: number(),
    active_games: number(),
    total_providers: number(),
    active_providers: number(),
    categories: array(GameCategoryCount),
  }),
});

export const GameDetail = type({ success: literal(true), data: CasinoGame });
export const ProvidersAnswer = type({ success: literal(true), data: array(GameProvider) });

export const GameMode = enums(['real', 'demo']);
export type GameMode = Infer<typeof GameMode>;

export const LaunchAnswer = type({
  success: literal(true),
  data: type({ launch_url: string(), mode: GameMode, game_id: string() }),
});
export type LaunchAnswer = Infer<typeof LaunchAnswer>;

/** The spec's other supplier list: gameId, gameLabel, gameBrand, gameTechnology, logoUrl, thumbnailUrl. */
export const SupplierGame = type({
  gameId: string(),
  gameLabel: string(),
  gameBrand: string(),
  gameTechnology: string(),
  logoUrl: nullable(string()),
  thumbnailUrl: nullable(string()),
});
export const SupplierGames = type({ games: array(SupplierGame) });
export const SupplierLaunch = type({ game_url: string() });

/** The frozen-casino list: game_uuid, name, provider, thumbnail, is_new, is_popular, is_jackpot, has_demo. */
export const FrozenGame = type({
  game_uuid: string(),
  name: string(),
  provider: string(),
  thumbnail: nullable(string()),
  category: string(),
  is_new: boolean(),
  is_popular: boolean(),
  is_jackpot: boolean(),
  has_demo: boolean(),
});
export const FrozenGames = type({
  success: literal(true),
  data: type({ games: array(FrozenGame), total: number(), page: number(), page_size: number() }),
});
export const UrlAnswer = type({ success: literal(true), data: type({ url: string() }) });

/** InBet: id, name, type (bet, egame, slot), preview. */
export const InbetGame = type({ id: string(), name: string(), type: enums(['bet', 'egame', 'slot']), preview: nullable(string()) });
export const InbetGames = type({ success: literal(true), games: array(InbetGame) });
export const InbetInit = type({ success: literal(true), iframe_url: string() });
export const InbetGameAnswer = type({ success: literal(true), game: InbetGame });

/** A virtual game (companion §3): id, name, thumbnail, is_available; listed by provider id (632, 497). */
export const VirtualGame = type({ id: string(), name: string(), thumbnail: nullable(string()), is_available: boolean(), provider_id: string() });
export const VirtualGames = type({ success: literal(true), data: array(VirtualGame) });

/** A free-spins grant (companion §3/§5) for the house slot. */
export const FreeSpinsGrant = type({
  id: string(),
  casino_id: string(),
  player_id: string(),
  game_id: string(),
  freespins_count: number(),
  remaining: number(),
  bet: number(),
  end_date: string(),
});
export const FreeSpinsAnswer = type({ success: literal(true), data: FreeSpinsGrant });

/** The operator's per-merchant switch: real-money casino and virtual play (off for a new merchant). */
export const GameSettings = type({ merchant_id: string(), real_money: boolean() });
export const GameSettingsAnswer = type({ success: literal(true), data: array(GameSettings) });
export const SyncAnswer = type({ success: literal(true), data: type({ games: number(), providers: number() }) });
