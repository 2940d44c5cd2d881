// A player signed in, as the server's sign-in lands in a test's store (player 42, a 500 ETB wallet, session 'tok'):
// the event a data-layer or screen test emits before it does what only a player may.
import type { AppEvent } from '../../schema/event.ts';

export const PLAYER_ID = '42';

export function signedInEvent(merchantId: string, at: number): AppEvent {
  return {
    type: 'v1.SignedIn',
    at,
    source: 'remote',
    payload: {
      user: { id: PLAYER_ID, phone: '+251911000001' },
      session: { id: 'tok', merchant_id: merchantId },
      merchantId,
      wallet: { balance: 500, currency: 'ETB', points_balance: 0, active_points: 0, inactive_points: 0, activation_progress: null },
      hasSeenUnlockNotification: true,
    },
  } as AppEvent;
}
