// The seamless-wallet callbacks of the virtual-sports suppliers that do not speak the Hub88 shape (issue 15;
// casino-protocols §1, §3, all [C]), declared once. They answer 404 unless the supplier's credentials are set.
// Golden Race: login, logout, balance, debit, credit, rollback; a JSON body whose `fingerprint` is the MD5 of
// all its values in order (fingerprint as "", quotes stripped) + the API key; answers signed the same way, with
// `status` and Golden Race's `code` (0 ok, 101–118), always HTTP 200. Kiron: activateSession, getBalance, debit,
// credit, finalizeRound, rollback; no signature: the caller's address must be on KIRON_ALLOWED_IPS (else 403);
// answers carry `Code` (0 ok, Kiron's 100–131, 500) and `Status`. Amounts are decimals of ETB on both.
import { array, boolean, integer, number, optional, string, type } from 'superstruct';
import { endpoint, Text } from '../endpoint.ts';
import { oneOf } from '../json-schema.ts';
import { ApiError } from './wire.ts';

const TAG = 'seamless wallet';
/** Suppliers send ids as text or as numbers. */
/** oneOf, not superstruct's union: the OpenAPI document then says text or integer (a union reads as any value). */
const Id = oneOf(Text(100, 1), integer());
const NOT_MOUNTED = { status: 404, code: 'NOT_FOUND', text: 'Endpoint not found' };

export const GoldenRaceBody = type({
  action: optional(Text(40)),
  siteId: optional(Id),
  token: optional(Text(256)),
  sessionId: optional(Text(256)),
  playerId: optional(Id),
  currency: optional(Text(8)),
  gameId: optional(Id),
  gameCycle: optional(Id),
  gameCycleClosed: optional(boolean()),
  transactionId: optional(Id),
  transactionType: optional(Text(40)),
  transactionCategory: optional(Text(40)),
  transactionAmount: optional(number()),
  requestId: optional(Id),
  timestamp: optional(oneOf(Text(64), integer())),
  fingerprint: optional(Text(64)),
});

export const GoldenRaceAnswer = type({
  status: boolean(),
  code: integer(),
  message: optional(string()),
  playerId: optional(string()),
  currency: optional(string()),
  balance: optional(number()),
  transactionId: optional(string()),
  sessionId: optional(string()),
  requestId: optional(string()),
  timestamp: string(),
  fingerprint: string(),
});

export const GOLDEN_RACE_ACTIONS = ['login', 'logout', 'balance', 'debit', 'credit', 'rollback'] as const;
export type GoldenRaceAction = (typeof GOLDEN_RACE_ACTIONS)[number];

const GR_SUMMARY: Record<GoldenRaceAction, string> = {
  login: 'Golden Race opens a session with our launch token: the player, currency and balance.',
  logout: 'Golden Race closes a session (nothing moves).',
  balance: "The session's player's balance.",
  debit: 'One debit per game cycle (ticket), with a live session; idempotent by transactionId.',
  credit: 'A win (or 0) for a cycle that has its debit; no session check (it may have expired); gameCycleClosed closes it.',
  rollback: 'Reverses the debit named by transactionId once; refused on a closed cycle; no session check.',
};

const goldenRace = (action: GoldenRaceAction) =>
  endpoint({
    id: `goldenRace${action[0]?.toUpperCase()}${action.slice(1)}`,
    method: 'POST',
    path: `/api/games/wallet/goldenrace/${action}`,
    tag: TAG,
    access: 'public',
    summary: GR_SUMMARY[action],
    body: GoldenRaceBody,
    responses: { 200: GoldenRaceAnswer, 404: ApiError },
    refusals: [NOT_MOUNTED],
  });

export const KironBody = type({
  PlayerToken: optional(Text(256)),
  PlayerID: optional(Id),
  BetManTransactionID: optional(Id),
  PreviousTransactionID: optional(Id),
  RoundID: optional(Id),
  Amount: optional(number()),
  CurrencyCode: optional(Text(8)),
  GameIds: optional(array(Id)),
});

export const KironAnswer = type({
  Code: integer(),
  Status: string(),
  PlayerID: optional(string()),
  CurrencyCode: optional(string()),
  LanguageCode: optional(string()),
  Amount: optional(number()),
  TransactionID: optional(string()),
});

export const KIRON_ACTIONS = ['activateSession', 'getBalance', 'debit', 'credit', 'finalizeRound', 'rollback'] as const;
export type KironAction = (typeof KIRON_ACTIONS)[number];

const KIRON_SUMMARY: Record<KironAction, string> = {
  activateSession: 'Kiron exchanges our launch token for the player id, currency and language.',
  getBalance: "The token's player's balance.",
  debit: 'A bet (BetManTransactionID, RoundID, Amount, CurrencyCode) with a live token; idempotent by BetManTransactionID.',
  credit: 'A win for the debit named by PreviousTransactionID; no token check (it may have expired).',
  finalizeRound: "Closes the round: its open bets are lost (a 0 credit that closes the player's round).",
  rollback: 'Reverses the debit named by BetManTransactionID once; refused on a finalized round; no token check.',
};

const kiron = (action: KironAction) =>
  endpoint({
    id: `kiron${action[0]?.toUpperCase()}${action.slice(1)}`,
    method: 'POST',
    path: `/api/games/wallet/kiron/${action}`,
    tag: TAG,
    access: 'public',
    summary: KIRON_SUMMARY[action],
    body: KironBody,
    responses: { 200: KironAnswer, 403: KironAnswer, 404: ApiError },
    refusals: [NOT_MOUNTED],
  });

export const GOLDEN_RACE_ENDPOINTS = GOLDEN_RACE_ACTIONS.map((a) => [a, goldenRace(a)] as const);
export const KIRON_ENDPOINTS = KIRON_ACTIONS.map((a) => [a, kiron(a)] as const);

export const SUPPLIER_WALLET_ENDPOINTS = [...GOLDEN_RACE_ENDPOINTS.map(([, e]) => e), ...KIRON_ENDPOINTS.map(([, e]) => e)];
