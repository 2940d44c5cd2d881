// Materializers of the player's account: sign-in and sign-out, the wallet (from a login, a refetch or a
// live BALANCE_UPDATE), the socket status and the unlock-notification flag (banner changes: banners.ts). A BALANCE_UPDATE for
// another user (or when signed out) changes nothing. Signing out clears every trace of the player.
import type { PayloadOf } from '../../schema/event.ts';
import type { Wallet } from '../../schema/wallet.ts';
import type { AppData } from '../store.ts';
import { WALLET_ROW } from '../read/account.ts';

type WalletFields = Pick<Wallet, 'balance' | 'points_balance' | 'active_points' | 'inactive_points' | 'activation_progress'> & { currency?: string };

function writeWallet({ store }: AppData, w: WalletFields): void {
  const p = w.activation_progress;
  store.setRow('wallet', WALLET_ROW, {
    balance: w.balance,
    currency: w.currency ?? store.getCell('wallet', WALLET_ROW, 'currency') ?? 'ETB',
    points_balance: w.points_balance,
    active_points: w.active_points,
    inactive_points: w.inactive_points,
    has_progress: p !== null,
    deposited_so_far: p?.deposited_so_far ?? 0,
    required_deposit: p?.required_deposit ?? 0,
    remaining: p?.remaining ?? 0,
  });
  // The server's list replaces the table whole: a bonus it no longer lists (unlocked) goes. TinyBase's setTable
  // ignores an empty table, so the old rows are deleted first (one transaction: no render sees it half-written).
  store.transaction(() => {
    store.delTable('inactiveBonuses');
    store.setTable(
      'inactiveBonuses',
      Object.fromEntries(
        (p?.inactive_bonuses ?? []).map((b) => [
          b.bonus_id,
          {
            bonus_type: b.bonus_type,
            bonus_amount: b.bonus_amount,
            deposited_so_far: b.deposited_so_far,
            required_deposit: b.required_deposit,
            remaining: b.remaining,
          },
        ]),
      ),
    );
  });
}

export function signedIn(data: AppData, p: PayloadOf<'v1.SignedIn'>): void {
  data.store.setPartialValues({
    user_id: p.user.id,
    phone: p.user.phone,
    session_id: p.session.id,
    merchant_id: p.merchantId,
    has_seen_unlock_notification: p.hasSeenUnlockNotification,
  });
  // The setting the player chose on any device (issue 32); a restored sign-in has none and keeps this device's.
  if (p.oddsPolicy) {
    data.store.setValue('odds_policy', p.oddsPolicy);
  }
  writeWallet(data, p.wallet);
}

export function signedOut({ store }: AppData): void {
  for (const id of ['user_id', 'phone', 'session_id', 'merchant_id', 'has_seen_unlock_notification', 'socket_status', 'socket_message'] as const) {
    store.delValue(id);
  }
  store.delTable('wallet');
  store.delTable('inactiveBonuses');
}

export function walletLoaded(data: AppData, p: PayloadOf<'v1.WalletLoaded'>): void {
  if (data.store.getValue('user_id')) {
    writeWallet(data, p.wallet);
  }
}

export function balanceUpdated(data: AppData, p: PayloadOf<'v1.BalanceUpdated'>): void {
  if (p.user_id !== '' && p.user_id === data.store.getValue('user_id')) {
    writeWallet(data, p);
  }
}

export function socketStatusChanged({ store }: AppData, p: PayloadOf<'v1.SocketStatusChanged'>): void {
  store.setPartialValues({ socket_status: p.status, socket_message: p.message ?? '' });
}

export function unlockNotificationSeen({ store }: AppData): void {
  store.setValue('has_seen_unlock_notification', true);
}
