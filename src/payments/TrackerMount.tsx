// The tracker's home-route part: nothing but a check that a player is signed in, which then loads the tracker (its
// own chunk, with the payment texts). A visitor never loads it. Offline, a tracker whose chunk cannot be fetched is
// left out until the next page load (OptionalPart, issue 29), never the shell.
import { lazy, Suspense } from 'react';
import { OptionalPart } from '../components/OptionalPart.tsx';
import { useValue } from '../data/hooks.ts';
import { withMessages } from '../i18n/load-messages.ts';

const Tracker = lazy(withMessages(() => import('./Tracker.tsx').then((m) => ({ default: m.Tracker }))));

export function PaymentTracker() {
  const userId = useValue('user_id') ?? '';
  const token = useValue('session_id') ?? '';
  return userId && token ? (
    <OptionalPart>
      <Suspense fallback={null}>
        <Tracker />
      </Suspense>
    </OptionalPart>
  ) : null;
}
