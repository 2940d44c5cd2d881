// Wire messages on /api/v1/auth/ws/ (spec §3/§7): CONNECTION_ESTABLISHED, BALANCE_UPDATE, BANNER_UPDATE,
// ERROR, CLOSED. Every inbound message is decoded with SocketMessage before it becomes an event;
// unknown types (e.g. ODDS_CHANGE on an older client) decode as Unknown and are ignored.
import { type, string, literal, union, optional, nullable, defaulted, type Infer } from 'superstruct';
import { Id } from './common.ts';
import { Amount, ActivationProgress } from './wallet.ts';

export const ConnectionEstablished = type({ type: literal('CONNECTION_ESTABLISHED'), user_id: optional(nullable(Id)), merchant_id: optional(Id) });

export const BalanceUpdate = type({
  type: literal('BALANCE_UPDATE'),
  user_id: Id,
  merchant_id: optional(Id),
  balance: Amount,
  points_balance: defaulted(Amount, 0),
  active_points: defaulted(Amount, 0),
  inactive_points: defaulted(Amount, 0),
  activation_progress: defaulted(nullable(ActivationProgress), null),
});
export type BalanceUpdate = Infer<typeof BalanceUpdate>;

export const BannerUpdate = type({ type: literal('BANNER_UPDATE'), merchant_id: Id, banner_type: optional(string()) });
export const SocketError = type({ type: literal('ERROR'), error: string() });
export const SocketClosed = type({ type: literal('CLOSED'), error: optional(string()) });

export const SocketMessage = union([ConnectionEstablished, BalanceUpdate, BannerUpdate, SocketError, SocketClosed]);
export type SocketMessage = Infer<typeof SocketMessage>;

/** Close codes the server uses: 1008 for a connection whose session is missing or invalid. */
export const CLOSE_POLICY_VIOLATION = 1008;
