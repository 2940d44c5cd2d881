// The tracker's home-route part: nothing but a check that a player is signed in, which then loads the tracker (its
// own chunk, with the payment texts). A visitor never loads it.
import { lazy, Suspense } from 'react';
import { useValue } from '../data/hooks.ts';
import { withMessages } from '../i18n/load-messages.ts';

const Tracker = lazy(withMessages(() => import('./Tracker.tsx').then((m) => ({ default: m.Tracker }))));

export function PaymentTracker() {
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  return userId && token ? (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  ) : null;
}
