// Virtual sports (issue 15): the public schedule of a house league, and the bets a launched game page places
// with its launch token (no session: the token is bound to player, game and real mode). A stake is debited
// through the seamless wallet, once per ticket; the settlement credits once, also after the token expired.
import { optional, type } from 'superstruct';
import { Amount, endpoint, Text, type Refusal } from '../endpoint.ts';
import { VirtualBetPlaced, VirtualBets, VirtualSchedule } from '../virtual-sport.ts';
import { ApiError } from './wire.ts';

const TAG = 'virtual sports';
const Token = Text(128, 16);
const ANSWERS = { 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError };

export const VIRTUAL_MIN_STAKE = 1;
export const VIRTUAL_MAX_STAKE = 5000;

export const VIRTUAL_REFUSALS: Refusal[] = [
  { status: 401, code: 'INVALID_TOKEN', text: 'Your game session has ended. Please reopen the game' },
  { status: 404, code: 'LEAGUE_NOT_FOUND', text: 'League not found' },
  { status: 404, code: 'EVENT_NOT_FOUND', text: 'Event not found' },
  { status: 409, code: 'BETTING_CLOSED', text: 'Betting on this event has closed' },
  { status: 409, code: 'ODDS_CHANGED', text: 'The odds have changed. Check the new odds and try again' },
  { status: 400, code: 'INVALID_SELECTION', text: 'This selection is not offered' },
  { status: 400, code: 'STAKE_OUT_OF_RANGE', text: 'Stake must be between 1 and 5,000 ETB' },
  { status: 400, code: 'INSUFFICIENT_BALANCE', text: 'Insufficient balance' },
];

export const VirtualScheduleRead = endpoint({
  id: 'virtualSchedule',
  method: 'GET',
  path: '/api/games/virtual/:league',
  tag: TAG,
  access: 'public',
  summary:
    "A house league's schedule (football or horses): the open round with its odds, the round in play with only what its clock has reached, recent results and the table.",
  params: type({ league: Text(20, 1) }),
  responses: { 200: VirtualSchedule, 404: ApiError },
  refusals: [VIRTUAL_REFUSALS[1] as Refusal],
});

export const VirtualPlaceBet = endpoint({
  id: 'virtualPlaceBet',
  method: 'POST',
  path: '/api/games/virtual/bet',
  tag: TAG,
  access: 'public',
  summary:
    'A single bet from inside the game: checked (event open, selection offered, odds as shown) in the transaction that stores it, the stake debited once through the seamless wallet.',
  body: type({
    token: Token,
    event_id: Text(64, 1),
    market: Text(16, 1),
    selection: Text(16, 1),
    stake: Amount(0, 1_000_000),
    /** The odds the player saw: a bet is refused with ODDS_CHANGED when they are not the odds offered. */
    odds: optional(Amount(1, 100_000)),
  }),
  responses: { 200: VirtualBetPlaced, ...ANSWERS },
  refusals: VIRTUAL_REFUSALS,
});

export const VirtualMyBets = endpoint({
  id: 'virtualMyBets',
  method: 'POST',
  path: '/api/games/virtual/bets',
  tag: TAG,
  access: 'public',
  summary: "The launched player's recent virtual bets of this game (newest first) with their status and payout, and the balance.",
  body: type({ token: Token }),
  responses: { 200: VirtualBets, ...ANSWERS },
  refusals: [VIRTUAL_REFUSALS[0] as Refusal],
});

export const VIRTUAL_SPORT_ENDPOINTS = [VirtualScheduleRead, VirtualPlaceBet, VirtualMyBets];
