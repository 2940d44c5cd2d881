// Client events of the player's account: sign-in and sign-out, the wallet and its live balance, the live socket's status,
// the merchant's betting config and the slip's money/points mode. The account commands' intents and outcomes are in
// commands.ts (AccountCommandPayloads). Declared once here; sync/families/account.ts gives each its materializer.
import { type, string, boolean, optional, nullable, enums } from 'superstruct';
import { User } from './user.ts';
import { Wallet } from './wallet.ts';
import { Session } from './session.ts';
import { BalanceUpdate } from './socket-message.ts';
import { BettingConfig, BettingMode } from './betting-config.ts';
import { OddsPolicy } from './betslip.ts';

export const AccountEventPayloads = {
  /** Sign-in data is set (login, or restored from storage): user, wallet, session and merchant together. */
  'v1.SignedIn': type({
    user: User,
    wallet: Wallet,
    session: Session,
    merchantId: string(),
    hasSeenUnlockNotification: boolean(),
    /** The player's odds-change setting kept on the server (issue 32); absent from a restored sign-in. */
    oddsPolicy: optional(OddsPolicy),
  }),
  /** Everything of the player is cleared; reason says why (the UI redirects home on merchant_mismatch). */
  'v1.SignedOut': type({ reason: enums(['user', 'merchant_mismatch', 'auth_failure', 'session_expired']) }),
  /** A fresh wallet read (GET auth/verify after a reconnect, or after any wallet-changing call). */
  'v1.WalletLoaded': type({ wallet: Wallet }),
  /** A BALANCE_UPDATE from the socket, decoded; ignored unless it is the signed-in user's. */
  'v1.BalanceUpdated': type({ ...BalanceUpdate.schema, type: string() }),
  'v1.SocketStatusChanged': type({
    status: enums(['idle', 'connecting', 'connected', 'disconnected', 'failed']),
    message: optional(string()),
  }),
  'v1.UnlockNotificationSeen': type({}),
  /** The merchant's betting config (points limits); null when the server has none for this merchant. */
  'v1.BettingConfigLoaded': type({ key: string(), config: nullable(BettingConfig) }),
  /** The player switched the slip between money and points (spec §4). */
  'v1.BettingModeChanged': type({ mode: BettingMode }),
} as const;
