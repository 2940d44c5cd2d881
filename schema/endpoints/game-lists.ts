// The other lists the spec's screens read (companion §7, issue 15), each a view of the same catalogue: the
// supplier list and launch (/abcd), the frozen casino (/frozen), InBet (/inbet) and the virtual games by provider
// id (/virtuals; Golden Race 632, Kiron 497). Paths the spec does not show are named here and kept.
import { enums, optional, string, type } from 'superstruct';
import { endpoint, QueryInt, Text } from '../endpoint.ts';
import { FrozenGames, InbetGameAnswer, InbetGames, InbetInit, SupplierGames, SupplierLaunch, UrlAnswer, VirtualGames } from '../game.ts';
import { SESSION_QUERY, SessionHeaders } from './session-headers.ts';
import { Device, GAME_NOT_FOUND, LAUNCH_REFUSALS, PLAYER_ID_REQUIRED } from './games.ts';
import { ApiError, blankAsAbsent, RequestId } from './wire.ts';

const TAG = 'games';
const ANSWERS = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 502: ApiError };
const SESSION = { query: type(SESSION_QUERY), headers: SessionHeaders };
const Optional = (max: number) => optional(blankAsAbsent(Text(max)));

export const ListSupplierGames = endpoint({
  id: 'listSupplierGames',
  method: 'GET',
  path: '/api/v1/casino/list-games',
  tag: TAG,
  access: 'signed',
  summary:
    'The supplier list (gameId, gameLabel, gameBrand, gameTechnology, logoUrl, thumbnailUrl); each query field, when given, filters on that field (gameLabel and gameBrand case-insensitively).',
  query: type({
    gameId: Optional(100),
    gameLabel: Optional(100),
    gameBrand: Optional(100),
    gameTechnology: Optional(32),
    logoUrl: Optional(300),
    thumbnailUrl: Optional(300),
  }),
  responses: { 200: SupplierGames, 400: ApiError },
});

export const LaunchSupplierGame = endpoint({
  id: 'launchSupplierGame',
  method: 'GET',
  path: '/api/v1/casino/launch-game',
  tag: TAG,
  access: 'signed',
  summary: "Launch from the supplier list: mode real (player_id must be the session's player) or demo.",
  query: type({
    ...SESSION_QUERY,
    game: RequestId,
    mode: optional(string()),
    brand: Optional(100),
    technology: Optional(32),
    player_id: optional(blankAsAbsent(RequestId)),
    language: Optional(10),
    device: optional(blankAsAbsent(Device)),
  }),
  headers: SessionHeaders,
  responses: { 200: SupplierLaunch, ...ANSWERS },
  refusals: [...LAUNCH_REFUSALS, PLAYER_ID_REQUIRED, { status: 400, code: 'INVALID_MODE', text: 'Invalid game mode specified' }],
});

export const ListFrozenGames = endpoint({
  id: 'listFrozenGames',
  method: 'GET',
  path: '/api/v1/frozen/games',
  tag: TAG,
  access: 'signed',
  summary: 'The frozen-casino list (page from 1, page_size default 20, at most 100; category, provider, search on name).',
  query: type({
    page: optional(QueryInt(1, 10_000)),
    page_size: optional(QueryInt(1, 100)),
    category: Optional(32),
    provider: Optional(64),
    search: Optional(100),
  }),
  responses: { 200: FrozenGames, 400: ApiError },
});

export const InitFrozenGame = endpoint({
  id: 'initFrozenGame',
  method: 'POST',
  path: '/api/v1/frozen/init',
  tag: TAG,
  access: 'signed',
  summary: "Real-money launch from the frozen casino: player_id must be the session's player (session_id may carry the session token).",
  ...SESSION,
  body: type({
    game_uuid: RequestId,
    player_id: optional(blankAsAbsent(RequestId)),
    player_name: optional(Text(100)),
    currency: optional(Text(8)),
    session_id: optional(Text(512)),
    return_url: optional(Text(500)),
    language: optional(Text(10)),
  }),
  responses: { 200: UrlAnswer, ...ANSWERS },
  refusals: [...LAUNCH_REFUSALS, PLAYER_ID_REQUIRED],
});

