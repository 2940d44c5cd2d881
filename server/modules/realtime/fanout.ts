// Turns bus events into socket messages for the connections open on THIS instance: a balance event reads
// the wallet (only when the user is connected here) and sends BALANCE_UPDATE to each of the user's sockets;
// a banner event sends BANNER_UPDATE to every socket of the merchant; a session revocation closes that
// session's sockets here (dropped from the hub first: nothing more reaches them); an odds event goes to the
// odds stream, which batches ODDS_CHANGE for every socket, and a live event to the live stream (LIVE_SCORE and
// LIVE_EVENT, live-stream.ts); a payment event reads the payment and sends
// PAYMENT_UPDATE to the player's sockets (the row as it is now, so a late read still shows the latest state). Reads per user never overlap, and a burst collapses
// into one more read, so the last message a client gets is never older than the last commit.
import type { Db } from '../../db/index.ts';
import { paymentById, presentPayment } from '../payments/records.ts';
import { readWallet } from '../wallet/service.ts';
import type { BusEvent } from './bus.ts';
import type { Hub } from './hub.ts';
import type { LiveStream } from './live-stream.ts';
import type { OddsStream } from './odds-stream.ts';

export interface FanOut {
  onEvent: (event: BusEvent) => void;
  /** Re-pushes the balance of every connected user (after the event stream had a gap). */
  resync: () => void;
  /** Resolves when no balance read is under way (tests, shutdown). */
  idle: () => Promise<void>;
}

export function createFanOut(hub: Hub, db: Db, streams: { odds: OddsStream; live: LiveStream }, onError: (err: unknown) => void): FanOut {
  const { odds, live } = streams;
  /** user id → whether another read was asked for while one is running. */
  const running = new Map<string, boolean>();
  const tasks = new Set<Promise<void>>();

  async function pushBalance(userId: string): Promise<void> {
    const wallet = await readWallet(db, userId);
    const merchantId = hub.peersOfUser(userId)[0]?.merchantId;
    hub.sendToUser(userId, {
      type: 'BALANCE_UPDATE',
      user_id: userId,
      ...(merchantId === undefined ? {} : { merchant_id: merchantId }),
      balance: wallet.balance,
      points_balance: wallet.points_balance,
      active_points: wallet.active_points,
      inactive_points: wallet.inactive_points,
      activation_progress: wallet.activation_progress,
    });
  }

  function balanceChanged(userId: string): void {
    if (hub.peersOfUser(userId).length === 0) {
      return;
    }
    if (running.has(userId)) {
      running.set(userId, true);
      return;
    }
    running.set(userId, false);
    const task = (async () => {
      do {
        running.set(userId, false);
        try {
          await pushBalance(userId);
        } catch (err) {
          onError(err);
        }
      } while (running.get(userId) === true);
      running.delete(userId);
    })();
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
  }

  function paymentChanged(userId: string, paymentId: string): void {
    if (hub.peersOfUser(userId).length === 0) {
      return;
    }
    const task = paymentById(db, paymentId)
      .then((row) => {
        if (row !== null && row.user_id === userId) {
          hub.sendToUser(userId, { type: 'PAYMENT_UPDATE', user_id: userId, payment: presentPayment(row) });
        }
      })
      .catch(onError);
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
  }

  return {
    onEvent: (event) => {
      if (event.kind === 'balance') {
        balanceChanged(event.user_id);
      } else if (event.kind === 'payment') {
        paymentChanged(event.user_id, event.payment_id);
      } else if (event.kind === 'odds') {
        odds.push(event.changes, event.at);
      } else if (event.kind === 'live') {
        live.push(event);
      } else if (event.kind === 'session_revoked') {
        hub.closeSessions(event.session_ids, 'Session revoked');
      } else if (event.kind === 'banner') {
        hub.sendToMerchant(event.merchant_id, {
          type: 'BANNER_UPDATE',
          merchant_id: event.merchant_id,
          ...(event.banner_type === null ? {} : { banner_type: event.banner_type }),
        });
      }
    },
    resync: () => hub.users().forEach(balanceChanged),
    idle: async () => {
      while (tasks.size > 0) {
        await Promise.allSettled([...tasks]);
      }
    },
  };
}
