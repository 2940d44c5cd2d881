// The house game server (issue 15): what a house game page (games/<id>/) calls once launched. Its credential is
// the launch token in the body (a fresh one per launch, bound to player, game, currency and real mode); demo play
// never calls these (the page plays locally with the same maths). Stakes go through the seamless wallet.
import { boolean, enums, integer, optional, record, size, string, type, unknown } from 'superstruct';
import { Amount, endpoint, Text, type Refusal } from '../endpoint.ts';
import { HousePlayed, HouseSession, SeedRotated } from '../house-game.ts';
import { annotated } from '../json-schema.ts';
import { ApiError } from './wire.ts';
import { SELF_EXCLUSION_REFUSALS } from './rg-refusals.ts';

const TAG = 'house games';
const Token = Text(128, 16);
const ANSWERS = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 502: ApiError };

export const HOUSE_REFUSALS: Refusal[] = [
  { status: 401, code: 'INVALID_TOKEN', text: 'Your game session has ended. Please reopen the game' },
  { status: 400, code: 'INSUFFICIENT_BALANCE', text: 'Insufficient balance' },
  { status: 400, code: 'BET_OUT_OF_RANGE', text: 'Bet must be between the minimum and the maximum' },
  // The text is the game's own rule (domain/games: 'Choose between 1 and 24 mines', 'Cash out between 1.01x and 1000x' …).
  { status: 400, code: 'INVALID_PARAMS' },
  { status: 409, code: 'ROUND_OPEN', text: 'Finish the round in play first' },
  { status: 404, code: 'ROUND_NOT_FOUND', text: 'Round not found' },
  { status: 409, code: 'ROUND_CLOSED', text: 'This round is over' },
  { status: 400, code: 'INVALID_ACTION', text: 'That move is not possible now' },
  { status: 502, code: 'WALLET_REFUSED', text: 'The wallet refused this round. Please try again' },
  // Provably fair order (issue 28): no round before the player chose a client seed; a play or rotation racing
  // rotations of the same player past a few tries.
  { status: 409, code: 'CLIENT_SEED_NEEDED', text: 'Choose a client seed first' },
  { status: 409, code: 'SEED_BUSY', text: 'Your seeds are changing. Please try again' },
  // The operator switched the game off since the page opened (issue 33): no new round; one in play finishes.
  { status: 409, code: 'GAME_SWITCHED_OFF', text: 'This game is not available now' },
  ...SELF_EXCLUSION_REFUSALS,
];

export const HouseSessionStart = endpoint({
  id: 'houseSession',
  method: 'POST',
  path: '/api/games/house/session',
  tag: TAG,
  access: 'public',
  summary: "The game's state for this launch: balance, bet limits, the provably-fair commitment, free spins, the round in play and recent rounds.",
  body: type({ token: Token }),
  responses: { 200: HouseSession, ...ANSWERS },
  refusals: HOUSE_REFUSALS,
});

export const HousePlay = endpoint({
  id: 'housePlay',
  method: 'POST',
  path: '/api/games/house/play',
  tag: TAG,
  access: 'public',
  summary:
    'Play a round: the stake is debited through the seamless wallet, the outcome drawn from the committed server seed, client seed and nonce, and a win credited — all or nothing. A free spin (free true) stakes nothing.',
  body: type({
    token: Token,
    bet: Amount(0, 1_000_000),
    params: optional(record(string(), unknown())),
    free: optional(boolean()),
    /** The page's own id for this play: a retry with the same id answers the first round. */
    request_id: optional(Text(64, 8)),
  }),
  responses: { 200: HousePlayed, ...ANSWERS },
  refusals: HOUSE_REFUSALS,
});

export const HouseAct = endpoint({
  id: 'houseAct',
  method: 'POST',
  path: '/api/games/house/act',
  tag: TAG,
  access: 'public',
  summary: 'A move in a round that is still open: reveal a tile (mines) or cash out (mines, crash).',
  body: type({
    token: Token,
    round_id: Text(64, 1),
    action: enums(['reveal', 'cashout']),
    // annotated: the bounds reach the OpenAPI document (size() alone is checked but not described).
    tile: optional(annotated(size(integer(), 0, 24), { minimum: 0, maximum: 24 })),
  }),
  responses: { 200: HousePlayed, ...ANSWERS },
  refusals: HOUSE_REFUSALS,
});

export const HouseRotateSeed = endpoint({
  id: 'houseRotateSeed',
  method: 'POST',
  path: '/api/games/house/seed',
  tag: TAG,
  access: 'public',
  summary:
    "Set the player's client seed. For a first pair (no client seed yet) it is paired with the server seed whose hash the session published; otherwise the server seed in use is revealed (so its rounds can be verified), the committed next seed (whose hash was published before) becomes active with the given client seed (or the current one), and a fresh next seed is committed.",
  body: type({ token: Token, client_seed: optional(Text(64, 1)) }),
  responses: { 200: SeedRotated, ...ANSWERS },
  refusals: HOUSE_REFUSALS,
});

export const HOUSE_GAME_ENDPOINTS = [HouseSessionStart, HousePlay, HouseAct, HouseRotateSeed];