export const InitFrozenDemo = endpoint({
  id: 'initFrozenDemo',
  method: 'POST',
  path: '/api/v1/frozen/init-demo',
  tag: TAG,
  access: 'signed',
  summary: 'Demo launch from the frozen casino (no session, no wallet).',
  body: type({ game_uuid: RequestId, language: optional(Text(10)), return_url: optional(Text(500)) }),
  responses: { 200: UrlAnswer, ...ANSWERS },
  refusals: LAUNCH_REFUSALS,
});

export const ListInbetGames = endpoint({
  id: 'listInbetGames',
  method: 'GET',
  path: '/api/inbet/games',
  tag: TAG,
  access: 'signed',
  summary: "InBet's own games (betting, keno and slot), names in the given language (default en_US); never our house games.",
  query: type({ language: Optional(10) }),
  responses: { 200: InbetGames, 400: ApiError, 401: ApiError },
});

export const InitInbetGame = endpoint({
  id: 'initInbetGame',
  method: 'POST',
  path: '/api/inbet/init',
  tag: TAG,
  access: 'signed',
  summary: "Start an InBet game for the signed-in player (user_id must be the session's player): answers iframe_url; another supplier's game is 404.",
  ...SESSION,
  body: type({ game_id: optional(Text(100)), user_id: optional(Text(100)), language: optional(Text(10)), device: optional(blankAsAbsent(Device)) }),
  responses: { 200: InbetInit, ...ANSWERS },
  refusals: [
    ...LAUNCH_REFUSALS,
    { status: 400, code: 'INVALID_GAME_ID', text: 'Valid game ID is required' },
    { status: 400, code: 'INVALID_USER_ID', text: 'Valid user ID is required' },
    { status: 502, code: 'INVALID_INIT_DATA', text: 'Invalid initialization data received' },
  ],
});

export const InbetGameById = endpoint({
  id: 'inbetGameById',
  method: 'GET',
  path: '/api/inbet/game',
  tag: TAG,
  access: 'signed',
  summary: "One InBet game by id (another supplier's game is 404).",
  query: type({ id: RequestId, language: Optional(10) }),
  responses: { 200: InbetGameAnswer, 400: ApiError, 404: ApiError },
  refusals: [GAME_NOT_FOUND],
});

export const ListVirtualGames = endpoint({
  id: 'listVirtualGames',
  method: 'GET',
  path: '/api/v1/virtual-games',
  tag: TAG,
  access: 'signed',
  summary: 'The virtual games of one provider (provider_id 632 Golden Race, the default, or 497 Kiron).',
  query: type({ provider_id: optional(blankAsAbsent(Text(16))) }),
  responses: { 200: VirtualGames, 400: ApiError },
});

export const LaunchVirtualGame = endpoint({
  id: 'launchVirtualGame',
  method: 'POST',
  path: '/api/v1/virtual-games/launch',
  tag: TAG,
  access: 'signed',
  summary:
    "Launch a virtual game in mode real (user_id the session's player) or demo (user_id demo_player or absent). Answers launch_url for the full-screen player.",
  ...SESSION,
  body: type({
    game_id: RequestId,
    mode: enums(['real', 'demo']),
    user_id: optional(blankAsAbsent(RequestId)),
    currency: optional(Text(8)),
    language: optional(Text(10)),
    device: optional(blankAsAbsent(Device)),
  }),
  invalid: { mode: { code: 'INVALID_MODE', text: 'Invalid game mode specified' } },
  responses: { 200: UrlAnswer, ...ANSWERS },
  refusals: LAUNCH_REFUSALS,
});

export const GAME_LIST_ENDPOINTS = [
  ListSupplierGames,
  LaunchSupplierGame,
  ListFrozenGames,
  InitFrozenGame,
  InitFrozenDemo,
  ListInbetGames,
  InitInbetGame,
  InbetGameById,
  ListVirtualGames,
  LaunchVirtualGame,
];
