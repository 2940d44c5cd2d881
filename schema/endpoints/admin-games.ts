// The operator's game switches (issue 15): real-money casino and virtual play per merchant (a new merchant starts
// with it off: Ethiopia licenses sports betting and lotteries, not casino — casino-protocols §5), and free-spins
// grants for the house slot (companion §3/§5: casino_id, player_id, end_date, freespins_count), and (issue 33) the
// back office's Games screen: the catalogue as operators see it (synced state and switches) and the switches that
// take a provider with all its games, or one game, out of every list and launch (the sync never undoes them).
import { array, boolean, enums, literal, number, optional, refine, string, type } from 'superstruct';
import { Amount, endpoint, QueryInt, Text } from '../endpoint.ts';
import { annotated } from '../json-schema.ts';
import { FreeSpinsAnswer, GameSettingsAnswer } from '../game.ts';
import { Decimal2, OPERATOR_REFUSALS, Trimmed } from './operator.ts';
import { ApiError, IsoInstant, RequestId } from './wire.ts';

const TAG = 'operator';

export const GameSettingsList = endpoint({
  id: 'gameSettings',
  method: 'GET',
  path: '/api/admin/v1/games/settings',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary: 'Every merchant and whether real-money casino and virtual play is on for it.',
  responses: { 200: GameSettingsAnswer, 401: ApiError },
  refusals: OPERATOR_REFUSALS,
});

export const SetGameSettings = endpoint({
  id: 'setGameSettings',
  method: 'PUT',
  path: '/api/admin/v1/games/settings',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary: "Turns real-money casino and virtual play on or off for a merchant (the server's own merchant when merchant_id is left out).",
  body: type({ merchant_id: optional(RequestId), real_money: boolean() }),
  responses: { 200: GameSettingsAnswer, 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [...OPERATOR_REFUSALS, { status: 404, code: 'UNKNOWN_MERCHANT', text: 'Unknown merchant' }],
});

export const GrantFreeSpins = endpoint({
  id: 'grantFreeSpins',
  method: 'POST',
  path: '/api/admin/v1/games/free-spins',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary:
    "Grants free spins on the house slot: casino_id (the merchant), player_id, end_date (ISO; default 24 hours from now), freespins_count (a positive whole number), the bet per spin (default 1 ETB). Each spin's win is credited like any other.",
  body: type({
    casino_id: RequestId,
    player_id: RequestId,
    end_date: optional(IsoInstant),
    freespins_count: Amount(-1e9, 1e9),
    bet: optional(Decimal2(0.01, 1000)),
    game_id: optional(Text(100, 1)),
  }),
  invalid: {
    freespins_count: { code: 'INVALID_FREESPINS', text: 'Free spins creation failed: freespins_count must be a positive integer' },
    end_date: { code: 'INVALID_END_DATE', text: 'Free spins creation failed: end_date must be a valid date' },
  },
  responses: { 200: FreeSpinsAnswer, 400: ApiError, 401: ApiError, 404: ApiError },
  refusals: [...OPERATOR_REFUSALS, { status: 404, code: 'PLAYER_NOT_FOUND', text: 'Free spins creation failed: player not found' }],
});

/** A provider as the back office sees it: the sync's state (active: its supplier is configured) beside the switch. */
export const AdminGameProvider = type({
  id: string(),
  display_name: string(),
  kind: enums(['house', 'casino', 'virtual']),
  /** The catalogue sync's word: its supplier is configured (house providers always are). */
  active: boolean(),
  /** An operator's: off, none of its games is listed or launched, whatever the sync says. */
  switched_off: boolean(),
  /** Its games the supplier lists now (switched off or not). */
  games: number(),
});

export const AdminGame = type({
  id: string(),
  name: string(),
  provider: string(),
  provider_name: string(),
  category: string(),
  switched_off: boolean(),
  /** The sync's word: the supplier lists it (false: it stopped offering it; kept for old transactions). */
  listed: boolean(),
});

export const GAMES_PER_PAGE = 50;

export const GameCatalogAdmin = endpoint({
  id: 'gameCatalogAdmin',
  method: 'GET',
  path: '/api/admin/v1/games/catalog',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary: `Every game provider (synced state, switch, games count) and a page of ${GAMES_PER_PAGE} games, narrowed to a provider and to names containing q (case-insensitive), unlisted and switched-off ones included.`,
  query: type({ provider: optional(Text(100, 1)), q: optional(Text(100, 1)), page: optional(QueryInt(1, 10_000)) }),
  responses: {
    200: type({
      success: literal(true),
      data: type({ providers: array(AdminGameProvider), games: array(AdminGame), total: number(), page: number(), per_page: number() }),
    }),
    400: ApiError,
    401: ApiError,
    403: ApiError,
  },
  refusals: OPERATOR_REFUSALS,
});

/** Why a switch was flipped: 3–500 characters once trimmed (kept in the audit trail). */
const SwitchReason = annotated(
  refine(Trimmed(500), 'reason-length', (s) => s.length >= 3),
  { minLength: 3 },
);
export const SWITCH_REASON_INVALID = { code: 'VALIDATION_FAILED', text: 'reason must be 3 to 500 characters' } as const;
export const SWITCH_ON_INVALID = { code: 'VALIDATION_FAILED', text: 'on must be true or false' } as const;
export const PROVIDER_NOT_FOUND = { status: 404, code: 'PROVIDER_NOT_FOUND', text: 'No such game provider' } as const;
/** The lobby's own refusal (spec §8: 'Game not found'): one code, one text. */
export const ADMIN_GAME_NOT_FOUND = { status: 404, code: 'GAME_NOT_FOUND', text: 'Game not found' } as const;

const switchBody = type({ on: boolean(), reason: SwitchReason });
const switchInvalid = { on: SWITCH_ON_INVALID, reason: SWITCH_REASON_INVALID };

export const SwitchGameProvider = endpoint({
  id: 'switchGameProvider',
  method: 'PUT',
  path: '/api/admin/v1/games/catalog/providers/:id',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary:
    'Switches a game provider on or off (on: false hides all its games from every list and refuses their launch; rounds already open still settle), with a reason. The catalogue sync never undoes it. Answers the provider as it now stands.',
  params: type({ id: RequestId }),
  body: switchBody,
  invalid: switchInvalid,
  responses: { 200: type({ success: literal(true), data: AdminGameProvider }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
  refusals: [PROVIDER_NOT_FOUND, { status: 400, ...SWITCH_REASON_INVALID }, ...OPERATOR_REFUSALS],
});

export const SwitchGame = endpoint({
  id: 'switchGame',
  method: 'PUT',
  path: '/api/admin/v1/games/catalog/games/:id',
  tag: TAG,
  access: 'operator',
  permission: 'games.manage',
  summary:
    'Switches one game on or off (on: false: not listed, not launched; rounds already open still settle), with a reason. The catalogue sync never undoes it. Answers the game as it now stands.',
  params: type({ id: RequestId }),
  body: switchBody,
  invalid: switchInvalid,
  responses: { 200: type({ success: literal(true), data: AdminGame }), 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
  refusals: [ADMIN_GAME_NOT_FOUND, { status: 400, ...SWITCH_REASON_INVALID }, ...OPERATOR_REFUSALS],
});

export const ADMIN_GAME_ENDPOINTS = [GameSettingsList, SetGameSettings, GrantFreeSpins, GameCatalogAdmin, SwitchGameProvider, SwitchGame];
