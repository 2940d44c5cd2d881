// Starts the live socket for this page: its address from the page's own origin, the session from the
// store, every message into the sync engine. A sign-in or sign-out reconnects with the new identity;
// an auth failure signs the player out; coming back online reconnects a socket that had given up. In low-data
// mode (issue 17) live odds are applied at most every 10 s (sync/operators/odds-batch.ts).
import { filter, Subject } from 'rxjs';
import type { AppEvent } from '../../schema/event.ts';
import { batchOdds } from '../../sync/operators/odds-batch.ts';
import { AuthSocket } from '../../schema/endpoints/realtime.ts';
import { createLiveSocket, type LiveSocket } from '../../sync/socket.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import type { AppData } from '../../sync/store.ts';
import type { Account } from '../../sync/account.ts';

export function startLiveSocket(engine: SyncEngine, data: AppData, account: Account, merchantId: string): LiveSocket {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const received = new Subject<AppEvent>();
  received.pipe(batchOdds(() => data.store.getValue('save_data') === true)).subscribe((event) => engine.emit(event));
  const socket = createLiveSocket({
    url: `${scheme}://${window.location.host}${AuthSocket.path}`,
    merchantId,
    emit: (event) => received.next(event),
    auth: () => {
      const userId = data.store.getValue('user_id') ?? '';
      const sessionToken = data.store.getValue('session_id') ?? '';
      return userId && sessionToken ? { userId, merchantId, sessionToken } : null;
    },
    refetchWallet: () => void account.refreshWallet(),
    onAuthFailure: () => engine.emit({ type: 'v1.SignedOut', at: Date.now(), source: 'system', payload: { reason: 'auth_failure' } }),
  });
  engine.events$.pipe(filter((e) => e.type === 'v1.SignedIn' || e.type === 'v1.SignedOut')).subscribe(() => socket.reconnect());
  window.addEventListener('online', () => {
    if (data.store.getValue('socket_status') !== 'connected') {
      socket.reconnect();
    }
  });
  socket.connect();
  return socket;
}
