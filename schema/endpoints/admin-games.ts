// The operator's game switches (issue 15): real-money casino and virtual play per merchant (a new merchant starts
// with it off: Ethiopia licenses sports betting and lotteries, not casino — casino-protocols §5), and free-spins
// grants for the house slot (companion §3/§5: casino_id, player_id, end_date, freespins_count).
import { boolean, optional, type } from 'superstruct';
import { Amount, endpoint, Text } from '../endpoint.ts';
import { FreeSpinsAnswer, GameSettingsAnswer } from '../game.ts';
import { Decimal2, OPERATOR_REFUSALS } from './operator.ts';
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

export const ADMIN_GAME_ENDPOINTS = [GameSettingsList, SetGameSettings, GrantFreeSpins];
