// The seamless-wallet callbacks (issue 15; casino-protocols §1) in the Hub88 shape: a game server — our own house
// game server, or an aggregator when configured — asks for a player's balance and posts bets, wins and rollbacks,
// each keyed by its transaction_uuid. The body is signed (X-Hub88-Signature over the raw bytes: RSA-SHA256 for
// Hub88, HMAC-SHA256 for the house); amounts are integers of 1/100000 of the currency unit; answers are HTTP 200
// with `status` RS_OK or an RS_ERROR_* code, and the balance.
import { boolean, enums, integer, nullable, optional, string, type } from 'superstruct';
import { endpoint, Text } from '../endpoint.ts';
import { ApiError } from './wire.ts';

const TAG = 'seamless wallet';
// InBet's wallet protocol is not in our notes: it uses this shape, HMAC-signed like the house (adapters/inbet.ts).
// The house games use it in process only (issue 28): 'house' has no route here, so no signature can mint with it.
export const SEAMLESS_PROVIDERS = ['hub88', 'inbet'] as const;
const Params = type({ provider: enums(SEAMLESS_PROVIDERS) });
const Headers = type({ 'x-hub88-signature': optional(Text(2048)) });
/** A provider of the list whose credentials this server does not have: its callbacks are not mounted. */
const NOT_CONFIGURED = { status: 404, code: 'NOT_FOUND', text: 'Endpoint not found' };

export const SEAMLESS_STATUSES = [
  'RS_OK',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_ROUND_CLOSED',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_UNKNOWN',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

export const SeamlessAnswer = type({
  status: enums(SEAMLESS_STATUSES),
  request_uuid: optional(string()),
  user: optional(string()),
  currency: optional(string()),
  balance: optional(integer()),
});

const Base = {
  user: Text(100, 1),
  request_uuid: Text(100, 1),
  token: optional(Text(256)),
  game_code: optional(Text(100)),
};
export const BalanceBody = type(Base);
export const TransactionBody = type({
  ...Base,
  transaction_uuid: Text(100, 1),
  round: Text(100, 1),
  round_closed: optional(boolean()),
  currency: Text(8, 1),
  amount: integer(),
  reference_transaction_uuid: optional(nullable(Text(100))),
});
export const RollbackBody = type({
  ...Base,
  transaction_uuid: Text(100, 1),
  reference_transaction_uuid: Text(100, 1),
  round: optional(Text(100)),
});

const common = (id: string, action: string, summary: string) =>
  ({
    id,
    method: 'POST' as const,
    path: `/api/games/wallet/:provider/${action}`,
    tag: TAG,
    access: 'public' as const,
    summary,
    params: Params,
    headers: Headers,
    responses: { 200: SeamlessAnswer, 404: ApiError },
    refusals: [NOT_CONFIGURED],
  }) as const;

export const SeamlessBalance = endpoint({
  ...common('seamlessBalance', 'user/balance', "The player's balance (a valid token needed)."),
  body: BalanceBody,
});
export const SeamlessInfo = endpoint({ ...common('seamlessInfo', 'user/info', 'The player behind a token and their balance.'), body: BalanceBody });
export const SeamlessBet = endpoint({
  ...common('seamlessBet', 'transaction/bet', 'Debit a bet (a valid token for this player and game needed); idempotent by transaction_uuid.'),
  body: TransactionBody,
});
export const SeamlessWin = endpoint({
  ...common('seamlessWin', 'transaction/win', 'Credit a win (amount 0 closes the round); no token check; idempotent by transaction_uuid.'),
  body: TransactionBody,
});
export const SeamlessRollback = endpoint({
  ...common('seamlessRollback', 'transaction/rollback', 'Reverse the referenced bet once; an unknown bet leaves a tombstone; no token check.'),
  body: RollbackBody,
});

export const SEAMLESS_ENDPOINTS = [SeamlessBalance, SeamlessInfo, SeamlessBet, SeamlessWin, SeamlessRollback];
