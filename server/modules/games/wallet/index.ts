// The seamless wallet: debit, credit and rollback keyed by (provider, provider tx id); see core.ts.
export {
  credit,
  debit,
  GAME_CURRENCY,
  houseGamesAccount,
  switchedOff,
  walletBalance,
  WalletError,
  type WalletErrorCode,
} from './core.ts';
export { rollback } from './rollback.ts';
export type { MaxMultiplier, WinCap } from './win-cap.ts';
