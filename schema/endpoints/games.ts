// Catalogue 3 (companion §7, issue 15): the lobby's games list (limit, offset, provider, category, search), a game
// by id, the providers, the launch (a real-money launch needs the player's session; a demo needs only the
// merchant's signature) and the operator's sync. Refusals carry the §8 texts by code.
import { SELF_EXCLUSION_REFUSALS } from './rg-refusals.ts';
import { boolean, enums, optional, type } from 'superstruct';
import { endpoint, QueryInt, Text, type Refusal } from '../endpoint.ts';
import { GameDetail, GamesPage, GameStats, LaunchAnswer, ProvidersAnswer, SyncAnswer } from '../game.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError, blankAsAbsent, RequestId } from './wire.ts';

const TAG = 'games';

export const GAME_NOT_FOUND: Refusal = { status: 404, code: 'GAME_NOT_FOUND', text: 'Game not found' };
export const GAME_UNAVAILABLE: Refusal = { status: 400, code: 'GAME_UNAVAILABLE', text: 'This game is not available right now' };
export const REAL_MONEY_OFF: Refusal = {
  status: 403,
  code: 'REAL_MONEY_OFF',
  text: 'Real-money play is not available here. Try the demo version',
};
export const USER_ID_REQUIRED: Refusal = { status: 400, code: 'USER_ID_REQUIRED', text: 'User ID is required for real money games' };
export const PLAYER_ID_REQUIRED: Refusal = { status: 400, code: 'PLAYER_ID_REQUIRED', text: 'Player ID is required for real money games' };
export const NO_DEMO: Refusal = { status: 400, code: 'NO_DEMO', text: 'This game has no demo version' };
export const WRONG_CURRENCY: Refusal = { status: 400, code: 'WRONG_CURRENCY', text: 'Real-money games are played in ETB' };
export const LAUNCH_FAILED: Refusal = { status: 502, code: 'GAME_LAUNCH_FAILED', text: 'Failed to launch game' };

/** The refusals every launch may give, whichever list it comes from. */
export const LAUNCH_REFUSALS: Refusal[] = [
  GAME_NOT_FOUND,
  GAME_UNAVAILABLE,
  REAL_MONEY_OFF,
  USER_ID_REQUIRED,
  NO_DEMO,
  WRONG_CURRENCY,
  LAUNCH_FAILED,
  { status: 403, code: 'FORBIDDEN' },
  ...SESSION_REFUSALS,
];

export const Device = enums(['desktop', 'mobile']);
const Language = Text(10, 0);
const Currency = Text(8, 0);

export const ListGames = endpoint({
  id: 'listGames',
  method: 'GET',
  path: '/api/v1/games',
  tag: TAG,
  access: 'signed',
  summary:
    'The lobby catalogue, paged (limit ≤ 100, offset): filtered by provider id, category and a case-insensitive search on name; with the providers in the spec §9 order (golden/kiron and ids 632/497 excluded) and category counts.',
  query: type({
    limit: optional(QueryInt(1, 100)),
    offset: optional(QueryInt(0, 100_000)),
    provider: optional(blankAsAbsent(Text(64))),
    category: optional(blankAsAbsent(Text(32))),
    search: optional(blankAsAbsent(Text(100))),
  }),
  responses: { 200: GamesPage, 400: ApiError },
});

export const GameById = endpoint({
  id: 'gameById',
  method: 'GET',
  path: '/api/v1/games/:id',
  tag: TAG,
  access: 'signed',
  summary: 'One game of the catalogue.',
  params: type({ id: Text(100, 1) }),
  responses: { 200: GameDetail, 404: ApiError },
  refusals: [GAME_NOT_FOUND],
});

export const ListGameProviders = endpoint({
  id: 'listGameProviders',
  method: 'GET',
  path: '/api/v1/games/providers',
  tag: TAG,
  access: 'signed',
  summary: 'The casino providers in the spec §9 order, with whether each is active and how many games it lists.',
  responses: { 200: ProvidersAnswer },
});

export const GamesStats = endpoint({
  id: 'gamesStats',
  method: 'GET',
  path: '/api/v1/games/stats',
  tag: TAG,
  access: 'signed',
  summary: 'Catalogue totals for the casino lists: games (listed, and of those available), providers (all, and active), games per category.',
  responses: { 200: GameStats },
});

export const LaunchGame = endpoint({
  id: 'launchGame',
  method: 'POST',
  path: '/api/v1/games/launch',
  tag: TAG,
  access: 'signed',
  summary:
    "Launch a game: a demo (is_demo true) needs no session and never touches the wallet; a real-money launch needs the player's session, user_id must be the session's player, the merchant's real-money switch on and currency ETB. Answers the URL to open in the player frame (a fresh token bound to player, game, currency and mode).",
  query: type(SESSION_QUERY),
  headers: SessionHeaders,
  body: type({
    game_id: RequestId,
    user_id: optional(blankAsAbsent(RequestId)),
    currency: optional(Currency),
    language: optional(Language),
    is_demo: optional(boolean()),
    device: optional(blankAsAbsent(Device)),
  }),
  invalid: { is_demo: { code: 'VALIDATION_FAILED', text: 'Invalid game mode specified' } },
  responses: { 200: LaunchAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 502: ApiError },
  refusals: [...LAUNCH_REFUSALS, ...SELF_EXCLUSION_REFUSALS],
});

export const SyncGames = endpoint({
  id: 'syncGames',
  method: 'POST',
  path: '/api/v1/games/sync',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary:
    "Refresh the catalogue from every configured provider (house games always; suppliers whose credentials are set). Operator only: the spec's client shows no role check.",
  body: optional(type({})),
  responses: { 200: SyncAnswer, 401: ApiError, 502: ApiError },
  refusals: [{ status: 502, code: 'SYNC_FAILED', text: 'Sync failed: …' }],
});

export const GAMES_ENDPOINTS = [ListGames, ListGameProviders, GamesStats, GameById, LaunchGame, SyncGames];
