// Auth state in browser storage under the spec's keys (§3): 'auth-state' (user, wallet, session,
// merchantId, hasSeenUnlockNotification), 'authToken' (local and session storage), 'session_id' and
// 'merchant_id'. Written only when user, wallet and session are all present; removed on sign-out.
// Restoring decodes the stored JSON with schema/ and applies the merchant check of spec §4.
import { type, string, boolean, defaulted } from 'superstruct';
import type { AppEvent } from '../schema/event.ts';
import { User } from '../schema/user.ts';
import { Wallet } from '../schema/wallet.ts';
import { Session } from '../schema/session.ts';
import type { SyncEngine } from './engine.ts';
import { WALLET_ROW } from './read/account.ts';
import type { AppData } from './store.ts';
import { writeQuietly as quietly } from './storage.ts';
import { isPersisted } from './families/runtime.ts';

export const AUTH_KEYS = { state: 'auth-state', token: 'authToken', sessionId: 'session_id', merchantId: 'merchant_id' } as const;

const StoredAuth = type({
  user: User,
  wallet: Wallet,
  session: Session,
  merchantId: string(),
  hasSeenUnlockNotification: defaulted(boolean(), false),
});

type Storage2 = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function snapshot({ store }: AppData): unknown | null {
  const user = { id: store.getValue('user_id') ?? '', phone: store.getValue('phone') ?? '' };
  const token = store.getValue('session_id') ?? '';
  const merchantId = store.getValue('merchant_id') ?? '';
  const w = store.getRow('wallet', WALLET_ROW);
  if (!user.id || !token || !merchantId || w.balance === undefined) {
    return null;
  }
  const bonuses = Object.entries(store.getTable('inactiveBonuses')).map(([bonus_id, b]) => ({ bonus_id, ...b }));
  const wallet = {
    balance: w.balance,
    currency: w.currency,
    points_balance: w.points_balance,
    active_points: w.active_points,
    inactive_points: w.inactive_points,
    activation_progress: w.has_progress
      ? { deposited_so_far: w.deposited_so_far, required_deposit: w.required_deposit, remaining: w.remaining, inactive_bonuses: bonuses }
      : null,
  };
  return {
    user,
    wallet,
    session: { id: token, merchant_id: merchantId },
    merchantId,
    hasSeenUnlockNotification: store.getValue('has_seen_unlock_notification') ?? false,
  };
}

export function clearStoredAuth(local: Storage2, session?: Storage2): void {
  quietly(() =>
    Object.values(AUTH_KEYS).forEach((k) => {
      local.removeItem(k);
    }),
  );
  quietly(() => session?.removeItem(AUTH_KEYS.token));
}

/** Keeps storage in step with the store: written after sign-in and wallet changes, removed on sign-out. */
export function persistAuth(engine: SyncEngine, data: AppData, local: Storage2, session?: Storage2): () => void {
  const sub = engine.events$.subscribe((event) => {
    if (event.type === 'v1.SignedOut') {
      clearStoredAuth(local, session);
    } else if (isPersisted('signIn', event.type)) {
      const state = snapshot(data) as { session: { id: string }; merchantId: string } | null;
      if (state) {
        quietly(() => {
          local.setItem(AUTH_KEYS.state, JSON.stringify(state));
          local.setItem(AUTH_KEYS.token, state.session.id);
          local.setItem(AUTH_KEYS.sessionId, state.session.id);
          local.setItem(AUTH_KEYS.merchantId, state.merchantId);
          session?.setItem(AUTH_KEYS.token, state.session.id);
        });
      }
    }
  });
  return () => sub.unsubscribe();
}

export type RestoredAuth = { kind: 'none' } | { kind: 'mismatch' } | { kind: 'signed-in'; event: Extract<AppEvent, { type: 'v1.SignedIn' }> };

/** Reads the stored sign-in. A session of another merchant is a mismatch (spec §4): the caller logs out and goes home. */
export function restoreAuth(local: Storage2, configuredMerchantId: string, nowMs: number): RestoredAuth {
  let raw: unknown = null;
  try {
    raw = JSON.parse(local.getItem(AUTH_KEYS.state) ?? 'null');
  } catch {
    raw = null;
  }
  const [error, stored] = StoredAuth.validate(raw, { coerce: true });
  if (error || !stored) {
    return { kind: 'none' };
  }
  if (stored.session.merchant_id !== configuredMerchantId || stored.merchantId !== configuredMerchantId) {
    return { kind: 'mismatch' };
  }
  return { kind: 'signed-in', event: { type: 'v1.SignedIn', at: nowMs, source: 'system', payload: stored } };
}
