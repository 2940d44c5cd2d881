// Watches wallet events for bonus activation (spec §4): calls back with the points that turned from
// inactive to active since the previous wallet reading (a sign-in is a first reading, never an activation).
import { filter } from 'rxjs';
import type { SyncEngine } from '../../sync/engine.ts';
import type { AppStore } from '../../sync/store.ts';
import { WALLET_ROW } from '../../sync/read/account.ts';
import { activatedPoints } from '../../domain/unlock.ts';

export function watchBonusActivation(engine: SyncEngine, store: AppStore, onActivated: (points: number) => void): () => void {
  const read = (): { active_points: number; inactive_points: number } | null => {
    const w = store.getRow('wallet', WALLET_ROW);
    return w.balance === undefined ? null : { active_points: w.active_points ?? 0, inactive_points: w.inactive_points ?? 0 };
  };
  let last = read();
  const sub = engine.events$
    .pipe(filter((e) => ['v1.SignedIn', 'v1.WalletLoaded', 'v1.BalanceUpdated', 'v1.SignedOut'].includes(e.type)))
    .subscribe((e) => {
      const now = read();
      const points = e.type === 'v1.SignedIn' || !now ? 0 : activatedPoints(last, now);
      last = now;
      if (points > 0) {
        onActivated(points);
      }
    });
  return () => sub.unsubscribe();
}
